import * as z from 'zod/mini';
import { ValidationError } from './problems';

// The `Idempotency-Key` header as the contract takes it (6.4, 6.16). What a key does, one
// mechanism for every route that takes it, is lib/idempotency/once-per-key.ts.

/** The header's value: 1 to 255 printable ASCII characters. */
export const idempotencyKeyHeader = z.string().check(z.regex(/^[\x21-\x7e]{1,255}$/, 'Must be 1 to 255 printable ASCII characters'));

/** The request's `Idempotency-Key`, undefined when it sends none; a malformed one is a 400. */
export function idempotencyKeyOf(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (!idempotencyKeyHeader.safeParse(header).success) {
    throw new ValidationError([{ location: 'header', path: '/Idempotency-Key', message: 'Must be 1 to 255 printable ASCII characters' }]);
  }
  return header;
}
