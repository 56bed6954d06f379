import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CreateTableCommand } from '@aws-sdk/client-dynamodb';
import { ulid } from 'ulid';
import { batchWrite } from '../../lib/aws/batch-write';
import { docClient } from '../../lib/aws/dynamodb';
import { keys } from '../../lib/store/keys';
import { createTableInput } from '../../lib/store/table-definition';
import { getTopicChangelog } from '../../lib/vocabularies/changelog';
import { changesBetween, publishTopicVersion } from '../../lib/vocabularies/publish';
import { CHANGELOG_PAGE_BYTES, topicVocabularyRepository } from '../../lib/vocabularies/repository';
import { emulateDynamoDbLimits, ITEM_BYTES } from '../support/dynamodb-limits';
import { dynamoRequestsDuring } from '../support/problems';

/** The schema's largest version: 1,000 topics, 64-character ids, 100-character labels; `seed` makes every id and label its own. */
const largest = (seed: string) =>
  Array.from({ length: 1000 }, (_, i) => ({
    id: `${seed}-${String(i).padStart(4, '0')}-`.padEnd(63, 'x') + 'z',
    label: `${seed} topic ${i} `.padEnd(100, 'l'),
  }));

let removeLimits: () => void;
beforeAll(() => {
  removeLimits = emulateDynamoDbLimits(docClient);
});
afterAll(() => removeLimits());

async function freshVocabulary() {
  const tableName = `vocab-${ulid()}`;
  await docClient.send(new CreateTableCommand(createTableInput(tableName)));
  const vocabularies = topicVocabularyRepository({ tableName });
  return {
    tableName,
    vocabularies,
    publish: (input: Parameters<typeof publishTopicVersion>[0]) => publishTopicVersion(input, Date.now(), { vocabularies }),
  };
}

describe('a vocabulary of the largest versions the schema allows', () => {
  it('publishes a 1,000-topic version replacing another, with an exact changelog entry, and reads it back whole', async () => {
    const { vocabularies, publish } = await freshVocabulary();
    const first = largest('a');
    const second = [...largest('b').slice(0, 500), ...first.slice(0, 500).map((t) => ({ ...t, label: `${t.label.slice(0, 90)}renamed!!!` }))];
    await publish({ version: '1', summary: 'First', topics: first });
    const published = await publish({ version: '2', summary: 'Second', topics: second });
    // Against the complete previous version: 500 added, 500 removed, 500 renamed.
    expect(published.changes).toEqual(changesBetween(first, second));
    expect([published.changes.added.length, published.changes.removed.length, published.changes.renamed.length]).toEqual([500, 500, 500]);

    const read = await vocabularies.byVersion('2');
    expect(read?.topics).toEqual(second);
    expect(read?.changes).toEqual(published.changes);
    const page = await getTopicChangelog({ limit: 100 }, { vocabularies });
    expect(page.data.map((e) => e.version)).toEqual(['2', '1']);
    expect(page.data[0]!.changes).toEqual(published.changes);
    expect(page.data[1]!.changes.added).toEqual(first);
  });

  it('publishes 1,000 topics replacing 1,000 others (2,000 changes): no item comes near 400 KB', async () => {
    const { vocabularies, publish } = await freshVocabulary();
    await publish({ version: 'a', summary: 'A', topics: largest('a') });
    const { result: b } = await dynamoRequestsDuring(() => publish({ version: 'b', summary: 'B', topics: largest('b') }));
    expect(b.changes.added).toHaveLength(1000);
    expect(b.changes.removed).toHaveLength(1000);
    const entry = (await getTopicChangelog({ limit: 1 }, { vocabularies })).data[0]!;
    expect(entry.changes).toEqual(b.changes);
    // The entry is far larger than an item may be, so it cannot be one item; its chunks are small.
    expect(Buffer.byteLength(JSON.stringify(entry))).toBeGreaterThan(ITEM_BYTES * 0.8);
  });

  it('pages a changelog of large entries by size: never empty with a cursor, every version once', async () => {
    const { vocabularies, publish } = await freshVocabulary();
    const names = ['v1', 'v2', 'v3', 'v4', 'v5'];
    for (const [i, version] of names.entries()) await publish({ version, summary: version, topics: largest(`s${i}`) });
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await getTopicChangelog({ limit: 100, cursor }, { vocabularies });
      pages++;
      expect(page.data.length).toBeGreaterThan(0);
      // Each entry here is about 400 KB of changes; a page holds what fits in its budget, the first always.
      expect(Buffer.byteLength(JSON.stringify(page))).toBeLessThan(CHANGELOG_PAGE_BYTES + ITEM_BYTES * 1.2);
      seen.push(...page.data.map((e) => e.version));
      cursor = page.next_cursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual([...names].reverse());
    expect(pages).toBeGreaterThan(1);
  });

  it('accepts a proposal by reading only its topics: one item per topic, whatever the size of the vocabulary', async () => {
    const { vocabularies, publish } = await freshVocabulary();
    const topics = largest('q');
    await publish({ version: 'big', summary: 'Big', topics });
    const wanted = [topics[3]!.id, topics[999]!.id, 'not-a-topic'];
    // The name is read once and then remembered: a published name never changes.
    await vocabularies.knownTopics('big', []);
    const { result, requests } = await dynamoRequestsDuring(() => vocabularies.knownTopics('big', wanted));
    expect(result).toEqual({ version: 'big', known: new Set([topics[3]!.id, topics[999]!.id]) });
    expect(requests).toBe(wanted.length);
    expect(await vocabularies.knownTopics('nope', wanted)).toBeUndefined();
    // The latest version when none is named: the head, then the topics.
    expect((await vocabularies.knownTopics(undefined, [topics[0]!.id]))?.known).toEqual(new Set([topics[0]!.id]));
  });

  it('reads a version stored in the earlier layout (topics and changes inline) and publishes the next one against it', async () => {
    const { tableName, vocabularies, publish } = await freshVocabulary();
    const topics = [
      { id: 'cooking', label: 'Cooking' },
      { id: 'film', label: 'Film' },
    ];
    const old = { version: 'old', published_at: '2026-01-01T00:00:00.000Z' };
    await batchWrite(docClient, tableName, [
      {
        put: {
          ...keys.topicVersion(old.published_at, old.version),
          entity: 'TopicVocabularyVersion',
          ...old,
          summary: 'Old',
          changes: { added: topics, removed: [], renamed: [] },
          topics,
        },
      },
      { put: { ...keys.topicVersionName(old.version), entity: 'TopicVersionName', ...old } },
      { put: { ...keys.topicVocabularyHead, entity: 'TopicVocabularyHead', ...old } },
    ]);
    expect((await vocabularies.latest())?.topics).toEqual(topics);
    expect((await vocabularies.knownTopics('old', ['film', 'travel']))?.known).toEqual(new Set(['film']));
    const next = await publish({ version: 'new', summary: 'New', topics: [topics[0]!, { id: 'travel', label: 'Travel' }] });
    expect(next.changes).toEqual({ added: [{ id: 'travel', label: 'Travel' }], removed: [topics[1]], renamed: [] });
    expect((await getTopicChangelog({ limit: 10 }, { vocabularies })).data.map((e) => [e.version, e.changes.added.length])).toEqual([
      ['new', 1],
      ['old', 2],
    ]);
  });
});
