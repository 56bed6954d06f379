import { httpHandler } from '../../lib/http/handler';
import { json } from '../../lib/http/response';
import { updateMe as updateProfile } from '../../lib/users/update-me';
import { updateMe } from '../catalogue';

export const handler = httpHandler(updateMe, async ({ body, headers, principal }, context) => {
  const { profile, etag } = await updateProfile(principal.userId, body, headers['If-Match'], context.receivedAt);
  return json(200, profile, { ETag: etag });
});
