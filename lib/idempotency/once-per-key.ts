import { createHash, randomUUID } from 'node:crypto';
import { cancellationReasons } from '../aws/errors';
import { canonicalJson } from '../contract/canonical-json';
import { ProblemError } from '../contract/problems';
import type { Logger } from '../logger';
import { idempotencyRepository, type IdempotencyRecord, type IdempotencyRepository, type TransactItem } from './repository';

/**
 * How long a claim holds its key before another request with the same body may take it over: no
 * API function runs longer than API Gateway's 30 s integration timeout, so after that the first
 * request has ended, whether or not it could release its claim.
 */
export const CLAIM_LEASE_MS = 30_000;

/** A request that carries an `Idempotency-Key`: whose key, the request it names, and its time. */
export interface KeyedRequest {
  organizationId: string;
  key: string;
  /** The request as parsed; a retry must send the same (compared by digest, field order aside). */
  body: unknown;
  nowMs: number;
}

/**
 * What a keyed request's effect must include in its transaction, as its **first** item: the
 * record of its result. The transaction then commits only while the claim is still this
 * request's, and a cancellation on that item tells the mechanism the claim was lost.
 */
export type Completion<T> = (result: T) => TransactItem;

/** What the mechanism uses; production defaults, tests pass their own. */
export interface OncePerKeyDeps {
  repository?: IdempotencyRepository;
  logger?: Logger;
}

const inUse = () =>
  new ProblemError('idempotency_key_in_use', {
    detail: 'The first request with this Idempotency-Key has not finished; retry after it does to get its result',
    retryAfterSeconds: 1,
  });

const reused = () =>
  new ProblemError('idempotency_key_reused', {
    detail: 'This Idempotency-Key was first used with a different request body; use a new key for a new request',
  });

/**
 * Runs a create at most once per Idempotency-Key (IETF draft "The Idempotency-Key HTTP Header
 * Field", as Stripe does it), the one mechanism of every operation that takes the header:
 *
 * - the first request claims the key (one conditional write), runs, and records its result in the
 *   same transaction as its effect (`Completion`): the effect never exists without the record;
 * - a retry with the same body gets that result (`replayed`), without running anything again;
 * - the same key with another body is a 422 `idempotency_key_reused`;
 * - while the first request is still running, a retry is a 409 `idempotency_key_in_use` with
 *   `Retry-After`; a request that failed gives its claim back, so a retry runs afresh, and a claim
 *   its request could not give back (it crashed) is taken over once its lease has run out.
 *
 * Without a key, `run` runs as it is.
 */
export async function oncePerKey<T>(
  request: KeyedRequest | undefined,
  run: (complete: Completion<T> | undefined) => Promise<T>,
  deps: OncePerKeyDeps = {},
): Promise<{ result: T; replayed: boolean }> {
  if (!request) return { result: await run(undefined), replayed: false };
  const { repository = idempotencyRepository() } = deps;
  const { organizationId, key, nowMs } = request;
  const requestHash = createHash('sha256').update(canonicalJson(request.body)).digest('base64url');
  const claimId = randomUUID();
  // What a request gets when another holds the key: that request's result, or why not.
  const answerOf = (record: IdempotencyRecord): { result: T; replayed: true } => {
    if (record.request_hash !== requestHash) throw reused();
    if (record.status === 'completed') return { result: record.result as T, replayed: true };
    throw inUse();
  };

  const holder = await repository.claim(organizationId, key, { requestHash, claimId, nowMs, leaseMs: CLAIM_LEASE_MS });
  if (holder !== 'claimed') return answerOf(holder);
  try {
    return { result: await run((result) => repository.completion(organizationId, key, claimId, requestHash, result, nowMs)), replayed: false };
  } catch (error) {
    // The claim was taken over (this request outlived its lease): the answer is the other request's.
    if (cancellationReasons(error)?.[0] === 'ConditionalCheckFailed') {
      const current = await repository.get(organizationId, key);
      if (current) return answerOf(current);
      // Taken over and given back since: nobody's result to give; a retry runs afresh.
      throw inUse();
    }
    await repository.release(organizationId, key, claimId).catch((releaseError: unknown) => {
      // The lease ends the claim anyway; a retry within it is a 409 until then.
      deps.logger?.warn('an Idempotency-Key claim could not be released', { error: releaseError });
    });
    throw error;
  }
}
