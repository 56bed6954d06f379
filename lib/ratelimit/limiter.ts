import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { docClient, tableName as defaultTable, type StoreDeps } from '../aws/dynamodb';
import { isConditionalCheckFailed, itemOfConditionFailure } from '../aws/errors';
import { BoundedMap } from '../bounded-map';
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

/** A decision, and where it came from. */
export interface LimiterDecision extends Decision {
  /**
   * `dynamodb`: one conditional write decided it (the normal case);
   * `known_empty`: this instance last saw the bucket empty beyond this request's reach, so it was
   * refused without a write (a refused request costs the service nothing in DynamoDB);
   * `fallback`: DynamoDB could not answer and the bucket was taken in this instance's memory.
   */
  source: 'dynamodb' | 'known_empty' | 'fallback';
  /** With `fallback`: the DynamoDB error, or undefined while the limiter waits before trying DynamoDB again. */
  fallbackCause?: unknown;
}

/** Idle buckets are deleted by TTL this long after they are full again. */
const IDLE_TTL_SECONDS = 3600;
/** A hot bucket under contention may need one write per case; never loop further. */
const MAX_ATTEMPTS = 3;
/** How many buckets an instance remembers (hints and fallback state); the oldest are forgotten first. */
export const MAX_REMEMBERED_BUCKETS = 10_000;

/** The limiter's table, its per-instance memory, and how it treats a DynamoDB that does not answer. */
export interface RateLimiterDeps extends StoreDeps {
  /**
   * Per-instance knowledge of each bucket's `tat` (epoch ms): the last one DynamoDB returned, or
   * the in-memory bucket while DynamoDB is unavailable. Bounded (`MAX_REMEMBERED_BUCKETS`).
   */
  hints?: BoundedMap<string, number>;
  /** Milliseconds before the limiter gives up on one DynamoDB call. Default 1000. */
  timeoutMs?: number;
  /** After a failed call, how long the instance limits in memory before trying DynamoDB again. Default 5000. */
  retryAfterFailureMs?: number;
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
 *
 * Refusals are cheap: `tat` only grows while a bucket is busy, so once this instance has seen
 * the bucket empty until some time, it refuses every request before then without a write. A
 * flood from one client costs one write per instance per emission interval, not one per request,
 * and cannot throttle its own bucket's partition.
 *
 * When DynamoDB cannot answer (an error, or no answer within `timeoutMs`), the request is
 * limited in memory at the same policy, starting from what the instance knew of the bucket;
 * for `retryAfterFailureMs` after a failure every request is limited in memory, then one request
 * probes DynamoDB again. Never fails open, never throws.
 */
export function createRateLimiter({
  client = docClient,
  tableName = defaultTable,
  hints = new BoundedMap<string, number>(MAX_REMEMBERED_BUCKETS),
  timeoutMs = 1000,
  retryAfterFailureMs = 5000,
}: RateLimiterDeps = {}) {
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

  /** The GCRA decision against DynamoDB; throws only when DynamoDB itself fails. */
  async function takeFromTable(bucket: BucketRef, hintKey: string, policy: BucketPolicy, now: number): Promise<LimiterDecision> {
    let busy = (hints.get(hintKey) ?? 0) >= now;
    for (let i = 0; i < MAX_ATTEMPTS; i++) {
      const outcome = await attempt(bucket, policy, now, busy);
      if ('tat' in outcome) {
        hints.set(hintKey, outcome.tat);
        return { ...admitted(policy, now, outcome.tat), source: 'dynamodb' };
      }
      const stored = outcome.stored;
      if (stored !== undefined && stored > admissionLimit(policy, now)) {
        hints.set(hintKey, stored);
        return { ...refused(policy, now, stored), source: 'dynamodb' };
      }
      busy = stored !== undefined && stored >= now;
    }
    // Three lost races in a row: the bucket is contended right at its limit. Refusing is the
    // conservative answer and keeps the bound `burst + rate * elapsed`.
    return { ...refused(policy, now, admissionLimit(policy, now) + emissionInterval(policy)), source: 'dynamodb' };
  }

  /** GCRA in this instance's memory, from what it knew of the bucket. */
  function takeFromMemory(hintKey: string, policy: BucketPolicy, now: number, cause: unknown): LimiterDecision {
    const tat = Math.max(hints.get(hintKey) ?? 0, now);
    if (tat > admissionLimit(policy, now)) return { ...refused(policy, now, tat), source: 'fallback', fallbackCause: cause };
    const next = tat + emissionInterval(policy);
    hints.set(hintKey, next);
    return { ...admitted(policy, now, next), source: 'fallback', fallbackCause: cause };
  }

  /** `healthy`, or DynamoDB failed: limit in memory until `until`, then let one request probe it. */
  let table: { state: 'healthy' } | { state: 'down'; until: number } | { state: 'probing' } = { state: 'healthy' };

  return {
    /** Draws one token from the bucket, or refuses. Never throws: see `source` for how it was decided. */
    async take(bucket: BucketRef, policy: BucketPolicy, now: number): Promise<LimiterDecision> {
      const hintKey = `${bucket.rateClass}#${bucket.scope}`;
      const known = hints.get(hintKey);
      if (known !== undefined && known > admissionLimit(policy, now)) return { ...refused(policy, now, known), source: 'known_empty' };
      if (table.state === 'probing' || (table.state === 'down' && now < table.until)) return takeFromMemory(hintKey, policy, now, undefined);
      const probe = table.state === 'down';
      if (probe) table = { state: 'probing' };
      try {
        const decision = await takeFromTable(bucket, hintKey, policy, now);
        table = { state: 'healthy' };
        return decision;
      } catch (error) {
        table = { state: 'down', until: Math.max(now, Date.now()) + retryAfterFailureMs };
        return takeFromMemory(hintKey, policy, now, error);
      }
    },
  };
}

function ttlFor(fullAtMs: number): number {
  return Math.ceil(fullAtMs / 1000) + IDLE_TTL_SECONDS;
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
