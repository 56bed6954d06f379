import { ProblemError, ServiceUnavailableError } from '../contract/problems';
import type { Logger } from '../logger';
import { topicVocabularyRepository, type TopicVocabularyRepository } from '../vocabularies/repository';
import { configuredEngine, GenerationRefusedError, GenerationUnavailableError, type GenerationEngine } from './bedrock-engine';
import { aspectsOfTopics, atLeast, criticalQuestionsFor, isSensitiveAspect, uniteAspects, type SensitiveAspect } from './critical-questions';
import { safetyGate, type SafetyGate } from './guardrail';
import { enforce, proposalTexts, refuse } from './policy';
import { readProposalKey, signProposalToken, tokenMatchesProposal, tokenMatchesSource, verifyProposalToken } from './proposal-token';
import type { GuidedPromptRequest, GuidedPromptResponse, ModelOutput, Refinement } from './schema';
import { platformUsage } from './usage';

/** What proposing reaches outside itself for; each defaults to the deployed one and is replaced in tests. */
export interface FromGuidedPromptDeps {
  engine?: GenerationEngine;
  vocabularies?: TopicVocabularyRepository;
  usage?: ReturnType<typeof platformUsage>;
  proposalKey?: () => Promise<string>;
  gate?: SafetyGate;
  logger?: Logger;
}

/**
 * What the token of a refined proposal says: the critical questions it binds (a refine must keep
 * them), and whether the proposal comes back as it was issued (the model's text, checked by the
 * guardrail on its way out) or edited by the developer.
 */
async function refinedToken(
  request: GuidedPromptRequest,
  organizationId: string,
  nowMs: number,
  proposalKey: () => Promise<string>,
): Promise<{ carried: SensitiveAspect[]; edited: boolean }> {
  if (!request.refine) return { carried: [], edited: false };
  const payload = verifyProposalToken(await proposalKey(), request.refine.proposal_token, nowMs, organizationId);
  if (!payload || !tokenMatchesSource(payload, request.description)) {
    throw new ProblemError('invalid_proposal', {
      detail: 'refine.proposal_token is not the token of a proposal for this description and organization, or it has expired',
    });
  }
  return { carried: payload.cq.map((q) => q.id).filter(isSensitiveAspect), edited: !tokenMatchesProposal(payload, request.refine.proposal) };
}

const folded = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * The texts of a refinement report the model wrote: every change and reason, and an instruction
 * only if it is not the developer's own (which the guardrail read on the way in).
 */
function refinementTexts(r: Refinement, instructions: string): string[] {
  const sent = folded(instructions);
  const echoed = (instruction: string) => sent.includes(folded(instruction));
  return [...r.applied, ...r.not_applied].flatMap((entry) => [
    ...(echoed(entry.instruction) ? [] : [entry.instruction]),
    'change' in entry ? entry.change : entry.reason,
  ]);
}

/** The model's report of a refine, or, when it reported nothing, an entry that says so: no instruction is silently dropped. */
function reported(refinement: Refinement | undefined, instructions: string): Refinement {
  return refinement && refinement.applied.length + refinement.not_applied.length > 0 ? refinement : unreported(instructions);
}

/** A refine whose model did not say what it applied: reported as such, never as silently done. */
const unreported = (instructions: string): Refinement => ({
  applied: [],
  not_applied: [
    {
      instruction: instructions.slice(0, 2000),
      reason: 'The model did not report which of these instructions it applied; compare the proposal with the one you sent.',
    },
  ],
});

/** The model's answer, or the contract's error: its refusal a 422, a model that cannot answer a 503. */
async function generate(engine: GenerationEngine | undefined, input: Parameters<GenerationEngine['generate']>[0], logger: Logger | undefined) {
  if (!engine) {
    logger?.error('no model is configured (BEDROCK_MODEL_ID)');
    throw new ServiceUnavailableError(new Error('no model configured'), 30);
  }
  try {
    return { ...(await engine.generate(input)), engineName: engine.name };
  } catch (error) {
    if (error instanceof GenerationRefusedError) refuse(error.categories, 'generation', 'model', logger);
    if (error instanceof GenerationUnavailableError) {
      // Not enabled, throttled or timed out: a 503 the client may retry, never a proposal from elsewhere.
      logger?.error('model unavailable', { engine: engine.name, error });
      throw new ServiceUnavailableError(error, 5);
    }
    throw error;
  }
}

