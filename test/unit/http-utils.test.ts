import { describe, expect, it } from 'vitest';
import { growthRatio, SUPERLINEAR_RATIO } from '../support/linear-time';
import { parseEnv, ConfigError } from '../../lib/config';
import * as z from 'zod';
import { parseEntityTags } from '../../lib/contract/entity-tags';
import { etagOf, ifMatchHits, ifNoneMatchHits } from '../../lib/http/etag';
import { decodeCursor, encodeCursor, paginationQuery } from '../../lib/contract/pagination';
import { toHttpError, toProblemResponse } from '../../lib/http/problem';
import { toPointer } from '../../lib/contract/field-errors';
import { ValidationError } from '../../lib/contract/problems';

describe('pagination query', () => {
  it.each([
    [{}, 20],
    [{ limit: '1' }, 1],
    [{ limit: '100' }, 100],
  ])('accepts %j as limit %i', (query, limit) => {
    expect(paginationQuery.parse(query).limit).toBe(limit);
  });

  it.each(['0', '101', 'abc', '1.5', '-1', ' 5', '0x10', '1e1', '', '99999'])('refuses limit=%j instead of clamping', (limit) => {
    expect(paginationQuery.safeParse({ limit }).success).toBe(false);
  });

  it('refuses unknown query parameters', () => {
    expect(paginationQuery.safeParse({ limt: '5' }).success).toBe(false);
  });
});

describe('cursors', () => {
  const shape = z.strictObject({ after: z.string().startsWith('VERSION#') });

  it('round-trip a position', () => {
    expect(decodeCursor(encodeCursor({ after: 'VERSION#x' }), shape)).toEqual({ after: 'VERSION#x' });
  });

  it.each(['garbage', '!!!', encodeCursor({ after: 'ORG#other' }), encodeCursor({ after: 'VERSION#x', extra: 'y' }), 'e30'])(
    'refuse %j with a 400',
    (cursor) => {
      expect(() => decodeCursor(cursor, shape)).toThrow(ValidationError);
    },
  );
});

describe('ETags', () => {
  const tag = etagOf('{"a":1}');

  it('are stable and quoted', () => {
    expect(tag).toBe(etagOf('{"a":1}'));
    expect(tag).toMatch(/^"[\w-]+"$/);
    expect(etagOf('{"a":2}')).not.toBe(tag);
  });

  it('match If-None-Match weakly, in lists and with *', () => {
    expect(ifNoneMatchHits(tag, tag)).toBe(true);
    expect(ifNoneMatchHits(`W/${tag}`, tag)).toBe(true);
    expect(ifNoneMatchHits(`"other", ${tag}`, tag)).toBe(true);
    expect(ifNoneMatchHits('*', tag)).toBe(true);
    expect(ifNoneMatchHits('"other"', tag)).toBe(false);
    expect(ifNoneMatchHits(undefined, tag)).toBe(false);
  });

  it('match If-Match strongly only', () => {
    expect(ifMatchHits(tag, tag)).toBe(true);
    expect(ifMatchHits(`W/${tag}`, tag)).toBe(false);
    expect(ifMatchHits('"other"', tag)).toBe(false);
  });

  it('parse precondition headers: *, lists, weak tags, commas inside quotes', () => {
    expect(parseEntityTags('If-Match', ' * ')).toBe('*');
    expect(parseEntityTags('If-None-Match', 'W/"a", "b,c" ,"d"')).toEqual([
      { weak: true, opaque: 'a' },
      { weak: false, opaque: 'b,c' },
      { weak: false, opaque: 'd' },
    ]);
  });

  it.each([
    ['v8', /Entity tags are quoted/],
    ['W/v8', /Entity tags are quoted/],
    ['"v8', /quoted entity tags/],
    ['"a",', /quoted entity tags/],
    ['', /quoted entity tags/],
    ['"a" "b"', /quoted entity tags/],
  ])('refuse the malformed precondition %j with a 400 that shows a valid one', (value, message) => {
    const error = (() => {
      try {
        parseEntityTags('If-Match', value);
      } catch (e) {
        return e as ValidationError;
      }
    })();
    expect(error).toBeInstanceOf(ValidationError);
    expect(error!.errors).toEqual([{ location: 'header', path: '/If-Match', message: expect.stringMatching(message) }]);
  });

  it('parse a long hostile precondition header in linear time: 8× longer costs about 8×, not 64×', () => {
    const hostile: Record<string, (size: number) => string> = {
      'tags then garbage': (n) => '"a",'.repeat(20) + 'x'.repeat(n),
      'an unterminated tag': (n) => '"' + 'a'.repeat(n),
    };
    for (const [shape, value] of Object.entries(hostile)) {
      expect(() => parseEntityTags('If-Match', value(100_000)), shape).toThrow(ValidationError);
      const parse = (n: number) => expect(() => parseEntityTags('If-Match', value(n))).toThrow(ValidationError);
      expect(growthRatio(parse, 12_500), shape).toBeLessThan(SUPERLINEAR_RATIO);
    }
  });
});

describe('problem mapping', () => {
  it('turns an unreachable dependency into 503 with Retry-After', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    const error = toHttpError(refused);
    expect(error.status).toBe(503);
    expect(toProblemResponse(error, 'request', '/v1/x').headers['Retry-After']).toMatch(/^\d+$/);
  });

  it('turns a throttled DynamoDB call into 503', () => {
    const throttled = Object.assign(new Error('slow down'), { name: 'ProvisionedThroughputExceededException' });
    expect(toHttpError(throttled).code).toBe('service_unavailable');
  });

  it('keeps an unknown error at 500 and its message out of the body', () => {
    const response = toProblemResponse(toHttpError(new TypeError('secret detail')), '01J', '/v1/x');
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('secret detail');
  });
});

describe('JSON Pointers', () => {
  it('escape ~ and /', () => {
    expect(toPointer(['a/b', 'c~d', 0])).toBe('/a~1b/c~0d/0');
    expect(toPointer([])).toBe('');
  });
});

describe('configuration', () => {
  it('fails fast naming every bad variable', () => {
    const schema = z.object({ TABLE_NAME: z.string().min(1), PORT: z.coerce.number().int() });
    expect(() => parseEnv(schema, { PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => parseEnv(schema, { PORT: 'eighty' })).toThrow(/TABLE_NAME.*PORT|PORT.*TABLE_NAME/);
  });
});

describe('token encodings', () => {
  it('accept only the canonical base64url spelling of a MAC', async () => {
    const { signRefreshToken, verifyRefreshToken } = await import('../../lib/sessions/refresh-token');
    const key = Buffer.alloc(32, 7).toString('base64url');
    const token = signRefreshToken(key, { sessionId: 'ses_01JDEM00000000000000000001', counter: 3 });
    expect(verifyRefreshToken(key, token)).toEqual({ sessionId: 'ses_01JDEM00000000000000000001', counter: 3 });
    // Flipping the unused low bits of the last character decodes to the same bytes.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const last = alphabet.indexOf(token.at(-1)!);
    for (const bits of [1, 2, 3]) {
      const twin = token.slice(0, -1) + alphabet[last ^ bits];
      expect(Buffer.from(twin.split('.')[2]!, 'base64url')).toEqual(Buffer.from(token.split('.')[2]!, 'base64url'));
      expect(verifyRefreshToken(key, twin)).toBeUndefined();
    }
  });
});
