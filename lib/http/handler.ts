import middy from '@middy/core';
import type * as z from 'zod';
import { authenticate } from './middleware/authenticate';
import { problemResponses } from './middleware/problem-responses';
import { rateLimit } from './middleware/rate-limit';
import type { RateLimiter } from '../ratelimit/limiter';
import { requestContext } from './middleware/request-context';
import { validateInput, type InputSpec } from './middleware/validate-input';
import type { ApiContext, HttpEvent, HttpResponse, LambdaHttpHandler, RouteDefinition } from './types';

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface HandlerInput<S extends InputSpec> {
  params: Out<S['params']>;
  query: Out<S['query']>;
  body: Out<S['body']>;
  rawBody: Buffer | undefined;
  event: HttpEvent;
}

export type RouteHandler<S extends InputSpec> = (input: HandlerInput<S>, context: ApiContext) => Promise<HttpResponse>;

/**
 * Wraps a route's handler in the shared spine. Order matters and is fixed here, once:
 *
 * 1. request context: request id, logger, client IP; stamps headers on the way out
 * 2. problem responses: any error below becomes the problem+json envelope
 * 3. rate limit: draws a token from the route's bucket (organization or client IP)
 * 4. auth: establishes the principal for the route's auth class
 * 5. input: size, media type, JSON, zod
 *
 * Errors travel back up through `onError` in reverse, so 2 renders them and 1 stamps the ids.
 */
export interface SpineDeps {
  /** The token bucket store; tests without a network pass their own. */
  limiter?: RateLimiter;
}

export function httpHandler<S extends InputSpec>(route: RouteDefinition, spec: S, handle: RouteHandler<S>, deps: SpineDeps = {}): LambdaHttpHandler {
  const chain = [requestContext(), problemResponses(), rateLimit(route, deps.limiter), authenticate(route), validateInput(spec)];
  const handler = middy<HttpEvent, HttpResponse, Error, ApiContext>()
    // Middy refuses hook-less middleware (public routes have nothing to authenticate).
    .use(chain.filter((m) => m.before || m.after || m.onError))
    .handler((event, context) => {
      const input = context.input!;
      return handle(
        {
          params: input.params as Out<S['params']>,
          query: input.query as Out<S['query']>,
          body: input.body as Out<S['body']>,
          rawBody: input.rawBody,
          event,
        },
        context,
      );
    });
  // Lambda hands over a plain Context; the spine extends it before the handler sees it.
  return handler as unknown as LambdaHttpHandler;
}
