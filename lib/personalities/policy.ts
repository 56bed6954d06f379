import { ProblemError, ServiceUnavailableError } from '../contract/problems';
import type { Logger } from '../logger';
import type { RefusalCategory, SensitiveAspect } from './categories';
import { GuardrailUnavailableError, type GuardrailVerdict } from './guardrail';
import type { Proposal } from './schema';

// What proposing and publishing share to hold the acceptable-use policy.

/** The contract's 422 `guided_prompt_policy_violation`, naming the policy categories and never the text. */
export class PolicyViolationError extends ProblemError {
  override name = 'PolicyViolationError';
  constructor(categories: readonly string[]) {
    // The detail never echoes the offending text.
    super('guided_prompt_policy_violation', {
      detail: 'The description asks for something the acceptable-use policy does not allow',
      extensions: { policy_categories: categories },
    });
  }
}

/** The texts of a proposal that will be published if accepted: who it is, what it does, then its rules. */
export const proposalTexts = (p: Pick<Proposal, 'name' | 'summary' | 'greeting' | 'traits' | 'boundaries'>) => [
  p.name,
  p.greeting,
  p.summary,
  ...p.boundaries,
  ...p.traits,
];

/** Logs a refusal (stage and categories only, never the text) and throws the contract's 422. */
export function refuse(categories: readonly RefusalCategory[], stage: string, by: 'guardrail' | 'model', logger: Logger | undefined): never {
  logger?.warn('guided prompt refused', { stage, layer: by, categories, metric: 'guided_prompt_refused' });
  throw new PolicyViolationError(categories);
}

/**
 * Runs a guardrail check: a refusal is the contract's 422, a guardrail that cannot answer a 503
 * (a text is never passed unchecked). Returns the sensitive aspects it detected.
 */
export async function enforce(check: Promise<GuardrailVerdict>, logger: Logger | undefined, stage: string): Promise<SensitiveAspect[]> {
  let verdict: GuardrailVerdict;
  try {
    verdict = await check;
  } catch (error) {
    if (error instanceof GuardrailUnavailableError) {
      logger?.error('guardrail unavailable', { stage, error });
      throw new ServiceUnavailableError(error, 5);
    }
    throw error;
  }
  if (verdict.refused) refuse(verdict.refused, stage, 'guardrail', logger);
  return verdict.aspects;
}
