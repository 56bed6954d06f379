import { describe, expect, it } from 'vitest';
import { ApiError, ServiceClient } from '../../client';

/**
 * The client's own policies (retry bounds, Retry-After, refresh-and-retry once) against a scripted
 * server, where timing and failures can be chosen. Behaviour against the real stack is in
 * test/e2e/sdk.test.ts.
 */
const problem = (status: number, code: string, headers: Record<string, string> = {}) =>
  new Response(
    JSON.stringify({ type: `urn:problem:${code}`, title: code, status, detail: code, code, request_id: '01JD0000000000000000000000', instance: '/' }),
    {
      status,
      headers: { 'Content-Type': 'application/problem+json', ...headers },
    },
  );
const ok = (body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json', ...headers } });

function scripted(...answers: (() => Response)[]) {
  const calls: { url: string; init: RequestInit; at: number }[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    calls.push({ url, init, at: Date.now() });
    const next = answers.shift();
    if (!next) throw new Error('unexpected call');
    return next();
  }) as unknown as typeof globalThis.fetch;
  return { fetch, calls };
}

const page = { data: [], next_cursor: null };

describe('the client', () => {
  it('retries 429 after Retry-After, then succeeds', async () => {
    const server = scripted(
      () => problem(429, 'rate_limited', { 'Retry-After': '1' }),
      () => ok(page),
    );
    const api = new ServiceClient({ baseUrl: 'http://api.test', accessToken: 't', fetch: server.fetch });
    expect(await api.listPaymentMethods()).toEqual(page);
    expect(server.calls).toHaveLength(2);
    expect(server.calls[1]!.at - server.calls[0]!.at).toBeGreaterThanOrEqual(950);
  });

  it('gives up after maxRetries with the typed error of the last answer', async () => {
    const server = scripted(...Array.from({ length: 3 }, () => () => problem(503, 'service_unavailable', { 'Retry-After': '0' })));
    const api = new ServiceClient({ baseUrl: 'http://api.test', accessToken: 't', fetch: server.fetch, maxRetries: 2 });
    const error = await api.getWebhookEndpoint('whe_1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 503, code: 'service_unavailable', request_id: '01JD0000000000000000000000', retryAfterSeconds: 0 });
    expect(server.calls).toHaveLength(3);
  });

  it('does not wait for a Retry-After beyond its bound', async () => {
    const server = scripted(() => problem(429, 'rate_limited', { 'Retry-After': '3600' }));
    const api = new ServiceClient({ baseUrl: 'http://api.test', accessToken: 't', fetch: server.fetch });
    await expect(api.getInvoice('inv_1')).rejects.toMatchObject({ code: 'rate_limited', retryAfterSeconds: 3600 });
    expect(server.calls).toHaveLength(1);
  });

  it('never retries other errors', async () => {
    const server = scripted(() => problem(500, 'internal_error'));
    const api = new ServiceClient({ baseUrl: 'http://api.test', accessToken: 't', fetch: server.fetch });
    await expect(api.getInvoice('inv_1')).rejects.toMatchObject({ status: 500, code: 'internal_error' });
    expect(server.calls).toHaveLength(1);
  });

  it('refreshes once and repeats the call when a managed access token is refused', async () => {
    const tokens = (n: number) => () =>
      ok(
        { access_token: `access-${n}`, token_type: 'Bearer', expires_in: 900 },
        { 'Set-Cookie': `service_refresh=r${n}; Path=/v1/auth; HttpOnly; Secure; SameSite=Strict; Max-Age=100` },
      );
    const server = scripted(
      tokens(1),
      () => problem(401, 'unauthenticated'),
      tokens(2),
      () => ok(page),
    );
    const saved: (string | null)[] = [];
    const api = new ServiceClient({ baseUrl: 'http://api.test', refreshToken: 'r0', onRefreshToken: (t) => void saved.push(t), fetch: server.fetch });
    expect(await api.listPaymentMethods({ limit: 5 })).toEqual(page);
    expect(saved).toEqual(['r1', 'r2']);
    const headers = server.calls.map((c) => c.init.headers as Record<string, string>);
    expect(headers[0]!.Cookie).toBe('service_refresh=r0');
    expect(headers[2]!.Cookie).toBe('service_refresh=r1');
    expect(headers[3]!.Authorization).toBe('Bearer access-2');
    expect(server.calls[3]!.url).toBe('http://api.test/v1/billing/payment-methods?limit=5');
  });

  it('after logout, a server-side client says its session has ended instead of calling refresh without a cookie', async () => {
    const server = scripted(
      () => ok({ access_token: 'access-1', token_type: 'Bearer', expires_in: 900 }, { 'Set-Cookie': 'service_refresh=r1; Path=/v1/auth; Max-Age=100' }),
      () => ok(page),
      () => new Response(null, { status: 204, headers: { 'Set-Cookie': 'service_refresh=; Path=/v1/auth; Max-Age=0' } }),
    );
    const saved: (string | null)[] = [];
    const api = new ServiceClient({ baseUrl: 'http://api.test', refreshToken: 'r0', onRefreshToken: (t) => void saved.push(t), fetch: server.fetch });
    await api.listPaymentMethods();
    await api.logout();
    expect(saved).toEqual(['r1', null]);
    await expect(api.listPaymentMethods()).rejects.toMatchObject({ name: 'ApiError', status: 401, code: 'session_ended', request_id: '' });
    await expect(api.refreshSession()).rejects.toMatchObject({ code: 'session_ended' });
    expect(server.calls).toHaveLength(3); // no request after the logout
  });

  it('in a browser (no refresh token given), still asks the server after logout: the cookie may have been set again', async () => {
    const server = scripted(
      () => new Response(null, { status: 204 }),
      () => problem(401, 'invalid_refresh_token'),
    );
    const api = new ServiceClient({ baseUrl: 'http://api.test', fetch: server.fetch });
    await api.logout();
    await expect(api.listPaymentMethods()).rejects.toMatchObject({ code: 'invalid_refresh_token' });
    expect(server.calls).toHaveLength(2);
  });

  it('answers updateMe with the same resource-and-ETag shape as getMe', async () => {
    const profile = { id: 'usr_1', display_name: 'Ada' };
    const server = scripted(
      () => ok(profile, { ETag: '"v1"' }),
      () => ok(profile, { ETag: '"v2"' }),
    );
    const api = new ServiceClient({ baseUrl: 'http://api.test', accessToken: 't', fetch: server.fetch });
    expect(await api.getMe()).toEqual({ notModified: false, value: profile, etag: '"v1"' });
    expect(await api.updateMe({ display_name: 'Ada' }, { ifMatch: '"v1"' })).toEqual({ value: profile, etag: '"v2"' });
  });

  it('reports a non-problem answer (a gateway page) as unexpected_response', async () => {
    const server = scripted(() => new Response('<html>Bad gateway</html>', { status: 502, headers: { 'X-Request-Id': 'gw' } }));
    const api = new ServiceClient({ baseUrl: 'http://api.test', accessToken: 't', fetch: server.fetch });
    await expect(api.getInvoice('inv_1')).rejects.toMatchObject({ status: 502, code: 'unexpected_response', request_id: 'gw' });
  });

  it('encodes path parameters', async () => {
    const server = scripted(() => ok({}));
    await new ServiceClient({ baseUrl: 'http://api.test/', accessToken: 't', fetch: server.fetch }).getInvoice('a/../b?c');
    expect(server.calls[0]!.url).toBe('http://api.test/v1/billing/invoices/a%2F..%2Fb%3Fc');
  });
});