/** The model's proposal with the service's guarantees: topics only from the vocabulary, the texts trimmed. */
function keptProposal(output: ModelOutput, allowedTopics: ReadonlySet<string>, logger: Logger | undefined) {
  if (output.status !== 'ready' || !output.proposal) return null;
  const topics = output.proposal.topics.filter((t) => allowedTopics.has(t));
  if (topics.length < output.proposal.topics.length)
    logger?.warn('model proposed topics outside the vocabulary', { dropped: output.proposal.topics.length - topics.length });
  return { ...output.proposal, topics: [...new Set(topics)] };
}

/**
 * POST /v1/personalities/from-guided-prompt: the guardrail on what the developer sent, the model,
 * then the service's own guarantees on whatever the model answered: its own refusal counts, the
 * shape is the tool's, topics come only from the latest vocabulary, the guardrail reads the
 * generated text, and the critical questions are the service's (worded by it, from what the
 * guardrail detected, the model flagged, the topics imply and the refined proposal's token bound).
 * Persists nothing of the caller's; only the platform's generation cost is recorded.
 */
export async function fromGuidedPrompt(
  request: GuidedPromptRequest,
  caller: { organizationId: string },
  nowMs: number,
  deps: FromGuidedPromptDeps = {},
): Promise<GuidedPromptResponse> {
  const { vocabularies = topicVocabularyRepository(), usage = platformUsage(), proposalKey = readProposalKey, logger } = deps;
  const gate = deps.gate ?? safetyGate({ logger });
  const { carried, edited } = await refinedToken(request, caller.organizationId, nowMs, proposalKey);
  const previous = request.refine?.proposal;
  // The guardrail reads everything the developer wrote before the model does: their words, and a
  // proposal sent back to refine if they edited it (a place to hide a prompt attack), in a call of
  // its own, side by side. Sent back as issued, it is the model's text the guardrail read on its way out.
  const [inputAspects, previousAspects] = await Promise.all([
    enforce(gate.checkInput([request.description, request.refine?.instructions]), logger, 'input'),
    previous && edited ? enforce(gate.checkInput(proposalTexts(previous)), logger, 'input') : Promise.resolve([]),
  ]);

  const latest = await vocabularies.latest();
  if (!latest) throw new ProblemError('service_unavailable', { detail: 'No topic vocabulary is published yet', retryAfterSeconds: 60 });
  const engine = 'engine' in deps ? deps.engine : configuredEngine(logger);
  const {
    usage: cost,
    engineName,
    ...output
  } = await generate(engine, { description: request.description, refine: request.refine, vocabulary: latest.topics }, logger);
  if (output.policy_violation) refuse(output.policy_violation.categories, 'generation', 'model', logger);

  let proposal = keptProposal(output, new Set(latest.topics.map((t) => t.id)), logger);
  const refinement = request.refine ? reported(output.refinement, request.refine.instructions) : undefined;
  // Everything the model wrote that the developer will read goes through the guardrail.
  const written = [
    ...(proposal ? proposalTexts(proposal) : []),
    ...output.clarifying_questions,
    ...(refinement ? refinementTexts(refinement, request.refine!.instructions) : []),
  ];
  const outputAspects = written.length > 0 ? await enforce(gate.checkOutput(written), logger, 'output') : [];
  const aspects = uniteAspects(
    carried,
    inputAspects,
    previousAspects,
    outputAspects,
    output.sensitive_aspects,
    // A category the model suggests is an aspect too: its question is asked, its level applies.
    output.proposal?.suggested_sensitivity.categories ?? [],
    aspectsOfTopics([...(proposal?.topics ?? []), ...(previous?.topics ?? [])]),
  );
  if (proposal) proposal = { ...proposal, suggested_sensitivity: atLeast(proposal.suggested_sensitivity, aspects) };
  const critical = criticalQuestionsFor(aspects);
  const status = proposal ? 'ready' : 'needs_clarification';

  await usage
    .record(
      {
        engine: engineName,
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
    proposal,
    ...(refinement ? { refinement } : {}),
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
      proposal: status === 'ready' ? proposal : null,
    }),
    usage: { turns_consumed: 0, charged: false },
  };
}
