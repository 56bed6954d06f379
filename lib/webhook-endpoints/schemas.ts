import * as z from 'zod';
import { timestamp } from '../contract/schemas';
import { idPattern } from '../ids';

export const webhookEndpointParams = z.strictObject({ id: z.string().regex(idPattern('whe'), 'Must be a webhook endpoint id (whe_...)') });

/** Contract 6.10: no secret, nor anything derived from it. */
export const webhookEndpoint = z.strictObject({
  id: z.string().regex(idPattern('whe')),
  url: z.string(),
  description: z.string().nullable(),
  events: z.array(z.string()),
  status: z.enum(['enabled', 'disabled']),
  created_at: timestamp,
  updated_at: timestamp,
  secret_rotated_at: timestamp.nullable(),
});
export type WebhookEndpoint = z.output<typeof webhookEndpoint>;
