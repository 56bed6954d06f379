import { httpHandler } from '../../lib/http/handler';
import { json } from '../../lib/http/response';
import { withRefreshCookie } from '../../lib/http/session-cookie';
import { signIn as startSignedInSession } from '../../lib/sessions/sign-in';
import { signIn } from '../catalogue';

export const handler = httpHandler(signIn, async ({ body }, context) => {
  const { body: session, refreshToken } = await startSignedInSession(body.id_token, context.receivedAt, { logger: context.logger });
  return withRefreshCookie(json(201, session), refreshToken);
});
