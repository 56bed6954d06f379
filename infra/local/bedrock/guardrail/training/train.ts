import { featuresOf, type FeatureVector } from '../features';
import { policyCategories, type PolicyCategory } from '../policy-rules';
import type { TrainingCase } from './data';
import { trainLogistic, type Example, type LogisticHead, type LogisticOptions } from './logistic';

/**
 * The learned layer's heads, each a one-vs-rest logistic regression over the same features:
 * - `violation`: harmful description or not, on every case;
 * - one per policy category, on the violations only (it names the category once `violation` refuses).
 *
 * Heads for the sensitive aspects were tried (trained on the benign texts whose aspects are
 * labelled): out of fold they added 0–2 points of recall to the rules' for one more false question
 * in a hundred texts per aspect, so they do not ship (docs/guided-prompts.md).
 */
export interface TrainedModel {
  violation: LogisticHead;
  categories: Record<PolicyCategory, LogisticHead>;
}

/** The options of each kind of head (chosen by cross-validation, scripts/eval-classifier.ts). */
export interface Hyper {
  violation: LogisticOptions;
  categories: LogisticOptions;
}

export const defaultHyper: Hyper = {
  violation: { bits: 15, epochs: 24, lambda: 1e-3, learningRate: 10, seed: 1 },
  categories: { bits: 12, epochs: 24, lambda: 1e-3, learningRate: 10, seed: 2 },
};

/** A case with its features computed once. */
export interface Featured {
  item: TrainingCase;
  x: FeatureVector;
}

/** Computes the features of every case (the slow part; done once per run). */
export function featurise(cases: readonly TrainingCase[]): Featured[] {
  return cases.map((item) => ({ item, x: featuresOf(item.text) }));
}

function examples(cases: readonly Featured[], label: (c: TrainingCase) => boolean): Example[] {
  return cases.map(({ item, x }) => ({ x, label: label(item) ? 1 : 0 }));
}

/** Trains every head; deterministic for the same cases in the same order. */
export function trainModel(cases: readonly Featured[], hyper: Hyper = defaultHyper): TrainedModel {
  const violations = cases.filter((c) => c.item.violation);
  return {
    violation: trainLogistic(
      examples(cases, (c) => c.violation),
      hyper.violation,
    ),
    categories: Object.fromEntries(
      policyCategories.map((category) => [
        category,
        trainLogistic(
          examples(violations, (c) => c.categories.includes(category)),
          hyper.categories,
        ),
      ]),
    ) as TrainedModel['categories'],
  };
}
