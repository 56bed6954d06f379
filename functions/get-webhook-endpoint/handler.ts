import { httpHandler } from '../../lib/http/handler';
import { json } from '../../lib/http/response';
import { getWebhookEndpoint as readWebhookEndpoint } from '../../lib/webhooks/endpoints/read';
import { getWebhookEndpoint } from '../catalogue';

export const handler = httpHandler(getWebhookEndpoint, async ({ params, principal }) => {
  const { endpoint, etag } = await readWebhookEndpoint(principal.organizationId, params.id);
  return json(200, endpoint, { ETag: etag });
});
