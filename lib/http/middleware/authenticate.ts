import { timingSafeEqual, createHash } from 'node:crypto';
import type { MiddlewareObj, Request } from '@middy/core';
import { secretRef } from '../../aws/secrets';
import { checkAccessToken, type AccessTokenSubject } from '../../sessions/access-token';
import { isSessionLive } from '../../sessions/session-status';
import { ProblemError } from '../../contract/problems';
import { headerOf } from '../headers';
import { HttpProblemError } from '../problem';
import type { ApiContext, HttpEvent, HttpResponse, SpineRoute } from '../types';

type HttpRequest = Request<HttpEvent, HttpResponse, Error, ApiContext>;

const jwtShape = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;
/** A refresh token's shape (lib/sessions/refresh-token.ts): a common mistake, told apart without verifying anything. */
const refreshTokenShape = /^ses_[0-9A-HJKMNP-TV-Z]{26}\.\d+\.[A-Za-z0-9_-]+$/;

/**
 * A 401 with its RFC 6750 challenge: `Bearer realm="service-api"` alone when the request carried
 * no bearer credentials (no header, another scheme, a token without its prefix), and with
 * `error="invalid_token"` and the detail when the token it carried does not do (malformed,
 * expired, wrongly signed, a refresh token, an ended session).
 */
function unauthenticated(event: HttpEvent, detail: string): ProblemError {
  const presented = /^Bearer(\s|$)/i.test(headerOf(event, 'authorization')?.trim() ?? '');
  // error_description is quoted ASCII without `"` or `\` (RFC 6750 3): the details have neither.
  const challenge = presented
    ? `Bearer realm="service-api", error="invalid_token", error_description="${detail.replace(/["\\]/g, "'")}"`
    : 'Bearer realm="service-api"';
  return new HttpProblemError('unauthenticated', { 'WWW-Authenticate': challenge }, { detail });
}

/**
 * What a 401 says about the bearer token, one detail per mistake (docs/api.md, "Authentication").
 * None tells whether a signature was valid: a malformed token and a wrongly signed one read the
 * same, and "expired" is said only of a token whose signature verified.
 */
export const bearerDetails = {
  missing: 'The Authorization header is missing: send Authorization: Bearer <access token>',
  noPrefix: 'The Authorization header needs the Bearer prefix: send Authorization: Bearer <access token>',
  otherScheme: (scheme: string) => `The Authorization header uses the ${scheme} scheme; this API takes Authorization: Bearer <access token>`,
  empty: 'The Authorization header has no token after Bearer',
  refreshToken:
    'A refresh token was sent as the bearer token: exchange it for an access token with POST /v1/auth/refresh (it travels as the service_refresh cookie), then send that access token',
  invalid: 'The bearer token is not a valid access token',
  expired: 'The access token has expired: get a new one with POST /v1/auth/refresh',
  sessionEnded: 'The session of this access token has ended (logout, revocation or a disabled user): start a new session',
} as const;

/** The token of an `Authorization: Bearer` header, or the detail of what is wrong with the header. */
function bearerTokenOf(header: string | undefined): { token: string } | { failure: string } {
  if (header === undefined || header.trim() === '') return { failure: bearerDetails.missing };
  const match = /^Bearer(?: +(\S*))? *$/i.exec(header);
  if (!match) {
    const scheme = /^([A-Za-z][A-Za-z0-9._+-]{0,19}) +\S/.exec(header)?.[1];
    return { failure: scheme ? bearerDetails.otherScheme(scheme) : bearerDetails.noPrefix };
  }
  const token = match[1] ?? '';
  if (token === '') return { failure: bearerDetails.empty };
  if (refreshTokenShape.test(token)) return { failure: bearerDetails.refreshToken };
  if (token.length > 4096 || !jwtShape.test(token)) return { failure: bearerDetails.invalid };
  return { token };
}

/**
 * The subject of the request's bearer token if its signature, expiry and claims verify, memoised
 * on the context: the rate limiter calls it first (to pick the organization's bucket), the auth
 * middleware after. Says nothing about the session: `authenticate` checks that.
 */
