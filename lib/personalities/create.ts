import { ulid } from 'ulid';
import { RETRY, retryOnConflict } from '../aws/transactions';
import { ProblemError } from '../contract/problems';
import { oncePerKey, type OncePerKeyDeps } from '../idempotency/once-per-key';
import { topicVocabularyRepository, type TopicVocabularyRepository } from '../vocabularies/repository';
import type { Logger } from '../logger';
import {
  answeredQuestions,
  aspectsOfTopics,
  criticalQuestionsFor,
  declarationCovers,
  isSensitiveAspect,
  sensitivityOf,
  uniteAspects,
  type SensitiveAspect,
} from './critical-questions';
import { safetyGate, type SafetyGate } from './guardrail';
import { enforce, proposalTexts } from './policy';
import { readProposalKey, tokenMatchesQuestions, tokenMatchesSource, verifyProposalToken } from './proposal-token';
import type { CreatePersonalityBody, Personality } from './schema';
import { personalityRepository, type PersonalityRepository } from './repository';
import { newWebhookEvent } from '../webhooks/events/outbox';
import { publishWebhookEvents, type PublishDeps } from '../webhooks/events/publish';

/** What creating a personality uses; production defaults, tests pass their own. */
export interface CreateDeps {
  repository?: PersonalityRepository;
  vocabularies?: TopicVocabularyRepository;
  proposalKey?: () => Promise<string>;
  gate?: SafetyGate;
  logger?: Logger;
  /** Where its webhook event goes once committed (the events queue). */
  webhooks?: PublishDeps;
  /** The Idempotency-Key records. */
  idempotency?: OncePerKeyDeps;
}

/** Checks the acceptance of a guided-prompt proposal; returns the vocabulary version and the critical questions it bound. */
async function verifiedProposal(
  body: Extract<CreatePersonalityBody, { source: 'guided_prompt' }>,
  organizationId: string,
  nowMs: number,
  proposalKey: () => Promise<string>,
): Promise<{ version: string; aspects: SensitiveAspect[] }> {
  const payload = verifyProposalToken(await proposalKey(), body.proposal_token, nowMs, organizationId);
  if (!payload) throw new ProblemError('invalid_proposal', { detail: 'The proposal token is not valid for this organization, or it has expired' });
  if (!tokenMatchesSource(payload, body.source_ref))
    throw new ProblemError('invalid_proposal', { detail: 'The proposal token was issued for another description' });
  if (body.critical_questions && !tokenMatchesQuestions(payload, body.critical_questions)) {
    throw new ProblemError('invalid_proposal', { detail: 'The critical questions differ from the ones the proposal raised' });
  }
  return { version: payload.voc, aspects: payload.cq.map((q) => q.id).filter(isSensitiveAspect) };
}

/**
 * Every critical question needs a developer answer: those the proposal token bound and those the
 * personality's own text and topics raise (so editing a proposal, or creating one by hand, cannot
 * drop a question). The 422 lists the unanswered questions so a client can ask them.
 */
function checkAnswers(body: CreatePersonalityBody, aspects: SensitiveAspect[]): void {
  const answers = body.critical_answers ?? [];
  const unknown = answers.filter((a) => !(aspects as string[]).includes(a.question_id)).map((a) => a.question_id);
  // A proposal's questions are bound by its token; a manual creation may answer more than its text raises (kept as given).
  if (unknown.length > 0 && body.source === 'guided_prompt') {
    throw new ProblemError('invalid_proposal', { detail: 'Answers name questions the proposal did not raise', extensions: { unknown_question_ids: unknown } });
  }
  const answered = answeredQuestions(answers);
  const missing = aspects.filter((id) => !answered.has(id));
  if (missing.length > 0) {
    throw new ProblemError('critical_questions_unanswered', {
      detail: 'Each critical question needs your own answer',
      extensions: { unanswered_question_ids: missing, critical_questions: criticalQuestionsFor(missing) },
    });
  }
}

/**
 * Creates a personality: the developer's confirmed declaration, a verified proposal and an answer
 * from the developer to every critical question it raised (guided prompt), topics from the
 * vocabulary version named, and the acceptable-use policy on what will be published.
 * `Idempotency-Key` makes a retry return the first result (lib/idempotency): a retry finds it
 * before anything else, without paying the guardrail again, also while the guardrail is down and
 * also when it would no longer validate (its proposal token expired since, say).
 */
