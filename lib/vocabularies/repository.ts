import { QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { docClient, tableName as defaultTable, type StoreDeps } from '../aws/dynamodb';
import { batchWrite } from '../aws/batch-write';
import { allInRange } from '../aws/query-page';
import { tableItems } from '../aws/items';
import { BoundedMap } from '../bounded-map';
import { keys } from '../store/keys';
import type { ChangelogEntry, PublishedTopics, Topic, TopicVocabularyVersion, VocabularyChanges } from './model';

/**
 * Changes up to this many bytes (as JSON) stay on the changelog entry itself; larger ones go to
 * chunk items. Small enough that a page of 100 headers is a small read, large enough for the
 * usual version (a few dozen topics changed).
 */
export const INLINE_CHANGES_BYTES = 4 * 1024;
/** One chunk of a large entry's changes: far below DynamoDB's 400 KB item limit whatever the version. */
export const CHANGES_CHUNK_BYTES = 64 * 1024;
/**
 * A changelog page returns at most this many bytes of changes (the first entry always, whatever
 * its size): 100 entries of 2,000 changes each would otherwise be a 36 MB answer, over Lambda's
 * 6 MB. A page holds fewer than `limit` entries then, with a `next_cursor`.
 */
export const CHANGELOG_PAGE_BYTES = 1024 * 1024;

/** The stored changelog entry (`VERSION#<published_at>#<version>`): what a page reads. */
interface VersionHeader {
  sk: string;
  version: string;
  published_at: string;
  summary: string;
  /** Absent on items written before versions had topic sets (their `topics` are inline). */
  publication?: string;
  /** Inline when small; otherwise `changes_chunks` items under the publication. */
  changes?: VocabularyChanges;
  changes_chunks?: number;
  changes_bytes?: number;
  topics?: Topic[];
}

/** Where a version's topics are: its publication's set, or (older items) inline on its header. */
type TopicSource = { version: string; published_at: string; publication?: string; header?: VersionHeader };

const jsonBytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value));

/**
 * Topic sets and names never change once published, so an instance keeps the few it used (the
 * latest version's topics are read on every guided prompt). Keyed by table and publication.
 */
const publishedSets = new BoundedMap<string, Topic[]>(8);
const publishedNames = new BoundedMap<string, TopicSource>(256);

/**
 * Published topic vocabulary versions. A version is stored as:
 * - its **changelog entry** under `VOCAB#topics` (sort key orders by publication time), with the
 *   changes inline when small, and the id of its **topic set**;
 * - its topic set under `VOCABSET#<publication>`: one item per topic (a proposal's ≤ 10 topics are
 *   ≤ 10 item reads, whatever the vocabulary's size) and, for large changes, chunks of them;
 * - the claim on its name and the head (latest), both naming the publication.
 * No item grows with the vocabulary: the schema's largest version (1,000 topics of 64-character
 * ids and 100-character labels) replacing another is 2,000 changes in chunks of 64 KB.
 */
