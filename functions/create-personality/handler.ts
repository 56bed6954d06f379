import { idempotencyKeyOf } from '../../lib/contract/idempotency';
import { httpHandler } from '../../lib/http/handler';
import { headerOf } from '../../lib/http/headers';
import { json } from '../../lib/http/response';
import { createPersonality } from '../../lib/personalities/create';
import { createPersonality as createPersonalityOperation } from '../catalogue';

export const handler = httpHandler(createPersonalityOperation, async ({ body, event, principal }, context) => {
  const key = idempotencyKeyOf(headerOf(event, 'idempotency-key'));
  const { personality } = await createPersonality(body, principal, key, context.receivedAt, { logger: context.logger });
  return json(201, personality, { Location: `/v1/personalities/${personality.id}` });
});
