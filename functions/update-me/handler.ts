import { httpHandler } from '../../lib/http/handler';
import { headerOf } from '../../lib/http/headers';
import { json } from '../../lib/http/response';
import { updateProfile } from '../../lib/users/update-profile';
import { operations } from '../operations';
import { routes } from '../routes';

export const handler = httpHandler(
  routes.updateMe,
  operations.updateMe.request,
  async ({ body, event }, context) => {
    const { profile, etag } = await updateProfile(context.principal!.userId, body, headerOf(event, 'if-match'), context.receivedAt);
    return json(200, profile, { ETag: etag });
  },
);
