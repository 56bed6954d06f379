import { idempotencyKeyOf } from '../../lib/contract/idempotency';
import { versionEtag } from '../../lib/contract/if-match';
import { httpHandler } from '../../lib/http/handler';
import { headerOf } from '../../lib/http/headers';
import { json } from '../../lib/http/response';
import { createWebhookEndpoint as create, presentEndpoint } from '../../lib/webhook-endpoints/create';
import { createWebhookEndpoint } from '../catalogue';

export const handler = httpHandler(createWebhookEndpoint, async ({ body, event, principal }, context) => {
  const idempotencyKey = idempotencyKeyOf(headerOf(event, 'idempotency-key'));
  const created = await create({ ...body, organizationId: principal.organizationId, idempotencyKey }, context.receivedAt);
  return json(201, { ...presentEndpoint(created), secret: created.secret }, { Location: `/v1/webhooks/${created.id}`, ETag: versionEtag(created.version) });
});
