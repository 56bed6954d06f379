import { z } from 'zod';
import { receiveWebhook } from '../../lib/billing/receive-webhook';
import { httpHandler } from '../../lib/http/handler';
import { json } from '../../lib/http/response';
import { routes } from '../routes';

/** Any provider name reaches the use case, which answers 404 `unknown_provider` for unknown ones. */
const params = z.strictObject({ provider: z.string().max(64) });

export const handler = httpHandler(
  routes.receiveProviderWebhook,
  // The body is read raw: the signature covers the exact bytes, and it is parsed only once verified.
  { params, rawJsonBody: true },
  async ({ params, rawBody, event }, context) => {
    const result = await receiveWebhook({ provider: params.provider, headers: event.headers, rawBody }, context.receivedAt, { logger: context.logger });
    return json(200, result);
  },
);
