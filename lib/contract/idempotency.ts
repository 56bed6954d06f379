import { createHash } from 'node:crypto';
import * as z from 'zod/mini';
import { ValidationError } from './problems';

/**
 * `Idempotency-Key` on creating requests (contract 6.4, 6.16), one mechanism for every route that
 * takes it: the first result is stored under the organization and the key, in the creating
 * transaction, with a hash of the request's body; a retry with the same key and body gets that
 * result instead of a second creation, and the same key with another body is refused.
 */

/** A key is remembered this long (Stripe keeps keys for 24 hours). */
export const IDEMPOTENCY_TTL_SECONDS = 24 * 3600;

/** The header's value: 1 to 255 printable ASCII characters. */
export const idempotencyKeyHeader = z.string().check(z.regex(/^[\x21-\x7e]{1,255}$/, 'Must be 1 to 255 printable ASCII characters'));

/** JSON with object keys sorted, so the same value digests the same whatever order a client sends its fields in. */
export const canonicalJson = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v,
  );

/** What a stored result is checked against: the body, in canonical JSON, hashed. */
export const requestHashOf = (body: unknown): string => createHash('sha256').update(canonicalJson(body)).digest('base64url');

/** The request's `Idempotency-Key`, undefined when it sends none; a malformed one is a 400. */
export function idempotencyKeyOf(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (!idempotencyKeyHeader.safeParse(header).success) {
    throw new ValidationError([{ location: 'header', path: '/Idempotency-Key', message: 'Must be 1 to 255 printable ASCII characters' }]);
  }
  return header;
}

/** A stored first result, if the retry is the same request; the same key with another body is refused. */
export function replayOf<R extends { request_hash: string }>(previous: R, requestHash: string): R {
  if (previous.request_hash !== requestHash) {
    throw new ValidationError(
      [{ location: 'header', path: '/Idempotency-Key', message: 'Already used with a different request body' }],
      'Idempotency-Key reused with a different body',
    );
  }
  return previous;
}

/** Whether a stored record is still within its time (DynamoDB's TTL deletes it some time after, not at once). */
export const isLiveRecord = (record: { ttl?: number }, nowMs: number) => record.ttl === undefined || record.ttl * 1000 > nowMs;
