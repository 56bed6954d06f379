import { httpHandler } from '../../lib/http/handler';
import { headerOf } from '../../lib/http/headers';
import { json } from '../../lib/http/response';
import { updatePersonality as update } from '../../lib/personalities/update';
import { updatePersonality } from '../catalogue';

export const handler = httpHandler(updatePersonality, async ({ params, body, event, principal }, context) => {
  const { personality, etag } = await update(principal, params.id, body, headerOf(event, 'if-match'), context.receivedAt, { logger: context.logger });
  return json(200, personality, { ETag: etag });
});
