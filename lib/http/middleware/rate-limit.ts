import type { MiddlewareObj, Request } from '@middy/core';
import { bucketPolicies } from '../../ratelimit/config';
import type { Decision } from '../../ratelimit/gcra';
import { createRateLimiter, type BucketRef, type LimiterDecision } from '../../ratelimit/limiter';
import type { BucketPolicy } from '../../ratelimit/config';
import { RateLimitedError } from '../../contract/problems';
import type { ApiContext, HttpEvent, HttpResponse, SpineRoute } from '../types';
import { accessKeyReader, liveBearer, type SessionCheck } from './authenticate';

type HttpRequest = Request<HttpEvent, HttpResponse, Error, ApiContext>;

/** What the spine needs of a limiter: one decision per request (tests give a fake). */
export interface Limiter {
  take(bucket: BucketRef, policy: BucketPolicy, now: number): Promise<Decision & Partial<Pick<LimiterDecision, 'source' | 'fallbackCause'>>>;
}

/** Headers of contract section 2 for a decision (the adapter's rendering of it); `scope` names the bucket kind (`org` or `ip`). */
export function rateLimitHeaders(decision: Decision, scope: 'org' | 'ip', now: number): Record<string, string> {
  const { policy, remaining, resetAt } = decision;
  const secondsToFull = Math.max(0, Math.ceil((resetAt - now) / 1000));
  const window = Math.ceil(policy.burst / policy.rate);
  return {
    'X-RateLimit-Limit': String(policy.rate),
    'X-RateLimit-Remaining': String(remaining),
    'X-RateLimit-Reset': new Date(Math.max(resetAt, now)).toISOString(),
    'RateLimit-Policy': `"${scope}";q=${policy.burst};w=${window}`,
    RateLimit: `"${scope}";r=${remaining};t=${secondsToFull}`,
  };
}

/** One limiter per function instance: its memory is per instance, its state is in DynamoDB. */
let sharedLimiter: Limiter | undefined;

/**
 * Draws a token for every answered request (404, 405 and 4xx included, since it runs before
 * validation). The bucket is the organization's only for a user route whose access token
 * verifies **and** whose session is live and bound to it: a revoked, unknown or foreign session's
 * token is charged to the caller's IP, so it can never drain (or lock out) an organization. The
 * webhook class has its own per-IP buckets; everything else (public routes, user routes with a
 * failing token) shares the public one.
 *
 * When DynamoDB cannot answer, the limiter decides in this instance's memory at the same policy
 * (`lib/ratelimit/limiter.ts`) and a warning carries the `RateLimiterFallbacks` metric.
 */
export function rateLimit(route: SpineRoute, limiter?: Limiter, sessionCheck?: SessionCheck): MiddlewareObj<HttpEvent, HttpResponse, Error, ApiContext> {
  const readKeys = route.auth === 'user' ? accessKeyReader() : undefined;
  return {
    before: async ({ event, context }: HttpRequest) => {
      // A session that cannot be checked right now (DynamoDB down) charges the IP; auth answers 503.
      const subject = readKeys ? await liveBearer(context, event, readKeys, sessionCheck).catch(() => undefined) : undefined;
      const rateClass = subject ? route.rateClass : route.rateClass === 'webhook' ? 'webhook' : 'public';
      const scope = subject ? 'org' : 'ip';
      const policy = bucketPolicies[rateClass];
      const now = context.receivedAt;
      const bucket = { rateClass, scope: subject ? `org:${subject.organizationId}` : `ip:${context.clientIp}` };
      const decision = await (limiter ?? (sharedLimiter ??= createRateLimiter())).take(bucket, policy, now);
      if (decision.source === 'fallback') {
        context.logger.warn('rate limiter could not reach DynamoDB; limited in this instance’s memory', {
          metric: 'rate_limiter_fallback',
          rateClass,
          allowed: decision.allowed,
          error: decision.fallbackCause,
        });
      }
      Object.assign(context.responseHeaders, rateLimitHeaders(decision, scope, now));
      if (!decision.allowed) throw new RateLimitedError(decision.retryAfterSeconds);
    },
  };
}
