import { etagOf } from '../../lib/http/etag';
import { httpHandler } from '../../lib/http/handler';
import { getTopicChangelog as readChangelog } from '../../lib/vocabularies/changelog';
import { getTopicChangelog } from '../catalogue';

const caching = { 'Cache-Control': 'public, max-age=300' };

/** A strong ETag of the page's bytes; the spine answers If-None-Match with a 304. */
export const handler = httpHandler(getTopicChangelog, async ({ query }) => {
  const body = JSON.stringify(await readChangelog(query));
  return { statusCode: 200, headers: { 'Content-Type': 'application/json', ETag: etagOf(body), ...caching }, body };
});
