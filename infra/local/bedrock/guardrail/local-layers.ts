import { modelReading } from './classifier';
import { localPolicyViolations, type PolicyCategory } from './policy-rules';

/** What the local layers refused a text for, and which of them did. */
export interface LocalRefusal {
  categories: PolicyCategory[];
  layer: 'rules' | 'model';
}

/**
 * The two local layers of the gate: the keyword-and-proximity rules (they name every category they
 * find), then the learned model (classifier.ts) for what the rules have no words for. The model
 * refuses only above the threshold cross-validation chose (≤ 1 % of benign descriptions refused,
 * the rules' and the model's together) and names the one category its heads rank first. The model
 * reads `modelTexts` (default: all): what it was trained on is a person's free text, so a
 * proposal's structured fields, which the engine wrote from text the model already read, are left
 * to the rules (and to the guardrail on AWS).
 */
export function localRefusal(texts: readonly (string | undefined)[], modelTexts: readonly (string | undefined)[] = texts): LocalRefusal | undefined {
  const rules = localPolicyViolations(...texts);
  if (rules.length > 0) return { categories: rules, layer: 'rules' };
  if (modelTexts.every((text) => !text)) return undefined;
  const model = modelReading(...modelTexts);
  return model.refuses ? { categories: [model.category], layer: 'model' } : undefined;
}
