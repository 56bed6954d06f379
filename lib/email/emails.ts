import * as z from 'zod/mini';

/** What the review-outcome email says: the decision and what the developer must know of it. */
export const reviewOutcomeData = z.strictObject({
  ticket_id: z.string().check(z.minLength(1)),
  organization_name: z.string(),
  decision: z.enum(['approve', 'approve-conditional', 'reject']),
  conditions: z.optional(z.array(z.string())),
  reason: z.optional(z.string()),
});
export type ReviewOutcomeData = z.output<typeof reviewOutcomeData>;

/**
 * What the endpoint-disabled email says: which endpoint, where it pointed, and why: every delivery
 * failed since `failing_since` (5 days), or the receiver answered `410 Gone` (`reason: gone`).
 */
export const webhookEndpointDisabledData = z.strictObject({
  organization_name: z.string(),
  endpoint_id: z.string().check(z.minLength(1)),
  url: z.string(),
  reason: z.optional(z.enum(['failing', 'gone'])),
  failing_since: z.optional(z.string()),
  disabled_at: z.string(),
});
export type WebhookEndpointDisabledData = z.output<typeof webhookEndpointDisabledData>;

/**
 * Every email the service sends, as the outbox stores it until it is sent: its kind and what its
 * template needs. Written by the change that causes it (in the same transaction), validated again
 * where the email function reads it, so a record that does not parse fails loudly (and ends in
 * the DLQ) instead of rendering garbage.
 */
export const outboxEmail = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('review_outcome'), data: reviewOutcomeData }),
  z.strictObject({ kind: z.literal('webhook_endpoint_disabled'), data: webhookEndpointDisabledData }),
]);
export type OutboxEmail = z.output<typeof outboxEmail>;
