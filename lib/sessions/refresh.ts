import { ProblemError } from '../contract/problems';
import { issueAccessToken, type AccessTokenKeys } from './access-token';
import { readAccessTokenKeys } from './access-keys';
import { sessionConfig, ACCESS_TOKEN_TTL_SECONDS } from './config';
import { readRefreshTokenKey } from './refresh-key';
import { signRefreshToken, verifyRefreshToken } from './refresh-token';
import { sessionRepository, type SessionItem, type SessionRepository } from './repository';

/** What a refresh uses; production defaults, tests pass their own. */
export interface RefreshDeps {
  repository?: SessionRepository;
  refreshKey?: () => Promise<string>;
  accessKeys?: () => Promise<AccessTokenKeys>;
  graceSeconds?: number;
  idleSeconds?: number;
}

/** A refresh's answer: the body, the refresh token the client keeps next (the adapter's cookie), and how it went (for the logs). */
export interface RefreshResult {
  outcome: 'rotated' | 'grace';
  body: { access_token: string; token_type: 'Bearer'; expires_in: number };
  refreshToken: { token: string; maxAgeSeconds: number };
}

const refused = (code: 'invalid_refresh_token' | 'refresh_token_reused', detail: string) => new ProblemError(code, { detail, endsSession: true });

/**
 * POST /v1/auth/refresh (contract section 4):
 * - the current token rotates (one conditional write);
 * - a token superseded no more than the grace window ago gets the family's current token again
 *   and a fresh access token (racing tabs and lost responses keep the user signed in, whichever
 *   cookie the browser keeps last);
 * - any older superseded token revokes the whole family (one write) and is refused.
 */
export async function refreshSession(token: string | undefined, nowMs: number, deps: RefreshDeps = {}): Promise<RefreshResult> {
  const {
    repository = sessionRepository(),
    refreshKey = readRefreshTokenKey,
    accessKeys = readAccessTokenKeys,
    graceSeconds = sessionConfig.REFRESH_GRACE_SECONDS,
    idleSeconds = sessionConfig.SESSION_IDLE_SECONDS,
  } = deps;
  if (!token)
    throw refused(
      'invalid_refresh_token',
      'The service_refresh cookie is missing: refresh reads the refresh token from that cookie only (Cookie: service_refresh=<refresh token>)',
    );
  const key = await refreshKey();
  const claims = verifyRefreshToken(key, token);
  if (!claims) throw refused('invalid_refresh_token', 'The refresh token is not valid');

  const result = await repository.rotate(claims.sessionId, claims.counter, nowMs, idleSeconds);
  if (result.rotated) return issue('rotated', result.session, key, await accessKeys(), nowMs);

  const session = result.session;
  if (!session || session.revoked_at !== undefined) throw refused('invalid_refresh_token', 'The session has ended');
  if (session.idle_expires_at <= nowMs || session.absolute_expires_at <= nowMs) {
    throw refused('invalid_refresh_token', 'The session has expired');
  }
  if (claims.counter > session.counter) throw refused('invalid_refresh_token', 'The refresh token is not valid');

  const supersededAt = session.superseded[String(claims.counter)];
  if (supersededAt !== undefined && nowMs - supersededAt <= graceSeconds * 1000) {
    return issue('grace', session, key, await accessKeys(), nowMs);
  }
  await repository.revoke(session.id, nowMs);
  throw refused('refresh_token_reused', 'This refresh token was already used; the session has been revoked');
}

async function issue(outcome: RefreshResult['outcome'], session: SessionItem, key: string, accessKeys: AccessTokenKeys, nowMs: number): Promise<RefreshResult> {
  const accessToken = await issueAccessToken(accessKeys, { userId: session.user_id, organizationId: session.organization_id, sessionId: session.id }, nowMs);
  const secondsLeft = (Math.min(session.idle_expires_at, session.absolute_expires_at) - nowMs) / 1000;
  return {
    outcome,
    body: { access_token: accessToken, token_type: 'Bearer', expires_in: ACCESS_TOKEN_TTL_SECONDS },
    refreshToken: { token: signRefreshToken(key, { sessionId: session.id, counter: session.counter }), maxAgeSeconds: secondsLeft },
  };
}
