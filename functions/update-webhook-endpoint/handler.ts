import { httpHandler } from '../../lib/http/handler';
import { json } from '../../lib/http/response';
import { updateWebhookEndpoint as update } from '../../lib/webhooks/endpoints/update';
import { updateWebhookEndpoint } from '../catalogue';

export const handler = httpHandler(updateWebhookEndpoint, async ({ params, body, headers, principal }, context) => {
  const { endpoint, etag } = await update(principal.organizationId, params.id, body, headers['If-Match'], context.receivedAt);
  return json(200, endpoint, { ETag: etag });
});
