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
   * `dynamodb`: a conditional write decided it (drawing this request's token, and maybe a lease);
   * `lease`: admitted on a token this instance drew earlier in one write with others (no write);
   * `known_empty`: this instance last saw the bucket too empty for this request (beyond its reach,
   * or, on a contended bucket, short of the batch it waits for), so it was refused without a write;
   * `fallback`: DynamoDB could not answer and the bucket was taken in this instance's memory.
   */
  source: 'dynamodb' | 'lease' | 'known_empty' | 'fallback';
  /** With `fallback`: the DynamoDB error, or undefined while the limiter waits before trying DynamoDB again. */
  fallbackCause?: unknown;
}

/** Idle buckets are deleted by TTL this long after they are full again. */
const IDLE_TTL_SECONDS = 3600;
/** A hot bucket under contention may need one write per case; never loop further. */
const MAX_ATTEMPTS = 3;
/** How many buckets an instance remembers (hints and fallback state); the oldest are forgotten first. */
export const MAX_REMEMBERED_BUCKETS = 10_000;
/** How many of the instance's own writes a request waits for before it writes for itself (a request is never refused for want of a turn). */
const MAX_WAITS = 8;
/** The demand an instance leases for: the requests it expects in this long. */
const LEASE_HORIZON_MS = 250;

/**
 * The most tokens one write draws, and the largest batch a contended instance waits for: a
 * quarter of the burst (at least 1), so one instance never holds the whole bucket.
 */
export const maxLease = (policy: BucketPolicy) => Math.max(1, Math.floor(policy.burst / 4));

