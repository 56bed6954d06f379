import * as z from 'zod/mini';
import { RETRY, retryOnConflict } from '../aws/transactions';
import { Refusal } from '../contract/refusals';
import { keys } from '../store/keys';
import type { Topic, TopicVocabularyVersion, VocabularyChanges } from './model';
import { topicVocabularyRepository, type TopicVocabularyRepository } from './repository';

const topic = z.strictObject({
  id: z.string().check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Topic ids are lowercase words joined by hyphens, e.g. home-improvement'), z.maxLength(64)),
  label: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
});

/**
 * One version as an operator writes it: its name, a summary and the complete topic list. The
 * changelog entry (added, removed, renamed) is computed against the version before it; a file
 * that states `changes` must state exactly those.
 */
export const versionInput = z.strictObject({
  version: z.string().check(z.regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,39}$/, 'Must be 1 to 40 letters, digits, dots, hyphens or underscores, e.g. 2026.12.0')),
  summary: z.string().check(z.trim(), z.minLength(1), z.maxLength(500)),
  topics: z.array(topic).check(
    z.minLength(1),
    z.maxLength(1000),
    z.refine((topics) => new Set(topics.map((t) => t.id)).size === topics.length, 'Topic ids must be unique'),
  ),
  /** Default: now. Must be later than the latest published version. */
  published_at: z.optional(z.iso.datetime({ precision: 3 })),
  changes: z.optional(
    z.strictObject({
      added: z.array(topic),
      removed: z.array(topic),
      renamed: z.array(z.strictObject({ id: z.string(), from: z.string(), to: z.string() })),
    }),
  ),
});

/** A versions file: one version, or several oldest first. */
export const versionsFile = z.union([
  z.pipe(
    versionInput,
    z.transform((v) => [v]),
  ),
  z.array(versionInput).check(z.minLength(1), z.maxLength(100)),
]);

/** What a version changed against the one before it (none before the first: everything is added). */
export function changesBetween(before: Topic[], after: Topic[]): VocabularyChanges {
  const old = new Map(before.map((t) => [t.id, t.label]));
  const now = new Set(after.map((t) => t.id));
  return {
    added: after.filter((t) => !old.has(t.id)),
    removed: before.filter((t) => !now.has(t.id)),
    renamed: after.filter((t) => old.has(t.id) && old.get(t.id) !== t.label).map((t) => ({ id: t.id, from: old.get(t.id)!, to: t.label })),
  };
}

const canonical = (value: unknown) => JSON.stringify(value);
const sameContent = (a: Omit<TopicVocabularyVersion, 'published_at'>, b: Omit<TopicVocabularyVersion, 'published_at'>) =>
  canonical([a.version, a.summary, byId(a.topics), sortedChanges(a.changes)]) === canonical([b.version, b.summary, byId(b.topics), sortedChanges(b.changes)]);

/**
 * Publishes one topic vocabulary version with its changelog entry. A name already published is
 * never rewritten: the same content again is 'unchanged' (the command is idempotent), other
 * content is refused. Versions form a line: each is published after the latest, with its changes
 * against it, and two concurrent publishers cannot fork it (the head is compared and set).
 */
export async function publishTopicVersion(
  input: z.input<typeof versionInput>,
  nowMs = Date.now(),
  { vocabularies = topicVocabularyRepository() }: { vocabularies?: TopicVocabularyRepository } = {},
): Promise<{ version: string; published_at: string; published: boolean; changes: VocabularyChanges }> {
  const wanted = versionInput.parse(input);
  return retryOnConflict(
    async () => {
      const existing = await vocabularies.byVersion(wanted.version);
      if (existing) {
        const before = await vocabularies.topicsBefore(keys.topicVersion(existing.published_at, existing.version).sk);
        const candidate = { ...wanted, changes: wanted.changes ?? changesBetween(before, wanted.topics) };
        if (!sameContent(candidate, existing) || (wanted.published_at && wanted.published_at !== existing.published_at)) {
          throw new Refusal('conflict', `Version ${wanted.version} is already published with other content; publish it under a new version name`);
        }
        return { version: existing.version, published_at: existing.published_at, published: false, changes: existing.changes };
      }
      // The previous version's complete topic list (every page of its set): the changes are exact.
      const head = await vocabularies.head();
      // Undated versions come after the latest even if it was published this very millisecond.
      const publishedAt = wanted.published_at ?? new Date(Math.max(nowMs, head ? Date.parse(head.published_at) + 1 : 0)).toISOString();
      if (head && publishedAt <= head.published_at) {
        throw new Refusal('invalid_input', `published_at must be later than the latest version's (${head.version}, ${head.published_at})`);
      }
      const changes = changesBetween(head?.topics ?? [], wanted.topics);
      if (wanted.changes && canonical(sortedChanges(wanted.changes)) !== canonical(sortedChanges(changes))) {
        throw new Refusal('invalid_input', `The stated changes differ from the topics' differences with ${head?.version ?? 'nothing'}: ${canonical(changes)}`);
      }
      const version: TopicVocabularyVersion = { version: wanted.version, published_at: publishedAt, summary: wanted.summary, changes, topics: wanted.topics };
      const outcome = await vocabularies.publish(version, head && { version: head.version });
      return outcome === 'published' ? { version: version.version, published_at: publishedAt, published: true, changes } : RETRY;
    },
    { what: 'The topic vocabulary' },
  );
}

const byId = <T extends { id: string }>(list: T[]) => [...list].sort((a, b) => a.id.localeCompare(b.id));
const sortedChanges = (changes: VocabularyChanges) => ({ added: byId(changes.added), removed: byId(changes.removed), renamed: byId(changes.renamed) });
