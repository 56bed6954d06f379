import { QueryCommand, type DynamoDBDocumentClient, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';

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
  const rows = (page.Items ?? []) as (T & { sk: string })[];
  const items = rows.slice(0, limit);
  const nextSk = rows.length > limit ? items.at(-1)!.sk : (page.LastEvaluatedKey?.sk as string | undefined);
  // A 1 MB cut with nothing returned cannot happen without a filter; an empty page with a cursor never leaves here.
  return { items, nextSk: items.length > 0 ? nextSk : undefined };
}
