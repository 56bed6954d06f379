import type { MiddlewareObj, Request } from '@middy/core';
import { bucketPolicies } from '../../ratelimit/config';
import { admitted, rateLimitHeaders } from '../../ratelimit/gcra';
import { createRateLimiter, type RateLimiter } from '../../ratelimit/limiter';
import { RateLimitedError } from '../../contract/problems';
import type { ApiContext, HttpEvent, HttpResponse, SpineRoute } from '../types';
import { accessKeyReader, bearerSubject } from './authenticate';

type HttpRequest = Request<HttpEvent, HttpResponse, Error, ApiContext>;

/** One limiter per function instance: its hints are per instance, its state is in DynamoDB. */
let sharedLimiter: RateLimiter | undefined;

/**
 * Draws a token for every answered request (404, 405 and 4xx included, since it runs before
 * validation). The bucket is the organization's for a user route with a valid access token,
 * otherwise the client IP's: the webhook class has its own per-IP buckets; everything else
 * (public routes, user routes with a failing token) shares the public one.
 *
 * Fails open: if DynamoDB is unreachable or throttled the request is served, the headers report
 * a full bucket, and a warning is logged with the request id.
 */
export function rateLimit(route: SpineRoute, limiter?: RateLimiter): MiddlewareObj<HttpEvent, HttpResponse, Error, ApiContext> {
  const readKeys = route.auth === 'user' ? accessKeyReader() : undefined;
  return {
    before: async ({ event, context }: HttpRequest) => {
      const subject = readKeys ? await bearerSubject(context, event, readKeys) : undefined;
      const rateClass = subject ? route.rateClass : route.rateClass === 'webhook' ? 'webhook' : 'public';
      const scope = subject ? 'org' : 'ip';
      const policy = bucketPolicies[rateClass];
      const now = context.receivedAt;
      let decision;
      try {
        decision = await (limiter ?? (sharedLimiter ??= createRateLimiter())).take(
          { rateClass, scope: subject ? `org:${subject.organizationId}` : `ip:${context.clientIp}` },
          policy,
          now,
        );
      } catch (error) {
        context.logger.warn('rate limiter unavailable; serving the request (fail open)', { error, rateClass });
        decision = admitted(policy, now, now + 1000 / policy.rate);
      }
      Object.assign(context.responseHeaders, rateLimitHeaders(decision, scope, now));
      if (!decision.allowed) throw new RateLimitedError(decision.retryAfterSeconds);
    },
  };
}
