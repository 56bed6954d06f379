import { QueryCommand, type DynamoDBDocumentClient, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';

/** How many queries one page may take when a filter drops items: bounds a request's cost. */
const MAX_ROUNDS = 5;

/**
 * One page of a list kept in one partition, for cursor pagination: up to `limit` items after the
 * sort key `afterSk`, and the sort key to continue after (undefined on the last page). A filter
 * can leave a query short, so it queries again until the page is full, at most `MAX_ROUNDS`
 * times; past that the page is short but still has a cursor (a page may hold fewer than `limit`
 * items and yet not be the last).
 */
export async function queryPage<T>(
  client: DynamoDBDocumentClient,
  input: Omit<QueryCommandInput, 'Limit' | 'ExclusiveStartKey'> & { pk: string },
  limit: number,
  afterSk?: string,
): Promise<{ items: T[]; nextSk: string | undefined }> {
  const { pk, ...query } = input;
  const rows: (T & { sk: string })[] = [];
  let start: Record<string, unknown> | undefined = afterSk ? { pk, sk: afterSk } : undefined;
  let rounds = 0;
  do {
    // One extra item tells whether another page exists, so the last page has no cursor. Limit
    // counts items read before the filter, so a filtered query reads in larger steps.
    const wanted = limit + 1 - rows.length;
    const page = await client.send(new QueryCommand({ ...query, Limit: query.FilterExpression ? Math.max(wanted, 100) : wanted, ExclusiveStartKey: start }));
    rows.push(...((page.Items ?? []) as typeof rows));
    start = page.LastEvaluatedKey;
    rounds++;
  } while (start && rows.length <= limit && rounds < MAX_ROUNDS);
  const items = rows.slice(0, limit);
  const nextSk = rows.length > limit ? items.at(-1)!.sk : (start?.sk as string | undefined);
  return { items, nextSk };
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
