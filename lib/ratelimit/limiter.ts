import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { docClient, tableName as defaultTable, type StoreDeps } from '../aws/dynamodb';
import { isConditionalCheckFailed, itemOfConditionFailure } from '../aws/errors';
import { keys } from '../store/keys';
import type { BucketPolicy } from './config';
import { admissionLimit, admitted, emissionInterval, refused, type Decision } from './gcra';

/** Which bucket a request draws from: its rate class and its scope (organization or client IP). */
export interface BucketRef {
  /** The route class whose policy applies (`authenticated`, `public`, `webhook`). */
  rateClass: string;
  /** `org:<id>` or `ip:<address>`. */
  scope: string;
}

/** Idle buckets are deleted by TTL this long after they are full again. */
const IDLE_TTL_SECONDS = 3600;
/** A hot bucket under contention may need one write per case; never loop further. */
const MAX_ATTEMPTS = 3;

/** The limiter's table, its per-instance hints, and how long it waits for DynamoDB. */
export interface RateLimiterDeps extends StoreDeps {
  /** Per-instance hint of each bucket's last known `tat`, to guess which write to try first. */
  hints?: Map<string, number>;
  /** Milliseconds before the limiter gives up on DynamoDB (and the caller fails open). */
  timeoutMs?: number;
}

/**
 * The distributed token bucket: state lives only in DynamoDB, so the limit holds across every
 * function instance. In the steady state a request costs one conditional `UpdateItem` and no
 * read:
 * - bucket busy (`now <= tat <= now + (burst-1)T`): `SET tat = tat + T`;
 * - bucket idle (`tat < now` or no item): `SET tat = now + T`.
 * Which case applies is guessed from this instance's last sight of the bucket; a wrong guess
 * fails its condition and DynamoDB returns the stored `tat` (`ReturnValuesOnConditionCheckFailure`),
 * which decides the next step without a read. A `tat` beyond the limit means 429.
 */
export function createRateLimiter({ client = docClient, tableName = defaultTable, hints = new Map(), timeoutMs = 1000 }: RateLimiterDeps = {}) {
  async function attempt(bucket: BucketRef, policy: BucketPolicy, now: number, busy: boolean): Promise<{ tat: number } | { stored: number | undefined }> {
    const t = emissionInterval(policy);
    const key = keys.rateBucket(bucket.rateClass, bucket.scope);
    const common = {
      TableName: tableName,
      Key: key,
      ReturnValues: 'UPDATED_NEW' as const,
      ReturnValuesOnConditionCheckFailure: 'ALL_OLD' as const,
    };
    const command = busy
      ? new UpdateCommand({
          ...common,
          UpdateExpression: 'SET tat = tat + :t, #ttl = :ttl',
          ConditionExpression: 'tat BETWEEN :now AND :limit',
          ExpressionAttributeNames: { '#ttl': 'ttl' },
          ExpressionAttributeValues: { ':t': t, ':now': now, ':limit': admissionLimit(policy, now), ':ttl': ttlFor(now + policy.burst * t) },
        })
      : new UpdateCommand({
          ...common,
          UpdateExpression: 'SET tat = :tat, #ttl = :ttl',
          ConditionExpression: 'attribute_not_exists(tat) OR tat < :now',
          ExpressionAttributeNames: { '#ttl': 'ttl' },
          ExpressionAttributeValues: { ':tat': now + t, ':now': now, ':ttl': ttlFor(now + t) },
        });
    try {
      const result = await client.send(command, { abortSignal: AbortSignal.timeout(timeoutMs) });
      return { tat: Number(result.Attributes?.tat) };
    } catch (error) {
      if (!isConditionalCheckFailed(error)) throw error;
      return { stored: itemOfConditionFailure<{ tat?: number }>(error)?.tat };
    }
  }

  return {
    /** Draws one token from the bucket, or refuses. Throws only when DynamoDB itself fails. */
    async take(bucket: BucketRef, policy: BucketPolicy, now: number): Promise<Decision> {
      const hintKey = `${bucket.rateClass}#${bucket.scope}`;
      let busy = (hints.get(hintKey) ?? 0) >= now;
      for (let i = 0; i < MAX_ATTEMPTS; i++) {
        const outcome = await attempt(bucket, policy, now, busy);
        if ('tat' in outcome) {
          hints.set(hintKey, outcome.tat);
          return admitted(policy, now, outcome.tat);
        }
        const stored = outcome.stored;
        if (stored !== undefined && stored > admissionLimit(policy, now)) {
          hints.set(hintKey, stored);
          return refused(policy, now, stored);
        }
        busy = stored !== undefined && stored >= now;
      }
      // Three lost races in a row: the bucket is contended right at its limit. Refusing is the
      // conservative answer and keeps the bound `burst + rate * elapsed`.
      return refused(policy, now, admissionLimit(policy, now) + emissionInterval(policy));
    },
  };
}

function ttlFor(fullAtMs: number): number {
  return Math.ceil(fullAtMs / 1000) + IDLE_TTL_SECONDS;
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
