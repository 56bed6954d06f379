import { versionEtag } from '../../lib/contract/if-match';
import { httpHandler } from '../../lib/http/handler';
import { json } from '../../lib/http/response';
import { createWebhookEndpoint as create, presentEndpoint } from '../../lib/webhooks/endpoints/create';
import { createWebhookEndpoint } from '../catalogue';

export const handler = httpHandler(createWebhookEndpoint, async ({ body, headers, principal }, context) => {
  const created = await create({ ...body, organizationId: principal.organizationId, idempotencyKey: headers['Idempotency-Key'] }, context.receivedAt);
  return json(201, { ...presentEndpoint(created), secret: created.secret }, { Location: `/v1/webhooks/${created.id}`, ETag: versionEtag(created.version) });
});
