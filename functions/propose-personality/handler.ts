import { httpHandler } from '../../lib/http/handler';
import { json } from '../../lib/http/response';
import { proposePersonality } from '../../lib/personalities/propose';
import { operations } from '../operations';
import { routes } from '../routes';

export const handler = httpHandler(routes.fromGuidedPrompt, operations.fromGuidedPrompt.request, async ({ body }, context) =>
  json(200, await proposePersonality(body, context.principal!, context.receivedAt, { logger: context.logger })),
);