/** What an instance keeps about a bucket besides its `tat` (see `createRateLimiter`). */
interface BucketMemory {
  /** Tokens drawn and not yet spent: slots `next`, `next + T`, ..., each spendable until its slot. */
  lease: { next: number; count: number };
  /** How many tokens the bucket must hold before this instance draws again: 1, doubled by each lost race, halved by each won. */
  want: number;
  /** Requests seen in the current and the previous second (the demand estimate). */
  demand: { second: number; current: number; previous: number };
  /** The write in flight for this bucket, which concurrent requests of the instance wait for instead of writing too. */
  inflight?: Promise<unknown>;
  /** Requests of this instance deciding on this bucket right now (they will share what the next write draws). */
  pending: number;
}

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
 * function instance. A write is one conditional `UpdateItem` and no read, drawing `k` tokens:
 * - bucket busy (`now <= tat <= now + (burst-k)T`): `SET tat = tat + kT`;
 * - bucket idle (`tat < now` or no item): `SET tat = now + kT`.
 * Which case applies is guessed from this instance's last sight of the bucket; a wrong guess
 * fails its condition and DynamoDB returns the stored `tat` (`ReturnValuesOnConditionCheckFailure`),
 * which decides the next step without a read. A `tat` beyond the limit means 429.
 *
 * **Leases.** When an instance sees demand (requests waiting on its write, or a steady stream),
 * one write draws several tokens (up to `maxLease`) and the instance spends them locally, with no
 * further write. The tokens drawn occupy the GCRA slots `s, s+T, ..., s+(k-1)T` (`s` the `tat`
 * before the write, or now if idle), and a leased token is spent only until its slot; unspent,
 * it expires. Every token admitted at time `t` thus owns a distinct slot in `[t, t + (burst-1)T]`
 * (slots are handed out by one counter, `T` apart), so over any interval `[a, b]` the admitted
 * requests of all instances together own slots in `[a, b + (burst-1)T]`: at most
 * `burst + rate × (b - a)` of them, exactly the contract's bound, leases or not.
 *
 * **Refusals are cheap.** `tat` only grows while a bucket is busy, so once this instance has seen
 * the bucket empty until some time, it refuses every request before then without a write. On a
 * contended bucket (a write lost to another instance) the instance waits for a batch of tokens
 * before writing again, doubling the batch with each lost race (up to `maxLease`): N flooding
 * instances write a hot bucket about `N × rate / batch` times a second instead of `N × rate`, far
 * below a partition's 1,000 writes a second (docs/security.md has the measured figures).
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
  const memories = new BoundedMap<string, BucketMemory>(MAX_REMEMBERED_BUCKETS);
  const memoryOf = (hintKey: string) => {
    let memory = memories.get(hintKey);
    if (!memory) memories.set(hintKey, (memory = { lease: { next: 0, count: 0 }, want: 1, demand: { second: 0, current: 0, previous: 0 }, pending: 0 }));
    return memory;
  };

  async function attempt(
    bucket: BucketRef,
    policy: BucketPolicy,
    now: number,
    busy: boolean,
    k: number,
  ): Promise<{ tat: number } | { stored: number | undefined }> {
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
          ExpressionAttributeValues: { ':t': k * t, ':now': now, ':limit': admissionLimit(policy, now) - (k - 1) * t, ':ttl': ttlFor(now + policy.burst * t) },
        })
      : new UpdateCommand({
          ...common,
          UpdateExpression: 'SET tat = :tat, #ttl = :ttl',
          ConditionExpression: 'attribute_not_exists(tat) OR tat < :now',
          ExpressionAttributeNames: { '#ttl': 'ttl' },
          ExpressionAttributeValues: { ':tat': now + k * t, ':now': now, ':ttl': ttlFor(now + k * t) },
        });
    try {
      const result = await client.send(command, { abortSignal: AbortSignal.timeout(timeoutMs) });
      return { tat: Number(result.Attributes?.tat) };
    } catch (error) {
      if (!isConditionalCheckFailed(error)) throw error;
      return { stored: itemOfConditionFailure<{ tat?: number }>(error)?.tat };
    }
  }

  /** Tokens the bucket holds at `now` by a `tat` (the whole burst when idle). */
  const available = (policy: BucketPolicy, now: number, tat: number | undefined) =>
    tat === undefined || tat < now ? policy.burst : Math.floor((admissionLimit(policy, now) - tat) / emissionInterval(policy) + 1e-9) + 1;

  /** The decision for a request admitted with `held` leased tokens left, the bucket last seen at `tat`. */
  const admittedWith = (policy: BucketPolicy, now: number, tat: number, held: number): Decision => {
    const decision = admitted(policy, now, tat);
    return { ...decision, remaining: decision.remaining + held };
  };

  /** A request refused without a write: the bucket holds fewer than `want` tokens until `tat` allows them. */
  const refusedUntil = (policy: BucketPolicy, now: number, tat: number, want: number): LimiterDecision => {
    const base = refused(policy, now, tat + (want - 1) * emissionInterval(policy));
    return { ...base, resetAt: tat, source: 'known_empty' };
  };

  /** Spends a leased token (expired ones dropped first): the decision, or undefined when none is left. */
  function spendLease(memory: BucketMemory, hintKey: string, policy: BucketPolicy, now: number): LimiterDecision | undefined {
    const t = emissionInterval(policy);
    const lease = memory.lease;
    // A leased token is spent only until its slot: that keeps every instance's admissions within the bound.
    while (lease.count > 0 && lease.next < now) {
      lease.next += t;
      lease.count--;
    }
    // A request stamped before the write that drew the lease may not reach its first slot yet.
    if (lease.count === 0 || lease.next > admissionLimit(policy, now)) return undefined;
    lease.next += t;
    lease.count--;
    return { ...admittedWith(policy, now, hints.get(hintKey) ?? now, lease.count), source: 'lease' };
  }

  /** How many tokens to draw: what the instance expects to need soon, at least its batch, at most what the bucket holds. */
  function leaseSize(memory: BucketMemory, policy: BucketPolicy, now: number, tat: number | undefined): number {
    const perSecond = Math.max(memory.demand.previous, memory.demand.current);
    const expected = Math.max(memory.pending, 1 + Math.floor((perSecond * LEASE_HORIZON_MS) / 1000));
    return Math.max(1, Math.min(Math.max(expected, memory.want), maxLease(policy), available(policy, now, tat)));
  }

  /** The GCRA decision against DynamoDB; throws only when DynamoDB itself fails. */
  async function takeFromTable(bucket: BucketRef, hintKey: string, memory: BucketMemory, policy: BucketPolicy, now: number): Promise<LimiterDecision> {
    const t = emissionInterval(policy);
    let known = hints.get(hintKey);
    let busy = (known ?? 0) >= now;
    // An idle bucket's tokens start now and expire one emission interval apart: lease only what is waiting.
    const sized = () => (busy ? leaseSize(memory, policy, now, known) : Math.max(1, Math.min(memory.pending, leaseSize(memory, policy, now, known))));
    let k = sized();
    for (let i = 0; i < MAX_ATTEMPTS; i++) {
      const outcome = await attempt(bucket, policy, now, busy, k);
      if ('tat' in outcome) {
        hints.set(hintKey, outcome.tat);
        // This request takes the first slot drawn; the others are leased.
        memory.lease = { next: outcome.tat - (k - 1) * t, count: k - 1 };
        if (i === 0) memory.want = Math.max(1, Math.floor(memory.want / 2));
        return { ...admittedWith(policy, now, outcome.tat, k - 1), source: 'dynamodb' };
      }
      const stored = outcome.stored;
      if (stored !== undefined) hints.set(hintKey, stored);
      // Another instance drew tokens this one thought were there: wait for a larger batch next time.
      if (busy && stored !== undefined && known !== undefined && stored > known) memory.want = Math.min(maxLease(policy), memory.want * 2);
      if (stored !== undefined && stored > admissionLimit(policy, now)) return { ...refused(policy, now, stored), source: 'dynamodb' };
      const left = available(policy, now, stored);
      if (left < memory.want) return refusedUntil(policy, now, stored!, memory.want);
      known = stored;
      busy = stored !== undefined && stored >= now;
      k = Math.min(sized(), left);
    }
    // Three lost races in a row: the bucket is contended right at its limit. Refusing is the
    // conservative answer and keeps the bound `burst + rate * elapsed`.
    return { ...refused(policy, now, admissionLimit(policy, now) + t), source: 'dynamodb' };
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

  /** One round of `take`: a decision, or 'again' after waiting for another request's write. */
  async function decide(
    bucket: BucketRef,
    hintKey: string,
    memory: BucketMemory,
    policy: BucketPolicy,
    now: number,
    round: number,
  ): Promise<LimiterDecision | 'again'> {
    const leased = spendLease(memory, hintKey, policy, now);
    if (leased) return leased;
    if (table.state === 'probing' || (table.state === 'down' && now < table.until)) return takeFromMemory(hintKey, policy, now, undefined);
    const known = hints.get(hintKey);
    if (known !== undefined && known > admissionLimit(policy, now)) return { ...refused(policy, now, known), source: 'known_empty' };
    if (known !== undefined && available(policy, now, known) < memory.want) return refusedUntil(policy, now, known, memory.want);
    // One write per bucket at a time: concurrent requests wait for its outcome (a lease, or news of
    // an empty bucket). A request outrun by others' writes a few times writes for itself rather than
    // wait on (never refused for want of a turn).
    if (memory.inflight && round < MAX_WAITS) {
      await memory.inflight.catch(() => undefined);
      return 'again';
    }
    const probe = table.state === 'down';
    if (probe) table = { state: 'probing' };
    const drawing = takeFromTable(bucket, hintKey, memory, policy, now);
    memory.inflight ??= drawing;
    try {
      const decision = await drawing;
      table = { state: 'healthy' };
      return decision;
    } catch (error) {
      table = { state: 'down', until: Math.max(now, Date.now()) + retryAfterFailureMs };
      return takeFromMemory(hintKey, policy, now, error);
    } finally {
      if (memory.inflight === drawing) memory.inflight = undefined;
    }
  }

  return {
    /** Draws one token from the bucket, or refuses. Never throws: see `source` for how it was decided. */
    async take(bucket: BucketRef, policy: BucketPolicy, now: number): Promise<LimiterDecision> {
      const hintKey = `${bucket.rateClass}#${bucket.scope}`;
      const memory = memoryOf(hintKey);
      const second = Math.floor(now / 1000);
      if (second !== memory.demand.second) memory.demand = { second, current: 0, previous: second === memory.demand.second + 1 ? memory.demand.current : 0 };
      memory.demand.current++;
      memory.pending++;
      try {
        for (let round = 0; ; round++) {
          const decision = await decide(bucket, hintKey, memory, policy, now, round);
          if (decision === 'again') continue;
          // Refused for want of tokens: demand exceeds the rate, so the next write waits for a small
          // batch (an eighth of the burst: well under a second's worth, never later than Retry-After).
          if (!decision.allowed && decision.source !== 'fallback') memory.want = Math.max(memory.want, Math.ceil(maxLease(policy) / 2));
          return decision;
        }
      } finally {
        memory.pending--;
      }
    },
  };
}

function ttlFor(fullAtMs: number): number {
  return Math.ceil(fullAtMs / 1000) + IDLE_TTL_SECONDS;
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
