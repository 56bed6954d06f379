import { httpHandler } from '../../lib/http/handler';
import { json } from '../../lib/http/response';
import { getPersonality as readPersonality } from '../../lib/personalities/read';
import { getPersonality } from '../catalogue';

// Private to the organization; a cache may keep it but must ask (If-None-Match, answered by the spine) before each reuse.
const caching = { 'Cache-Control': 'private, no-cache' };

export const handler = httpHandler(getPersonality, async ({ params, principal }) => {
  const { personality, etag } = await readPersonality(principal.organizationId, params.id);
  return json(200, personality, { ETag: etag, ...caching });
});
