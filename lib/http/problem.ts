import { isDependencyUnavailable } from '../aws/errors';
import { HttpError, ServiceUnavailableError } from './errors';
import type { HttpResponse } from './types';

/** Normalises anything thrown into an HttpError: unknown errors become 500, outages 503. */
export function toHttpError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  if (isDependencyUnavailable(error)) return new ServiceUnavailableError(error);
  return new HttpError('internal_error', { cause: error });
}

/**
 * Renders an error as RFC 9457 problem details with the contract's extensions (`code`,
 * `request_id`). A 5xx carries only its catalogue title: internals stay in the logs.
 */
export function toProblemResponse(error: HttpError, requestId: string, instance: string): HttpResponse {
  const isServerError = error.status >= 500;
  const body = {
    type: `urn:problem:${error.code}`,
    title: error.title,
    status: error.status,
    detail: isServerError ? error.title : (error.detail ?? error.title),
    code: error.code,
    request_id: requestId,
    instance,
    ...error.extensions,
  };
  return {
    statusCode: error.status,
    headers: { 'Content-Type': 'application/problem+json', ...error.headers },
    body: JSON.stringify(body),
    ...(error.cookies.length > 0 ? { cookies: error.cookies } : {}),
  };
}
