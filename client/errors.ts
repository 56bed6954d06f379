import type { Problem } from './types.js';

/**
 * The API's problem codes, and the client's own: `unexpected_response` (something in between, a
 * proxy or a gateway, answered without a problem document), `session_ended` (a server-side client
 * whose session is over: after `logout()` or a refused refresh token), `timeout` (no answer within
 * the call's `timeoutMs`, retries included) and `network_error` (the connection failed, and the
 * call was not safe to repeat or its retries ran out). The client's own codes have status 0 when
 * no answer arrived, and an empty `request_id` when no request was made or none answered.
 */
export type ApiErrorCode = Problem['code'] | 'unexpected_response' | 'session_ended' | 'timeout' | 'network_error';

/** The rate-limit headers of an answer (contract section 2): the bucket that served the call. */
export interface RateLimit {
  /** Requests per second of the bucket (`X-RateLimit-Limit`). */
  limit: number;
  /** Whole tokens left after this call (`X-RateLimit-Remaining`). */
  remaining: number;
  /** When the bucket is full again, ISO 8601 (`X-RateLimit-Reset`). */
  reset: string;
}

/** What every answer says besides its body: on every SDK result as `lastResponse`, and on every `ApiError`. */
export interface ResponseInfo {
  /** The `X-Request-Id` of the answer: quote it to support. Empty when nothing answered. */
  request_id: string;
  /** The HTTP status (0 when nothing answered). */
  status: number;
  headers: Headers;
  /** The bucket that served the call, when the answer carried the rate-limit headers. */
  rateLimit: RateLimit | undefined;
  /** The `Idempotency-Key` the call was sent with (every create carries one). */
  idempotencyKey: string | undefined;
  /** How many requests the call made: 1, or more when it was retried. */
  attempts: number;
}

/** An answer of the API that is not a success: the problem details of contract section 3, typed. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** The stable machine-readable code, e.g. `not_found`, `rate_limited`. */
  readonly code: ApiErrorCode;
  readonly status: number;
  /** The `X-Request-Id` of the failed call: quote it to support. */
  readonly request_id: string;
  /** Seconds the server asked to wait (429, 503), from either form of `Retry-After`. */
  readonly retryAfterSeconds: number | undefined;
  /** The whole problem document (validation `errors`, `policy_categories`, ...), when there is one. */
  readonly problem: Problem | undefined;
  /** The answer's status, headers, rate limit and attempts, when one arrived. */
  readonly response: ResponseInfo | undefined;

  constructor(init: {
    code: ApiErrorCode;
    status: number;
    request_id: string;
    detail: string;
    problem?: Problem;
    retryAfterSeconds?: number;
    response?: ResponseInfo;
    cause?: unknown;
  }) {
    super(`${init.status} ${init.code}: ${init.detail}${firstFieldError(init.problem)}`, init.cause === undefined ? undefined : { cause: init.cause });
    this.code = init.code;
    this.status = init.status;
    this.request_id = init.request_id;
    this.problem = init.problem;
    this.retryAfterSeconds = init.retryAfterSeconds;
    this.response = init.response;
  }

  get requestId(): string {
    return this.request_id;
  }
}

/** A validation problem's first field and reason, so the message alone says what to fix: ` (body /timezone: Must be ...; 2 more)`. */
function firstFieldError(problem: Problem | undefined): string {
  const [first, ...rest] = problem?.errors ?? [];
  if (!first) return '';
  const where = [first.location, first.path].filter(Boolean).join(' ');
  const more = rest.length > 0 ? `; ${rest.length} more in problem.errors` : '';
  return ` (${where ? `${where}: ` : ''}${first.message}${more})`;
}

/**
 * Milliseconds a `Retry-After` header asks for, in either form (RFC 9110 10.2.3): delta-seconds
 * (`120`) or an HTTP-date (`Wed, 21 Oct 2026 07:28:00 GMT`, counted from `nowMs`; a date in the
 * past is 0). Undefined when absent or neither form.
 */
export function retryAfterMs(headers: Headers, nowMs: number): number | undefined {
  const value = headers.get('retry-after')?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  // An IMF-fixdate (or the obsolete forms Date.parse also reads); never a bare number.
  const at = /[a-z]/i.test(value) ? Date.parse(value) : Number.NaN;
  return Number.isNaN(at) ? undefined : Math.max(0, at - nowMs);
}

/** The rate-limit headers of an answer, if it carried them all. */
export function rateLimitOf(headers: Headers): RateLimit | undefined {
  const limit = headers.get('x-ratelimit-limit');
  const remaining = headers.get('x-ratelimit-remaining');
  const reset = headers.get('x-ratelimit-reset');
  if (limit === null || remaining === null || reset === null) return undefined;
  return { limit: Number(limit), remaining: Number(remaining), reset };
}

/** Turns a non-2xx response into an ApiError (its body is read). */
export async function apiErrorOf(response: Response, info: ResponseInfo): Promise<ApiError> {
  const text = await response.text();
  const waitMs = retryAfterMs(response.headers, Date.now());
  const retryAfter = waitMs === undefined ? undefined : Math.ceil(waitMs / 1000);
  try {
    const problem = JSON.parse(text) as Problem;
    if (typeof problem?.code === 'string') {
      return new ApiError({
        code: problem.code,
        status: response.status,
        request_id: problem.request_id ?? info.request_id,
        detail: problem.detail,
        problem,
        retryAfterSeconds: retryAfter,
        response: info,
      });
    }
  } catch {
    // not a problem document
  }
  return new ApiError({
    code: 'unexpected_response',
    status: response.status,
    request_id: info.request_id,
    detail: response.statusText || 'no problem document',
    retryAfterSeconds: retryAfter,
    response: info,
  });
}
