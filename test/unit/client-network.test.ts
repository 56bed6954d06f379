import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, ServiceClient } from '../../client';

/**
 * The SDK against a real HTTP server on loopback that drops connections, stalls (before the
 * headers, or in the middle of a body) and throttles: what a client meets on a real network,
 * through the real `fetch`. The client's policies against a scripted `fetch` are in client.test.ts.
 */
type Behaviour = 'drop' | 'stall' | 'stall-body' | { status: number; headers?: Record<string, string> | (() => Record<string, string>); body?: unknown };

interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  at: number;
}

const servers: Server[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
  }
});

let requestCounter = 0;
/** A server that answers the nth request with the nth behaviour (the last one repeats); every answer carries a request id and rate-limit headers. */
async function flakyServer(...script: Behaviour[]): Promise<{ baseUrl: string; seen: Seen[] }> {
  const seen: Seen[] = [];
  const server = createServer((req, res) => {
    seen.push({ method: req.method!, url: req.url!, headers: req.headers, at: Date.now() });
    const behaviour = script[Math.min(seen.length, script.length) - 1]!;
    if (behaviour === 'drop') return void req.socket.destroy();
    if (behaviour === 'stall') return;
    const requestId = `REQ${String(++requestCounter).padStart(23, '0')}`;
    const spine = { 'X-Request-Id': requestId, 'X-RateLimit-Limit': '20', 'X-RateLimit-Remaining': '39', 'X-RateLimit-Reset': '2026-01-01T00:00:00.000Z' };
    if (behaviour === 'stall-body') {
      res.writeHead(200, { 'Content-Type': 'application/json', ...spine });
      return void res.write('{"data":');
    }
    const { status, body } = behaviour;
    const headers = typeof behaviour.headers === 'function' ? behaviour.headers() : (behaviour.headers ?? {});
    const problem = status >= 400 && body === undefined;
    const payload = problem
      ? { type: 'urn:problem:x', title: 'x', status, detail: `status ${status}`, code: codeOf(status), request_id: requestId, instance: req.url }
      : body;
    res.writeHead(status, { 'Content-Type': problem ? 'application/problem+json' : 'application/json', ...spine, ...headers });
    res.end(payload === undefined ? undefined : JSON.stringify(payload));
  });
  servers.push(server);
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  return { baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

const codeOf = (status: number) => ({ 409: 'idempotency_key_in_use', 429: 'rate_limited', 503: 'service_unavailable' })[status] ?? 'internal_error';
const invoice = { id: 'inv_1' };
const client = (baseUrl: string, options: Partial<ConstructorParameters<typeof ServiceClient>[0]> = {}) =>
  new ServiceClient({ baseUrl, accessToken: 'token', ...options });
const httpDate = (ms: number) => new Date(ms).toUTCString();
const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error,
  );

describe('the SDK on a network that fails', () => {
  it('rejects a call to a server that never answers after its timeout, with a typed timeout', async () => {
    const { baseUrl, seen } = await flakyServer('stall');
    const started = Date.now();
    const error = await rejection(client(baseUrl, { timeoutMs: 400 }).getInvoice('inv_1'));
    const elapsed = Date.now() - started;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'timeout', status: 0, request_id: '' });
    expect(elapsed).toBeGreaterThanOrEqual(390);
    expect(elapsed).toBeLessThan(2_000);
    expect(seen).toHaveLength(1);
  });

  it('bounds the body too: headers that arrive and a body that never ends still time out', async () => {
    const { baseUrl } = await flakyServer('stall-body');
    await expect(client(baseUrl).listInvoices({}, { timeoutMs: 300 })).rejects.toMatchObject({ code: 'timeout' });
  });

  it('retries a GET after a dropped connection and a 503 with an HTTP-date Retry-After, and succeeds', async () => {
    let retryAt = 0;
    const retryAfter = () => {
      // An HTTP-date has whole seconds: the next whole second at least 300 ms after the answer.
      retryAt = Math.ceil((Date.now() + 300) / 1000) * 1000;
      return { 'Retry-After': httpDate(retryAt) };
    };
    const { baseUrl, seen } = await flakyServer('drop', { status: 503, headers: retryAfter }, { status: 200, body: invoice });
    const result = await client(baseUrl).getInvoice('inv_1');
    expect(result).toEqual(invoice);
    expect(seen.map((s) => s.method)).toEqual(['GET', 'GET', 'GET']);
    // The third request waited for the date the 503 named (HTTP-dates have whole seconds).
    expect(seen[2]!.at).toBeGreaterThanOrEqual(retryAt - 5);
    expect(seen[2]!.at - seen[1]!.at).toBeGreaterThanOrEqual(290);
    expect(result.lastResponse).toMatchObject({ status: 200, attempts: 3, request_id: expect.stringMatching(/^REQ/) });
  });

  it('gives every result its request id and rate limit, outside the body', async () => {
    const { baseUrl } = await flakyServer({ status: 200, body: invoice }, { status: 204 });
    const api = client(baseUrl);
    const result = await api.getInvoice('inv_1');
    expect(result.lastResponse).toMatchObject({
      request_id: expect.stringMatching(/^REQ\d{23}$/),
      status: 200,
      rateLimit: { limit: 20, remaining: 39, reset: '2026-01-01T00:00:00.000Z' },
      attempts: 1,
    });
    expect(JSON.parse(JSON.stringify(result))).toEqual(invoice);
    const deleted = await api.deleteWebhookEndpoint('whe_1');
    expect(deleted.lastResponse).toMatchObject({ status: 204, request_id: expect.stringMatching(/^REQ/) });
  });

  it('never repeats a POST without an Idempotency-Key after a dropped connection or a 503', async () => {
    const dropped = await flakyServer('drop', { status: 200, body: {} });
    const error = await rejection(client(dropped.baseUrl).fromGuidedPrompt({ description: 'A tutor' }));
    expect(error).toMatchObject({ name: 'ApiError', code: 'network_error', status: 0 });
    expect(dropped.seen).toHaveLength(1);

    const unavailable = await flakyServer({ status: 503, headers: { 'Retry-After': '0' } }, { status: 200, body: {} });
    await expect(client(unavailable.baseUrl).fromGuidedPrompt({ description: 'A tutor' })).rejects.toMatchObject({ status: 503 });
    expect(unavailable.seen).toHaveLength(1);
  });

  it('repeats a create with the same Idempotency-Key it generated, after a drop, a 503 and an in-flight 409', async () => {
    const endpoint = { id: 'whe_1', secret: 'whsec_x' };
    const { baseUrl, seen } = await flakyServer(
      'drop',
      { status: 503, headers: { 'Retry-After': '0' } },
      { status: 409, headers: { 'Retry-After': '0' } },
      { status: 201, body: endpoint },
    );
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const created = await client(baseUrl, { maxRetries: 3 }).createWebhookEndpoint({ url: 'https://example.com/hook', events: ['*'] });
    expect(created).toEqual(endpoint);
    const keys = seen.map((s) => s.headers['idempotency-key']);
    expect(keys).toHaveLength(4);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(created.lastResponse).toMatchObject({ idempotencyKey: keys[0], attempts: 4 });
  });

  it('retries a 429 on any call (refused before anything ran), after its Retry-After in seconds', async () => {
    const { baseUrl, seen } = await flakyServer({ status: 429, headers: { 'Retry-After': '1' } }, { status: 200, body: { status: 'ready' } });
    vi.spyOn(Math, 'random').mockReturnValue(0);
    await client(baseUrl).fromGuidedPrompt({ description: 'A tutor' });
    expect(seen).toHaveLength(2);
    expect(seen[1]!.at - seen[0]!.at).toBeGreaterThanOrEqual(990);
  });

  it('backs off exponentially with full jitter: waits drawn up to 0.5 s, then up to 1 s', async () => {
    const { baseUrl, seen } = await flakyServer('drop', 'drop', { status: 200, body: invoice });
    vi.spyOn(Math, 'random').mockReturnValue(0.999);
    await client(baseUrl).getInvoice('inv_1');
    const gaps = [seen[1]!.at - seen[0]!.at, seen[2]!.at - seen[1]!.at];
    expect(gaps[0]).toBeGreaterThanOrEqual(490);
    expect(gaps[1]).toBeGreaterThanOrEqual(990);
    expect(gaps[1]).toBeLessThan(1_800);

    // Full jitter: the wait is any value up to the cap, zero included.
    const again = await flakyServer('drop', 'drop', { status: 200, body: invoice });
    vi.spyOn(Math, 'random').mockReturnValue(0);
    await client(again.baseUrl).getInvoice('inv_1');
    expect(again.seen[2]!.at - again.seen[0]!.at).toBeLessThan(400);
  });

  it('does not wait for a Retry-After beyond maxRetryDelaySeconds, nor past the call’s deadline', async () => {
    const long = await flakyServer({ status: 503, headers: { 'Retry-After': httpDate(Date.now() + 60_000) } });
    const error = await rejection(client(long.baseUrl).getInvoice('inv_1'));
    expect(error).toMatchObject({ code: 'service_unavailable', status: 503 });
    expect((error as ApiError).retryAfterSeconds).toBeGreaterThan(50);
    expect(long.seen).toHaveLength(1);

    const started = Date.now();
    const beyondDeadline = await flakyServer({ status: 503, headers: { 'Retry-After': '3' } });
    await expect(client(beyondDeadline.baseUrl, { timeoutMs: 1_000 }).getInvoice('inv_1')).rejects.toMatchObject({ code: 'service_unavailable' });
    expect(Date.now() - started).toBeLessThan(900);
    expect(beyondDeadline.seen).toHaveLength(1);
  });

  it('cancels a call with its AbortSignal, stalled or waiting to retry, with the signal’s reason', async () => {
    const { baseUrl } = await flakyServer('stall');
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const error = await rejection(client(baseUrl).getInvoice('inv_1', { signal: controller.signal }));
    expect(error).toMatchObject({ name: 'AbortError' });

    const throttled = await flakyServer({ status: 429, headers: { 'Retry-After': '5' } });
    const waiting = new AbortController();
    setTimeout(() => waiting.abort(new Error('user left')), 100);
    const started = Date.now();
    await expect(client(throttled.baseUrl).getInvoice('inv_1', { signal: waiting.signal })).rejects.toThrow('user left');
    expect(Date.now() - started).toBeLessThan(1_000);

    const already = AbortSignal.abort();
    await expect(client(baseUrl).getInvoice('inv_1', { signal: already })).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('names the first invalid field and its reason in a validation error’s message', async () => {
    const errors = [
      { location: 'body', path: '/timezone', message: 'Must be an IANA time zone, e.g. Europe/Paris' },
      { location: 'body', path: '/locale', message: 'Must be a BCP 47 language tag' },
    ];
    const body = {
      type: 'urn:problem:invalid_request',
      title: 't',
      status: 400,
      detail: 'Invalid body',
      code: 'invalid_request',
      request_id: 'r',
      instance: '/v1/me',
      errors,
    };
    const { baseUrl } = await flakyServer({ status: 400, headers: { 'Content-Type': 'application/problem+json' }, body });
    const error = await rejection(client(baseUrl).updateMe({ timezone: 'Mars/Olympus' }));
    expect((error as ApiError).message).toBe(
      '400 invalid_request: Invalid body (body /timezone: Must be an IANA time zone, e.g. Europe/Paris; 1 more in problem.errors)',
    );
  });
});
