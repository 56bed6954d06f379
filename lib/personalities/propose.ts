import { secretRef } from '../aws/secrets';
import { HttpError } from '../http/errors';
import type { Logger } from '../logger';
import { topicVocabularyRepository, type TopicVocabularyRepository } from '../vocabularies/repository';
import { analyse, criticalQuestionsFor } from './analysis';
import type { GenerationEngine } from './engine';
import { configuredEngine } from './engines';
import { policyViolations, type PolicyCategory } from './policy';
import { signProposalToken } from './proposal-token';
import { engineOutput, type CriticalQuestion, type GuidedPromptRequest, type GuidedPromptResponse } from './schema';
import { platformUsage } from './usage';

export const readProposalKey = secretRef('proposalTokenKey');

export class PolicyViolationError extends HttpError {
  override name = 'PolicyViolationError';
  constructor(categories: PolicyCategory[]) {
    // The detail never echoes the offending text.
    super('guided_prompt_policy_violation', { detail: 'The description asks for something the acceptable-use policy does not allow', extensions: { policy_categories: categories } });
  }
}

export interface ProposeDeps {
  engine?: GenerationEngine;
  vocabularies?: TopicVocabularyRepository;
  usage?: ReturnType<typeof platformUsage>;
  proposalKey?: () => Promise<string>;
  logger?: Logger;
}

/** Critical questions are the service's to raise, whatever an engine says: the rules' set, plus the engine's extras. */
function mergeQuestions(rules: CriticalQuestion[], engine: CriticalQuestion[]): CriticalQuestion[] {
  const ids = new Set(rules.map((q) => q.id));
  return [...rules, ...engine.filter((q) => !ids.has(q.id))].slice(0, 10);
}

/**
 * POST /v1/personalities/from-guided-prompt: policy check first, then the engine, then the
 * service's own guarantees on whatever the engine produced (valid shape, topics only from the
 * latest vocabulary, critical questions present, the policy again on the output). Persists
 * nothing of the caller's; only the platform's generation cost is recorded.
 */
export async function proposePersonality(request: GuidedPromptRequest, nowMs: number, deps: ProposeDeps = {}): Promise<GuidedPromptResponse> {
  const { vocabularies = topicVocabularyRepository(), usage = platformUsage(), proposalKey = readProposalKey, logger } = deps;
  const violations = policyViolations(request.description, request.refine?.instructions);
  if (violations.length > 0) throw new PolicyViolationError(violations);

  const latest = await vocabularies.latest();
  if (!latest) throw new HttpError('service_unavailable', { detail: 'No topic vocabulary is published yet', headers: { 'Retry-After': '60' } });
  const engine = deps.engine ?? (await configuredEngine());
  const { usage: cost, ...raw } = await engine.generate({ description: request.description, refine: request.refine, vocabulary: latest.topics });
  const output = engineOutput.parse(raw);

  const allowed = new Set(latest.topics.map((t) => t.id));
  const proposal = output.proposal && { ...output.proposal, topics: output.proposal.topics.filter((t) => allowed.has(t)) };
  if (proposal) {
    const outputViolations = policyViolations(proposal.name, proposal.summary, proposal.greeting, ...proposal.boundaries);
    if (outputViolations.length > 0) throw new PolicyViolationError(outputViolations);
  }
  const aspects = analyse(`${request.description}\n${request.refine?.instructions ?? ''}`, latest.topics).sensitive;
  const critical = mergeQuestions(criticalQuestionsFor(aspects), output.critical_questions);
  const status = output.status === 'ready' && proposal ? 'ready' : 'needs_clarification';

  await usage
    .record(
      { engine: engine.name, inputChars: request.description.length + (request.refine?.instructions.length ?? 0), inputTokens: cost?.inputTokens ?? 0, outputTokens: cost?.outputTokens ?? 0 },
      nowMs,
    )
    // Cost accounting must not cost the developer their proposal.
    .catch((error: unknown) => logger?.warn('could not record generation cost', { error }));

  return {
    status,
    proposal: status === 'ready' ? proposal : null,
    clarifying_questions: status === 'needs_clarification' && output.clarifying_questions.length === 0 ? ['What should this personality help people with, and for whom?'] : output.clarifying_questions,
    critical_questions: critical,
    vocabulary_version: latest.version,
    proposal_token: signProposalToken(await proposalKey(), { sourceRef: request.description, criticalQuestions: critical, vocabularyVersion: latest.version, nowMs }),
    usage: { turns_consumed: 0, charged: false },
  };
}
