import type { MiddlewareObj, Request } from '@middy/core';
import { toHttpError, toProblemResponse } from '../problem';
import type { ApiContext, HttpEvent, HttpResponse } from '../types';

/**
 * Turns anything thrown further down the chain into the contract's problem+json envelope.
 * Server errors are logged with their cause; the response shows only the catalogue title.
 */
export function problemResponses(): MiddlewareObj<HttpEvent, HttpResponse, Error, ApiContext> {
  return {
    onError: (request: Request<HttpEvent, HttpResponse, Error, ApiContext>): void => {
      const { context, event } = request;
      const error = toHttpError(request.error);
      if (error.status >= 500) {
        context.logger.error('request failed', { code: error.code, error: request.error });
      } else {
        context.logger.info('request rejected', { code: error.code, status: error.status });
      }
      request.response = toProblemResponse(error, context.requestId, event.rawPath);
    },
  };
}
