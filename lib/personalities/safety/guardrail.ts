import type { ApplyGuardrailCommandOutput, BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';
import { policyCategories, type PolicyCategory } from './policy-rules';

/**
 * Categories only the guardrail's content filters raise: explicit sexual content, misconduct in
 * general, and attempts to take over the model ("ignore your instructions").
 */
export type GuardrailOnlyCategory = 'sexual_content' | 'misconduct' | 'prompt_attack';
export type RefusalCategory = PolicyCategory | GuardrailOnlyCategory;

/** Bedrock's content-filter types, and the category each is reported as. */
const filterCategories: Record<string, RefusalCategory> = {
  HATE: 'hate_harassment',
  INSULTS: 'hate_harassment',
  VIOLENCE: 'violent_crime',
  SEXUAL: 'sexual_content',
  MISCONDUCT: 'misconduct',
  PROMPT_ATTACK: 'prompt_attack',
};

/** Which guardrail to apply (CDK passes the id and version of the stack's guardrail). */
export interface GuardrailRef {
  id: string;
  version: string;
}

/** Raised when the guardrail cannot answer: the caller turns it into a 503, never a pass. */
export class GuardrailUnavailableError extends Error {
  override name = 'GuardrailUnavailableError';
}

/**
 * The categories a guardrail intervention names: denied topics are named after the policy
 * categories (see infra/constructs/guardrail.ts), content filters map as above. An intervention
 * that names nothing we know is still a refusal, reported as `misconduct`.
 */
export function categoriesOfAssessment(output: Pick<ApplyGuardrailCommandOutput, 'action' | 'assessments'>): RefusalCategory[] {
  if (output.action !== 'GUARDRAIL_INTERVENED') return [];
  const found = new Set<RefusalCategory>();
  for (const assessment of output.assessments ?? []) {
    for (const topic of assessment.topicPolicy?.topics ?? []) {
      if (topic.action === 'BLOCKED' && (policyCategories as readonly string[]).includes(topic.name ?? '')) found.add(topic.name as PolicyCategory);
    }
    for (const filter of assessment.contentPolicy?.filters ?? []) {
      const category = filterCategories[filter.type ?? ''];
      if (filter.action === 'BLOCKED' && category) found.add(category);
    }
  }
  return found.size > 0 ? [...found] : ['misconduct'];
}

/**
 * Applies the guardrail to texts (ApplyGuardrail, one call for all of them): the description and
 * refine instructions as INPUT, the generated proposal as OUTPUT. Any failure (throttling,
 * timeout, outage, access or configuration) is `GuardrailUnavailableError`.
 */
export async function applyGuardrail(
  client: BedrockRuntimeClient,
  guardrail: GuardrailRef,
  source: 'INPUT' | 'OUTPUT',
  texts: readonly string[],
): Promise<RefusalCategory[]> {
  const content = texts.filter((text) => text.trim().length > 0).map((text) => ({ text: { text } }));
  if (content.length === 0) return [];
  const { ApplyGuardrailCommand } = await import('@aws-sdk/client-bedrock-runtime');
  let output: ApplyGuardrailCommandOutput;
  try {
    output = await client.send(new ApplyGuardrailCommand({ guardrailIdentifier: guardrail.id, guardrailVersion: guardrail.version, source, content }));
  } catch (error) {
    throw new GuardrailUnavailableError(`The guardrail did not answer (${error instanceof Error ? error.name : 'error'})`, { cause: error });
  }
  return categoriesOfAssessment(output);
}
