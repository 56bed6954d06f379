import { isDependencyUnavailable } from '../aws/errors';
import { ProblemError, ServiceUnavailableError } from '../contract/problems';
import type { HttpResponse } from './types';

/** Normalises anything thrown into an ProblemError: unknown errors become 500, outages 503. */
export function toHttpError(error: unknown): ProblemError {
  if (error instanceof ProblemError) return error;
  if (isDependencyUnavailable(error)) return new ServiceUnavailableError(error);
  return new ProblemError('internal_error', { cause: error });
}

/**
 * Renders an error as RFC 9457 problem details with the contract's extensions (`code`,
 * `request_id`). A 5xx carries only its catalogue title: internals stay in the logs.
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
    headers: { 'Content-Type': 'application/problem+json', ...error.headers },
    body: JSON.stringify(body),
    ...(error.cookies.length > 0 ? { cookies: error.cookies } : {}),
  };
}
