/**
 * The one error hierarchy of the HTTP surface. Every problem code of contract section 3 has its
 * status and title here, so a handler only names the code; `toProblemResponse` renders them all.
 */
export const problemCatalogue = {
  invalid_request: { status: 400, title: 'The request is invalid' },
  invalid_signature: { status: 400, title: 'The webhook signature could not be verified' },
  unauthenticated: { status: 401, title: 'A valid access token is required' },
  invalid_refresh_token: { status: 401, title: 'The refresh token is invalid' },
  refresh_token_reused: { status: 401, title: 'The refresh token was reused; the session is revoked' },
  invalid_admin_token: { status: 401, title: 'The admin token is invalid' },
  invalid_id_token: { status: 401, title: 'The ID token does not verify' },
  not_a_member: { status: 403, title: 'No user of this service is linked to this identity' },
  not_found: { status: 404, title: 'Not found' },
  unknown_provider: { status: 404, title: 'Unknown payment provider' },
  method_not_allowed: { status: 405, title: 'Method not allowed' },
  review_already_decided: { status: 409, title: 'The review was already decided differently' },
  /** IETF Idempotency-Key draft: the first request with this key has not finished yet; retry later. */
  idempotency_key_in_use: { status: 409, title: 'A request with this Idempotency-Key is still in progress' },
  secret_rotation_conflict: { status: 409, title: 'The signing secret cannot be rotated now' },
  precondition_failed: { status: 412, title: 'If-Match does not name the current ETag' },
  precondition_required: { status: 428, title: 'This request must be conditional: send If-Match' },
  payload_too_large: { status: 413, title: 'The request body is too large' },
  /** Answered by the gateway (the local emulator), never by a function: the header block is over its limit. */
  request_header_fields_too_large: { status: 431, title: 'The request headers are too large' },
  unsupported_media_type: { status: 415, title: 'The request body is not of a media type this operation takes' },
  guided_prompt_policy_violation: { status: 422, title: 'The description violates the acceptable-use policy' },
  critical_questions_unanswered: { status: 422, title: 'Every critical question needs a developer answer' },
  sensitivity_not_confirmed: { status: 422, title: 'The sensitivity declaration is missing, unconfirmed or lower than required' },
  invalid_proposal: { status: 422, title: 'The proposal token, or what was sent with it, does not match the proposal issued' },
  unknown_topic: { status: 422, title: 'A topic is not in the vocabulary version named' },
  /** IETF Idempotency-Key draft: the key was first used with another request body. */
  idempotency_key_reused: { status: 422, title: 'The Idempotency-Key was already used with a different request' },
  invalid_webhook_url: { status: 422, title: 'The webhook endpoint URL is not allowed' },
  too_many_webhook_endpoints: { status: 422, title: 'The organization already has the most webhook endpoints allowed' },
  rate_limited: { status: 429, title: 'Too many requests' },
  internal_error: { status: 500, title: 'Internal error' },
  service_unavailable: { status: 503, title: 'A dependency is temporarily unavailable' },
} as const satisfies Record<string, { status: number; title: string }>;

export type ProblemCode = keyof typeof problemCatalogue;

/** One validation failure, located by a JSON Pointer into the request part it concerns. */
export interface FieldError {
  /** Which part of the request: `body`, `query`, `path` or `header`. */
  location: string;
  /** JSON Pointer into that part (`/refine/instructions`). */
  path: string;
  message: string;
}

/**
 * What a problem carries besides its code: facts of the domain, never HTTP. The HTTP adapter
 * (lib/http/problem.ts) turns each fact into what a client reads (`Retry-After`, `Allow`, the
 * cleared refresh cookie); a CLI prints them.
 */
export interface ProblemOptions {
  detail?: string;
  /** The caller may try again after this many whole seconds (a 429, a 503, a 409 in progress). */
  retryAfterSeconds?: number;
  /** The caller's session is over: whatever it holds to continue it (the refresh cookie) is cleared. */
  endsSession?: true;
  /** The methods the resource answers (a 405). */
  allowedMethods?: readonly string[];
  /** Extension members added to the problem body (RFC 9457 section 3.2). */
  extensions?: Record<string, unknown>;
  cause?: unknown;
}

/** A problem of the contract (section 3): its code decides status and title; the HTTP adapter renders it, a CLI prints it. */
export class ProblemError extends Error {
  override name = 'ProblemError';
  readonly status: number;
  readonly title: string;
  readonly detail: string | undefined;
  readonly retryAfterSeconds: number | undefined;
  readonly endsSession: boolean;
  readonly allowedMethods: readonly string[] | undefined;
  readonly extensions: Record<string, unknown>;

  constructor(
    readonly code: ProblemCode,
    options: ProblemOptions = {},
  ) {
    super(options.detail ?? problemCatalogue[code].title, { cause: options.cause });
    this.status = problemCatalogue[code].status;
    this.title = problemCatalogue[code].title;
    this.detail = options.detail;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.endsSession = options.endsSession ?? false;
    this.allowedMethods = options.allowedMethods;
    this.extensions = options.extensions ?? {};
  }
}

/** A 400 `invalid_request` with one JSON Pointer error per field. */
export class ValidationError extends ProblemError {
  override name = 'ValidationError';
  constructor(
    readonly errors: FieldError[],
    detail = 'The request does not match the schema',
  ) {
    super('invalid_request', { detail, extensions: { errors } });
  }
}

/** A 405 naming the methods the path has (the adapter's `Allow`). */
export class MethodNotAllowedError extends ProblemError {
  override name = 'MethodNotAllowedError';
  constructor(allowed: readonly string[]) {
    super('method_not_allowed', { allowedMethods: allowed });
  }
}

/** A 429: retry after whole seconds. */
export class RateLimitedError extends ProblemError {
  override name = 'RateLimitedError';
  constructor(retryAfterSeconds: number) {
    super('rate_limited', {
      detail: `Retry after ${retryAfterSeconds} s`,
      retryAfterSeconds,
    });
  }
}

/** A 503, retry after a few seconds: a dependency is unavailable and nothing was changed. */
export class ServiceUnavailableError extends ProblemError {
  override name = 'ServiceUnavailableError';
  constructor(cause?: unknown, retryAfterSeconds = 2) {
    super('service_unavailable', {
      detail: 'Please retry shortly; nothing was changed',
      retryAfterSeconds,
      cause,
    });
  }
}
