import { httpHandler } from '../../lib/http/handler';
import { json } from '../../lib/http/response';
import { updatePersonality as update } from '../../lib/personalities/update';
import { updatePersonality } from '../catalogue';

export const handler = httpHandler(updatePersonality, async ({ params, body, headers, principal }, context) => {
  const { personality, etag } = await update(principal, params.id, body, headers['If-Match'], context.receivedAt, { logger: context.logger });
  return json(200, personality, { ETag: etag });
});
