import * as z from 'zod/mini';
import { documented } from './json-schema';
import { ValidationError } from './problems';

/**
 * `limit` and `cursor` as contract section 1 fixes them: `limit` an integer in 1..100 (default
 * 20; anything else is a 400, never clamped); `cursor` opaque.
 */
export const paginationQuery = z.strictObject({
  limit: documented(
    z._default(
      z.pipe(
        z.pipe(z.string().check(z.regex(/^\d{1,4}$/, 'Must be an integer between 1 and 100')), z.transform(Number)),
        z.number().check(z.int(), z.gte(1, 'Must be between 1 and 100'), z.lte(100, 'Must be between 1 and 100')),
      ),
      20,
    ),
    // On the wire a query string; to a client, an integer.
    () => ({ type: 'integer', minimum: 1, maximum: 100, default: 20, description: 'Items per page' }),
  ),
  cursor: z.optional(z.string().check(z.minLength(1), z.maxLength(2048))).check(z.describe('The `next_cursor` of the previous page (opaque)')),
});

export type PaginationQuery = z.output<typeof paginationQuery>;

/** A list page (contract section 1): the items and the cursor of the next page, or null. */
export interface Page<T> {
  data: T[];
  next_cursor: string | null;
}

/** Encodes a list position as an opaque cursor (base64url JSON). */
export function encodeCursor(position: Record<string, string | null>): string {
  return Buffer.from(JSON.stringify(position), 'utf8').toString('base64url');
}

/**
 * Decodes a cursor and checks it against the shape this list issues. Anything else (garbage,
 * tampered, or a cursor of another list or organization, which `schema` refuses) is a 400.
 */
export function decodeCursor<S extends z.ZodMiniType>(cursor: string, schema: S): z.output<S> {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    decoded = undefined;
  }
  const result = schema.safeParse(decoded);
  if (!result.success) {
    throw new ValidationError([{ location: 'query', path: '/cursor', message: 'Must be the next_cursor of an earlier page of this list' }], 'Invalid cursor');
  }
  return result.data;
}
