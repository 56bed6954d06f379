import { readFileSync } from 'node:fs';
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { operations, type OperationId } from '../../functions/catalogue';
import { toFieldErrors } from '../../lib/contract/field-errors';
import { trimmedText } from '../../lib/contract/schemas';
import '../../lib/contract/zod-messages';

/**
 * Every validation message a client can read is in the house wording (lib/contract/zod-messages.ts):
 * "Must ...", "Is required" or "Unknown field", never zod's own ("Too small: expected string to have
 * >=1 characters"), and one message per mistake.
 */
const house = /^(Must [^\n]+|Is required|Unknown field)$/;
const zodWords = /Too (small|big)|expected|received|Invalid (input|option|string|number|discriminator|key|value)|Unrecognized/;

const messagesOf = (schema: z.ZodMiniType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : toFieldErrors(result.error, 'body').map((e) => e.message);
};

describe('validation messages', () => {
  it.each([
    ['an empty string', z.string().check(z.minLength(1)), '', 'Must not be empty'],
    ['a short string', z.string().check(z.minLength(3)), 'ab', 'Must be at least 3 characters'],
    ['a long string', z.string().check(z.maxLength(2)), 'abc', 'Must be at most 2 characters'],
    ['an empty list', z.array(z.string()).check(z.minLength(1)), [], 'Must have at least one item'],
    ['a long list', z.array(z.string()).check(z.maxLength(1)), ['a', 'b'], 'Must have at most 1 item'],
    ['a small number', z.number().check(z.gt(0)), 0, 'Must be more than 0'],
    ['a big number', z.number().check(z.lte(10)), 11, 'Must be at most 10'],
    ['a number off its step', z.number().check(z.multipleOf(5)), 3, 'Must be a multiple of 5'],
    ['a wrong type', z.string(), 4, 'Must be a string, not a number'],
    ['an absent field', z.strictObject({ a: z.string() }), {}, 'Is required'],
    ['an unknown field', z.strictObject({}), { b: 1 }, 'Unknown field'],
    ['one wrong value', z.literal('x'), 'y', 'Must be "x"'],
    ['one of several', z.enum(['a', 'b']), 'c', 'Must be one of "a", "b"'],
    ['a time', z.iso.datetime(), 'noon', 'Must be an ISO 8601 time, e.g. 2026-11-21T13:00:00.000Z'],
    ['a prefix', z.string().check(z.startsWith('whe_')), 'x', 'Must start with "whe_"'],
    ['a pattern', z.string().check(z.regex(/^a+$/)), 'b', 'Must match the pattern ^a+$'],
    [
      'a discriminator',
      z.discriminatedUnion('kind', [z.object({ kind: z.literal('a') }), z.object({ kind: z.literal('b') })]),
      { kind: 'c' },
      'Must be one of "a", "b"',
    ],
    ['a union', z.union([z.string(), z.number()]), true, 'Must match one of the forms this field takes (see the schema)'],
    ['a record key', z.record(z.string().check(z.minLength(2)), z.number()), { a: 1 }, 'Must have only valid keys in this record'],
  ])('words %s in the house style', (_, schema, value, message) => {
    expect(messagesOf(schema, value)).toEqual([message]);
  });

  it('says an empty or blank text once, in house words, never beside the text rule', () => {
    expect(messagesOf(z.strictObject({ description: trimmedText(10) }), { description: '' })).toEqual(['Must not be empty']);
    expect(messagesOf(z.strictObject({ description: trimmedText(10) }), { description: '   ' })).toEqual(['Must not be empty']);
    expect(messagesOf(operations.fromGuidedPrompt.request.body, { description: '' })).toEqual(['Must not be empty']);
  });

  it('words whatever a client sends to any operation in the house style', () => {
    const recorded = JSON.parse(readFileSync('openapi-examples.json', 'utf8')) as Partial<Record<OperationId, { request: { body?: unknown } }>>;
    const targets = Object.entries(operations).flatMap(([id, operation]) => {
      const request = operation.request as { params?: z.ZodMiniType; query?: z.ZodMiniType; body?: z.ZodMiniType };
      const example = recorded[id as OperationId]?.request.body;
      return [request.params, request.query, request.body]
        .filter((schema): schema is z.ZodMiniType => schema !== undefined)
        .map((schema) => ({ schema, example: schema === request.body && example && typeof example === 'object' ? (example as Record<string, unknown>) : {} }));
    });
    expect(targets.length).toBeGreaterThan(15);
    const seen = new Set<string>();
    for (const { schema, example } of targets) {
      const fields = Object.keys(example);
      fc.assert(
        fc.property(fc.jsonValue({ maxDepth: 2 }), fc.nat(), fc.boolean(), (value, pick, whole) => {
          // A whole value, or the recorded example with one field replaced: what the mistakes of real clients look like.
          const input = whole || fields.length === 0 ? value : { ...example, [fields[pick % fields.length]!]: value };
          for (const message of messagesOf(schema, input)) {
            seen.add(message);
            expect(message).toMatch(house);
            expect(message).not.toMatch(zodWords);
          }
        }),
        { numRuns: 150 },
      );
    }
    // The property met many kinds of mistake, not one.
    expect(seen.size).toBeGreaterThan(15);
  });
});