export async function bearerSubject(
  context: ApiContext,
  event: HttpEvent,
  readKeys: ReturnType<typeof accessKeyReader>,
): Promise<AccessTokenSubject | undefined> {
  if (context.bearer === undefined) {
    const presented = bearerTokenOf(headerOf(event, 'authorization'));
    const result = 'token' in presented ? await checkAccessToken(await readKeys(), presented.token, context.receivedAt) : presented;
    context.bearer = 'subject' in result ? result.subject : null;
    if (!('subject' in result))
      context.bearerFailure = result.failure === 'expired' ? bearerDetails.expired : result.failure === 'invalid' ? bearerDetails.invalid : result.failure;
  }
  return context.bearer ?? undefined;
}

/** The access-token key set, read from the secret store on first use. */
export const accessKeyReader = () => secretRef('accessTokenKeys');

/** Whether an access token's session is live and its own (`isSessionLive`; tests pass a fake). */
export type SessionCheck = (subject: AccessTokenSubject, nowMs: number) => Promise<boolean>;

/**
 * The subject of the request's bearer token if it verifies and its session is live and bound to
 * it (`sub` and `org` are the session's), memoised on the context: the rate limiter asks first
 * (only a live session's organization is charged), the auth middleware after. Undefined for a
 * missing or invalid token and for an ended or foreign session; throws when the session cannot be
 * checked (DynamoDB unavailable), and so does every later call of the same request: the rate
 * limiter's call has already waited for the bounded read, so auth answers 503 without a second wait.
 */
export async function liveBearer(
  context: ApiContext,
  event: HttpEvent,
  readKeys: ReturnType<typeof accessKeyReader>,
  sessionCheck: SessionCheck = isSessionLive,
): Promise<AccessTokenSubject | undefined> {
  const subject = await bearerSubject(context, event, readKeys);
  if (!subject) return undefined;
  if (context.sessionLive === undefined) {
    if (context.sessionCheckError !== undefined) throw context.sessionCheckError;
    try {
      context.sessionLive = await sessionCheck(subject, context.receivedAt);
    } catch (error) {
      context.sessionCheckError = error instanceof Error ? error : new Error(String(error));
      throw context.sessionCheckError;
    }
  }
  return context.sessionLive ? subject : undefined;
}

function sha256(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/**
 * Establishes who is calling, per the route's auth class:
 * - `user`: a valid access token (401 `unauthenticated` otherwise) whose session is live and is
 *   the token's own user and organization; puts them on `context.principal`;
 * - `admin`: `X-Service-Admin-Token` equal to the secret, compared in constant time (401
 *   `invalid_admin_token`);
 * - `public` and `provider` (signature checked by the handler over the raw body): nothing.
 * Secrets are bound only for the classes that use them, so a public function needs none.
 */
export function authenticate(route: SpineRoute, sessionCheck?: SessionCheck): MiddlewareObj<HttpEvent, HttpResponse, Error, ApiContext> {
  if (route.auth === 'user') {
    const readKeys = accessKeyReader();
    return {
      before: async ({ event, context }: HttpRequest) => {
        if (!(await bearerSubject(context, event, readKeys))) throw unauthenticated(event, context.bearerFailure ?? bearerDetails.invalid);
        const subject = await liveBearer(context, event, readKeys, sessionCheck);
        if (!subject) throw unauthenticated(event, bearerDetails.sessionEnded);
        context.principal = subject;
        context.logger = context.logger.child({ userId: subject.userId, organizationId: subject.organizationId });
      },
    };
  }
  if (route.auth === 'admin') {
    const readAdminToken = secretRef('adminToken');
    return {
      before: async ({ event }: HttpRequest) => {
        const presented = headerOf(event, 'x-service-admin-token') ?? '';
        if (presented.length === 0) {
          const detail = headerOf(event, 'authorization')
            ? 'This route takes the admin token in the X-Service-Admin-Token header, not an Authorization header'
            : 'The X-Service-Admin-Token header is missing';
          throw new ProblemError('invalid_admin_token', { detail });
        }
        // Hashing first gives equal-length buffers, so the comparison time says nothing about length.
        if (!timingSafeEqual(sha256(presented), sha256(await readAdminToken()))) {
          throw new ProblemError('invalid_admin_token', { detail: 'The X-Service-Admin-Token header is not the admin token' });
        }
      },
    };
  }
  return {};
}
