import { RETRY, retryOnConflict } from '../aws/transactions';
import { changedSince, expectedVersions } from '../contract/if-match';
import { ProblemError } from '../contract/problems';
import type { Logger } from '../logger';
import { topicVocabularyRepository, type TopicVocabularyRepository } from '../vocabularies/repository';
import { newWebhookEvent } from '../webhooks/events/outbox';
import { publishWebhookEvents, type PublishDeps } from '../webhooks/events/publish';
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
import { enforce } from './policy';
import { personalityEtag, personalityResource, present } from './read';
import { personalityRepository, type PersonalityItem, type PersonalityRepository } from './repository';
import type { Personality, PersonalityPatch } from './schema';

/** What changing a personality uses; production defaults, tests pass their own. */
export interface UpdateDeps {
  repository?: PersonalityRepository;
  vocabularies?: TopicVocabularyRepository;
  gate?: SafetyGate;
  logger?: Logger;
  /** Where its webhook event goes once committed (the events queue). */
  webhooks?: PublishDeps;
}

/** The stored answers with the patch's merged in by question, trimmed; an answer given is never removed. */
function mergedAnswers(stored: Personality['critical_answers'], patch: PersonalityPatch['critical_answers']) {
  const answers = new Map(stored.map((a) => [a.question_id, a.answer]));
  for (const { question_id, answer } of patch ?? []) answers.set(question_id, answer.trim());
  return [...answers].map(([question_id, answer]) => ({ question_id, answer }));
}

/** The texts a change adds (what the acceptable-use gate must read): changed fields, new list items, new answers. */
function changedTexts(current: PersonalityItem, next: Personality): string[] {
  const texts: string[] = [];
  for (const field of ['name', 'summary', 'greeting'] as const) if (next[field] !== current[field]) texts.push(next[field]);
  for (const field of ['traits', 'boundaries'] as const) texts.push(...next[field].filter((item) => !current[field].includes(item)));
  const before = new Map(current.critical_answers.map((a) => [a.question_id, a.answer]));
  texts.push(...next.critical_answers.filter((a) => before.get(a.question_id) !== a.answer).map((a) => a.answer));
  return texts;
}

/**
 * The personality a patch makes of the current one, or the error that says why it cannot
 * (contract 6.18): the changed text through the acceptable-use gate (422), the critical questions
 * it raises answered (those the new text and new topics raise; questions answered before stay
 * answered), the declaration confirmed and never below what the answered questions imply, and
 * new topics from the current vocabulary (the personality then names that version).
 */
