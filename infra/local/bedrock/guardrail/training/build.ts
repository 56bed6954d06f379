import { createHash } from 'node:crypto';
import type { ShippedModel } from '../model-format';
import { localPolicyViolations } from '../policy-rules';
import { crossValidate, quantiseModel, thresholdFor, type OutOfFold } from './cross-validate';
import { trainingCases, type TrainingCase } from './data';
import { packWeights } from './pack';
import { defaultHyper, featurise, trainModel, type Hyper } from './train';

/** The target the threshold is set on, out of fold: at most 1 % of benign descriptions refused by the rules and the model together. */
export const BENIGN_REFUSED_TARGET = 0.01;

/** The violation threshold: the rules' own false refusals use up part of the 1 %. */
export function violationThreshold(oof: readonly OutOfFold[]): number {
  const benign = oof.filter((o) => !o.item.violation);
  const passedByRules = benign.filter((o) => localPolicyViolations(o.item.text).length === 0);
  const allowed = Math.floor(BENIGN_REFUSED_TARGET * benign.length) - (benign.length - passedByRules.length);
  return thresholdFor(
    passedByRules.map((o) => o.violation),
    allowed,
  );
}

/** A digest of what the model learns from: the cases in order and the options. */
export function dataDigest(cases: readonly TrainingCase[], hyper: Hyper): string {
  return createHash('sha256')
    .update(JSON.stringify({ hyper, cases: cases.map((c) => [c.text, c.violation, c.categories, c.aspects, c.aspectsLabelled, c.group]) }))
    .digest('hex');
}

/** Cross-validates for the thresholds, then trains on everything: the model `npm run train:safety` ships. */
export async function buildShippedModel(hyper: Hyper = defaultHyper): Promise<ShippedModel> {
  const cases = await trainingCases();
  const oof = crossValidate(cases, hyper);
  const heads = quantiseModel(trainModel(featurise(cases), hyper));
  return {
    heads: heads.map((h) => h.meta),
    weights: packWeights(heads),
    violationThreshold: violationThreshold(oof),
    dataDigest: dataDigest(cases, hyper),
  };
}
