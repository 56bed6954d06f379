import * as z from 'zod';
import { documented } from './json-schema';
import { ValidationError } from './problems';

/**
 * `limit` and `cursor` as contract section 1 fixes them: `limit` an integer in 1..100 (default
 * 20; anything else is a 400, never clamped); `cursor` opaque.
 */
export const paginationQuery = z.strictObject({
  limit: documented(
    z
      .string()
      .regex(/^\d{1,4}$/, 'Must be an integer between 1 and 100')
      .transform(Number)
      .pipe(z.number().int().min(1, 'Must be between 1 and 100').max(100, 'Must be between 1 and 100'))
      .default(20),
    // On the wire a query string; to a client, an integer.
    () => ({ type: 'integer', minimum: 1, maximum: 100, default: 20, description: 'Items per page' }),
  ),
  cursor: z.string().min(1).max(2048).optional().describe('The `next_cursor` of the previous page (opaque)'),
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
export function decodeCursor<S extends z.ZodType>(cursor: string, schema: S): z.output<S> {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    decoded = undefined;
  }
  const result = schema.safeParse(decoded);
  if (!result.success) {
    throw new ValidationError([{ location: 'query', path: '/cursor', message: 'Invalid cursor' }], 'Invalid cursor');
  }
  return result.data;
}
