import { etagOf, ifNoneMatchHits } from '../../lib/http/etag';
import { httpHandler } from '../../lib/http/handler';
import { headerOf } from '../../lib/http/headers';
import { operations } from '../operations';
import { empty } from '../../lib/http/response';
import { getTopicChangelog } from '../../lib/vocabularies/changelog';
import { routes } from '../routes';

const caching = { 'Cache-Control': 'public, max-age=300' };

export const handler = httpHandler(routes.getTopicChangelog, operations.getTopicChangelog.request, async ({ query, event }) => {
  const body = JSON.stringify(await getTopicChangelog(query));
  const etag = etagOf(body);
  if (ifNoneMatchHits(headerOf(event, 'if-none-match'), etag)) {
    return empty(304, { ETag: etag, ...caching });
  }
  return { statusCode: 200, headers: { 'Content-Type': 'application/json', ETag: etag, ...caching }, body };
});
