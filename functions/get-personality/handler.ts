import { ifNoneMatchHits } from '../../lib/http/etag';
import { httpHandler } from '../../lib/http/handler';
import { headerOf } from '../../lib/http/headers';
import { empty, json } from '../../lib/http/response';
import { getPersonality as readPersonality } from '../../lib/personalities/read';
import { getPersonality } from '../catalogue';

// Private to the organization; a cache may keep it but must ask (If-None-Match) before each reuse.
const caching = { 'Cache-Control': 'private, no-cache' };

export const handler = httpHandler(getPersonality, async ({ event, params, principal }) => {
  const { personality, etag } = await readPersonality(principal.organizationId, params.id);
  if (ifNoneMatchHits(headerOf(event, 'if-none-match'), etag)) return empty(304, { ETag: etag, ...caching });
  return json(200, personality, { ETag: etag, ...caching });
});
