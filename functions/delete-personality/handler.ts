import { httpHandler } from '../../lib/http/handler';
import { empty } from '../../lib/http/response';
import { deletePersonality as remove } from '../../lib/personalities/delete';
import { deletePersonality } from '../catalogue';

export const handler = httpHandler(deletePersonality, async ({ params, principal }, context) => {
  await remove(principal.organizationId, params.id, context.receivedAt, { logger: context.logger });
  return empty(204);
});
