import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { MethodNotAllowedError, ProblemError } from '../../lib/contract/problems';
import { httpHandler } from '../../lib/http/handler';
import { MAX_BODY_BYTES, requestBounds } from '../../lib/http/middleware/validate-input';
import { json } from '../../lib/http/response';
import type { SpineRoute } from '../../lib/http/types';
import { admitted } from '../../lib/ratelimit/gcra';
import type { Limiter } from '../../lib/http/middleware/rate-limit';
import { httpEvent, invoke, ULID } from '../support/events';
import { capturedLogs, clearLogs } from '../support/log-capture';

const route = {
  function: 'test',
  auth: 'public',
  rateClass: 'public',
  request: { body: z.strictObject({ name: z.string().min(1), nested: z.strictObject({ n: z.number() }).optional() }) },
} as const satisfies SpineRoute;
const bare = { ...route, request: {} } as const satisfies SpineRoute;

/** Unit tests have no DynamoDB: a limiter that always admits (the real one is tested against DynamoDB Local). */
const limiter: Limiter = { take: async (_bucket, policy, now) => admitted(policy, now, now + 1000 / policy.rate) };

const echo = httpHandler(
  route,
  async ({ body }, context) => {
    context.logger.info('handling', { step: 'inside' });
    return json(200, body);
  },
  { limiter },
);
const crash = httpHandler(
  bare,
  async () => {
    throw new Error('connection string postgres://user:hunter2@db failed');
  },
  { limiter },
);

