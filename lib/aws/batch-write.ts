import { BatchWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/** BatchWriteItem's most requests per call. */
const BATCH = 25;
/** Unprocessed items are sent again this many times, with a growing pause (DynamoDB throttled a partition). */
const MAX_ROUNDS = 8;

/** One write of a batch: an item to put, or a key to delete. */
export type BatchRequest = { put: Record<string, unknown> } | { delete: Record<string, unknown> };

/**
 * Writes many items in BatchWriteItem calls of 25, sending `UnprocessedItems` again (DynamoDB
 * returns them when a partition is throttled) until none is left. Not atomic: for items nothing
 * reads until a later conditional write makes them reachable (a vocabulary version's topics), for
 * operator backfills and for benchmark seeding.
 */
export async function batchWrite(client: DynamoDBDocumentClient, tableName: string, requests: readonly BatchRequest[]): Promise<void> {
  const all = requests.map((r) => ('put' in r ? { PutRequest: { Item: r.put } } : { DeleteRequest: { Key: r.delete } }));
  for (let i = 0; i < all.length; i += BATCH) {
    let pending: typeof all | undefined = all.slice(i, i + BATCH);
    for (let round = 0; pending?.length; round++) {
      if (round === MAX_ROUNDS) throw new Error(`DynamoDB left ${pending.length} items of a batch unprocessed ${MAX_ROUNDS} times`);
      if (round > 0) await new Promise((resolve) => setTimeout(resolve, 20 * 2 ** round));
      const result = await client.send(new BatchWriteCommand({ RequestItems: { [tableName]: pending } }));
      pending = result.UnprocessedItems?.[tableName] as typeof all | undefined;
    }
  }
}
