import { httpHandler } from '../../lib/http/handler';
import { empty } from '../../lib/http/response';
import { withRefreshCookie } from '../../lib/http/session-cookie';
import { logout as endSession } from '../../lib/sessions/logout';
import { logout } from '../catalogue';

/** Reads only the `service_refresh` cookie; answers 204 and the cleared cookie whatever it held. */
export const handler = httpHandler(logout, async ({ cookies }, context) => {
  const { outcome } = await endSession(cookies.service_refresh, context.receivedAt);
  context.logger.info('logout', { outcome });
  return withRefreshCookie(empty(204), 'cleared');
});
