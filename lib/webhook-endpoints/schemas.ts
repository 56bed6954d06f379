import * as z from 'zod/mini';
import { timestamp } from '../contract/schemas';
import { idPattern } from '../ids';

export const webhookEndpointParams = z.strictObject({ id: z.string().check(z.regex(idPattern('whe'), 'Must be a webhook endpoint id (whe_...)')) });

/** Contract 6.10: no secret, nor anything derived from it. */
export const webhookEndpoint = z.strictObject({
  id: z.string().check(z.regex(idPattern('whe'))),
  url: z.string(),
  description: z.nullable(z.string()),
  events: z.array(z.string()),
  status: z.enum(['enabled', 'disabled']),
  created_at: timestamp,
  updated_at: timestamp,
  secret_rotated_at: z.nullable(timestamp),
});
export type WebhookEndpoint = z.output<typeof webhookEndpoint>;
