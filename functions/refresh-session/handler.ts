import { httpHandler } from '../../lib/http/handler';
import { cookieOf } from '../../lib/http/headers';
import { json } from '../../lib/http/response';
import { REFRESH_COOKIE } from '../../lib/sessions/cookie';
import { refreshSession as rotate } from '../../lib/sessions/refresh';
import { refreshSession } from '../catalogue';

/** Reads only the `service_refresh` cookie; any body is ignored. */
export const handler = httpHandler(refreshSession, async ({ event }, context) => {
  const result = await rotate(cookieOf(event, REFRESH_COOKIE), context.receivedAt);
  context.logger.info('session refreshed', { outcome: result.outcome });
  return { ...json(200, result.body), cookies: [result.cookie] };
});
