import { appendFileSync } from 'node:fs';

/**
 * The reliability suite runs in two modes: quick (inside `npm test`, small counts) and long
 * (`npm run reliability`, large counts, results written to RELIABILITY.md).
 */
export const mode: 'quick' | 'long' = process.env.RELIABILITY_MODE === 'long' ? 'long' : 'quick';

export const scaled = (quick: number, long: number) => (mode === 'long' ? long : quick);

export interface Finding {
  area: string;
  check: string;
  tried: string;
  outcome: string;
}

/** Records what a check tried and what happened, for RELIABILITY.md (long mode writes the file). */
export function report(finding: Finding): void {
  const file = process.env.RELIABILITY_RESULTS;
  if (file) appendFileSync(file, JSON.stringify(finding) + '\n');
}
