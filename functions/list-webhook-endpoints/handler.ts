import { httpHandler } from '../../lib/http/handler';
import { json } from '../../lib/http/response';
import { listWebhookEndpoints as readWebhookEndpoints } from '../../lib/webhooks/endpoints/read';
import { listWebhookEndpoints } from '../catalogue';

export const handler = httpHandler(listWebhookEndpoints, async ({ query, principal }) =>
  json(200, await readWebhookEndpoints(principal.organizationId, query)),
);
