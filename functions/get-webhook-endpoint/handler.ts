import { httpHandler } from '../../lib/http/handler';
import { json } from '../../lib/http/response';
import { getWebhookEndpoint } from '../../lib/webhooks/read';
import { operations } from '../operations';
import { routes } from '../routes';

export const handler = httpHandler(routes.getWebhookEndpoint, operations.getWebhookEndpoint.request, async ({ params }, context) =>
  json(200, await getWebhookEndpoint(context.principal!.organizationId, params.id)),
);
