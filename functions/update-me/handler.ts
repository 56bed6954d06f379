import { httpHandler } from '../../lib/http/handler';
import { headerOf } from '../../lib/http/headers';
import { json } from '../../lib/http/response';
import { profilePatch, updateProfile } from '../../lib/users/update-profile';
import { routes } from '../routes';

export const handler = httpHandler(
  routes.updateMe,
  { body: profilePatch, mediaTypes: ['application/merge-patch+json', 'application/json'] },
  async ({ body, event }, context) => {
    const { profile, etag } = await updateProfile(context.principal!.userId, body, headerOf(event, 'if-match'), context.receivedAt);
    return json(200, profile, { ETag: etag });
  },
);
