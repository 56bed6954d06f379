import { decodeJwt, decodeProtectedHeader, errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { ProblemError, ServiceUnavailableError } from '../contract/problems';
import type { TrustedIssuer } from './issuers';
import { ProviderUnavailableError } from './provider-keys';

/**
 * Signature algorithms an ID token may use: asymmetric only (contract 4.1). `none` and HMAC are
 * refused before any key is looked at, so a token "signed" with a provider's public key as an
 * HMAC secret, or not signed at all, never reaches a verifier.
 */
export const ID_TOKEN_ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA', 'Ed25519'] as const;

/** Clock skew allowed on `exp`, `nbf` and `iat`, and the oldest ID token accepted (contract 4.1). */
export const ID_TOKEN_LEEWAY_SECONDS = 60;
export const ID_TOKEN_MAX_AGE_SECONDS = 3600;

/** What a verified ID token says about who signed in. */
export interface VerifiedIdentity {
  issuer: string;
  subject: string;
  /** The email claim (the provider's `email_claim`), when it is a string. */
  email?: string;
  /** `email_verified` is exactly `true`. */
  emailVerified: boolean;
}

/** The contract's 401 `invalid_id_token`; `detail` names the reason, never the token or its claims. */
export const invalidIdToken = (reason: string) => new ProblemError('invalid_id_token', { detail: `The ID token ${reason}` });

/** The reason a verification failed, as the 401's detail says it. */
function reasonOf(error: unknown): string | undefined {
  if (error instanceof errors.JWTExpired) {
    return error.claim === 'iat'
      ? `is too old: it was issued more than ${ID_TOKEN_MAX_AGE_SECONDS} s ago (iat)`
      : 'has expired (exp): sign in at the provider again';
  }
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.reason === 'missing') return `has no "${error.claim}" claim`;
    if (error.claim === 'iss') return 'is from an issuer this service does not trust (iss)';
    if (error.claim === 'aud') return 'is for another audience (aud): none of the client ids this service trusts for its issuer';
    if (error.claim === 'nbf') return 'is not valid yet (nbf)';
    if (error.claim === 'iat') return 'was issued in the future (iat)';
    return `has an invalid "${error.claim}" claim`;
  }
  if (error instanceof errors.JWKSNoMatchingKey) return "signature does not verify: no key of the issuer's JWKS matches its header (kid, alg)";
  if (error instanceof errors.JWSSignatureVerificationFailed) return 'signature does not verify';
  if (error instanceof errors.JOSEAlgNotAllowed) return 'is signed with an algorithm this service does not accept (asymmetric only)';
  if (error instanceof errors.JWSInvalid || error instanceof errors.JWTInvalid || error instanceof errors.JOSENotSupported) return 'is malformed';
  if (error instanceof errors.JWKSMultipleMatchingKeys) return 'signature does not verify';
  return undefined;
}

/** The header and claims of a compact JWT, read without trusting them (to pick the issuer's keys), or a 401. */
function unverifiedParts(token: string): { alg: unknown; payload: JWTPayload } {
  try {
    return { alg: decodeProtectedHeader(token).alg, payload: decodeJwt(token) };
  } catch {
    throw invalidIdToken('is malformed: not a signed JWT (header.payload.signature)');
  }
}

/**
 * Verifies an ID token as OpenID Connect Core 3.1.3.7 requires (contract 4.1): an asymmetric
 * algorithm, `iss` exactly a trusted issuer (nothing is fetched for any other), the signature
 * with that issuer's keys, `aud` containing one of its audiences and, with several audiences,
 * `azp` one of them, `exp`, `nbf` and `iat` with 60 s leeway, at most 1 hour old, a `sub`.
 * A 401 `invalid_id_token` naming the reason, a 503 when the issuer's keys cannot be fetched.
 */
export async function verifyIdToken(
  token: string,
  nowMs: number,
  { issuers, keysOf }: { issuers: readonly TrustedIssuer[]; keysOf: (issuer: TrustedIssuer) => JWTVerifyGetKey },
): Promise<VerifiedIdentity> {
  const { alg, payload } = unverifiedParts(token);
  if (alg === 'none') throw invalidIdToken('is not signed (alg none): ID tokens must be signed with an asymmetric algorithm');
  if (typeof alg === 'string' && /^HS\d+$/.test(alg))
    throw invalidIdToken(`is signed with HMAC (${alg}): ID tokens must be signed with an asymmetric algorithm`);
  if (!(ID_TOKEN_ALGORITHMS as readonly unknown[]).includes(alg))
    throw invalidIdToken('is signed with an algorithm this service does not accept (asymmetric only)');
  const trusted = issuers.find((candidate) => candidate.issuer === payload.iss);
  if (!trusted) throw invalidIdToken('is from an issuer this service does not trust (iss)');

  let claims: JWTPayload;
  try {
    ({ payload: claims } = await jwtVerify(token, keysOf(trusted), {
      issuer: trusted.issuer,
      audience: trusted.audiences,
      algorithms: [...ID_TOKEN_ALGORITHMS],
      clockTolerance: ID_TOKEN_LEEWAY_SECONDS,
      maxTokenAge: ID_TOKEN_MAX_AGE_SECONDS,
      requiredClaims: ['sub', 'exp', 'iat'],
      currentDate: new Date(nowMs),
    }));
  } catch (error) {
    if (error instanceof ProviderUnavailableError) throw new ServiceUnavailableError(error, error.retryAfterSeconds);
    const reason = reasonOf(error);
    if (reason) throw invalidIdToken(reason);
    throw error;
  }
  // Several audiences: the party it was issued to (azp) must be one this service trusts too.
  if (Array.isArray(claims.aud) && claims.aud.length > 1 && !(typeof claims.azp === 'string' && trusted.audiences.includes(claims.azp))) {
    throw invalidIdToken('has several audiences and its authorized party (azp) is not one this service trusts');
  }
  // OIDC Core 2: a locally unique identifier of at most 255 ASCII characters.
  if (typeof claims.sub !== 'string' || claims.sub.length === 0 || claims.sub.length > 255) throw invalidIdToken('has an invalid "sub" claim');
  const email = claims[trusted.email_claim ?? 'email'];
  return {
    issuer: trusted.issuer,
    subject: claims.sub,
    ...(typeof email === 'string' && email.length > 0 && email.length <= 254 ? { email } : {}),
    emailVerified: claims.email_verified === true,
  };
}
