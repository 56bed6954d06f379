import { httpHandler } from '../../lib/http/handler';
import { json } from '../../lib/http/response';
import { rotateWebhookSecret as rotate } from '../../lib/webhooks/endpoints/rotate-secret';
import { rotateWebhookSecret } from '../catalogue';

export const handler = httpHandler(rotateWebhookSecret, async ({ params, principal }, context) =>
  json(200, await rotate(principal.organizationId, params.id, context.receivedAt)),
);
