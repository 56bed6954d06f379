import * as z from 'zod';
import { ProblemError, MethodNotAllowedError } from '../../lib/contract/problems';
import { httpHandler } from '../../lib/http/handler';
import { fallbackRoute, matchRoute } from '../routes';

/**
 * Behind API Gateway's `$default` route: answers every request no served route matched, through
 * the same spine (request id, rate limit, envelope) as the real routes.
 */
/** Any query string is fine here: the answer is 404/405 whatever it says. */
const anyQuery = z.record(z.string(), z.string());

export const handler = httpHandler(fallbackRoute, { query: anyQuery }, async ({ event }) => {
  const match = matchRoute(event.requestContext.http.method, event.rawPath);
  if (!match.route && match.allowed.length > 0) throw new MethodNotAllowedError(match.allowed);
  throw new ProblemError('not_found', { detail: 'No such route' });
});
