import { MethodNotAllowedError, ProblemError } from '../../lib/contract/problems';
import { httpHandler } from '../../lib/http/handler';
import { notFound, operations } from '../catalogue';
import { compilePath } from '../definitions';

const matchers = Object.values(operations).map((operation) => ({ method: operation.method, match: compilePath(operation.path) }));

/** Behind API Gateway's `$default` route: 405 with `Allow` for a known path and another method, 404 otherwise. */
export const handler = httpHandler(notFound, async ({ event }) => {
  const allowed = matchers.filter(({ match }) => match(event.rawPath)).map(({ method }) => method);
  if (allowed.length > 0 && !allowed.includes(event.requestContext.http.method as (typeof allowed)[number])) throw new MethodNotAllowedError(allowed);
  throw new ProblemError('not_found', { detail: 'No such route' });
});
