import { readRefreshTokenKey } from './refresh-key';
import { verifyRefreshToken } from './refresh-token';
import { sessionRepository, type SessionRepository } from './repository';

/** What a logout uses; production defaults, tests pass their own. */
export interface LogoutDeps {
  sessions?: SessionRepository;
  refreshKey?: () => Promise<string>;
}

/**
 * Contract 6.15: ends the family of the presented refresh token (one conditional write; its
 * access tokens stop within the session-status cache); the adapter clears the cookie. Always
 * succeeds: no cookie, a forged or unknown one, or an ended session leave nothing to do, and a
 * second logout is the same as the first.
 */
export async function logout(token: string | undefined, nowMs: number, { sessions = sessionRepository(), refreshKey = readRefreshTokenKey }: LogoutDeps = {}) {
  const claims = token ? verifyRefreshToken(await refreshKey(), token) : undefined;
  const outcome = claims ? await sessions.revoke(claims.sessionId, nowMs) : 'no_session';
  return { outcome };
}
