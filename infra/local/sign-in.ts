import { ulid } from 'ulid';
import * as z from 'zod/mini';
import { ProblemError } from '../../lib/contract/problems';
import { Refusal } from '../../lib/contract/refusals';
import { toProblemResponse } from '../../lib/http/problem';
import { refreshCookie } from '../../lib/http/session-cookie';
import type { HttpResponse } from '../../lib/http/types';
import { logger } from '../../lib/logger';
import { sessionConfig } from '../../lib/sessions/config';
import { startSession } from '../../lib/sessions/start-session';
import type { LocalPageRequest } from './api-emulator';

/** Where the local stack's sign-in helper answers; never a route of the deployed API. */
export const LOCAL_SIGN_IN_PATH = '/_local/sign-in';

const loopbackHost = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|localhost|\[::1\])(:\d{1,5})?$/i;
const signInBody = z.strictObject({ email: z.string().check(z.trim(), z.minLength(1), z.maxLength(320)) });

/**
 * `POST /_local/sign-in` `{ "email" }`: the local stand-in for the sign-in that is outside this
 * interface. It starts a session for that user of the local table (as `npm run session:create`
 * does) and sets its refresh token as the `service_refresh` cookie, with the API's own attributes,
 * on the origin that asked; the reference page's `POST /v1/auth/refresh` then works with it.
 *
 * It answers only a page of the stack's own origin, reached by a loopback name: a JSON body (so a
 * cross-site page needs a CORS preflight, which the stack never grants), an `Origin` equal to the
 * `Host` (not another site's form), and a loopback `Host` (not a DNS-rebound name).
 */
export async function localSignIn(request: LocalPageRequest): Promise<HttpResponse> {
  const refuse = (code: 'invalid_request' | 'not_found', detail: string) => {
    const requestId = ulid();
    const response = toProblemResponse(new ProblemError(code, { detail }), requestId, LOCAL_SIGN_IN_PATH);
    return { ...response, headers: { ...response.headers, 'Cache-Control': 'no-store', 'X-Request-Id': requestId } };
  };
  const host = request.headers.host ?? '';
  if (!loopbackHost.test(host) || request.headers.origin !== request.origin) {
    return refuse('invalid_request', 'The local sign-in answers only pages of this stack, at a loopback address');
  }
  if (!/^application\/json\b/i.test(request.headers['content-type'] ?? '')) return refuse('invalid_request', 'Send {"email": "..."} as application/json');
  let email: string;
  try {
    ({ email } = signInBody.parse(JSON.parse(request.body.toString('utf8'))));
  } catch {
    return refuse('invalid_request', 'Send {"email": "..."} as application/json');
  }
  try {
    const session = await startSession({ email });
    logger.info('local sign-in', { userId: session.user_id, sessionId: session.session_id });
    // A new session ends first at its idle limit (unless the absolute one is shorter), as the refresh route counts.
    const maxAge = Math.min(sessionConfig.SESSION_IDLE_SECONDS, sessionConfig.SESSION_ABSOLUTE_SECONDS);
    return {
      statusCode: 200,
      headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
      cookies: [refreshCookie({ token: session.refresh_token, maxAgeSeconds: maxAge })],
      body: JSON.stringify({ user_id: session.user_id, organization_id: session.organization_id, expires_at: session.expires_at }),
    };
  } catch (error) {
    if (error instanceof Refusal) return refuse(error.code === 'not_found' ? 'not_found' : 'invalid_request', `${error.message} (${email})`);
    throw error;
  }
}
