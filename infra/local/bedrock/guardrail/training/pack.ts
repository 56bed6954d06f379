import { deflateRawSync } from 'node:zlib';
import type { HeadMeta } from '../model-format';
import type { LogisticHead } from './logistic';

/** A head quantised to int8: what ships, and what cross-validation scores so it measures the shipped model. */
export interface QuantisedHead {
  meta: HeadMeta;
  weights: Int8Array;
}

/**
 * Levels either side of zero. Few levels deflate well (most weights round to 0 or ±1) and cost
 * nothing measurable in cross-validation; the scale is set on the 99.9th percentile of |w| and
 * larger weights are clipped, so a few outliers do not flatten the rest.
 */
export const QUANTISATION_LEVELS = 7;

/** Quantises one head to `QUANTISATION_LEVELS` levels either side of zero. Deterministic. */
export function quantise(name: string, head: LogisticHead): QuantisedHead {
  const magnitudes = Float64Array.from(head.weights, Math.abs).sort();
  const top = magnitudes[Math.floor(0.999 * (magnitudes.length - 1))]!;
  const scale = top > 0 ? top / QUANTISATION_LEVELS : 1;
  const weights = Int8Array.from(head.weights, (w) => Math.max(-QUANTISATION_LEVELS, Math.min(QUANTISATION_LEVELS, Math.round(w / scale))));
  // Rounded so the generated file reads the same on every machine.
  return { meta: { name, bits: head.bits, scale: Number(scale.toPrecision(9)), bias: Number(head.bias.toPrecision(9)) }, weights };
}

/** Every head's int8 weights, concatenated in order, deflated (raw) and base64'd. */
export function packWeights(heads: readonly QuantisedHead[]): string {
  const total = heads.reduce((n, h) => n + h.weights.length, 0);
  const all = new Int8Array(total);
  let offset = 0;
  for (const head of heads) {
    all.set(head.weights, offset);
    offset += head.weights.length;
  }
  return deflateRawSync(all, { level: 9 }).toString('base64');
}
