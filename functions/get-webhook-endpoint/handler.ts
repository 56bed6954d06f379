import { httpHandler } from '../../lib/http/handler';
import { json } from '../../lib/http/response';
import { getWebhookEndpoint, webhookEndpointParams } from '../../lib/webhooks/read';
import { routes } from '../routes';

export const handler = httpHandler(routes.getWebhookEndpoint, { params: webhookEndpointParams }, async ({ params }, context) =>
  json(200, await getWebhookEndpoint(context.principal!.organizationId, params.id)),
);
