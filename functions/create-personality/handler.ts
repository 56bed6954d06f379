import { httpHandler } from '../../lib/http/handler';
import { json } from '../../lib/http/response';
import { createPersonality } from '../../lib/personalities/create';
import { createPersonality as createPersonalityOperation } from '../catalogue';

export const handler = httpHandler(createPersonalityOperation, async ({ body, headers, principal }, context) => {
  const { personality } = await createPersonality(body, principal, headers['Idempotency-Key'], context.receivedAt, { logger: context.logger });
  return json(201, personality, { Location: `/v1/personalities/${personality.id}` });
});
