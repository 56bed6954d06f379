import type { $ZodError } from 'zod/v4/core';
import type * as z from 'zod/mini';
import { ValidationError, type FieldError } from './problems';
import './zod-messages';

/** Escapes one path segment for a JSON Pointer (RFC 6901). */
function pointerSegment(segment: PropertyKey): string {
  return String(segment).replaceAll('~', '~0').replaceAll('/', '~1');
}

/** A JSON Pointer (RFC 6901) for a path of keys. */
export function toPointer(path: readonly PropertyKey[]): string {
  return path.length === 0 ? '' : '/' + path.map(pointerSegment).join('/');
}

/** Flattens zod issues into contract field errors; an unknown key gets its own pointer, and two checks saying the same of one field say it once. */
export function toFieldErrors(error: $ZodError, location: string): FieldError[] {
  const errors = error.issues.flatMap((issue) => {
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({
        location,
        path: toPointer([...issue.path, key]),
        message: 'Unknown field',
      }));
    }
    return [{ location, path: toPointer(issue.path), message: issue.message }];
  });
  return errors.filter((e, i) => errors.findIndex((other) => other.path === e.path && other.message === e.message) === i);
}

/** Parses `value` with `schema` or throws a 400 whose `errors[]` point at each problem. */
export function parseOrThrow<S extends z.ZodMiniType>(schema: S, value: unknown, location: string): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new ValidationError(toFieldErrors(result.error, location), `Invalid ${location}`);
}
