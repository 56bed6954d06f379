import { timingSafeEqual, createHash } from 'node:crypto';
import type { MiddlewareObj, Request } from '@middy/core';
import { secretRef } from '../../aws/secrets';
import { verifyAccessToken, type AccessTokenSubject } from '../../sessions/access-token';
import { isSessionLive } from '../../sessions/session-status';
import { ProblemError } from '../../contract/problems';
import { headerOf } from '../headers';
import type { ApiContext, HttpEvent, HttpResponse, SpineRoute } from '../types';

type HttpRequest = Request<HttpEvent, HttpResponse, Error, ApiContext>;

const bearer = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/i;
const unauthenticated = (detail: string) => new ProblemError('unauthenticated', { detail, headers: { 'WWW-Authenticate': 'Bearer realm="service-api"' } });

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
    const match = bearer.exec(headerOf(event, 'authorization') ?? '');
    const subject = match && match[1]!.length <= 4096 ? await verifyAccessToken(await readKeys(), match[1]!, context.receivedAt) : undefined;
    context.bearer = subject ?? null;
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
        if (!(await bearerSubject(context, event, readKeys))) throw unauthenticated('A valid bearer access token is required');
        const subject = await liveBearer(context, event, readKeys, sessionCheck);
        if (!subject) throw unauthenticated('The session of this access token has ended');
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
        // Hashing first gives equal-length buffers, so the comparison time says nothing about length.
        const ok = presented.length > 0 && timingSafeEqual(sha256(presented), sha256(await readAdminToken()));
        if (!ok) throw new ProblemError('invalid_admin_token');
      },
    };
  }
  return {};
}
