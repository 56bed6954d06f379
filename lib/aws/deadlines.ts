import { AsyncLocalStorage } from 'node:async_hooks';
import { NodeHttpHandler } from '@smithy/node-http-handler';
import type { HttpHandlerOptions } from '@smithy/types';

/**
 * How long one AWS client may spend on one call, so a stalled dependency (a paused DynamoDB, a
 * silent network) becomes a `TimeoutError` (lib/aws/errors.ts: unavailable, so a 503 with
 * `Retry-After`) while the function still has time to answer, instead of a request held until the
 * Lambda's or API Gateway's own timeout answers a bare 503 without the envelope or `X-Request-Id`.
 */
export interface CallBounds {
  /** Time to open a TCP (and TLS) connection. Default 1000 ms. */
  connectionTimeoutMs?: number;
  /** Time from sending a request to its whole response, per attempt. */
  requestTimeoutMs: number;
  /** Attempts in all, the first included (the SDK's standard retry strategy between them). */
  maxAttempts: number;
}

/**
 * The bounds of each client of lib/aws (docs/security.md, "Timeouts"). An API function has 10 s;
 * the worst case of a request whose dependency stalls from the start is the rate limiter's 1 s
 * (lib/ratelimit/limiter.ts, then its in-memory fallback) plus one bounded call of two attempts
 * (≈ 2 × 1.5 s plus the SDK's backoff of ≤ 0.1 s): a 503 after about 4 s.
 */
export const callBounds = {
  dynamodb: { requestTimeoutMs: 1500, maxAttempts: 2 },
  sqs: { requestTimeoutMs: 2000, maxAttempts: 2 },
  ses: { requestTimeoutMs: 3000, maxAttempts: 2 },
  secretsManager: { requestTimeoutMs: 2000, maxAttempts: 2 },
  // One attempt: the guardrail and the model engine retry themselves, each call under its own
  // abort signal (3 s for ApplyGuardrail, 10 s for Converse) and within the invocation's deadline.
  bedrock: { requestTimeoutMs: 10_500, maxAttempts: 1 },
} as const satisfies Record<string, CallBounds>;

/** Time a function keeps for itself after its dependencies' deadline: enough to log and answer. */
export const ANSWER_MARGIN_MS = 1000;

const deadlines = new AsyncLocalStorage<number>();

/**
 * Runs `work` with a deadline (epoch milliseconds) that every AWS call made inside it, through a
 * client of `boundedClientOptions`, respects: a call never outlives it, and one started after it
 * fails at once. However many calls a request makes one after another, the function answers in
 * time. The HTTP spine and the workers set it from the Lambda's remaining time.
 */
export function withDeadline<T>(deadline: number, work: () => Promise<T>): Promise<T> {
  return deadlines.run(deadline, work);
}

/** The deadline of an invocation: its remaining time less `ANSWER_MARGIN_MS`; none without a Lambda context. */
export function deadlineOf(context: { getRemainingTimeInMillis?: () => number } | undefined, now = Date.now()): number | undefined {
  const remaining = context?.getRemainingTimeInMillis?.();
  return remaining === undefined ? undefined : now + Math.max(0, remaining - ANSWER_MARGIN_MS);
}

/** The error a stalled call ends with: what the SDK's own request timeout throws, which lib/aws/errors.ts counts as unavailable. */
function timeoutError(message: string): Error {
  return Object.assign(new Error(message), { name: 'TimeoutError', code: 'ETIMEDOUT' });
}

/**
 * `NodeHttpHandler` whose request timeout throws (`throwOnRequestTimeout`: without it the SDK only
 * logs a warning and waits on) and is cut short by the deadline of `withDeadline`, if one is set.
 */
class DeadlineHttpHandler extends NodeHttpHandler {
  constructor(
    private readonly requestTimeoutMs: number,
    connectionTimeoutMs: number,
  ) {
    super({ connectionTimeout: connectionTimeoutMs, requestTimeout: requestTimeoutMs, throwOnRequestTimeout: true });
  }

  override handle(request: Parameters<NodeHttpHandler['handle']>[0], options: HttpHandlerOptions = {}): ReturnType<NodeHttpHandler['handle']> {
    const deadline = deadlines.getStore();
    if (deadline === undefined) return super.handle(request, options);
    const left = deadline - Date.now();
    if (left <= 0) return Promise.reject(timeoutError('the invocation has no time left for this call'));
    return super.handle(request, { ...options, requestTimeout: Math.min(options.requestTimeout ?? this.requestTimeoutMs, left) });
  }
}

/**
 * The `maxAttempts` and `requestHandler` of an AWS SDK client that gives up within `bounds` (and
 * within the current `withDeadline`). Shared by every client of the service (lib/aws, Bedrock).
 */
export function boundedClientOptions(bounds: CallBounds): { maxAttempts: number; requestHandler: NodeHttpHandler } {
  return { maxAttempts: bounds.maxAttempts, requestHandler: new DeadlineHttpHandler(bounds.requestTimeoutMs, bounds.connectionTimeoutMs ?? 1000) };
}
