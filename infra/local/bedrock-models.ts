import { localPolicyViolations } from '../../lib/personalities/safety/policy-rules';
import { BedrockLocalError, type GuardrailDecision, type GuardrailRequest } from './bedrock-local';

/** The guardrail the local stack configures (`GUARDRAIL_ID`, `GUARDRAIL_VERSION`), as CDK names the real one. */
export const localGuardrail = { id: 'service-local-guardrail', version: '1' } as const;

/**
 * The local stand-in's guardrail: the project's own acceptable-use rules, answered as Bedrock
 * would (a denied topic per policy category). What the local stack proves is the wire and the
 * handling; on AWS the decisions come from the guardrail defined in infra/constructs/guardrail.ts.
 * An unknown guardrail is a ResourceNotFoundException, as in AWS, so a misconfiguration shows.
 */
export function localGuardrailDecision(request: GuardrailRequest): GuardrailDecision {
  if (request.guardrailIdentifier !== localGuardrail.id) {
    throw new BedrockLocalError('ResourceNotFoundException', 404, `Guardrail ${request.guardrailIdentifier} not found`);
  }
  const categories = localPolicyViolations(...request.texts);
  return categories.length > 0 ? { action: 'GUARDRAIL_INTERVENED', topics: categories } : { action: 'NONE' };
}
