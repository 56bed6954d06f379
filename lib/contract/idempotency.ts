import * as z from 'zod/mini';

// The `Idempotency-Key` header as the contract takes it (6.4, 6.16): the catalogue declares it
// with this schema, and the HTTP spine parses it (a malformed key is a 400 at /Idempotency-Key).
// What a key does, one mechanism for every route that takes it, is lib/idempotency/once-per-key.ts.

/** The header's value: 1 to 255 printable ASCII characters. */
export const idempotencyKeyHeader = z.string().check(z.regex(/^[\x21-\x7e]{1,255}$/, 'Must be 1 to 255 printable ASCII characters'));
