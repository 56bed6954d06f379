import type { MiddlewareObj, Request } from '@middy/core';
import { ulid } from 'ulid';
import { invocationFields, logger } from '../../logger';
import { clientIpOf, sourceIpOf } from '../client-ip';
import { headerOf } from '../headers';
import type { ApiContext, HttpEvent, HttpResponse, SpineRoute } from '../types';

type HttpRequest = Request<HttpEvent, HttpResponse, Error, ApiContext>;

/**
 * First in the chain: gives the request a fresh ULID, a logger bound to it, and the client IP;
 * last out: stamps `X-Request-Id` and the collected headers on whatever response was produced
 * (success or problem) and writes the access log line, which is also the `Requests` metric (and
 * `RateLimited` for a 429) in CloudWatch's embedded metric format.
 *
 * Every line of the request carries three ids: ours (`requestId`, the `X-Request-Id` the client
 * sees), Lambda's (`awsRequestId`, in Lambda's own START/END/REPORT lines) and API Gateway's
 * (`apiRequestId`, `requestId` in the stage's access log), so one search joins all three logs;
 * beside them the X-Ray `traceId` and `coldStart` (lib/logger.ts, `invocationFields`).
 * A client-sent `X-Request-Id` is never trusted as ours; it is logged as `clientRequestId`.
 */
export function requestContext(route: Pick<SpineRoute, 'function'>): MiddlewareObj<HttpEvent, HttpResponse, Error, ApiContext> {
  const before = async (request: HttpRequest): Promise<void> => {
    const { event, context } = request;
    const requestId = ulid();
    const clientRequestId = headerOf(event, 'x-request-id')?.slice(0, 128);
    context.requestId = requestId;
    context.receivedAt = Date.now();
    context.responseHeaders = {};
    context.logger = logger.child({
      requestId,
      ...invocationFields(context),
      apiRequestId: event.requestContext?.requestId,
      route: route.function,
      ...(clientRequestId ? { clientRequestId } : {}),
    });
    try {
      context.clientIp = await clientIpOf(event);
    } catch (error) {
      // The edge's secret could not be read: the request still answers, charged to its source IP.
      context.clientIp = sourceIpOf(event);
      context.logger.warn('edge origin secret unreadable; the source IP stands', { error });
    }
  };

  const finish = (request: HttpRequest): void => {
    const { context, event, response } = request;
    if (!response) return;
    response.headers = {
      'Cache-Control': 'no-store',
      ...context.responseHeaders,
      ...response.headers,
      'X-Request-Id': context.requestId,
    };
    context.logger.info('request completed', {
      metric: response.statusCode === 429 ? ['request', 'rate_limited'] : 'request',
      method: event.requestContext?.http?.method,
      path: event.rawPath,
      status: response.statusCode,
      statusClass: `${Math.floor(response.statusCode / 100)}xx`,
      ...(context.problemCode ? { code: context.problemCode } : {}),
      durationMs: Date.now() - context.receivedAt,
    });
  };

  return { before, after: finish, onError: finish };
}
