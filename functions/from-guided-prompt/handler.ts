import { httpHandler } from '../../lib/http/handler';
import { json } from '../../lib/http/response';
import { fromGuidedPrompt as propose } from '../../lib/personalities/from-guided-prompt';
import { fromGuidedPrompt } from '../catalogue';

export const handler = httpHandler(fromGuidedPrompt, async ({ body, principal }, context) =>
  json(200, await propose(body, principal, context.receivedAt, { logger: context.logger })),
);
