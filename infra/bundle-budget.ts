/**
 * Bundle size ceilings (minified ESM, bytes), checked by the infra tests on every synth. Set from
 * the measurements in BENCHMARKS.md with headroom; a function that outgrows its ceiling should be
 * looked at, not the ceiling raised by reflex.
 */
const KiB = 1024;
const budgets: Record<string, number> = {};

/** Default ceiling: the DynamoDB client floor plus the spine and a domain module. */
const defaultBudget = 1024 * KiB;

export function bundleBudgetBytes(functionName: string): number {
  return budgets[functionName] ?? defaultBudget;
}
