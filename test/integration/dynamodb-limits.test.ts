import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CreateTableCommand } from '@aws-sdk/client-dynamodb';
import { PutCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { batchWrite } from '../../lib/aws/batch-write';
import { docClient } from '../../lib/aws/dynamodb';
import { outboxRepository } from '../../lib/email/outbox';
import { listPersonalities } from '../../lib/personalities/read';
import { personalityRepository } from '../../lib/personalities/repository';
import { sessionRepository } from '../../lib/sessions/repository';
import { keys } from '../../lib/store/keys';
import { createTableInput } from '../../lib/store/table-definition';
import { emulateDynamoDbLimits, ITEM_BYTES, PAGE_BYTES } from '../support/dynamodb-limits';

const text = (bytes: number) => 'x'.repeat(bytes);

describe('DynamoDB Local enforces these limits as DynamoDB does (the helper relies on it)', () => {
  const table = `limits-${ulid()}`;
  beforeAll(() => docClient.send(new CreateTableCommand(createTableInput(table))));
  const refused = (promise: Promise<unknown>) => expect(promise).rejects.toMatchObject({ name: 'ValidationException' });

  it('refuses an item over 400 KB on every write', async () => {
    await refused(docClient.send(new PutCommand({ TableName: table, Item: { pk: 'a', sk: 'b', v: text(ITEM_BYTES + 1) } })));
    await refused(
      docClient.send(new TransactWriteCommand({ TransactItems: [{ Put: { TableName: table, Item: { pk: 'a', sk: 'c', v: text(ITEM_BYTES + 1) } } }] })),
    );
    await refused(batchWrite(docClient, table, [{ put: { pk: 'a', sk: 'd', v: text(ITEM_BYTES + 1) } }]));
  });

  it('refuses a transaction over 4 MB or over 100 items', async () => {
    const puts = (n: number, bytes: number) =>
      Array.from({ length: n }, (_, i) => ({ Put: { TableName: table, Item: { pk: 't', sk: `${i}`, v: text(bytes) } } }));
    await refused(docClient.send(new TransactWriteCommand({ TransactItems: puts(11, 390_000) })));
    await refused(docClient.send(new TransactWriteCommand({ TransactItems: puts(101, 10) })));
  });

  it('cuts an unfiltered page at 1 MB', async () => {
    await batchWrite(
      docClient,
      table,
      Array.from({ length: 30 }, (_, i) => ({ put: { pk: 'q', sk: `${String(i).padStart(2, '0')}`, v: text(100_000) } })),
    );
    const page = await docClient.send(new QueryCommand({ TableName: table, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': 'q' } }));
    expect(page.Items!.length).toBe(Math.ceil(PAGE_BYTES / 100_008));
    expect(page.LastEvaluatedKey).toBeDefined();
  });
});

describe('with the emulated limits, every list and lookup follows DynamoDB past a 1 MB page', () => {
  // A table of its own: megabytes the shared table's scans should not wade through.
  const tableName = `limits-pages-${ulid()}`;
  let remove: () => void;
  beforeAll(async () => {
    await docClient.send(new CreateTableCommand(createTableInput(tableName)));
    remove = emulateDynamoDbLimits(docClient);
  });
  afterAll(() => remove());

  it('stops a filtered query at 1 MB of items read, as DynamoDB does (Local alone would not)', async () => {
    const pk = `FILTER#${ulid()}`;
    await batchWrite(
      docClient,
      tableName,
      Array.from({ length: 30 }, (_, i) => ({ put: { pk, sk: `${String(i).padStart(2, '0')}`, v: text(100_000), m: i === 29 ? 1 : 0 } })),
    );
    const page = await docClient.send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk',
        FilterExpression: 'm = :one',
        ExpressionAttributeValues: { ':pk': pk, ':one': 1 },
      }),
    );
    expect(page.Items).toEqual([]);
    expect(page.ScannedCount).toBeLessThan(30);
    expect(page.LastEvaluatedKey).toBeDefined();
  });

  it('finds every live session of a user behind 1 MB of ended ones (a filtered query, followed to its end)', async () => {
    const userId = `usr_${ulid()}`;
    const now = Date.now();
    // 6,000 ended pointers (about 1.3 MB), then 3 live ones at the end of the key range.
    const pointers = Array.from({ length: 6003 }, (_, i) => {
      const sessionId = `ses_${String(i).padStart(26, '0')}`;
      return {
        ...keys.userSession(userId, sessionId),
        entity: 'SessionPointer',
        session_id: sessionId,
        absolute_expires_at: i >= 6000 ? now + 3_600_000 : now - 1000,
      };
    });
    await batchWrite(
      docClient,
      tableName,
      pointers.map((put) => ({ put })),
    );
    expect((await sessionRepository({ tableName }).sessionIdsOf({ userId }, now)).sort()).toEqual(pointers.slice(6000).map((p) => p.session_id));
  });

  it('gives the email relay its whole batch of unsent records behind a 1 MB page', async () => {
    // 100 records of about 15 KB (a review's conditions and reason at their largest): 1.5 MB.
    const records = Array.from({ length: 100 }, (_, i) => {
      const id = `out_${String(i).padStart(26, '0')}`;
      const created = new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString();
      return { ...keys.outbox(id), ...keys.unsentOutboxIndex(created, id), id, created_at: created, status: 'pending', data: text(15_000) };
    });
    await batchWrite(
      docClient,
      tableName,
      records.map((put) => ({ put })),
    );
    const unsent = await outboxRepository({ tableName }).listUnsent(100);
    expect(unsent.map((r) => r.id)).toEqual(records.map((r) => r.id));
  });

  it('lists personalities of 40 KB each through cursors: pages cut at 1 MB, never empty while a cursor says more', async () => {
    const organizationId = `org_${ulid()}`;
    const ids = Array.from({ length: 60 }, () => `pers_${ulid()}`).sort();
    await batchWrite(
      docClient,
      tableName,
      ids.map((id) => ({
        put: {
          ...keys.personality(organizationId, id),
          entity: 'Personality',
          id,
          organization_id: organizationId,
          name: id,
          summary: text(40_000),
          created_at: new Date().toISOString(),
        },
      })),
    );
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await listPersonalities(organizationId, { limit: 100, cursor }, { personalities: personalityRepository({ tableName }) });
      expect(page.data.length).toBeGreaterThan(0);
      expect(page.data.length).toBeLessThan(60);
      seen.push(...page.data.map((p) => p.id));
      cursor = page.next_cursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual([...ids].reverse());
  });
});
