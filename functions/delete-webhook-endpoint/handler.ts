import { httpHandler } from '../../lib/http/handler';
import { empty } from '../../lib/http/response';
import { deleteWebhookEndpoint as remove } from '../../lib/webhooks/endpoints/delete';
import { deleteWebhookEndpoint } from '../catalogue';

export const handler = httpHandler(deleteWebhookEndpoint, async ({ params, principal }) => {
  await remove(principal.organizationId, params.id);
  return empty(204);
});
