import { httpHandler } from '../../lib/http/handler';
import { json } from '../../lib/http/response';
import { getMe as readProfile } from '../../lib/users/get-me';
import { getMe } from '../catalogue';

// Private to the caller; a cache may keep it but must ask (If-None-Match, answered by the spine) before each reuse.
const caching = { 'Cache-Control': 'private, no-cache' };

export const handler = httpHandler(getMe, async ({ principal }) => {
  const { profile, etag } = await readProfile(principal.userId);
  return json(200, profile, { ETag: etag, ...caching });
});
