import { setLogSink } from '../../lib/logger';

/** Every log line written since the last `clearLogs()`, parsed. */
export const capturedLogs: Record<string, unknown>[] = [];

export function captureLogs(): void {
  setLogSink((line) => capturedLogs.push(JSON.parse(line) as Record<string, unknown>));
}

export function clearLogs(): void {
  capturedLogs.length = 0;
}
