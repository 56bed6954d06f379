import { httpHandler } from '../../lib/http/handler';
import { json } from '../../lib/http/response';
import { proposePersonality } from '../../lib/personalities/propose';
import { fromGuidedPrompt } from '../catalogue';

export const handler = httpHandler(fromGuidedPrompt, async ({ body, principal }, context) =>
  json(200, await proposePersonality(body, principal, context.receivedAt, { logger: context.logger })),
);
