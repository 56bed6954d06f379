import { headLogit } from '../classifier';
import { hashString } from '../features';
import { policyCategories } from '../policy-rules';
import { quantise, type QuantisedHead } from './pack';
import { featurise, trainModel, type Featured, type Hyper, type TrainedModel } from './train';
import type { TrainingCase } from './data';

/**
 * Grouped k-fold cross-validation: every paraphrase of one idea falls in the same fold, so a score
 * is always for an idea the model was not trained on. Scores come from the quantised heads, as
 * shipped.
 */
export const FOLDS = 5;

/** The out-of-fold scores of one case. */
export interface OutOfFold {
  item: TrainingCase;
  violation: number;
  /** Category heads' log-odds, in `policyCategories` order. */
  categories: number[];
}

const foldOf = (group: string) => hashString(group) % FOLDS;

/** Every head of a trained model, quantised as shipped: `violation`, then the categories. */
export function quantiseModel(model: TrainedModel): QuantisedHead[] {
  return [quantise('violation', model.violation), ...policyCategories.map((c) => quantise(c, model.categories[c]))];
}

function scorer(heads: readonly QuantisedHead[]) {
  return (name: string, c: Featured) =>
    headLogit(
      heads.find((h) => h.meta.name === name)!,
      c.x,
    );
}

/** Out-of-fold scores of every case, in the order given. */
export function crossValidate(cases: readonly TrainingCase[], hyper: Hyper): OutOfFold[] {
  const featured = featurise(cases);
  const scores: OutOfFold[] = new Array<OutOfFold>(featured.length);
  for (let fold = 0; fold < FOLDS; fold++) {
    const score = scorer(
      quantiseModel(
        trainModel(
          featured.filter((c) => foldOf(c.item.group) !== fold),
          hyper,
        ),
      ),
    );
    featured.forEach((c, i) => {
      if (foldOf(c.item.group) !== fold) return;
      scores[i] = {
        item: c.item,
        violation: score('violation', c),
        categories: policyCategories.map((category) => score(category, c)),
      };
    });
  }
  return scores;
}

/**
 * The lowest threshold that leaves at most `allowed` of the `negatives` above it, placed halfway
 * between two scores so it does not sit on one case.
 */
export function thresholdFor(negatives: readonly number[], allowed: number): number {
  const sorted = [...negatives].sort((a, b) => b - a);
  if (allowed < 0) return Infinity;
  if (allowed >= sorted.length) return -Infinity;
  const above = allowed > 0 ? sorted[allowed - 1]! : sorted[0]! + 1;
  return Number(((above + sorted[allowed]!) / 2).toPrecision(6));
}
