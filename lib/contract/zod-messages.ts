import { config } from 'zod/mini';
import type { $ZodRawIssue } from 'zod/v4/core';

// Classic zod installs English issue messages on import; zod/mini (chosen for package size, see
// BENCHMARKS.md) leaves that to the application. The messages are the contract's
// `errors[].message` and the ConfigError text, so every module that reads them imports this one.
//
// The house wording, for every issue zod can raise: what the value must be ("Must ..."), "Is
// required" for an absent field, "Unknown field" for an unexpected one (lib/contract/field-errors.ts).
// Schemas' own messages (`error:` and checks' messages) come first and follow the same wording;
// zod's own ("Too small: expected string to have >=1 characters") never reaches a client.

const article = (noun: string) => (/^[aeiou]/i.test(noun) ? `an ${noun}` : `a ${noun}`);
const plural = (count: number | bigint, noun: string) => `${count} ${noun}${Number(count) === 1 ? '' : 's'}`;

/** What a JSON value is, in the words of the JSON types. */
function jsonTypeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return article(typeof value === 'object' ? 'object' : typeof value);
}

/** Formats zod checks, in words a client reads (contract timestamps first). */
const formats: Record<string, string> = {
  datetime: 'an ISO 8601 time, e.g. 2026-11-21T13:00:00.000Z',
  date: 'an ISO 8601 date, e.g. 2026-11-21',
  email: 'an email address',
  url: 'a URL',
  uuid: 'a UUID',
  ulid: 'a ULID',
  base64: 'base64 text',
  base64url: 'base64url text',
};

/** "at least 3 characters", "more than 0", "exactly 2 items": a bound in words. */
function bound(issue: { origin: string; inclusive?: boolean; exact?: boolean }, limit: number | bigint, side: 'min' | 'max'): string {
  const units: Record<string, string> = { string: 'character', array: 'item', set: 'item', map: 'entry', file: 'byte' };
  const unit = units[issue.origin];
  const relation = issue.exact
    ? 'exactly'
    : side === 'min'
      ? issue.inclusive === false
        ? 'more than'
        : 'at least'
      : issue.inclusive === false
        ? 'less than'
        : 'at most';
  if (!unit) return `Must be ${relation} ${limit}`;
  const count = unit === 'entry' && Number(limit) !== 1 ? `${limit} entries` : plural(limit, unit);
  return `Must ${issue.origin === 'string' ? 'be' : 'have'} ${relation} ${count}`;
}

/** The house message of an issue zod raised (none for an issue whose schema gave its own). */
export function houseMessage(issue: $ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'Is required';
      return `Must be ${issue.expected === 'int' ? 'an integer' : article(issue.expected)}, not ${jsonTypeOf(issue.input)}`;
    case 'invalid_value':
      return issue.values.length === 1
        ? `Must be ${JSON.stringify(issue.values[0])}`
        : `Must be one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'too_small':
      // An empty value says so, once: the text rule leaves emptiness to this check.
      if (issue.origin === 'string' && Number(issue.minimum) === 1 && !issue.exact) return 'Must not be empty';
      if ((issue.origin === 'array' || issue.origin === 'set') && Number(issue.minimum) === 1 && !issue.exact) return 'Must have at least one item';
      return bound(issue, issue.minimum, 'min');
    case 'too_big':
      return bound(issue, issue.maximum, 'max');
    case 'invalid_format':
      // zod gives the pattern as a regex literal (`/^a+$/`); the document's JSON Schema shows its source.
      if (issue.format === 'regex') return `Must match the pattern ${(issue.pattern ?? '').replace(/^\/(.*)\/[a-z]*$/s, '$1')}`.trim();
      if (issue.format === 'starts_with') return `Must start with ${JSON.stringify(issue.prefix)}`;
      if (issue.format === 'ends_with') return `Must end with ${JSON.stringify(issue.suffix)}`;
      if (issue.format === 'includes') return `Must include ${JSON.stringify(issue.includes)}`;
      return `Must be ${formats[issue.format] ?? article(issue.format)}`;
    case 'not_multiple_of':
      return `Must be a multiple of ${issue.divisor}`;
    case 'unrecognized_keys':
      return `Must not have ${issue.keys.length === 1 ? 'the unknown field' : 'the unknown fields'} ${issue.keys.join(', ')}`;
    case 'invalid_union': {
      // A discriminated union names its discriminator's values; another union its shapes.
      const options = (issue as { options?: unknown[] }).options;
      if (options?.length) return `Must be one of ${options.map((o) => JSON.stringify(o)).join(', ')}`;
      return 'Must match one of the forms this field takes (see the schema)';
    }
    case 'invalid_key':
      return `Must have only valid keys in this ${issue.origin}`;
    case 'invalid_element':
      return `Must have only valid values in this ${issue.origin}`;
    case 'custom':
      // A refinement that gave no message of its own.
      return 'Must be a valid value for this field';
  }
}

config({ customError: houseMessage });
