import { QueryCommand, type DynamoDBDocumentClient, type QueryCommandInput, type ScanCommand } from '@aws-sdk/lib-dynamodb';
import { tableDefinition } from '../store/table-definition';

/**
 * One page of a list kept in one key range, for cursor pagination: up to `limit` items after the
 * sort key `afterSk`, and the sort key to continue after (undefined on the last page).
 *
 * Lists read key ranges that hold exactly what they show (filters the API offers are ranges of
 * their own, `lib/store/keys.ts`), so a page reads about what it returns: `limit + 1` items (the
 * extra one tells whether another page exists, so the last page has no cursor). DynamoDB stops a
 * query at 1 MB of items; the page then ends there, shorter than `limit` but never empty (an item
 * is at most 400 KB) and with a cursor, which also keeps a page of large items far below Lambda's
 * 6 MB response limit.
 */
export async function queryPage<T>(
  client: DynamoDBDocumentClient,
  input: Omit<QueryCommandInput, 'Limit' | 'ExclusiveStartKey' | 'FilterExpression'> & { pk: string },
  limit: number,
  afterSk?: string,
): Promise<{ items: T[]; nextSk: string | undefined }> {
  const { pk, ...query } = input;
  const page = await client.send(new QueryCommand({ ...query, Limit: limit + 1, ExclusiveStartKey: afterSk ? { pk, sk: afterSk } : undefined }));
  const { items, next } = pageOf((page.Items ?? []) as (T & { sk: string })[], limit, page.LastEvaluatedKey !== undefined, (item) => item.sk);
  return { items, nextSk: next };
}

/**
 * The page a query for `limit + 1` items answered, and the cursor to continue after it: the extra
 * item says another page exists (so the last page has no cursor), and a page DynamoDB cut at 1 MB
 * (`cut`: it answered a `LastEvaluatedKey`) continues after its last item.
 */
export function pageOf<T>(rows: T[], limit: number, cut: boolean, cursorOf: (item: T) => string): { items: T[]; next: string | undefined } {
  const items = rows.slice(0, limit);
  const more = rows.length > limit || cut;
  // A 1 MB cut with nothing returned cannot happen without a filter; an empty page with a cursor never leaves here.
  return { items, next: more && items.length > 0 ? cursorOf(items.at(-1)!) : undefined };
}

/**
 * A worker's batch from one partition of the sparse work index (`gsi1`, which holds only the items
 * still waiting: unsent emails, events not fanned out, deliveries due): up to `limit`, oldest
 * first, with a sort key up to `until` when given.
 */
export function workIndexBatch<T>(client: DynamoDBDocumentClient, tableName: string, partition: string, limit: number, until?: string): Promise<T[]> {
  return queryUpTo<T>(
    client,
    {
      TableName: tableName,
      IndexName: tableDefinition.gsi1.indexName,
      KeyConditionExpression: until === undefined ? 'gsi1pk = :pk' : 'gsi1pk = :pk AND gsi1sk <= :until',
      ExpressionAttributeValues: { ':pk': partition, ...(until === undefined ? {} : { ':until': until }) },
    },
    limit,
  );
}

/**
 * Every item of a Query or Scan, following `LastEvaluatedKey` to the end (DynamoDB stops each
 * request at 1 MB of items read). For reads that need the whole range: a topic set, an operator's
 * backfill, the rare re-listing of a `customer.deleted`.
 */
export async function allItems<T>(
  client: DynamoDBDocumentClient,
  request: (start: Record<string, unknown> | undefined) => QueryCommand | ScanCommand,
): Promise<T[]> {
  const items: T[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = (await client.send(request(start) as QueryCommand)) as { Items?: unknown[]; LastEvaluatedKey?: Record<string, unknown> };
    items.push(...((page.Items ?? []) as T[]));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

/** Every item of one partition whose sort key starts with `prefix` (optionally filtered), following `LastEvaluatedKey`. */
export function allInRange<T>(
  client: DynamoDBDocumentClient,
  range: { tableName: string; pk: string; prefix: string; consistentRead?: boolean; filter?: { expression: string; values: Record<string, unknown> } },
): Promise<T[]> {
  return allItems<T>(
    client,
    (start) =>
      new QueryCommand({
        TableName: range.tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        FilterExpression: range.filter?.expression,
        ExpressionAttributeValues: { ':pk': range.pk, ':prefix': range.prefix, ...range.filter?.values },
        ConsistentRead: range.consistentRead,
        ExclusiveStartKey: start,
      }),
  );
}

/**
 * Up to `limit` items of a query, oldest first as the key orders them, following
 * `LastEvaluatedKey` until it has them or the query ends: for workers that take a bounded
 * batch of a work index (the rest wait for their next run).
 */
export async function queryUpTo<T>(client: DynamoDBDocumentClient, input: Omit<QueryCommandInput, 'Limit' | 'ExclusiveStartKey'>, limit: number): Promise<T[]> {
  const items: T[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await client.send(new QueryCommand({ ...input, Limit: limit - items.length, ExclusiveStartKey: start }));
    items.push(...((page.Items ?? []) as T[]));
    start = page.LastEvaluatedKey;
  } while (start && items.length < limit);
  return items;
}
