import { httpHandler } from '../../lib/http/handler';
import { json } from '../../lib/http/response';
import { withRefreshCookie } from '../../lib/http/session-cookie';
import { refreshSession as rotate } from '../../lib/sessions/refresh';
import { refreshSession } from '../catalogue';

/** Reads only the `service_refresh` cookie; any body is ignored. A refusal clears the cookie (the spine renders it). */
export const handler = httpHandler(refreshSession, async ({ cookies }, context) => {
  const result = await rotate(cookies.service_refresh, context.receivedAt);
  context.logger.info('session refreshed', { outcome: result.outcome });
  return withRefreshCookie(json(200, result.body), result.refreshToken);
});
