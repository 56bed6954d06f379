import { describe, expect, it } from 'vitest';
import { ULID } from '../support/events';
import { call, expectProblem } from '../support/api';

const path = '/v1/vocabularies/topics/changelog';

describe('GET /v1/vocabularies/topics/changelog', () => {
  it('lists the published versions newest first, with cache headers', async () => {
    const res = await call(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toMatch(ULID);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    expect(res.headers.get('etag')).toMatch(/^"[\w-]+"$/);
    const versions = res.json.data as { version: string; published_at: string }[];
    expect(versions.length).toBeGreaterThanOrEqual(3);
    const times = versions.map((v) => v.published_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(res.json.next_cursor).toBeNull();
    expect(res.json.data[0]).toEqual({
      version: expect.any(String),
      published_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      summary: expect.any(String),
      changes: { added: expect.any(Array), removed: expect.any(Array), renamed: expect.any(Array) },
    });
  });

  it('pages through every version with the cursor, ending with a null cursor', async () => {
    const all = (await call(path)).json.data.map((v: { version: string }) => v.version);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await call(`${path}?limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      expect(res.status).toBe(200);
      expect(res.json.data).toHaveLength(1);
      seen.push(res.json.data[0].version);
      cursor = res.json.next_cursor;
    } while (cursor);
    expect(seen).toEqual(all);
  });

  it('answers If-None-Match with the current ETag by 304 and no body', async () => {
    const first = await call(path);
    const etag = first.headers.get('etag')!;
    const again = await call(path, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('x-request-id')).toMatch(ULID);
    const stale = await call(path, { headers: { 'If-None-Match': '"stale"' } });
    expect(stale.status).toBe(200);
  });

  it('gives each page its own ETag', async () => {
    const one = await call(`${path}?limit=1`);
    const two = await call(`${path}?limit=2`);
    expect(one.headers.get('etag')).not.toBe(two.headers.get('etag'));
  });

  it.each([
    'limit=0',
    'limit=abc',
    'limit=101',
    'limit=2.5',
    'limit=-1',
    'limit=',
    'cursor=garbage',
    'cursor=eyJhZnRlciI6Ik9SRyMxIn0',
    'limit=1&limit=2',
    'unknown=1',
  ])('answers %s with a 400 envelope', async (query) => {
    const res = await call(`${path}?${query}`);
    expectProblem(res, 400, 'invalid_request');
    expect(res.json.errors.length).toBeGreaterThan(0);
  });
});
