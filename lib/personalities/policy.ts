import { secretRef } from '../aws/secrets';
import { ProblemError, ServiceUnavailableError } from '../contract/problems';
import type { Logger } from '../logger';
import { GuardrailUnavailableError, type Refusal } from './safety/gate';
import type { Proposal } from './schema';

// What proposing and publishing share to hold the acceptable-use policy, kept apart from the
// engines so that publishing (create-personality) does not bundle them.

/** The key that binds a proposal to its acceptance. */
export const readProposalKey = secretRef('proposalTokenKey');

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

/**
 * The texts of a proposal that will be published if accepted, in the order a description reads:
 * who it is (name, greeting), what it does (summary), then its rules. The local rules weigh words
 * by their distance, so a rule taken from a description ("gently challenges pro-ana thinking") is
 * read right after the sentence that frames it, as it was in the description.
 */
export const proposalTexts = (p: Pick<Proposal, 'name' | 'summary' | 'greeting' | 'traits' | 'boundaries'>) => [
  p.name,
  p.greeting,
  p.summary,
  ...p.boundaries,
  ...p.traits,
];

/**
 * Runs a gate check; a refusal is the contract's 422, a guardrail that cannot answer is a 503
 * (a request is never passed unchecked). The log line names the layer and categories only.
 */
export async function enforce(check: Promise<Refusal | undefined>, logger: Logger | undefined, stage: string): Promise<void> {
  let refusal: Refusal | undefined;
  try {
    refusal = await check;
  } catch (error) {
    if (error instanceof GuardrailUnavailableError) throw new ServiceUnavailableError(error, 5);
    throw error;
  }
  if (!refusal) return;
  logger?.warn('guided prompt refused', { stage, layer: refusal.layer, categories: refusal.categories, metric: 'guided_prompt_refused' });
  throw new PolicyViolationError(refusal.categories);
}
