import * as z from 'zod/mini';
import { documented } from '../contract/json-schema';
import { paginationQuery } from '../contract/pagination';
import { timestamp, trimmedText } from '../contract/schemas';
import { idPattern } from '../ids';
import { MAX_WEBHOOK_URL_LENGTH } from './limits';

const endpointId = z.string().check(z.regex(idPattern('whe'), 'Must be a webhook endpoint id (whe_...)'));
const deliveryId = z.string().check(z.regex(idPattern('msg'), 'Must be a delivery id (msg_...)'));

export const webhookEndpointParams = z.strictObject({ id: endpointId });
export const webhookDeliveryParams = z.strictObject({ id: endpointId, deliveryId });

/** The event types an endpoint can subscribe to (contract 8); `ping` goes only to the endpoint tested, whatever it subscribes to. */
export const subscribableEventTypes = [
  'personality.created',
  'personality.updated',
  'personality.deleted',
  'invoice.updated',
  'payment_method.updated',
  'review.decided',
] as const;
export type SubscribableEventType = (typeof subscribableEventTypes)[number];
export type WebhookEventType = SubscribableEventType | 'ping';

/** What an endpoint receives: event types, or `*` for every one (the list is kept as given, without repeats). */
const events = z.pipe(
  z
    .array(z.enum(['*', ...subscribableEventTypes]))
    .check(z.minLength(1), z.maxLength(subscribableEventTypes.length + 1), z.describe('Event types to receive, or `*` for all of them')),
  z.transform((types) => [...new Set(types)]),
);

/** Any text up to the bound: the URL rules themselves (https, no private address...) are the use case's 422, not a 400. */
const url = z
  .string()
  .check(z.minLength(1), z.maxLength(MAX_WEBHOOK_URL_LENGTH), z.describe('https URL of the receiver (loopback http only on the local stack)'));
/** What the endpoint is for, under the shared text rule (no control or invisible characters). */
const description = z.nullable(trimmedText(500));

/**
 * Routes that take no body (contract 6.16: test, rotate-secret, retry): none, or an empty JSON
 * object, so a client's stray payload is refused (415 for another media type, 400 for anything
 * else) instead of silently ignored.
 */
export const noBody = z.optional(z.strictObject({}).check(z.describe('Nothing, or an empty JSON object: this operation takes no input')));

/** Contract 6.16: POST /v1/webhooks. */
export const createWebhookEndpointBody = z.strictObject({ url, description: z.optional(description), events });
export type CreateWebhookEndpointBody = z.output<typeof createWebhookEndpointBody>;

/** Contract 6.16: PATCH /v1/webhooks/{id}, a JSON Merge Patch of these members only. */
export const webhookEndpointPatch = z.partial(z.strictObject({ url, description, events, status: z.enum(['enabled', 'disabled']) }));
export type WebhookEndpointPatch = z.output<typeof webhookEndpointPatch>;

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

/** A signing secret as shown once: `whsec_` and the base64 of 32 random bytes. */
const secret = documented(z.string().check(z.regex(/^whsec_[A-Za-z0-9+/]{43}=$/)), (generated) => ({
  ...generated,
  description: 'The signing secret (Standard Webhooks, `whsec_` + base64). Shown this once: store it now.',
}));

/** Contract 6.16: the endpoint as created, with its secret, the only time it is ever shown. */
export const createdWebhookEndpoint = z.extend(webhookEndpoint, { secret });

/** Contract 6.16: the rotated secret; the previous one keeps signing beside it until `previous_secret_expires_at`. */
export const rotatedSecret = z.strictObject({ secret, previous_secret_expires_at: timestamp });

/** Contract 6.16 and 6.17: the delivery a test or a retry scheduled (its `webhook-id`). */
export const scheduledDelivery = z.strictObject({ delivery_id: z.string().check(z.regex(idPattern('msg'))) });

/** Contract 6.17: one attempt of a delivery. The receiver's response body is never stored. */
export const deliveryAttempt = z.strictObject({
  at: timestamp,
  response_status: z.nullable(z.number().check(z.int())),
  duration_ms: z.number().check(z.int(), z.nonnegative()),
  error: z.nullable(z.string()),
});
export type DeliveryAttempt = z.output<typeof deliveryAttempt>;

export const deliveryStatuses = ['pending', 'succeeded', 'failed'] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

/** Contract 6.17: a delivery of an event to an endpoint; `id` is its `webhook-id`, stable across attempts. */
export const webhookDelivery = z.strictObject({
  id: z.string().check(z.regex(idPattern('msg'))),
  event_type: z.string(),
  event_id: z.string().check(z.regex(idPattern('evt'))),
  status: z.enum(deliveryStatuses),
  attempts: z.array(deliveryAttempt),
  next_attempt_at: z.nullable(timestamp),
  created_at: timestamp,
});
export type WebhookDelivery = z.output<typeof webhookDelivery>;

/** GET /v1/webhooks/{id}/deliveries: the list's query, with an optional status. */
export const deliveryListQuery = z.extend(paginationQuery, {
  status: z.optional(z.enum(deliveryStatuses)).check(z.describe('Only deliveries of this status')),
});
