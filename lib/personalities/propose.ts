import { ProblemError, ServiceUnavailableError } from '../contract/problems';
import { enforce, PolicyViolationError, proposalTexts, readProposalKey } from './policy';
import type { Logger } from '../logger';
import { topicVocabularyRepository, type TopicVocabularyRepository } from '../vocabularies/repository';
import {
  aspectsOfTopics,
  atLeast,
  criticalQuestionCatalogue,
  criticalQuestionsFor,
  isSensitiveAspect,
  uniteAspects,
  type SensitiveAspect,
} from './critical-questions';
import { phrasebooks } from './phrasebook';
import { GenerationRefusedError, GenerationUnavailableError, type GenerationEngine } from './engine';
import { configuredEngine } from './engines';
import { signProposalToken, tokenMatchesSource, verifyProposalToken } from './proposal-token';
import { sensitiveAspectsOf } from './safety/aspects';
import { safetyGate, type SafetyGate } from './safety/gate';
import { engineOutput, type GuidedPromptRequest, type GuidedPromptResponse, type Refinement } from './schema';
import { platformUsage } from './usage';

/**
 * Sentences and words the service writes itself (standard boundaries and default traits in each
 * language, the boundary of each critical question). Read next to a description's words, a proximity rule could find in them what
 * neither says ("encourages" in one, a condition in the other); they are checked by their tests.
 */
const serviceSentences = new Set([
  ...Object.values(phrasebooks).flatMap((book) => [
    book.boundaries.scope,
    book.boundaries.secrets,
    ...Object.values(book.boundaries.aspects),
    ...Object.values(book.defaultTraits).flat(),
  ]),
  ...Object.values(criticalQuestionCatalogue).map((entry) => entry.boundary),
]);

/** What proposing reaches outside itself for; each defaults to the deployed one and is replaced in tests. */
export interface ProposeDeps {
  engine?: GenerationEngine;
  vocabularies?: TopicVocabularyRepository;
  usage?: ReturnType<typeof platformUsage>;
  proposalKey?: () => Promise<string>;
  gate?: SafetyGate;
  logger?: Logger;
}

/** The critical questions a refine must keep: those bound by the token of the proposal it refines. */
async function boundAspects(
  request: GuidedPromptRequest,
  organizationId: string,
  nowMs: number,
  proposalKey: () => Promise<string>,
): Promise<SensitiveAspect[]> {
  if (!request.refine) return [];
  const payload = verifyProposalToken(await proposalKey(), request.refine.proposal_token, nowMs, organizationId);
  if (!payload || !tokenMatchesSource(payload, request.description)) {
    throw new ProblemError('invalid_proposal', {
      detail: 'refine.proposal_token is not the token of a proposal for this description and organization, or it has expired',
    });
  }
  return payload.cq.map((q) => q.id).filter(isSensitiveAspect);
}

/** A refine whose engine did not say what it applied: reported as such, never as silently done. */
const unreported = (instructions: string): Refinement => ({
  applied: [],
  not_applied: [
    {
      instruction: instructions.slice(0, 2000),
      reason: 'The generation engine did not report which of these instructions it applied; compare the proposal with the one you sent.',
    },
  ],
});

/**
 * POST /v1/personalities/from-guided-prompt: the gate on what the developer wrote, then the
 * engine, then the service's own guarantees on whatever the engine produced: a valid shape,
 * topics only from the latest vocabulary, the gate again on the generated text, and critical
 * questions from the service's rules (description, instructions, topics, the engine's flags,
 * and every question the refined proposal already carried). Persists nothing of the caller's;
 * only the platform's generation cost is recorded.
 */
export async function proposePersonality(
  request: GuidedPromptRequest,
  caller: { organizationId: string },
  nowMs: number,
  deps: ProposeDeps = {},
): Promise<GuidedPromptResponse> {
  const { vocabularies = topicVocabularyRepository(), usage = platformUsage(), proposalKey = readProposalKey, logger } = deps;
  const gate = deps.gate ?? safetyGate({ logger });
  const previous = request.refine?.proposal;
  const freeText = [request.description, request.refine?.instructions];
  await enforce(gate.checkInput([...freeText, ...(previous ? proposalTexts(previous) : [])], freeText), logger, 'input');
  const carried = await boundAspects(request, caller.organizationId, nowMs, proposalKey);

  const latest = await vocabularies.latest();
  if (!latest) throw new ProblemError('service_unavailable', { detail: 'No topic vocabulary is published yet', headers: { 'Retry-After': '60' } });
  const engine = deps.engine ?? (await configuredEngine());
  const { usage: cost, ...raw } = await engine
    .generate({ description: request.description, refine: request.refine, vocabulary: latest.topics })
    .catch((error: unknown) => {
      if (error instanceof GenerationRefusedError) {
        logger?.warn('guided prompt refused', { stage: 'generation', layer: 'guardrail', categories: error.categories, metric: 'guided_prompt_refused' });
        throw new PolicyViolationError(error.categories);
      }
      if (error instanceof GenerationUnavailableError) {
        logger?.error('generation engine unavailable', { engine: engine.name, error });
        throw new ServiceUnavailableError(error, 5);
      }
      throw error;
    });
  const output = engineOutput.parse(raw);

  const allowed = new Set(latest.topics.map((t) => t.id));
  let proposal = output.proposal && { ...output.proposal, topics: output.proposal.topics.filter((t) => allowed.has(t)) };
  // The service's own standard sentences are not generated text: checked once when written, never against a description.
  if (proposal) await enforce(gate.checkOutput(proposalTexts(proposal).filter((text) => !serviceSentences.has(text))), logger, 'output');

  const aspects = uniteAspects(
    carried,
    sensitiveAspectsOf(request.description, request.refine?.instructions, ...(previous ? proposalTexts(previous) : [])),
    aspectsOfTopics([...(proposal?.topics ?? []), ...(previous?.topics ?? [])]),
    output.critical_questions.map((q) => q.id).filter(isSensitiveAspect),
  );
  if (proposal) proposal = { ...proposal, suggested_sensitivity: atLeast(proposal.suggested_sensitivity, aspects) };
  const critical = criticalQuestionsFor(aspects);
  const status = output.status === 'ready' && proposal ? 'ready' : 'needs_clarification';

  await usage
    .record(
      {
        engine: engine.name,
        inputChars: request.description.length + (request.refine?.instructions.length ?? 0),
        inputTokens: cost?.inputTokens ?? 0,
        outputTokens: cost?.outputTokens ?? 0,
      },
      nowMs,
    )
    // Cost accounting must not cost the developer their proposal.
    .catch((error: unknown) => logger?.warn('could not record generation cost', { error }));

  return {
    status,
    proposal: status === 'ready' ? proposal : null,
    ...(request.refine ? { refinement: output.refinement ?? unreported(request.refine.instructions) } : {}),
    clarifying_questions:
      status === 'needs_clarification' && output.clarifying_questions.length === 0
        ? ['What should this personality help people with, and for whom?']
        : output.clarifying_questions,
    critical_questions: critical,
    vocabulary_version: latest.version,
    proposal_token: signProposalToken(await proposalKey(), {
      organizationId: caller.organizationId,
      sourceRef: request.description,
      criticalQuestions: critical,
      vocabularyVersion: latest.version,
      nowMs,
    }),
    usage: { turns_consumed: 0, charged: false },
  };
}