export function topicVocabularyRepository({ client = docClient, tableName = defaultTable }: StoreDeps = {}) {
  const table = tableItems(client, tableName);
  /** Every item of a key range, following `LastEvaluatedKey` (a topic set is up to 1,000 items, about 200 KB). */
  const queryAll = <T>(pk: string, prefix: string): Promise<T[]> => allInRange<T>(client, { tableName, pk, prefix });

  /** Changelog entries, newest first, after `start`. */
  const versionsNewestFirst = (limit: number, start: Record<string, unknown> | undefined) =>
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.topicVocabularyPartition, ':prefix': keys.topicVersionPrefix },
      ScanIndexForward: false,
      Limit: limit,
      ExclusiveStartKey: start,
    });

  const getItem = <T>(key: { pk: string; sk: string }, consistent = false) => table.get<T>(key, { ConsistentRead: consistent });

  /** All topics of a version, in the order it was published in. */
  const topicsOf = async (source: TopicSource): Promise<Topic[]> => {
    if (!source.publication) return (source.header ?? (await headerOf(source)))?.topics?.map(topic) ?? [];
    const cacheKey = `${tableName}#${source.publication}`;
    const cached = publishedSets.get(cacheKey);
    if (cached) return cached;
    const rows = await queryAll<Topic & { position: number }>(keys.topicSetPartition(source.publication), keys.topicPrefix);
    const topics = rows.sort((a, b) => a.position - b.position).map(topic);
    publishedSets.set(cacheKey, topics);
    return topics;
  };

  const headerOf = (source: { version: string; published_at: string }) => getItem<VersionHeader>(keys.topicVersion(source.published_at, source.version), true);

  /** A changelog entry with its changes, read from its chunks when they are not inline. */
  const entryOf = async (header: VersionHeader): Promise<ChangelogEntry> => {
    let changes = header.changes ?? { added: [], removed: [], renamed: [] };
    if (!header.changes && header.publication && header.changes_chunks) {
      const chunks = await queryAll<VocabularyChanges>(keys.topicSetPartition(header.publication), keys.topicChangesPrefix);
      changes = {
        added: chunks.flatMap((c) => c.added),
        removed: chunks.flatMap((c) => c.removed),
        renamed: chunks.flatMap((c) => c.renamed),
      };
    }
    return { version: header.version, published_at: header.published_at, summary: header.summary, changes: orderedChanges(changes) };
  };

  /** A published version's name → where its topics are (cached: a name is published once). */
  const sourceOfName = async (version: string): Promise<TopicSource | undefined> => {
    const cacheKey = `${tableName}#${version}`;
    const cached = publishedNames.get(cacheKey);
    if (cached) return cached;
    const claim = await getItem<TopicSource>(keys.topicVersionName(version), true);
    if (!claim) return undefined;
    const source = { version: claim.version, published_at: claim.published_at, publication: claim.publication };
    publishedNames.set(cacheKey, source);
    return source;
  };

  return {
    /**
     * One changelog page, newest first, after the sort key `afterSk`: up to `limit` entries and at
     * most `CHANGELOG_PAGE_BYTES` of changes (the first entry always). Reads the headers it returns
     * (plus one to know whether more exist) and the chunks of the large entries among them.
     */
    async changelogPage(limit: number, afterSk?: string): Promise<{ items: ChangelogEntry[]; lastSk?: string; hasMore: boolean }> {
      const headers: VersionHeader[] = [];
      let bytes = 0;
      let start: Record<string, unknown> | undefined = afterSk ? { pk: keys.topicVocabularyPartition, sk: afterSk } : undefined;
      let hasMore = false;
      read: do {
        // One more than the page tells whether another page exists, so the last page has no cursor.
        const page = await client.send(versionsNewestFirst(limit + 1 - headers.length, start));
        for (const header of (page.Items ?? []) as VersionHeader[]) {
          const size = header.changes_bytes ?? jsonBytes(header.changes ?? {});
          if (headers.length === limit || (headers.length > 0 && bytes + size > CHANGELOG_PAGE_BYTES)) {
            hasMore = true;
            break read;
          }
          headers.push(header);
          bytes += size;
        }
        start = page.LastEvaluatedKey;
      } while (start);
      return { items: await Promise.all(headers.map(entryOf)), lastSk: headers.at(-1)?.sk, hasMore };
    },

    /** The newest published version's topics (what proposals choose from); topic sets are cached per instance. */
    async latest(): Promise<PublishedTopics | undefined> {
      const head = await getItem<TopicSource>(keys.topicVocabularyHead);
      if (!head) return undefined;
      return { version: head.version, published_at: head.published_at, topics: await topicsOf(head) };
    },

    /**
     * Which of `topicIds` the version names (the latest when `version` is undefined): one read of
     * the name (cached) or the head, and one item read per distinct id, whatever the vocabulary's
     * size. Parallel GetItems rather than BatchGetItem: no function role is granted a batch read
     * (`infra/constructs/service-table.ts`). Undefined when no such version is published.
     */
    async knownTopics(version: string | undefined, topicIds: readonly string[]): Promise<{ version: string; known: Set<string> } | undefined> {
      const source = version === undefined ? await getItem<TopicSource>(keys.topicVocabularyHead) : await sourceOfName(version);
      if (!source) return undefined;
      const ids = [...new Set(topicIds)];
      if (!source.publication) {
        const inline = new Set((await topicsOf(source)).map((t) => t.id));
        return { version: source.version, known: new Set(ids.filter((id) => inline.has(id))) };
      }
      const found = await Promise.all(ids.map(async (id) => ((await getItem(keys.topicOfSet(source.publication!, id))) ? id : undefined)));
      return { version: source.version, known: new Set(found.filter((id) => id !== undefined)) };
    },

    /** A published version by its name, with its complete topic list and changes. */
    async byVersion(version: string): Promise<TopicVocabularyVersion | undefined> {
      const source = await sourceOfName(version);
      const header = source && (await headerOf(source));
      if (!source || !header) return undefined;
      return { ...(await entryOf(header)), topics: await topicsOf({ ...source, header }) };
    },

    /** The topics of the version published just before the one at sort key `sk` (none for the first). */
    async topicsBefore(sk: string): Promise<Topic[]> {
      // Limit 1 with no filter: one header is read, far below a 1 MB page, so no LastEvaluatedKey to follow.
      const page = await client.send(versionsNewestFirst(1, { pk: keys.topicVocabularyPartition, sk }));
      const header = page.Items?.[0] as VersionHeader | undefined;
      return header ? topicsOf({ ...header, header }) : [];
    },

    /** The head: which version is the latest, and its complete topic list (absent before the first publish). */
    async head(): Promise<(PublishedTopics & { publication?: string }) | undefined> {
      const head = await getItem<TopicSource>(keys.topicVocabularyHead, true);
      if (!head) return undefined;
      return { version: head.version, published_at: head.published_at, publication: head.publication, topics: await topicsOf(head) };
    },

    /**
     * Publishes a version after `previous`. First its topic set (the topics, and the changes in
     * chunks when large) under a fresh publication id, which nothing references yet; then one
     * transaction writes the changelog entry, the claim on its name (a name is published once)
     * and moves the head from `previous` to it (two publishers working from the same latest version
     * cannot both win, so every version's changes are against the one before it). Readers reach a
     * topic set only through that transaction, so they never see half a version. 'conflict' when
     * the head moved or the name was taken meanwhile; the losing attempt's set is then deleted (if
     * that fails too, it stays as unreferenced items: harmless, see docs/operations.md).
     */
    async publish(version: TopicVocabularyVersion, previous: { version: string } | undefined): Promise<'published' | 'conflict'> {
      const publication = ulid();
      const set = topicSetItems(publication, version);
      await batchWrite(
        client,
        tableName,
        set.items.map((put) => ({ put })),
      );
      const pointer = { version: version.version, published_at: version.published_at, publication };
      const headCondition = previous
        ? {
            ConditionExpression: '#version = :previous',
            ExpressionAttributeNames: { '#version': 'version' },
            ExpressionAttributeValues: { ':previous': previous.version },
          }
        : { ConditionExpression: 'attribute_not_exists(pk)' };
      const written = await table.transact([
        { Put: { TableName: tableName, Item: set.header, ConditionExpression: 'attribute_not_exists(pk)' } },
        {
          Put: {
            TableName: tableName,
            Item: { ...keys.topicVersionName(version.version), entity: 'TopicVersionName', ...pointer },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        { Put: { TableName: tableName, Item: { ...keys.topicVocabularyHead, entity: 'TopicVocabularyHead', ...pointer }, ...headCondition } },
      ]);
      if (written.committed) return 'published';
      if (!written.conditionFailed && !written.conflict) throw written.error;
      await discard(client, tableName, set.items).catch(() => undefined);
      return 'conflict';
    },
  };
}

/** The items of a version: its changelog entry (the header) and its topic set (topics and change chunks). */
export function topicSetItems(publication: string, version: TopicVocabularyVersion): { header: Record<string, unknown>; items: Record<string, unknown>[] } {
  const { topics, changes, ...entry } = version;
  const items: Record<string, unknown>[] = topics.map(({ id, label }, position) => ({
    ...keys.topicOfSet(publication, id),
    entity: 'Topic',
    id,
    label,
    position,
  }));
  const changesBytes = jsonBytes(changes);
  const chunks = changesBytes > INLINE_CHANGES_BYTES ? chunked(changes) : [];
  chunks.forEach((chunk, index) => items.push({ ...keys.topicChangesChunk(publication, index), entity: 'TopicChanges', ...chunk }));
  const header = {
    ...keys.topicVersion(version.published_at, version.version),
    entity: 'TopicVocabularyVersion',
    ...entry,
    publication,
    topic_count: topics.length,
    changes_bytes: changesBytes,
    ...(chunks.length ? { changes_chunks: chunks.length } : { changes }),
  };
  return { header, items };
}

/** Changes cut into chunks of at most `CHANGES_CHUNK_BYTES` (as JSON), in order. */
function chunked(changes: VocabularyChanges): VocabularyChanges[] {
  const chunks: VocabularyChanges[] = [];
  let current: VocabularyChanges = { added: [], removed: [], renamed: [] };
  let bytes = 0;
  const add = <K extends keyof VocabularyChanges>(kind: K, entry: VocabularyChanges[K][number]) => {
    const size = jsonBytes(entry) + 1;
    if (bytes + size > CHANGES_CHUNK_BYTES && bytes > 0) {
      chunks.push(current);
      current = { added: [], removed: [], renamed: [] };
      bytes = 0;
    }
    (current[kind] as VocabularyChanges[K][number][]).push(entry);
    bytes += size;
  };
  for (const kind of ['added', 'removed', 'renamed'] as const) for (const entry of changes[kind]) add(kind, entry);
  if (bytes > 0) chunks.push(current);
  return chunks;
}

async function discard(client: DynamoDBDocumentClient, tableName: string, items: Record<string, unknown>[]): Promise<void> {
  await batchWrite(
    client,
    tableName,
    items.map(({ pk, sk }) => ({ delete: { pk, sk } })),
  );
}

const topic = ({ id, label }: Topic): Topic => ({ id, label });

/**
 * Rebuilds the changes with a fixed key order: DynamoDB returns map members in no particular
 * order, and the changelog's ETag is a hash of the serialised body.
 */
function orderedChanges(changes: VocabularyChanges): VocabularyChanges {
  return {
    added: changes.added.map(topic),
    removed: changes.removed.map(topic),
    renamed: changes.renamed.map(({ id, from, to }) => ({ id, from, to })),
  };
}

export type TopicVocabularyRepository = ReturnType<typeof topicVocabularyRepository>;
