import { SourceMap, type SourceMapPayload } from 'node:module';

/**
 * A position in a deployed bundle as a stack trace names it: `index.mjs:LINE:COLUMN` (1-based),
 * whatever precedes it (`file:///var/task/`, `/var/task/`) and however the log quoted it (a JSON
 * log line escapes the newlines, not the frames).
 */
const frame = /(?:file:\/\/)?(?:\/[\w.-]+)*\/?index\.mjs:(\d+):(\d+)/g;

/**
 * Rewrites every `index.mjs:line:column` of a stack trace (as CloudWatch shows it) to the source
 * position the function's source map gives: `lib/in-order.ts:6:38`. Frames the map does
 * not cover are left as they are. Positions in a trace are 1-based; the map's are 0-based.
 */
export function symbolicate(trace: string, payload: SourceMapPayload): string {
  const map = new SourceMap(payload);
  return trace.replace(frame, (whole, line: string, column: string) => {
    const entry = map.findEntry(Number(line) - 1, Number(column) - 1) as Partial<{ originalSource: string; originalLine: number; originalColumn: number }>;
    return entry.originalSource === undefined ? whole : `${entry.originalSource}:${entry.originalLine! + 1}:${entry.originalColumn! + 1}`;
  });
}
