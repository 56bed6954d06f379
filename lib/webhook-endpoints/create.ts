import { randomBytes } from 'node:crypto';
import { ulid } from 'ulid';
import * as z from 'zod/mini';
import { Refusal } from '../contract/refusals';
import { trimmedText } from '../contract/schemas';
import { idPattern } from '../ids';
import { webhookEndpointRepository, type WebhookEndpointRepository } from './repository';
import type { WebhookEndpoint } from './schemas';

export const createWebhookEndpointInput = z.strictObject({
  organizationId: z.string().check(z.regex(idPattern('org'), 'Must be an organization id (org_...)')),
  url: z.url({ protocol: /^https$/, hostname: z.regexes.domain, error: 'Must be an https URL' }).check(z.maxLength(2048)),
  description: z._default(z.nullable(trimmedText(500)), null),
  /** Event types the endpoint subscribes to, e.g. `review.decided`. */
  events: z.pipe(
    z.array(z.string().check(z.regex(/^[a-z]+(?:\.[a-z_]+)+$/, 'Event types look like review.decided'))).check(z.minLength(1), z.maxLength(50)),
    z.transform((events) => [...new Set(events)]),
  ),
  id: z.optional(z.string().check(z.regex(idPattern('whe'), 'Must be a webhook endpoint id (whe_ and a ULID)'))),
});

/**
 * Registers an outgoing webhook endpoint for an organization with a fresh signing secret. The
 * secret is returned here, once, for the organization's receiver; no read ever shows it again.
 * With an id, a second run answers the stored endpoint (without its secret).
 */
export async function createWebhookEndpoint(
  input: z.input<typeof createWebhookEndpointInput>,
  nowMs = Date.now(),
  { endpoints = webhookEndpointRepository() }: { endpoints?: WebhookEndpointRepository } = {},
): Promise<WebhookEndpoint & { organization_id: string; created: boolean; secret?: string }> {
  const { organizationId, url, description, events, id = `whe_${ulid(nowMs)}` } = createWebhookEndpointInput.parse(input);
  const nowIso = new Date(nowMs).toISOString();
  const endpoint: WebhookEndpoint = { id, url, description, events, status: 'enabled', created_at: nowIso, updated_at: nowIso, secret_rotated_at: nowIso };
  const secret = `whsec_${randomBytes(24).toString('base64')}`;
  const outcome = await endpoints.create({ ...endpoint, organization_id: organizationId }, secret);
  if (outcome === 'no_organization') throw new Refusal('not_found', `No organization ${organizationId}`);
  if (outcome === 'created') return { ...endpoint, organization_id: organizationId, created: true, secret };
  const existing = await endpoints.getPublic(organizationId, id);
  if (!existing || existing.url !== url) throw new Refusal('conflict', `Webhook endpoint ${id} exists with another URL`);
  return { ...(existing as WebhookEndpoint), organization_id: organizationId, created: false };
}