export async function createPersonality(
  body: CreatePersonalityBody,
  caller: { userId: string; organizationId: string },
  idempotencyKey: string | undefined,
  nowMs: number,
  deps: CreateDeps = {},
): Promise<{ personality: Personality; replayed: boolean }> {
  const { repository = personalityRepository() } = deps;
  const keyed = idempotencyKey === undefined ? undefined : { organizationId: caller.organizationId, key: idempotencyKey, body, nowMs };
  const { result, replayed } = await oncePerKey<Personality>(
    keyed,
    async (complete) => {
      const personality = await validPersonality(body, caller, nowMs, deps);
      // Its webhook event is written with it (contract 8) and fanned out once committed.
      const event = newWebhookEvent(personality.organization_id, 'personality.created', personality, nowMs);
      await retryOnConflict(async () => ((await repository.create(personality, complete?.(personality), [event])) === 'created' ? true : RETRY), {
        what: 'This organization',
      });
      await publishWebhookEvents([event], { logger: deps.logger, ...deps.webhooks });
      return personality;
    },
    { logger: deps.logger, ...deps.idempotency },
  );
  return { personality: result, replayed };
}

/** The personality the request describes, or the error that says why it cannot be created. */
async function validPersonality(
  body: CreatePersonalityBody,
  caller: { userId: string; organizationId: string },
  nowMs: number,
  deps: CreateDeps,
): Promise<Personality> {
  const { vocabularies = topicVocabularyRepository(), proposalKey = readProposalKey, logger } = deps;
  const declaration = body.sensitivity_declaration;
  if (!declaration || declaration.confirmed !== true) {
    throw new ProblemError('sensitivity_not_confirmed', { detail: 'Send sensitivity_declaration with confirmed: true' });
  }
  // A guided proposal's vocabulary version and critical questions come from its token, checked
  // before the guardrail is paid for.
  let versionName: string | undefined;
  let bound: SensitiveAspect[] = [];
  if (body.source === 'guided_prompt') ({ version: versionName, aspects: bound } = await verifiedProposal(body, caller.organizationId, nowMs, proposalKey));
  else versionName = body.vocabulary_version;
  // What will be stored goes through the guardrail like a description, whoever wrote it (the
  // developer's answers too); what it detects raises critical questions (a manual personality's too).
  const published = [...proposalTexts(body), body.source_ref, ...(body.critical_answers ?? []).map((a) => a.answer)];
  const detected = await enforce((deps.gate ?? safetyGate({ logger })).checkInput(published), logger, 'publish');
  const aspects = uniteAspects(bound, detected, aspectsOfTopics(body.topics));
  checkAnswers(body, aspects);
  if (!declarationCovers(declaration, aspects)) {
    throw new ProblemError('sensitivity_not_confirmed', {
      detail: 'The declared sensitivity is lower than the critical questions imply',
      extensions: { required_sensitivity: sensitivityOf(aspects) },
    });
  }
  // Only the submitted topics are read (at most 10 items), whatever the vocabulary's size.
  const version = await vocabularies.knownTopics(versionName, body.topics);
  if (!version) throw new ProblemError('unknown_topic', { detail: `No published vocabulary version ${versionName}` });
  const unknownTopics = body.topics.filter((t) => !version.known.has(t));
  if (unknownTopics.length > 0) {
    throw new ProblemError('unknown_topic', { detail: `Not in vocabulary version ${version.version}`, extensions: { unknown_topics: unknownTopics } });
  }

  return {
    id: `pers_${ulid(nowMs)}`,
    organization_id: caller.organizationId,
    name: body.name,
    summary: body.summary,
    traits: body.traits,
    tone: body.tone,
    topics: [...new Set(body.topics)],
    boundaries: body.boundaries,
    greeting: body.greeting,
    source: body.source,
    source_ref: body.source_ref ?? null,
    vocabulary_version: version.version,
    sensitivity_declaration: { level: declaration.level, categories: declaration.categories, confirmed: true },
    critical_answers: (body.critical_answers ?? []).map(({ question_id, answer }) => ({ question_id, answer: answer.trim() })),
    created_by: caller.userId,
    created_at: new Date(nowMs).toISOString(),
    updated_at: new Date(nowMs).toISOString(),
  };
}
