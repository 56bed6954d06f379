import { inflateRawSync } from 'node:zlib';
import { shippedModel } from './classifier-weights';
import { featuresOf, type FeatureVector } from './features';
import type { HeadMeta, ShippedModel } from './model-format';
import { policyCategories, type PolicyCategory } from './policy-rules';

/**
 * The learned layer: a linear model over hashed character and word n-grams (features.ts), trained
 * by `npm run train:safety` on the files of `training/`. It reads what the keyword rules cannot
 * (polite, indirect, role-play phrasings and euphemisms) and answers with a score, never a reason.
 * The weights ship inside the bundle but are inflated on first use, not at cold start.
 */
export interface ModelReading {
  /** Log-odds that the text is a harmful description. */
  violation: number;
  /** Whether `violation` passes the threshold chosen by cross-validation. */
  refuses: boolean;
  /** The policy category the model names (highest category head); meaningful when `refuses`. */
  category: PolicyCategory;
}

interface LoadedHead {
  meta: HeadMeta;
  weights: Int8Array;
}

let loaded: Map<string, LoadedHead> | undefined;

/** Splits the inflated weights into heads, in the order of their metadata. */
export function unpack(model: Pick<ShippedModel, 'heads' | 'weights'>): Map<string, LoadedHead> {
  const bytes = inflateRawSync(Buffer.from(model.weights, 'base64'));
  const all = new Int8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const heads = new Map<string, LoadedHead>();
  let offset = 0;
  for (const meta of model.heads) {
    heads.set(meta.name, { meta, weights: all.subarray(offset, offset + (1 << meta.bits)) });
    offset += 1 << meta.bits;
  }
  return heads;
}

function heads(): Map<string, LoadedHead> {
  loaded ??= unpack(shippedModel);
  return loaded;
}

/** A head's log-odds for a feature vector. */
export function headLogit({ meta, weights }: LoadedHead, x: FeatureVector): number {
  const mask = (1 << meta.bits) - 1;
  let sum = 0;
  for (const bucket of x.buckets) sum += weights[bucket & mask]!;
  return meta.bias + sum * meta.scale * x.value;
}

/** What the model reads in a text (every text a developer sent, joined, as the rules read them). */
export function modelReading(...texts: (string | undefined)[]): ModelReading {
  const x = featuresOf(texts.filter(Boolean).join('\n'));
  const all = heads();
  const score = (name: string) => headLogit(all.get(name)!, x);
  const violation = score('violation');
  const categoryScores = policyCategories.map(score);
  const category = policyCategories[categoryScores.indexOf(Math.max(...categoryScores))]!;
  return { violation, refuses: violation > shippedModel.violationThreshold, category };
}
