import type { Problem } from './types.js';

/**
 * The API's problem codes, and two of the client's own: `unexpected_response` (something in
 * between, a proxy or a gateway, answered without a problem document) and `session_ended` (a
 * server-side client whose session is over: after `logout()` or a refused refresh token; no
 * request was made, so `request_id` is empty).
 */
export type ApiErrorCode = Problem['code'] | 'unexpected_response' | 'session_ended';

/** An answer of the API that is not a success: the problem details of contract section 3, typed. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** The stable machine-readable code, e.g. `not_found`, `rate_limited`. */
  readonly code: ApiErrorCode;
  readonly status: number;
  /** The `X-Request-Id` of the failed call: quote it to support. */
  readonly request_id: string;
  /** Seconds the server asked to wait (429, 503). */
  readonly retryAfterSeconds: number | undefined;
  /** The whole problem document (validation `errors`, `policy_categories`, ...), when there is one. */
  readonly problem: Problem | undefined;

  constructor(init: { code: ApiErrorCode; status: number; request_id: string; detail: string; problem?: Problem; retryAfterSeconds?: number }) {
    super(`${init.status} ${init.code}: ${init.detail}`);
    this.code = init.code;
    this.status = init.status;
    this.request_id = init.request_id;
    this.problem = init.problem;
    this.retryAfterSeconds = init.retryAfterSeconds;
  }

  get requestId(): string {
    return this.request_id;
  }
}

/** Seconds of a `Retry-After` header (the API sends delta-seconds), if present and sane. */
export function retryAfterSeconds(headers: Headers): number | undefined {
  const value = headers.get('retry-after');
  if (value === null || !/^\d+$/.test(value.trim())) return undefined;
  return Number(value);
}

/** Turns a non-2xx response into an ApiError. */
export async function apiErrorOf(response: Response): Promise<ApiError> {
  const text = await response.text();
  const retryAfter = retryAfterSeconds(response.headers);
  const requestId = response.headers.get('x-request-id') ?? '';
  try {
    const problem = JSON.parse(text) as Problem;
    if (typeof problem?.code === 'string') {
      return new ApiError({
        code: problem.code,
        status: response.status,
        request_id: problem.request_id ?? requestId,
        detail: problem.detail,
        problem,
        retryAfterSeconds: retryAfter,
      });
    }
  } catch {
    // not a problem document
  }
  return new ApiError({
    code: 'unexpected_response',
    status: response.status,
    request_id: requestId,
    detail: response.statusText || 'no problem document',
    retryAfterSeconds: retryAfter,
  });
}
