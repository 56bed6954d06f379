import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { isConditionalCheckFailed } from '../lib/aws/errors';
import type { BucketPolicy } from '../lib/ratelimit/config';
import { createRateLimiter } from '../lib/ratelimit/limiter';
import { AwsMeter, type AwsCall } from './instrument';

/** Requests and billed units per operation, over a run. */
export interface CostFigures {
  label: string;
  operations: number;
  requests: number;
  readUnits: number;
  writeUnits: number;
  conditionFailures: number;
  /** Share of calls admitted (rate limiters only; the policy admits all, so less is a false refusal). */
  admitted?: number;
}

function meteredClient() {
  const client = DynamoDBDocumentClient.from(new DynamoDBClient({ region: process.env.AWS_REGION, endpoint: process.env.DYNAMODB_ENDPOINT }));
  const meter = new AwsMeter();
  meter.attach(client, 'dynamodb');
  meter.on = true;
  return { client, meter };
}

function costOf(label: string, operations: number, calls: AwsCall[]): CostFigures {
  return {
    label,
    operations,
    requests: calls.length / operations,
    readUnits: calls.reduce((s, c) => s + c.readUnits, 0) / operations,
    writeUnits: calls.reduce((s, c) => s + c.writeUnits, 0) / operations,
    conditionFailures: calls.filter((c) => c.failed).length / operations,
  };
}

/** The textbook alternative: read the bucket, compute, write it back conditioned on its version. */
async function naiveTake(client: DynamoDBDocumentClient, tableName: string, key: Record<string, string>, policy: BucketPolicy, now: number): Promise<boolean> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const { Item } = await client.send(new GetCommand({ TableName: tableName, Key: key, ConsistentRead: true }));
    const tokens = Item ? Math.min(policy.burst, Item.tokens + ((now - Item.updated) * policy.rate) / 1000) : policy.burst;
    if (tokens < 1) return false;
    try {
      await client.send(
        new PutCommand({
          TableName: tableName,
          Item: { ...key, tokens: tokens - 1, updated: now, version: (Item?.version ?? 0) + 1 },
          ConditionExpression: Item ? 'version = :v' : 'attribute_not_exists(pk)',
          ...(Item ? { ExpressionAttributeValues: { ':v': Item.version } } : {}),
        }),
      );
      return true;
    } catch (error) {
      if (!isConditionalCheckFailed(error)) throw error;
    }
  }
  return false;
}

/**
 * Our one-write GCRA bucket against read-then-write, on fresh buckets, with `workers` concurrent
 * callers sharing one bucket (1 = uncontended). The policy admits every call, so the figures are
 * the cost of an admitted request.
 */
export async function compareRateLimiters(tableName: string, workers: number, perWorker: number): Promise<CostFigures[]> {
  const policy: BucketPolicy = { rate: 100_000, burst: 100_000 };
  const ours = meteredClient();
  const limiter = createRateLimiter({ client: ours.client, tableName });
  const ourBucket = { rateClass: 'bench', scope: `ours:${ulid()}` };
  const naive = meteredClient();
  const naiveKey = { pk: `RATE#bench#naive:${ulid()}`, sk: 'BUCKET' };
  const run = async (take: () => Promise<boolean>) => {
    let admitted = 0;
    await Promise.all(
      Array.from({ length: workers }, async () => {
        for (let i = 0; i < perWorker; i++) if (await take()) admitted++;
      }),
    );
    return admitted;
  };
  const total = workers * perWorker;
  const oursAdmitted = await run(async () => (await limiter.take(ourBucket, policy, Date.now())).allowed);
  const naiveAdmitted = await run(() => naiveTake(naive.client, tableName, naiveKey, policy, Date.now()));
  const caller = workers === 1 ? 'one caller' : `${workers} concurrent callers`;
  return [
    { ...costOf(`ours: one conditional UpdateItem (GCRA), ${caller}`, total, ours.meter.take()), admitted: oursAdmitted / total },
    { ...costOf(`naive: GetItem then conditional PutItem, ${caller}`, total, naive.meter.take()), admitted: naiveAdmitted / total },
  ];
}

/**
 * Our single transaction (event record conditioned on its absence + its effect) against the
 * two-write scheme (mark in progress, apply, mark completed), with the item shapes the webhook
 * endpoint really writes (its recorded TransactWriteItems).
 */
export async function compareIdempotency(recordedTransaction: AwsCall, operations: number): Promise<CostFigures[]> {
  const [eventPut, effect] = (recordedTransaction.command.input.TransactItems as Record<string, any>[]).map((item) => structuredClone(item));
  const freshEvent = () => {
    const put = structuredClone(eventPut!.Put);
    put.Item.pk = `${put.Item.pk}-${ulid()}`;
    return put;
  };
  const ours = meteredClient();
  for (let i = 0; i < operations; i++) {
    await ours.client.send(new TransactWriteCommand({ TransactItems: [{ Put: freshEvent() }, stripCondition(effect!)] })).catch(() => undefined);
  }
  const naive = meteredClient();
  for (let i = 0; i < operations; i++) {
    const put = freshEvent();
    await naive.client.send(new PutCommand({ ...put, Item: { ...put.Item, state: 'in_progress' } }));
    const write = stripCondition(effect!);
    if (write.Put) await naive.client.send(new PutCommand(write.Put));
    else await naive.client.send(new UpdateCommand(write.Update));
    await naive.client.send(
      new UpdateCommand({
        TableName: put.TableName,
        Key: { pk: put.Item.pk, sk: put.Item.sk },
        UpdateExpression: 'SET #state = :done',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':done': 'completed' },
      }),
    );
  }
  return [
    costOf('ours: one TransactWriteItems (event record + effect)', operations, ours.meter.take()),
    costOf('naive: PutItem in-progress, write the effect, UpdateItem completed', operations, naive.meter.take()),
  ];
}

/** The effect without its ordering condition, so repeated runs on one invoice always apply. */
function stripCondition(item: Record<string, any>): Record<string, any> {
  const [kind, body] = Object.entries(item)[0]!;
  const { ConditionExpression: _c, ...rest } = body as Record<string, any>;
  const names = rest.ExpressionAttributeNames as Record<string, string> | undefined;
  const values = rest.ExpressionAttributeValues as Record<string, unknown> | undefined;
  // Drop placeholders only the condition used.
  const text = `${rest.UpdateExpression ?? ''}`;
  if (names) rest.ExpressionAttributeNames = Object.fromEntries(Object.entries(names).filter(([k]) => text.includes(k)));
  if (values) rest.ExpressionAttributeValues = Object.fromEntries(Object.entries(values).filter(([k]) => text.includes(k)));
  for (const key of ['ExpressionAttributeNames', 'ExpressionAttributeValues']) if (rest[key] && Object.keys(rest[key]).length === 0) delete rest[key];
  return { [kind]: rest };
}
