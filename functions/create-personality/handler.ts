import { ValidationError } from '../../lib/contract/problems';
import { httpHandler } from '../../lib/http/handler';
import { headerOf } from '../../lib/http/headers';
import { json } from '../../lib/http/response';
import { createPersonality } from '../../lib/personalities/create';
import { idempotencyKeyHeader } from '../../lib/personalities/schema';
import { createPersonality as createPersonalityOperation } from '../catalogue';

export const handler = httpHandler(createPersonalityOperation, async ({ body, event, principal }, context) => {
  const key = headerOf(event, 'idempotency-key');
  if (key !== undefined && !idempotencyKeyHeader.safeParse(key).success) {
    throw new ValidationError([{ location: 'header', path: '/Idempotency-Key', message: 'Must be 1 to 255 printable ASCII characters' }]);
  }
  const { personality } = await createPersonality(body, principal, key, context.receivedAt, { logger: context.logger });
  return json(201, personality, { Location: `/v1/personalities/${personality.id}` });
});
