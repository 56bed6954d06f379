import type { FeatureVector } from '../features';

/**
 * A small, deterministic trainer: binary logistic regression over hashed features, by stochastic
 * gradient descent with L2 weight decay (applied to the buckets an example touches, the usual
 * sparse approximation), classes weighted to balance, examples visited in a seeded order.
 */
export interface LogisticOptions {
  /** Buckets of this head: the feature's bucket modulo `2^bits`. */
  bits: number;
  epochs: number;
  /** L2 strength per update. */
  lambda: number;
  learningRate: number;
  seed: number;
}

/** A trained head: one weight per bucket and a bias. */
export interface LogisticHead {
  bits: number;
  weights: Float64Array;
  bias: number;
}

/** One labelled feature vector (`label` 1 or 0). */
export interface Example {
  x: FeatureVector;
  label: 0 | 1;
}

/** mulberry32: a tiny seeded generator, so every training run visits examples in the same order. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffled(length: number, random: () => number): number[] {
  const order = Array.from({ length }, (_, i) => i);
  for (let i = length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

/** The head's raw score (log-odds) of a feature vector. */
export function logit(head: Pick<LogisticHead, 'bits' | 'weights' | 'bias'>, x: FeatureVector): number {
  const mask = (1 << head.bits) - 1;
  let sum = 0;
  for (const bucket of x.buckets) sum += head.weights[bucket & mask]!;
  return head.bias + sum * x.value;
}

function addInto(sum: LogisticHead, head: LogisticHead, share: number): void {
  for (let i = 0; i < head.weights.length; i++) sum.weights[i]! += head.weights[i]! * share;
  sum.bias += head.bias * share;
}

/** Trains one head on `examples`; the same examples and options always give the same weights. */
export function trainLogistic(examples: readonly Example[], options: LogisticOptions): LogisticHead {
  const head: LogisticHead = { bits: options.bits, weights: new Float64Array(1 << options.bits), bias: 0 };
  const mask = (1 << options.bits) - 1;
  const positives = examples.filter((e) => e.label === 1).length;
  const classWeight = [examples.length / (2 * Math.max(1, examples.length - positives)), examples.length / (2 * Math.max(1, positives))];
  const random = seededRandom(options.seed);
  // The weights averaged over the second half of the epochs: steadier than the last step's.
  const averaged: LogisticHead = { bits: options.bits, weights: new Float64Array(head.weights.length), bias: 0 };
  const firstAveraged = Math.floor(options.epochs / 2);
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    const rate = options.learningRate / Math.sqrt(1 + epoch);
    for (const i of shuffled(examples.length, random)) {
      const { x, label } = examples[i]!;
      const gradient = (sigmoid(logit(head, x)) - label) * classWeight[label]!;
      for (const bucket of x.buckets) {
        const b = bucket & mask;
        head.weights[b]! -= rate * (gradient * x.value + options.lambda * head.weights[b]!);
      }
      head.bias -= rate * gradient;
    }
    if (epoch >= firstAveraged) addInto(averaged, head, 1 / (options.epochs - firstAveraged));
  }
  return averaged;
}
