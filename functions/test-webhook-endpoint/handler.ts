import { httpHandler } from '../../lib/http/handler';
import { json } from '../../lib/http/response';
import { testWebhookEndpoint as sendPing } from '../../lib/webhooks/delivery/test-endpoint';
import { testWebhookEndpoint } from '../catalogue';

export const handler = httpHandler(testWebhookEndpoint, async ({ params, principal }, context) =>
  json(202, await sendPing(principal.organizationId, params.id, context.receivedAt, { logger: context.logger })),
);
