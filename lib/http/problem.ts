import { isDependencyUnavailable } from '../aws/errors';
import { ProblemError, ServiceUnavailableError, type ProblemCode, type ProblemOptions } from '../contract/problems';
import { clearedRefreshCookie } from './session-cookie';
import type { HttpResponse } from './types';

/**
 * A problem the adapter itself raises with a header of HTTP's own (a 401's `WWW-Authenticate`
 * challenge, a 415's `Accept-Patch`). Only lib/http constructs it: domain code states facts
 * (`ProblemOptions`), never headers.
 */
export class HttpProblemError extends ProblemError {
  override name = 'HttpProblemError';
  constructor(
    code: ProblemCode,
    readonly headers: Record<string, string>,
    options: ProblemOptions = {},
  ) {
    super(code, options);
  }
}

/** Normalises anything thrown into an ProblemError: unknown errors become 500, outages 503. */
export function toHttpError(error: unknown): ProblemError {
  if (error instanceof ProblemError) return error;
  if (isDependencyUnavailable(error)) return new ServiceUnavailableError(error);
  return new ProblemError('internal_error', { cause: error });
}

/** The headers a problem's facts become: the adapter, not the use case, knows their names and syntax. */
function headersOf(error: ProblemError): Record<string, string> {
  return {
    ...(error.retryAfterSeconds === undefined ? {} : { 'Retry-After': String(Math.max(0, Math.ceil(error.retryAfterSeconds))) }),
    ...(error.allowedMethods === undefined ? {} : { Allow: error.allowedMethods.join(', ') }),
    ...(error instanceof HttpProblemError ? error.headers : {}),
  };
}

/**
 * Renders an error as RFC 9457 problem details with the contract's extensions (`code`,
 * `request_id`). A 5xx carries only its catalogue title: internals stay in the logs. A problem
 * that ends the session clears the refresh cookie.
 */
export function toProblemResponse(error: ProblemError, requestId: string, instance: string): HttpResponse {
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
    headers: { 'Content-Type': 'application/problem+json', ...headersOf(error) },
    body: JSON.stringify(body),
    ...(error.endsSession ? { cookies: [clearedRefreshCookie()] } : {}),
  };
}
