import { receiveProviderWebhook as receive } from '../../lib/billing/receive-provider-webhook';
import { httpHandler } from '../../lib/http/handler';
import { json } from '../../lib/http/response';
import { receiveProviderWebhook } from '../catalogue';

// The body is read raw: the signature covers the exact bytes, and it is parsed only once verified.
export const handler = httpHandler(receiveProviderWebhook, async ({ params, rawBody, headers }, context) => {
  const result = await receive({ provider: params.provider, headers, rawBody }, context.receivedAt, { logger: context.logger });
  return json(200, result);
});
