import { describe, expect, it } from 'vitest';
import { startSession } from '../../lib/sessions/start-session';
import { call, expectProblem } from '../support/api';
import { bearer, signedInAs, signedInUser } from '../support/sessions';

const logout = (cookie?: string) => call('/v1/auth/logout', { method: 'POST', headers: cookie === undefined ? {} : { Cookie: `service_refresh=${cookie}` } });
const refresh = (cookie: string) => call('/v1/auth/refresh', { method: 'POST', headers: { Cookie: `service_refresh=${cookie}` } });

describe('POST /v1/auth/logout', () => {
  it('ends the family of the cookie: 204, the cookie cleared, refresh and access tokens refused, other sessions untouched', async () => {
    const user = await signedInUser();
    const other = await signedInAs(user);
    const res = await logout(user.refreshToken);
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expect(res.headers.get('set-cookie')).toBe('service_refresh=; HttpOnly; Secure; SameSite=Strict; Path=/v1/auth; Max-Age=0');
    expectProblem(await refresh(user.refreshToken), 401, 'invalid_refresh_token');
    // The local stack checks sessions without a cache (AWS: within 30 s, the contract allows 60).
    expectProblem(await call('/v1/me', { headers: bearer(user.accessToken) }), 401, 'unauthenticated');
    expect((await call('/v1/me', { headers: bearer(other.accessToken) })).status).toBe(200);
  });

  it('is idempotent, and 204 with no cookie, a forged one or an unknown session', async () => {
    const user = await signedInUser();
    expect((await logout()).status).toBe(204);
    expect((await logout('garbage')).status).toBe(204);
    // A well-formed token with a wrong MAC names a real session but must not end it.
    const forged = `${user.session.session_id}.1.${'A'.repeat(43)}`;
    expect((await logout(forged)).status).toBe(204);
    expect((await call('/v1/me', { headers: bearer(user.accessToken) })).status).toBe(200);
    expect((await logout(user.refreshToken)).status).toBe(204);
    expect((await logout(user.refreshToken)).status).toBe(204);
  });

  it('ends the family from a superseded token of it too', async () => {
    const user = await signedInUser();
    const { refresh_token: first } = await startSession({ userId: user.userId });
    const rotated = /service_refresh=([^;]+)/.exec((await refresh(first)).headers.get('set-cookie')!)![1]!;
    expect((await logout(first)).status).toBe(204);
    expectProblem(await refresh(rotated), 401, 'invalid_refresh_token');
  });
});
