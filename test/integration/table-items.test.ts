import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { docClient, tableName } from '../../lib/aws/dynamodb';
import { tableItems } from '../../lib/aws/items';

const table = tableItems(docClient, tableName);
const key = () => ({ pk: `TEST#${ulid()}`, sk: 'ITEM' });
const putIfAbsent = (k: { pk: string; sk: string }, value: number) => ({
  Put: {
    TableName: tableName,
    Item: { ...k, value },
    ConditionExpression: 'attribute_not_exists(pk)',
    ReturnValuesOnConditionCheckFailure: 'ALL_OLD' as const,
  },
});

describe('the table as repositories use it (lib/aws/items.ts)', () => {
  it('reads an item as the type stored at its key, and undefined where there is none', async () => {
    const k = key();
    expect(await table.get<{ value: number }>(k, { ConsistentRead: true })).toBeUndefined();
    expect(await table.transact([putIfAbsent(k, 1)])).toEqual({ committed: true });
    expect((await table.get<{ value: number }>(k, { ConsistentRead: true }))?.value).toBe(1);
  });

  it('answers a cancelled transaction as an outcome: which item failed its condition, and what it found there', async () => {
    const [first, second] = [key(), key()];
    await table.transact([putIfAbsent(second, 7)]);
    const written = await table.transact([putIfAbsent(first, 1), putIfAbsent(second, 2)]);
    expect(written.committed).toBe(false);
    if (written.committed) return;
    expect([written.failedAt(0), written.failedAt(1), written.conditionFailed, written.conflict]).toEqual([false, true, true, false]);
    expect(written.itemAt<{ value: number }>(1)?.value).toBe(7);
    expect(written.itemAt(0)).toBeUndefined();
    // Nothing of a cancelled transaction is written.
    expect(await table.get(first, { ConsistentRead: true })).toBeUndefined();
  });

  it('reports concurrent transactions on one item as conflicts or lost conditions, never as a thrown cancellation', async () => {
    const k = key();
    const outcomes = await Promise.all(Array.from({ length: 8 }, (_, i) => table.transact([putIfAbsent(k, i), putIfAbsent(key(), i)])));
    expect(outcomes.filter((o) => o.committed)).toHaveLength(1);
    for (const o of outcomes) if (!o.committed) expect(o.conflict || o.failedAt(0)).toBe(true);
  });

  it('throws what is not a cancellation, as the SDK threw it', async () => {
    await expect(table.transact([{ Put: { TableName: tableName, Item: { pk: 'TEST#no-sort-key' } } }])).rejects.toMatchObject({ name: 'ValidationException' });
  });
});
