import { httpHandler } from '../../lib/http/handler';
import { json } from '../../lib/http/response';
import { listWebhookDeliveries as readDeliveries } from '../../lib/webhooks/delivery/log';
import { listWebhookDeliveries } from '../catalogue';

export const handler = httpHandler(listWebhookDeliveries, async ({ params, query, principal }) =>
  json(200, await readDeliveries(principal.organizationId, params.id, query)),
);
