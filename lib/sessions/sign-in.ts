import type { JWTVerifyGetKey } from 'jose';
import { ProblemError } from '../contract/problems';
import { Refusal } from '../contract/refusals';
import { configuredIssuers, keysRefetchIntervalMs, type TrustedIssuer } from '../identities/config';
import { verifyIdToken } from '../identities/id-token';
import { userOfIdentity, type LinkDeps } from '../identities/link';
import { providerKeys } from '../identities/provider-keys';
import { logger as baseLogger, type Logger } from '../logger';
import { issueAccessToken, type AccessTokenKeys } from './access-token';
import { readAccessTokenKeys } from './access-keys';
import { ACCESS_TOKEN_TTL_SECONDS, sessionConfig } from './config';
import { startSession, type StartSessionDeps } from './start-session';

/** What signing in uses; production defaults, tests pass their own. */
export interface SignInDeps extends LinkDeps, StartSessionDeps {
  issuers?: readonly TrustedIssuer[];
  /** The key resolver of a trusted issuer (default: its discovery document and JWKS, cached per instance). */
  keysOf?: (issuer: TrustedIssuer) => JWTVerifyGetKey;
  accessKeys?: () => Promise<AccessTokenKeys>;
  logger?: Logger;
}

/** Contract 4.1's answer: the body, and the refresh token the client keeps (the adapter's `service_refresh` cookie). */
export interface SignInResult {
  body: { access_token: string; token_type: 'Bearer'; expires_in: number; user_id: string; organization_id: string };
  refreshToken: { token: string; maxAgeSeconds: number };
}

/** One key cache per trusted issuer, for the life of the instance (lib/identities/provider-keys.ts); it outlives requests, so it logs unbound to one. */
const keySets = new Map<string, JWTVerifyGetKey>();
const cachedKeysOf = (issuer: TrustedIssuer) => {
  let keys = keySets.get(issuer.issuer);
  if (!keys) keySets.set(issuer.issuer, (keys = providerKeys(issuer, { logger: baseLogger, refetchIntervalMs: keysRefetchIntervalMs })));
  return keys;
};

/**
 * POST /v1/auth/sessions (contract 4.1): an ID token of a trusted OpenID provider becomes a
 * session of the user its identity is linked to (linked by verified email at a first sign-in),
 * answered like a refresh: an access token, and the session's first refresh token as the cookie.
 */
export async function signIn(idToken: string, nowMs: number, deps: SignInDeps = {}): Promise<SignInResult> {
  const { issuers = configuredIssuers, keysOf = cachedKeysOf, accessKeys = readAccessTokenKeys } = deps;
  const identity = await verifyIdToken(idToken, nowMs, { issuers, keysOf });
  const user = await userOfIdentity(identity, nowMs, deps);
  let session;
  try {
    session = await startSession({ user }, nowMs, deps);
  } catch (error) {
    // Disabled (ops user:disable), or gone since: no session for this identity.
    if (error instanceof Refusal) throw new ProblemError('not_a_member', { detail: 'The user of this identity is disabled: no session starts' });
    throw error;
  }
  deps.logger?.info('signed in', { issuer: identity.issuer, userId: session.user_id, sessionId: session.session_id });
  const accessToken = await issueAccessToken(
    await accessKeys(),
    { userId: session.user_id, organizationId: session.organization_id, sessionId: session.session_id },
    nowMs,
  );
  // A new session ends first at its idle limit (unless the absolute one is shorter), as refresh counts.
  const maxAge = Math.min(sessionConfig.SESSION_IDLE_SECONDS, sessionConfig.SESSION_ABSOLUTE_SECONDS);
  return {
    body: {
      access_token: accessToken,
      token_type: 'Bearer',
      expires_in: ACCESS_TOKEN_TTL_SECONDS,
      user_id: session.user_id,
      organization_id: session.organization_id,
    },
    refreshToken: { token: session.refresh_token, maxAgeSeconds: maxAge },
  };
}
