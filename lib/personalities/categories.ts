/**
 * The names the acceptable-use gate and the critical questions share with the guardrail: the
 * guardrail's topics are named after them (infra/constructs/guardrail.ts), so an assessment maps
 * back without a table, and the local stand-in answers with the same names.
 */

/** What the gate refuses (contract 6.3's `policy_categories`): a denied topic each. */
export const policyCategories = [
  'sexual_content_minors',
  'hate_harassment',
  'violent_extremism',
  'violent_crime',
  'self_harm_encouragement',
  'weapons_drugs_facilitation',
  'impersonation_deception',
  'privacy_intrusion',
  'malware',
] as const;
export type PolicyCategory = (typeof policyCategories)[number];

/**
 * Categories only the guardrail's content filters raise: explicit sexual content, misconduct in
 * general, and attempts to take over the model ("ignore your instructions").
 */
export type GuardrailOnlyCategory = 'sexual_content' | 'misconduct' | 'prompt_attack';
export type RefusalCategory = PolicyCategory | GuardrailOnlyCategory;

/**
 * The sensitive aspects a personality can have, each with one critical question
 * (critical-questions.ts). The guardrail detects them with topics in detect mode (no action), the
 * model flags them, and the service adds those its topics imply.
 */
export const sensitiveAspectIds = ['minors', 'medical', 'legal', 'financial', 'mental_health', 'companionship', 'romance'] as const;
export type SensitiveAspect = (typeof sensitiveAspectIds)[number];

/** Whether an id names one of the sensitive aspects that raise a critical question. */
export const isSensitiveAspect = (id: string): id is SensitiveAspect => (sensitiveAspectIds as readonly string[]).includes(id);
/** Whether an id names one of the policy categories (a guardrail topic that blocks). */
export const isPolicyCategory = (id: string): id is PolicyCategory => (policyCategories as readonly string[]).includes(id);
