import { describe, expect, it } from 'vitest';
import { CookieJar } from 'tough-cookie';
import { startSession } from '../../lib/sessions/start-session';
import { call, contractCheckedFetch, expectProblem, stack } from '../support/api';
import { createTestUser } from '../support/fixtures';
import { bearer } from '../support/sessions';
import { testStackEnv } from '../support/stack-config';

/** A client that keeps cookies exactly as a browser would, following every Set-Cookie. */
function browser() {
  const jar = new CookieJar(undefined, { allowSecureOnLocal: true });
  return {
    jar,
    async post(path: string) {
      const url = `${stack.base_url}${path}`;
      const cookie = await jar.getCookieString(url);
      const response = await contractCheckedFetch(url, { method: 'POST', headers: cookie ? { Cookie: cookie } : {} });
      for (const header of response.headers.getSetCookie()) await jar.setCookie(header, url);
      return { status: response.status, json: (await response.json()) as Record<string, any>, setCookie: response.headers.getSetCookie() };
    },
  };
}

async function browserWithSession() {
  const user = await createTestUser();
  const session = await startSession({ userId: user.userId });
  const client = browser();
  await client.jar.setCookie(`service_refresh=${session.refresh_token}; Path=/v1/auth; Secure; HttpOnly; SameSite=Strict`, `${stack.base_url}/v1/auth`);
  return { client, session };
}

describe('POST /v1/auth/refresh over HTTP', () => {
  it('keeps a browser signed in across many refreshes, following Set-Cookie only', async () => {
    const { client } = await browserWithSession();
    const seen = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const res = await client.post('/v1/auth/refresh');
      expect(res.status).toBe(200);
      expect(res.json.token_type).toBe('Bearer');
      expect(res.json.expires_in).toBe(900);
      const cookie = await client.jar.getCookieString(`${stack.base_url}/v1/auth/refresh`);
      expect(seen.has(cookie)).toBe(false);
      seen.add(cookie);
    }
  });

  it('scopes the cookie to /v1/auth: the browser does not send it elsewhere', async () => {
    const { client } = await browserWithSession();
    await client.post('/v1/auth/refresh');
    expect(await client.jar.getCookieString(`${stack.base_url}/v1/me`)).toBe('');
    expect(await client.jar.getCookieString(`${stack.base_url}/v1/auth/refresh`)).toMatch(/^service_refresh=/);
  });

  it('answers 20 concurrent refreshes with one cookie with 200 each, over HTTP', async () => {
    const { session } = await browserWithSession();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        contractCheckedFetch(`${stack.base_url}/v1/auth/refresh`, { method: 'POST', headers: { Cookie: `service_refresh=${session.refresh_token}` } }),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(responses.every((r) => r.headers.getSetCookie().some((c) => c.startsWith('service_refresh=ses_')))).toBe(true);
  });

  it('refuses a replay after the grace window with 401 refresh_token_reused and clears the cookie', async () => {
    // Replays of a token two generations back, outside any window: superseded long ago.
    const { session } = await browserWithSession();
    const first = session.refresh_token;
    const post = (token: string) => call('/v1/auth/refresh', { method: 'POST', headers: { Cookie: `service_refresh=${token}` } });
    const second = /service_refresh=([^;]+)/.exec(
      (await contractCheckedFetch(`${stack.base_url}/v1/auth/refresh`, { method: 'POST', headers: { Cookie: `service_refresh=${first}` } })).headers.get(
        'set-cookie',
      )!,
    )![1]!;
    expect((await post(second)).status).toBe(200);
    // Past the grace window of the stack under test (see stack-config.ts).
    await new Promise((r) => setTimeout(r, Number(testStackEnv.REFRESH_GRACE_SECONDS) * 1000 + 500));
    const replay = await post(first);
    expectProblem(replay, 401, 'refresh_token_reused');
    expect(replay.headers.get('set-cookie')).toBe('service_refresh=; HttpOnly; Secure; SameSite=Strict; Path=/v1/auth; Max-Age=0');
  }, 20_000);

  it.each([
    ['empty', ''],
    ['garbage', 'not-a-token'],
    ['truncated', 'TRUNCATE'],
    ['tampered counter', 'TAMPER_COUNTER'],
    ['tampered signature', 'TAMPER_MAC'],
    ['foreign session', 'FOREIGN'],
    ['unicode', 'séssion✓'],
    ['very long', 'x'.repeat(5000)],
  ])('refuses a %s cookie with 401 invalid_refresh_token', async (_, kind) => {
    const user = await createTestUser();
    const { refresh_token: token } = await startSession({ userId: user.userId });
    const [sid, counter, mac] = token.split('.') as [string, string, string];
    const other = await startSession({ userId: user.userId });
    const value =
      kind === 'TRUNCATE'
        ? token.slice(0, -5)
        : kind === 'TAMPER_COUNTER'
          ? `${sid}.${Number(counter) + 1}.${mac}`
          : kind === 'TAMPER_MAC'
            ? `${sid}.${counter}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`
            : kind === 'FOREIGN'
              ? `${other.session_id}.${counter}.${mac}`
              : kind;
    const res = await call('/v1/auth/refresh', { method: 'POST', headers: { Cookie: `service_refresh=${encodeURIComponent(value)}` } });
    expectProblem(res, 401, 'invalid_refresh_token');
  });

  it('refuses a request without the cookie', async () => {
    expectProblem(await call('/v1/auth/refresh', { method: 'POST' }), 401, 'invalid_refresh_token');
  });

  it('refuses the access token of a revoked session', async () => {
    const { client, session } = await browserWithSession();
    const { json } = await client.post('/v1/auth/refresh');
    const me = () => call('/v1/me', { method: 'PATCH', headers: { ...bearer(json.access_token), 'Content-Type': 'application/json' }, body: '{}' });
    expect((await me()).status).toBe(200);
    const { sessionRepository } = await import('../../lib/sessions/repository');
    await sessionRepository().revoke(session.session_id, Date.now());
    // The local stack checks the session on every request (AWS: within 30 s).
    expectProblem(await me(), 401, 'unauthenticated');
  });
});
