/**
 * Bundle size ceilings (minified ESM, bytes), checked by the infra tests on every synth. Set from
 * the measurements in BENCHMARKS.md (2026-11: 460–600 KB) with about 10 % headroom; a function that
 * outgrows its ceiling should be looked at, not the ceiling raised by reflex.
 */
const KiB = 1024;
const budgets: Record<string, number> = {
  // The proposal engine, the acceptable-use lexicons (six languages and more, ~100 KB) and the
  // Bedrock Runtime client (the guardrail) on top of the common spine; measured 812 KiB before
  // issue 16, 967 KiB after: tinyld's language model (80 KiB, loaded on the first description) and
  // the local engine's reader, phrasebooks and refine (+70 KiB); 1024 KiB before the learned layer
  // of the gate, 1066 KiB after: its deflated int8 weights (39.5 KiB of base64, inflated on the
  // first text, not at import) and its code (2 KiB); 1120 KiB after the second quality round (the
  // instruction reader for refine and its phrasebooks, +19 KiB). The performance work resets these
  // ceilings on the deployed zip. See docs/guided-prompts.md.
  'propose-personality': 1140 * KiB,
  // Publishing goes through the same gate: lexicons, the local engine's reader and the Bedrock
  // client; measured 877 KiB before the learned layer (already over the 860 KiB set earlier),
  // 919 KiB after (+41.7 KiB, as above).
  'create-personality': 960 * KiB,
  'decide-review': 585 * KiB,
};

/** Every other function: the DynamoDB floor, the spine and one domain module (measured ≤ 511 KB). */
const defaultBudget = 565 * KiB;

/** The size ceiling of a function's bundle, in bytes (the infra tests check every synth against it). */
export function bundleBudgetBytes(functionName: string): number {
  return budgets[functionName] ?? defaultBudget;
}
