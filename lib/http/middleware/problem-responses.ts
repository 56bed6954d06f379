import type { MiddlewareObj, Request } from '@middy/core';
import { toHttpError, toProblemResponse } from '../problem';
import type { ApiContext, HttpEvent, HttpResponse } from '../types';

/**
 * Turns anything thrown further down the chain into the contract's problem+json envelope.
 * Server errors are logged with their cause; the response shows only the catalogue title. Every
 * problem's code is on the request's access line.
 */
export function problemResponses(): MiddlewareObj<HttpEvent, HttpResponse, Error, ApiContext> {
  return {
    onError: (request: Request<HttpEvent, HttpResponse, Error, ApiContext>): void => {
      const { context, event } = request;
      const error = toHttpError(request.error);
      // A 4xx needs no line of its own: its code goes on the access line (one line per refused request).
      if (error.status >= 500) context.logger.error('request failed', { code: error.code, error: request.error });
      context.problemCode = error.code;
      request.response = toProblemResponse(error, context.requestId, event.rawPath);
    },
  };
}
