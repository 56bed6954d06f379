import { resolve } from 'node:path';

/**
 * Node's arguments to run a command-line tool of scripts/ as its package script runs it
 * (`scripts/run.mjs`, package.json), from any working directory: `execFile(process.execPath, toolArgs(...))`.
 */
export function toolArgs(entry: string, ...args: string[]): string[] {
  return [resolve('scripts/run.mjs'), resolve(entry), ...args];
}

/** The operator CLI's, as `npm run ops -- <args>` runs it. */
export function opsArgs(...args: string[]): string[] {
  return toolArgs('scripts/ops/main.ts', ...args);
}
