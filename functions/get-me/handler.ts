import { ifNoneMatchHits } from '../../lib/http/etag';
import { httpHandler } from '../../lib/http/handler';
import { headerOf } from '../../lib/http/headers';
import { empty, json } from '../../lib/http/response';
import { readProfile } from '../../lib/users/read-profile';
import { getMe } from '../catalogue';

// Private to the caller; a cache may keep it but must ask (If-None-Match) before each reuse.
const caching = { 'Cache-Control': 'private, no-cache' };

export const handler = httpHandler(getMe, async ({ event, principal }) => {
  const { profile, etag } = await readProfile(principal.userId);
  if (ifNoneMatchHits(headerOf(event, 'if-none-match'), etag)) return empty(304, { ETag: etag, ...caching });
  return json(200, profile, { ETag: etag, ...caching });
});
