import { httpHandler } from '../../lib/http/handler';
import { json } from '../../lib/http/response';
import { retryWebhookDelivery as retry } from '../../lib/webhooks/delivery/retry';
import { retryWebhookDelivery } from '../catalogue';

export const handler = httpHandler(retryWebhookDelivery, async ({ params, principal }, context) =>
  json(202, await retry(principal.organizationId, params.id, params.deliveryId, context.receivedAt, { logger: context.logger })),
);
