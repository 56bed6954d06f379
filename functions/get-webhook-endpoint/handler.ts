import { httpHandler } from '../../lib/http/handler';
import { json } from '../../lib/http/response';
import { getWebhookEndpoint as readWebhookEndpoint } from '../../lib/webhook-endpoints/read';
import { getWebhookEndpoint } from '../catalogue';

export const handler = httpHandler(getWebhookEndpoint, async ({ params, principal }) =>
  json(200, await readWebhookEndpoint(principal.organizationId, params.id)),
);
