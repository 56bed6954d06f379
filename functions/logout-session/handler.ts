import { httpHandler } from '../../lib/http/handler';
import { cookieOf } from '../../lib/http/headers';
import { empty } from '../../lib/http/response';
import { REFRESH_COOKIE } from '../../lib/sessions/cookie';
import { logout as endSession } from '../../lib/sessions/logout';
import { logout } from '../catalogue';

/** Reads only the `service_refresh` cookie; answers 204 and the cleared cookie whatever it held. */
export const handler = httpHandler(logout, async ({ event }, context) => {
  const { outcome, cookie } = await endSession(cookieOf(event, REFRESH_COOKIE), context.receivedAt);
  context.logger.info('logout', { outcome });
  return { ...empty(204), cookies: [cookie] };
});