async function changed(current: PersonalityItem, patch: PersonalityPatch, nowMs: number, deps: UpdateDeps): Promise<Personality> {
  const { vocabularies = topicVocabularyRepository(), logger } = deps;
  const declaration = patch.sensitivity_declaration ?? current.sensitivity_declaration;
  if (declaration.confirmed !== true) throw new ProblemError('sensitivity_not_confirmed', { detail: 'Send sensitivity_declaration with confirmed: true' });
  const topics = patch.topics ? [...new Set(patch.topics)] : current.topics;
  const addedTopics = topics.filter((t) => !current.topics.includes(t));
  let vocabularyVersion = current.vocabulary_version;
  if (addedTopics.length > 0) {
    // New topics: the list is checked against the current vocabulary (only its topics are read,
    // at most 10 items). Topics only removed stay of the version they came from.
    const version = await vocabularies.knownTopics(undefined, topics);
    if (!version) throw new ProblemError('unknown_topic', { detail: 'No topic vocabulary is published yet' });
    const unknown = topics.filter((t) => !version.known.has(t));
    if (unknown.length > 0) {
      throw new ProblemError('unknown_topic', { detail: `Not in the current vocabulary (${version.version})`, extensions: { unknown_topics: unknown } });
    }
    vocabularyVersion = version.version;
  }
  const next: Personality = {
    ...present(current),
    name: patch.name ?? current.name,
    summary: patch.summary ?? current.summary,
    traits: patch.traits ?? current.traits,
    tone: { ...current.tone, ...patch.tone },
    topics,
    boundaries: patch.boundaries ?? current.boundaries,
    greeting: patch.greeting ?? current.greeting,
    vocabulary_version: vocabularyVersion,
    sensitivity_declaration: { level: declaration.level, categories: declaration.categories, confirmed: true },
    critical_answers: mergedAnswers(current.critical_answers, patch.critical_answers),
    updated_at: new Date(nowMs).toISOString(),
  };

  const texts = changedTexts(current, next);
  const detected = texts.length > 0 ? await enforce((deps.gate ?? safetyGate({ logger })).checkInput(texts), logger, 'update') : [];
  const raised = uniteAspects(detected, aspectsOfTopics(addedTopics));
  const answered = answeredQuestions(next.critical_answers);
  const unanswered = raised.filter((aspect) => !answered.has(aspect));
  if (unanswered.length > 0) {
    throw new ProblemError('critical_questions_unanswered', {
      detail: 'The change raises critical questions: each needs your own answer (critical_answers)',
      extensions: { unanswered_question_ids: unanswered, critical_questions: criticalQuestionsFor(unanswered) },
    });
  }
  // What the answered questions imply is the floor of the declaration, whenever either moves.
  if (patch.sensitivity_declaration || raised.length > 0) {
    const implied: SensitiveAspect[] = uniteAspects(raised, [...answered].filter(isSensitiveAspect));
    if (!declarationCovers(next.sensitivity_declaration, implied)) {
      throw new ProblemError('sensitivity_not_confirmed', {
        detail: 'The declared sensitivity is lower than the answered critical questions imply',
        extensions: { required_sensitivity: sensitivityOf(implied) },
      });
    }
  }
  return next;
}

/**
 * Contract 6.18: PATCH /v1/personalities/{id}. `If-Match` is required (428 without; 412 when the
 * personality has another version), and the write is conditional on the version the change was
 * made from, with its `personality.updated` event in the same transaction: of concurrent changes
 * from one ETag one wins, and a change never brings back a personality deleted meanwhile. An
 * empty patch writes nothing.
 */
export async function updatePersonality(
  caller: { organizationId: string },
  personalityId: string,
  patch: PersonalityPatch,
  ifMatch: string | undefined,
  nowMs: number,
  deps: UpdateDeps = {},
): Promise<{ personality: Personality; etag: string }> {
  const { repository = personalityRepository() } = deps;
  if (ifMatch === undefined) {
    throw new ProblemError('precondition_required', {
      detail: `Send If-Match with the ETag ${personalityResource.readWith} gave: a personality changes only from the version you read`,
    });
  }
  const expected = expectedVersions(ifMatch, personalityResource);
  const notFound = () => new ProblemError('not_found', { detail: 'No such personality' });
  return retryOnConflict(
    async () => {
      const current = await repository.get(caller.organizationId, personalityId);
      if (!current) throw notFound();
      const version = current.version ?? 0;
      if (expected !== 'any' && !expected.includes(version)) throw changedSince(personalityResource);
      if (Object.keys(patch).length === 0) return { personality: present(current), etag: personalityEtag(current) };

      const next = await changed(current, patch, nowMs, deps);
      const event = newWebhookEvent(caller.organizationId, 'personality.updated', next, nowMs);
      const result = await repository.replace(next, version, [event]);
      if (result.outcome === 'replaced') {
        await publishWebhookEvents([event], { logger: deps.logger, ...deps.webhooks });
        return { personality: next, etag: personalityEtag({ ...next, version: version + 1 }) };
      }
      if (result.outcome === 'gone') throw notFound();
      // Changed since it was read: again from the new version if If-Match names it too (or is *), else 412.
      if (result.outcome === 'changed' && expected !== 'any' && !expected.includes(result.version)) throw changedSince(personalityResource);
      return RETRY;
    },
    { attempts: 4, what: 'This personality' },
  );
}
