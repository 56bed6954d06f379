import { allViews, views } from './normalise';

/**
 * The learned layer's features: hashed character n-grams (3 to 5) and word uni- and bigrams over
 * every normalised view of a text (normalise.ts), so evasion characters, leetspeak, look-alikes and
 * letters spelled apart read as the plain word. Character n-grams make it multilingual by
 * construction (inflections and compounds share their pieces); Chinese and Japanese come out of the
 * normaliser one character a token, so their word bigrams are character bigrams.
 *
 * A feature is a bucket of a `2^FEATURE_BITS` space (FNV-1a, then a final mix); a text is the set
 * of its buckets, each worth 1/√n so long and short texts weigh alike.
 */
export const FEATURE_BITS = 18;
const bucketMask = (1 << FEATURE_BITS) - 1;

/** A text's features: distinct buckets, ascending, and the value each one has. */
export interface FeatureVector {
  buckets: Uint32Array;
  value: number;
}

/** FNV-1a over UTF-16 code units, with a murmur-style finaliser so low bits mix well. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  return h >>> 0;
}

/** The raw feature strings of one token stream (the prefix keeps the kinds apart in the hash). */
export function featureStrings(tokens: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    out.push(`w ${tokens[i]}`);
    if (i > 0) out.push(`b ${tokens[i - 1]} ${tokens[i]}`);
  }
  const chars = [...` ${tokens.join(' ')} `];
  for (let n = 3; n <= 5; n++) for (let i = 0; i + n <= chars.length; i++) out.push(`c${chars.slice(i, i + n).join('')}`);
  return out;
}

/** The feature vector of a text, read on every normalised view and united. */
export function featuresOf(text: string): FeatureVector {
  const buckets = new Set<number>();
  for (const tokens of allViews(views(text))) for (const feature of featureStrings(tokens)) buckets.add(hashString(feature) & bucketMask);
  const sorted = Uint32Array.from(buckets).sort();
  return { buckets: sorted, value: sorted.length > 0 ? 1 / Math.sqrt(sorted.length) : 0 };
}
