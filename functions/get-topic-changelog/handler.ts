import { etagOf, ifNoneMatchHits } from '../../lib/http/etag';
import { httpHandler } from '../../lib/http/handler';
import { headerOf } from '../../lib/http/headers';
import { empty } from '../../lib/http/response';
import { getTopicChangelog as readChangelog } from '../../lib/vocabularies/changelog';
import { getTopicChangelog } from '../catalogue';

const caching = { 'Cache-Control': 'public, max-age=300' };

export const handler = httpHandler(getTopicChangelog, async ({ query, event }) => {
  const body = JSON.stringify(await readChangelog(query));
  const etag = etagOf(body);
  if (ifNoneMatchHits(headerOf(event, 'if-none-match'), etag)) {
    return empty(304, { ETag: etag, ...caching });
  }
  return { statusCode: 200, headers: { 'Content-Type': 'application/json', ETag: etag, ...caching }, body };
});
