import { MethodNotAllowedError, ProblemError } from '../../lib/contract/problems';
import { httpHandler } from '../../lib/http/handler';
import { notFound, operations } from '../catalogue';
import { compilePath } from '../definitions';

const matchers = Object.values(operations).map((operation) => ({ method: operation.method, match: compilePath(operation.path) }));

/** The methods a path answers: its operations', and HEAD wherever GET is (the gateway routes it to the GET's function). */
function allowedMethods(rawPath: string): string[] {
  const methods: string[] = matchers.filter(({ match }) => match(rawPath)).map(({ method }) => method);
  return methods.includes('GET') ? [...methods, 'HEAD'] : methods;
}

/** Behind API Gateway's catch-all: 405 with `Allow` for a known path and another method, 404 otherwise. */
export const handler = httpHandler(notFound, async ({ event }) => {
  const allowed = allowedMethods(event.rawPath);
  if (allowed.length > 0 && !allowed.includes(event.requestContext.http.method)) throw new MethodNotAllowedError(allowed);
  throw new ProblemError('not_found', { detail: 'No such route' });
});
