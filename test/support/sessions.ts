import { startSession } from '../../lib/sessions/start-session';
import { call } from './api';
import { createTestUser } from './fixtures';

/** A fresh user with a session, and an access token obtained over HTTP like a client would. */
export async function signedInUser() {
  return signedInAs(await createTestUser());
}

/**
 * A new session of its own for an existing user (a demo user, say): tests never share one refresh
 * token, which would make each other's exchanges look like replays.
 */
export async function signedInAs<U extends { userId: string }>(user: U) {
  const session = await startSession({ userId: user.userId });
  const refresh = () => call('/v1/auth/refresh', { method: 'POST', headers: { Cookie: `service_refresh=${session.refresh_token}` } });
  let res = await refresh();
  // Waits out a 429 as a client would (a long fuzz run of the refresh route can drain its bucket);
  // a refused exchange rotates nothing, so the same refresh token is sent again.
  for (let attempt = 0; res.status === 429 && attempt < 20; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, Number(res.headers.get('retry-after') ?? 1) * 1000));
    res = await refresh();
  }
  if (res.status !== 200) throw new Error(`refresh failed: ${res.text}`);
  const cookie = /service_refresh=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')![1]!;
  return { ...user, session, accessToken: res.json.access_token as string, refreshToken: cookie };
}

export const bearer = (accessToken: string) => ({ Authorization: `Bearer ${accessToken}` });

/** A POST of a user, with a JSON body when given. */
export const postAs = (accessToken: string, path: string, body?: unknown) =>
  call(path, {
    method: 'POST',
    headers: { ...bearer(accessToken), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
