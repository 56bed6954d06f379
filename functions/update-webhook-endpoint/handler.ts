import { httpHandler } from '../../lib/http/handler';
import { headerOf } from '../../lib/http/headers';
import { json } from '../../lib/http/response';
import { updateWebhookEndpoint as update } from '../../lib/webhook-endpoints/update';
import { updateWebhookEndpoint } from '../catalogue';

export const handler = httpHandler(updateWebhookEndpoint, async ({ params, body, event, principal }, context) => {
  const { endpoint, etag } = await update(principal.organizationId, params.id, body, headerOf(event, 'if-match'), context.receivedAt);
  return json(200, endpoint, { ETag: etag });
});
