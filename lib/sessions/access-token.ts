import { decodeProtectedHeader, jwtVerify, SignJWT } from 'jose';
import { ulid } from 'ulid';
import * as z from 'zod/mini';
import { ServiceUnavailableError } from '../contract/problems';
import { ACCESS_TOKEN_CLOCK_SKEW_SECONDS, ACCESS_TOKEN_TTL_SECONDS, sessionConfig } from './config';

/** The access token's key set: `current` signs; every listed key verifies (rotation by kid). */
export interface AccessTokenKeys {
  current: string;
  keys: Record<string, string>;
}

/** Who an access token speaks for: user, active organization and session. */
export interface AccessTokenSubject {
  userId: string;
  organizationId: string;
  sessionId: string;
}

const claimsSchema = z.object({
  sub: z.string().check(z.regex(/^usr_[0-9A-HJKMNP-TV-Z]{26}$/)),
  org: z.string().check(z.regex(/^org_[0-9A-HJKMNP-TV-Z]{26}$/)),
  sid: z.string().check(z.regex(/^ses_[0-9A-HJKMNP-TV-Z]{26}$/)),
  jti: z.string().check(z.minLength(1)),
  iat: z.number().check(z.int()),
  exp: z.number().check(z.int()),
});

const keyBytes = (encoded: string) => Buffer.from(encoded, 'base64url');

/** Issues a 900 s HS256 JWT with the contract's claims, signed by the current key. */
export async function issueAccessToken(keys: AccessTokenKeys, subject: AccessTokenSubject, nowMs = Date.now()): Promise<string> {
  const secret = keys.keys[keys.current];
  if (!secret) throw new Error(`The current access-token key ${keys.current} is not in the key set`);
  const iat = Math.floor(nowMs / 1000);
  return new SignJWT({ org: subject.organizationId, sid: subject.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT', kid: keys.current })
    .setIssuer(sessionConfig.ACCESS_TOKEN_ISSUER)
    .setAudience(sessionConfig.ACCESS_TOKEN_AUDIENCE)
    .setSubject(subject.userId)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ACCESS_TOKEN_TTL_SECONDS)
    .setJti(ulid(nowMs))
    .sign(keyBytes(secret));
}

/**
 * Why an access token was refused, as far as it is safe to say: `expired` only for a token whose
 * signature verified (jose checks the signature before the claims), so the answer never tells a
 * forger whether a signature was good; everything else is `invalid`.
 */
export type AccessTokenFailure = 'invalid' | 'expired';

/**
 * The subject of a valid access token, or why it is refused: malformed, unknown kid, wrong
 * algorithm, bad signature, expired, wrong issuer or audience, missing claims, and any token this
 * service would never have issued: a lifetime (`exp - iat`) other than the configured 900 s, or an
 * `iat` in the future by more than `ACCESS_TOKEN_CLOCK_SKEW_SECONDS`. Together with `exp` that
 * bounds a token's age, so even a leaked signing key cannot mint a long-lived token. Whether `sub`
 * and `org` are its session's is the session check's part (`session-status.ts`).
 */
export async function checkAccessToken(
  keys: AccessTokenKeys,
  token: string,
  nowMs = Date.now(),
): Promise<{ subject: AccessTokenSubject } | { failure: AccessTokenFailure }> {
  try {
    const { kid } = decodeProtectedHeader(token);
    const secret = kid ? keys.keys[kid] : undefined;
    if (!secret) return { failure: 'invalid' };
    const { payload } = await jwtVerify(token, keyBytes(secret), {
      algorithms: ['HS256'],
      issuer: sessionConfig.ACCESS_TOKEN_ISSUER,
      audience: sessionConfig.ACCESS_TOKEN_AUDIENCE,
      currentDate: new Date(nowMs),
      requiredClaims: ['iat', 'exp', 'sub', 'jti'],
    });
    const claims = claimsSchema.safeParse(payload);
    if (!claims.success) return { failure: 'invalid' };
    const { iat, exp } = claims.data;
    if (exp - iat !== ACCESS_TOKEN_TTL_SECONDS || iat > nowMs / 1000 + ACCESS_TOKEN_CLOCK_SKEW_SECONDS) return { failure: 'invalid' };
    return { subject: { userId: claims.data.sub, organizationId: claims.data.org, sessionId: claims.data.sid } };
  } catch (error) {
    // The crypto engine failing (WebCrypto runs on the thread pool; memory or a starved pool) says
    // nothing of the token: the check could not be made, which is a 503, never a 401 that would
    // log a valid session out. No token can cause it (HMAC verifies any bytes).
    if (isCryptoFailure(error)) throw new ServiceUnavailableError(error);
    // JWTExpired is thrown only after the signature verified. Its code, not the class: importing
    // jose's error classes would add them all to every function's bundle.
    return { failure: (error as { code?: unknown }).code === 'ERR_JWT_EXPIRED' ? 'expired' : 'invalid' };
  }
}

/**
 * WebCrypto's own failure (`OperationError`) or Node's crypto errors, as opposed to jose's verdicts
 * on a token. jose wraps a throw of `crypto.subtle.verify` in its signature-failed error with the
 * engine's error as `cause` (a wrong signature has none), so the cause is looked at too.
 */
const isCryptoFailure = (error: unknown) => isEngineError(error) || (error instanceof Error && isEngineError(error.cause));
const isEngineError = (error: unknown) =>
  error instanceof Error && (error.name === 'OperationError' || /^ERR_CRYPTO_/.test(String((error as { code?: unknown }).code)));

/** The subject of a valid access token, or undefined for anything else (`checkAccessToken`). */
export async function verifyAccessToken(keys: AccessTokenKeys, token: string, nowMs = Date.now()): Promise<AccessTokenSubject | undefined> {
  const result = await checkAccessToken(keys, token, nowMs);
  return 'subject' in result ? result.subject : undefined;
}
