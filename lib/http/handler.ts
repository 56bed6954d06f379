import middy from '@middy/core';
import type * as z from 'zod/mini';
import { authenticate, type SessionCheck } from './middleware/authenticate';
import { conditionalReads, headRequests } from './middleware/conditional-requests';
import { problemResponses } from './middleware/problem-responses';
import { rateLimit } from './middleware/rate-limit';
import type { Limiter } from './middleware/rate-limit';
import { requestContext } from './middleware/request-context';
import { validateInput } from './middleware/validate-input';
import { deadlineOf, withDeadline } from '../aws/deadlines';
import type { ExtraParameter, Principal } from '../contract/routes';
import type { ApiContext, HttpEvent, HttpResponse, LambdaHttpHandler, SpineRoute } from './types';

type Out<S> = S extends z.ZodMiniType ? z.output<S> : undefined;

/** The parameters a route declares `in` headers or cookies, by name; each absent unless sent. */
type Declared<R extends SpineRoute, In extends ExtraParameter['in']> = R['parameters'] extends readonly ExtraParameter[]
  ? { readonly [P in Extract<R['parameters'][number], { in: In }> as P['name']]?: z.output<P['schema']> }
  : Record<never, never>;

/** What a handler is given: the validated input, and the caller when its auth class guarantees one. */
export type HandlerInput<R extends SpineRoute> = {
  params: Out<R['request']['params']>;
  query: Out<R['request']['query']>;
  body: Out<R['request']['body']>;
  /** The declared header parameters (`Idempotency-Key`, `If-Match`), parsed by the spine. */
  headers: Declared<R, 'header'>;
  /** The declared cookies (`service_refresh`), parsed by the spine. */
  cookies: Declared<R, 'cookie'>;
  rawBody: Buffer | undefined;
  event: HttpEvent;
} & (R['auth'] extends 'user' ? { principal: Principal } : unknown);

export type RouteHandler<R extends SpineRoute> = (input: HandlerInput<R>, context: ApiContext) => Promise<HttpResponse>;

/** What the spine can be given instead of its production defaults (tests without a network). */
export interface SpineDeps {
  /** The token bucket store. */
  limiter?: Limiter;
  /** The session check of `user` routes. */
  sessionCheck?: SessionCheck;
}

/**
 * Wraps an operation's handler in the shared spine. Order matters and is fixed here, once:
 *
 * 1. request context: request id, logger, client IP; stamps headers on the way out
 * 2. problem responses: any error below becomes the problem+json envelope
 * 3. rate limit: draws a token from the route's bucket (a live session's organization, or the client IP)
 * 4. auth: establishes the principal for the route's auth class
 * 5. input: size, media type, JSON, zod; the declared header and cookie parameters
 * 6. conditional reads: `If-None-Match` answered with a 304 for operations that declare it
 *
 * Errors travel back up through `onError` in reverse, so 2 renders them and 1 stamps the ids.
 * Around all of it, a HEAD request's answer loses its body (whatever answered it).
 * The handler gets `principal` when the operation's auth class is `user` (auth established it).
 */
export function httpHandler<R extends SpineRoute>(route: R, handle: RouteHandler<R>, deps: SpineDeps = {}): LambdaHttpHandler {
  const chain = [
    headRequests(),
    requestContext(route),
    problemResponses(),
    rateLimit(route, deps.limiter, deps.sessionCheck),
    authenticate(route, deps.sessionCheck),
    validateInput(route.request, route.parameters),
    conditionalReads(route),
  ];
  const handler = middy<HttpEvent, HttpResponse, Error, ApiContext>()
    // Middy refuses hook-less middleware (public routes have nothing to authenticate).
    .use(chain.filter((m) => m.before || m.after || m.onError))
    .handler((event, context) => {
      const input = context.input!;
      // The casts are the spine's promise: validate-input parsed these with the route's schemas,
      // and authenticate set the principal for every `user` route before the handler runs.
      const handlerInput = {
        params: input.params,
        query: input.query,
        body: input.body,
        headers: input.headers,
        cookies: input.cookies,
        rawBody: input.rawBody,
        event,
        principal: context.principal,
      };
      return handle(handlerInput as unknown as HandlerInput<R>, context);
    });
  // Lambda hands over a plain Context; the spine extends it before the handler sees it.
  const spine = handler as unknown as LambdaHttpHandler;
  // Every AWS call of the invocation gives up while there is still time to answer the envelope
  // (a 503 with Retry-After and X-Request-Id), however many calls it makes (lib/aws/deadlines.ts).
  const bounded: LambdaHttpHandler = (event, context) => {
    const deadline = deadlineOf(context);
    return deadline === undefined ? spine(event, context) : withDeadline(deadline, () => spine(event, context));
  };
  return bounded;
}
