import type { MiddlewareObj, Request } from '@middy/core';
import { parseEntityTags, type EntityTags } from '../../contract/entity-tags';
import { noneMatchHits } from '../etag';
import { headerOf } from '../headers';
import type { ApiContext, HttpEvent, HttpResponse, SpineRoute } from '../types';

type HttpRequest = Request<HttpEvent, HttpResponse, Error, ApiContext>;

/** What a 304 keeps of the 200 it stands for (RFC 9110 15.4.5): the validators and the caching rules. */
const notModifiedKeeps = ['ETag', 'Cache-Control', 'Content-Location', 'Expires', 'Vary'];

/**
 * Conditional reads, for every operation whose catalogue entry declares `notModified`: the
 * handler answers its representation with its `ETag`, and the spine answers `If-None-Match`. A
 * malformed header is a 400 before the handler runs (lib/contract/entity-tags.ts); a 200 whose
 * ETag the header matches becomes a 304 without a body that keeps the headers the 200 would have
 * sent (ETag, Cache-Control). Innermost in the chain, so the 304 still gets the request id and
 * the rate-limit headers on its way out. Routes that declare nothing ignore the header.
 */
export function conditionalReads(route: Pick<SpineRoute, 'notModified'>): MiddlewareObj<HttpEvent, HttpResponse, Error, ApiContext> {
  if (!route.notModified) return {};
  const tagsOf = (event: HttpEvent): EntityTags | undefined => {
    const header = headerOf(event, 'if-none-match');
    return header === undefined ? undefined : parseEntityTags('If-None-Match', header);
  };
  return {
    before: ({ event }: HttpRequest) => void tagsOf(event),
    after: (request: HttpRequest) => {
      const { event, response } = request;
      const tags = tagsOf(event);
      const etag = response?.headers.ETag;
      if (!response || response.statusCode !== 200 || tags === undefined || etag === undefined || !noneMatchHits(tags, etag)) return;
      request.response = {
        statusCode: 304,
        headers: Object.fromEntries(notModifiedKeeps.flatMap((name) => (name in response.headers ? [[name, response.headers[name]!]] : []))),
      };
    },
  };
}

/**
 * `HEAD` is `GET` without the body (RFC 9110 9.3.2): API Gateway routes it to the GET's function
 * (infra/constructs/service-api.ts), which answers as for GET, and the spine drops the body of
 * whatever the answer is, a problem included. Outermost in the chain, so it sees the final answer.
 */
export function headRequests(): MiddlewareObj<HttpEvent, HttpResponse, Error, ApiContext> {
  const dropBody = ({ event, response }: HttpRequest): void => {
    if (!response || event.requestContext?.http?.method !== 'HEAD') return;
    delete response.body;
    delete response.isBase64Encoded;
  };
  return { after: dropBody, onError: dropBody };
}