const post = (payload: string, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
  httpEvent({ method: 'POST', body: payload, headers });

describe('the request spine', () => {
  it('answers a valid request with a fresh ULID request id', async () => {
    const res = await invoke(echo, post('{"name":"a"}'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['X-Request-Id']).toMatch(ULID);
    expect(res.json).toEqual({ name: 'a' });
  });

  it('never reuses a client-sent request id as its own', async () => {
    const res = await invoke(echo, post('{"name":"a"}', { 'content-type': 'application/json', 'x-request-id': 'client-chosen' }));
    expect(res.headers['X-Request-Id']).not.toBe('client-chosen');
    expect(res.headers['X-Request-Id']).toMatch(ULID);
  });

  it('gives a 500 envelope that hides the internals', async () => {
    const res = await invoke(crash, httpEvent({ method: 'POST' }));
    expect(res.statusCode).toBe(500);
    expect(res.headers['Content-Type']).toBe('application/problem+json');
    expect(res.body).not.toContain('hunter2');
    expect(res.body).not.toContain('postgres');
    expect(res.json).toMatchObject({ code: 'internal_error', status: 500, request_id: res.headers['X-Request-Id'] });
  });

  it('rejects unknown fields with a JSON Pointer to each', async () => {
    const res = await invoke(echo, post('{"name":"a","nmae":"b","nested":{"n":1,"x":2}}'));
    expect(res.statusCode).toBe(400);
    expect(res.json?.code).toBe('invalid_request');
    expect(res.json?.errors).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: '/nmae', location: 'body' }), expect.objectContaining({ path: '/nested/x', location: 'body' })]),
    );
  });

  it('points at the failing field of a schema violation', async () => {
    const res = await invoke(echo, post('{"name":"","nested":{"n":"one"}}'));
    expect(res.statusCode).toBe(400);
    const paths = (res.json?.errors as { path: string }[]).map((e) => e.path);
    expect(paths).toEqual(expect.arrayContaining(['/name', '/nested/n']));
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await invoke(echo, post('{"name":'));
    expect(res.statusCode).toBe(400);
    expect(res.json?.code).toBe('invalid_request');
  });

  it('answers a non-JSON media type with 415', async () => {
    const res = await invoke(echo, post('name=a', { 'content-type': 'application/x-www-form-urlencoded' }));
    expect(res.statusCode).toBe(415);
    expect(res.json?.code).toBe('unsupported_media_type');
  });

  it('answers a body without a content type with 415', async () => {
    const res = await invoke(echo, post('{"name":"a"}', {}));
    expect(res.statusCode).toBe(415);
  });

  it('accepts a body one byte under the limit and refuses one over it with 413', async () => {
    const padding = (n: number) => `{"name":"${'a'.repeat(n - '{"name":""}'.length)}"}`;
    const atLimit = await invoke(echo, post(padding(MAX_BODY_BYTES)));
    expect(atLimit.statusCode).toBe(200);
    const over = await invoke(echo, post(padding(MAX_BODY_BYTES + 1)));
    expect(over.statusCode).toBe(413);
    expect(over.json?.code).toBe('payload_too_large');
  });

  it('measures the limit on the decoded bytes of a base64 body', async () => {
    const raw = Buffer.from(`{"name":"${'b'.repeat(MAX_BODY_BYTES)}"}`);
    const res = await invoke(echo, { ...post(raw.toString('base64')), isBase64Encoded: true });
    expect(res.statusCode).toBe(413);
  });

  it('rejects query parameters a route does not take', async () => {
    const res = await invoke(echo, { ...post('{"name":"a"}'), queryStringParameters: { debug: '1' } });
    expect(res.statusCode).toBe(400);
    expect(res.json?.errors).toEqual([expect.objectContaining({ location: 'query', path: '/debug' })]);
  });

  it('bounds query parameters, headers and cookies before anything reads them', async () => {
    const many = (n: number, value = 'x') => Object.fromEntries(Array.from({ length: n }, (_, i) => [`p${i}`, value]));
    const handler = httpHandler({ ...bare, request: { query: z.record(z.string(), z.string()) } }, async () => json(200, {}), { limiter });
    const cases = [
      { queryStringParameters: many(requestBounds.queryParameters + 1) },
      { queryStringParameters: { cursor: 'c'.repeat(requestBounds.queryValueLength + 1) } },
      { headers: many(requestBounds.headers + 1) },
      { cookies: Array.from({ length: requestBounds.cookies + 1 }, (_, i) => `c${i}=1`) },
    ];
    for (const overrides of cases) {
      const res = await invoke(handler, { ...httpEvent(), ...overrides });
      expect(res.statusCode, JSON.stringify(Object.keys(overrides))).toBe(400);
      expect(res.json?.code).toBe('invalid_request');
    }
    const atBounds = {
      queryStringParameters: many(requestBounds.queryParameters, 'v'.repeat(requestBounds.queryValueLength)),
      headers: many(requestBounds.headers),
      cookies: Array.from({ length: requestBounds.cookies }, (_, i) => `c${i}=1`),
    };
    expect((await invoke(handler, { ...httpEvent(), ...atBounds })).statusCode).toBe(200);
  });

  it('renders ProblemError codes with their catalogue status', async () => {
    const handler = httpHandler(
      bare,
      async () => {
        throw new ProblemError('not_found', { detail: 'No such thing' });
      },
      { limiter },
    );
    const res = await invoke(handler, httpEvent());
    expect(res.statusCode).toBe(404);
    expect(res.json).toMatchObject({ type: 'urn:problem:not_found', code: 'not_found', detail: 'No such thing', instance: '/v1/test' });
  });

  it('stamps the request id on every log line of the request', async () => {
    clearLogs();
    const res = await invoke(echo, post('{"name":"a"}'));
    expect(capturedLogs.map((line) => line.message)).toEqual(['handling', 'request completed']);
    for (const line of capturedLogs) expect(line.requestId).toBe(res.headers['X-Request-Id']);
  });

  it('puts the X-Ray trace id and the cold-start flag beside the request id on every line', async () => {
    const root = '1-5759e988-bd862e3fe1be46a994272793';
    process.env._X_AMZN_TRACE_ID = `Root=${root};Parent=53995c3f42cd8ad8;Sampled=1`;
    try {
      clearLogs();
      await invoke(echo, post('{"name":"a"}'));
      expect(capturedLogs).toHaveLength(2);
      // Earlier tests of this file invoked the spine: this instance is warm.
      for (const line of capturedLogs) expect(line).toMatchObject({ traceId: root, coldStart: false, requestId: expect.stringMatching(ULID) });
    } finally {
      delete process.env._X_AMZN_TRACE_ID;
    }
  });

  it('logs a client-sent request id as clientRequestId', async () => {
    clearLogs();
    await invoke(echo, post('{"name":"a"}', { 'content-type': 'application/json', 'x-request-id': 'abc-123' }));
    expect(capturedLogs.every((line) => line.clientRequestId === 'abc-123')).toBe(true);
  });

  it('logs the cause of a 500 for operators', async () => {
    clearLogs();
    await invoke(crash, httpEvent({ method: 'POST' }));
    const failure = capturedLogs.find((line) => line.message === 'request failed');
    expect(failure?.level).toBe('error');
    expect(JSON.stringify(failure?.error)).toContain('connection string');
  });

  describe('conditional reads and HEAD, for every route that declares them', () => {
    const versioned = { ...bare, notModified: true } as const satisfies SpineRoute;
    let reads = 0;
    const read = httpHandler(
      versioned,
      async () => {
        reads++;
        return json(200, { v: 1 }, { ETag: '"v1"', 'Cache-Control': 'private, no-cache' });
      },
      { limiter },
    );
    const get = (headers: Record<string, string> = {}, method = 'GET') => invoke(read, httpEvent({ method, headers }));

    it('answers If-None-Match with a 304 without a body that keeps the ETag, the caching rules and the spine headers', async () => {
      for (const tag of ['"v1"', 'W/"v1"', '"v0", "v1"', '*']) {
        const res = await get({ 'if-none-match': tag });
        expect(res.statusCode, tag).toBe(304);
        expect(res.body).toBeUndefined();
        expect(res.headers).toMatchObject({ ETag: '"v1"', 'Cache-Control': 'private, no-cache', 'X-RateLimit-Limit': expect.any(String) });
        expect(res.headers['X-Request-Id']).toMatch(ULID);
        expect(res.headers['Content-Type']).toBeUndefined();
      }
      expect((await get({ 'if-none-match': '"v0"' })).statusCode).toBe(200);
    });

    it('refuses a malformed If-None-Match with a 400 before the handler runs', async () => {
      const before = reads;
      const res = await get({ 'if-none-match': 'v1' });
      expect(res.statusCode).toBe(400);
      expect(res.json?.errors).toEqual([expect.objectContaining({ location: 'header', path: '/If-None-Match' })]);
      expect(reads).toBe(before);
    });

    it('ignores If-None-Match on a route that declares no conditional read', async () => {
      const plain = httpHandler(bare, async () => json(200, {}, { ETag: '"v1"' }), { limiter });
      expect((await invoke(plain, httpEvent({ headers: { 'if-none-match': '"v1"' } }))).statusCode).toBe(200);
    });

    it('answers HEAD as GET without the body, problems included', async () => {
      const head = await get({}, 'HEAD');
      expect(head.statusCode).toBe(200);
      expect(head.body).toBeUndefined();
      expect(head.headers).toMatchObject({ ETag: '"v1"', 'Content-Type': 'application/json' });
      const missing = httpHandler(bare, async () => Promise.reject(new ProblemError('not_found')), { limiter });
      const problem = await invoke(missing, httpEvent({ method: 'HEAD' }));
      expect(problem.statusCode).toBe(404);
      expect(problem.body).toBeUndefined();
      expect(problem.headers['X-Request-Id']).toMatch(ULID);
    });
  });

  it('names the patch formats a PATCH takes in Accept-Patch when it refuses a body (RFC 5789)', async () => {
    const patchRoute = {
      ...route,
      request: { ...route.request, mediaTypes: ['application/merge-patch+json', 'application/json'] },
    } as const satisfies SpineRoute;
    const patch = httpHandler(patchRoute, async ({ body }) => json(200, body), { limiter });
    const res = await invoke(patch, httpEvent({ method: 'PATCH', body: 'name=a', headers: { 'content-type': 'application/x-www-form-urlencoded' } }));
    expect(res.statusCode).toBe(415);
    expect(res.headers['Accept-Patch']).toBe('application/merge-patch+json, application/json');
    expect(
      (await invoke(patch, httpEvent({ method: 'POST', body: 'name=a', headers: { 'content-type': 'text/plain' } }))).headers['Accept-Patch'],
    ).toBeUndefined();
  });

  describe('declared header and cookie parameters', () => {
    const keyed = {
      ...bare,
      parameters: [
        { name: 'Idempotency-Key', in: 'header', required: false, description: 'a key', schema: z.string().regex(/^[a-z]{1,8}$/, 'Must be 1 to 8 letters') },
        { name: 'service_refresh', in: 'cookie', required: false, description: 'a cookie', schema: z.string() },
      ],
    } as const satisfies SpineRoute;
    let seen: unknown[] = [];
    const read = httpHandler(
      keyed,
      async ({ headers, cookies }) => {
        seen.push({ headers, cookies });
        return json(200, { key: headers['Idempotency-Key'] ?? null, refresh: cookies.service_refresh ?? null });
      },
      { limiter },
    );

    it('hands the handler what the route declares, by its catalogue name, and nothing else', async () => {
      seen = [];
      const res = await invoke(
        read,
        httpEvent({ headers: { 'idempotency-key': 'abc', 'x-other': 'no' }, cookies: ['other=1', 'service_refresh=tok', 'service_refresh=late'] }),
      );
      expect(res.json).toEqual({ key: 'abc', refresh: 'tok' });
      expect(seen).toEqual([{ headers: { 'Idempotency-Key': 'abc' }, cookies: { service_refresh: 'tok' } }]);
      expect((await invoke(read, httpEvent())).json).toEqual({ key: null, refresh: null });
    });

    it('refuses a malformed declared header with a 400 naming it, before the handler runs', async () => {
      seen = [];
      const res = await invoke(read, httpEvent({ headers: { 'idempotency-key': 'NOT valid' } }));
      expect(res.statusCode).toBe(400);
      expect(res.json?.errors).toEqual([{ location: 'header', path: '/Idempotency-Key', message: 'Must be 1 to 8 letters' }]);
      expect(seen).toEqual([]);
    });
  });

  describe('problems state facts; the spine renders them', () => {
    const failing = (error: ProblemError) => httpHandler(bare, async () => Promise.reject(error), { limiter });

    it('turns "retry after n s" into Retry-After, "allowed methods" into Allow, and "session ended" into the cleared refresh cookie', async () => {
      const busy = await invoke(failing(new ProblemError('idempotency_key_in_use', { retryAfterSeconds: 7 })), httpEvent());
      expect(busy.statusCode).toBe(409);
      expect(busy.headers['Retry-After']).toBe('7');
      expect(busy.cookies).toBeUndefined();
      const ended = await invoke(failing(new ProblemError('invalid_refresh_token', { endsSession: true })), httpEvent());
      expect(ended.statusCode).toBe(401);
      expect(ended.cookies).toEqual(['service_refresh=; HttpOnly; Secure; SameSite=Strict; Path=/v1/auth; Max-Age=0']);
      expect(ended.headers['Retry-After']).toBeUndefined();
      const wrongMethod = await invoke(failing(new MethodNotAllowedError(['GET', 'HEAD'])), httpEvent());
      expect(wrongMethod.headers.Allow).toBe('GET, HEAD');
    });
  });
});
