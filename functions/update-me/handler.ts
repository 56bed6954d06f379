import { httpHandler } from '../../lib/http/handler';
import { headerOf } from '../../lib/http/headers';
import { json } from '../../lib/http/response';
import { updateProfile } from '../../lib/users/update-profile';
import { updateMe } from '../catalogue';

export const handler = httpHandler(updateMe, async ({ body, event, principal }, context) => {
  const { profile, etag } = await updateProfile(principal.userId, body, headerOf(event, 'if-match'), context.receivedAt);
  return json(200, profile, { ETag: etag });
});
