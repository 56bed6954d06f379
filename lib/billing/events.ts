import { createHash } from 'node:crypto';
import * as z from 'zod/mini';
import type { FieldError } from '../contract/problems';
import { toFieldErrors } from '../contract/field-errors';
import type { Provider } from './signatures';

/** A verified provider event, normalised across providers. */
export interface ProviderEvent {
  provider: Provider;
  id: string;
  type: string;
  /** When the provider says the event happened (epoch ms): orders projections. */
  occurredAt: number;
  object: Record<string, unknown>;
  previous: Record<string, unknown> | undefined;
}

/** Why a verified event changed nothing; recorded on the event as `not_applied_reason`. */
export type NotAppliedReason =
  /** The body is not JSON, or not the provider's event envelope. */
  | 'malformed_event'
  /** An event type the service does not project. */
  | 'unsupported_event_type'
  /** A projected event type whose object the service cannot read. */
  | 'unreadable_object'
  /** The provider's customer is not mapped to an organization. */
  | 'unknown_customer';

/** A verified delivery whose envelope does not parse: still recorded (and acknowledged) once. */
export interface MalformedEvent {
  provider: Provider;
  id: string;
  type: string;
  occurredAt: number;
  errors: FieldError[];
}

export type ParsedDelivery = { ok: true; event: ProviderEvent } | { ok: false; malformed: MalformedEvent };

const data = z.object({
  object: z.record(z.string(), z.unknown()),
  previous_attributes: z.optional(z.record(z.string(), z.unknown())),
});

const eventId = z.string().check(z.minLength(1), z.maxLength(255));
const eventType = z.string().check(z.minLength(1), z.maxLength(255));
const created = z.number().check(z.int(), z.positive(), z.lte(1e11));

/** Stripe's event envelope: the id and time are in the body. */
const stripeEnvelope = z.object({ id: eventId, type: eventType, created, data });

/** The Standard Webhooks envelope `{ type, timestamp, data }`; the id is the `webhook-id` header. */
const standardEnvelope = z.object({ type: eventType, timestamp: z.iso.datetime({ offset: true }), data });

/** At most this many field errors are kept on a record: enough to diagnose, bounded in size. */
export const MAX_RECORDED_ERRORS = 10;

/**
 * Parses a delivery whose signature already verified. It never throws for content: a body that
 * is not the provider's envelope comes back as `malformed`, with the best id, type and time that
 * can be read from it (a Stripe body without a usable id is named by the hash of its bytes, so a
 * redelivery of the same bytes is still a duplicate).
 */
export function parseEvent(provider: Provider, raw: Buffer, messageId: string | undefined, nowMs: number): ParsedDelivery {
  let json: unknown;
  try {
    json = JSON.parse(raw.toString('utf8'));
  } catch {
    return { ok: false, malformed: fallback(provider, raw, messageId, undefined, nowMs, [{ location: 'body', path: '', message: 'Malformed JSON' }]) };
  }
  if (provider === 'stripe') {
    const parsed = stripeEnvelope.safeParse(json);
    if (!parsed.success) return { ok: false, malformed: fallback(provider, raw, messageId, json, nowMs, toFieldErrors(parsed.error, 'body')) };
    const { id, type, created: seconds, data } = parsed.data;
    return { ok: true, event: { provider, id, type, occurredAt: seconds * 1000, object: data.object, previous: data.previous_attributes } };
  }
  const parsed = standardEnvelope.safeParse(json);
  if (!parsed.success) return { ok: false, malformed: fallback(provider, raw, messageId, json, nowMs, toFieldErrors(parsed.error, 'body')) };
  const { type, timestamp, data } = parsed.data;
  return { ok: true, event: { provider, id: messageId!, type, occurredAt: Date.parse(timestamp), object: data.object, previous: data.previous_attributes } };
}

function fallback(provider: Provider, raw: Buffer, messageId: string | undefined, json: unknown, nowMs: number, errors: FieldError[]): MalformedEvent {
  const body = json !== null && typeof json === 'object' ? (json as Record<string, unknown>) : {};
  const id = messageId ?? eventId.safeParse(body.id).data ?? `sha256:${createHash('sha256').update(raw).digest('hex')}`;
  const type = eventType.safeParse(body.type).data ?? 'unknown';
  const seconds = created.safeParse(body.created).data;
  return { provider, id, type, occurredAt: seconds ? seconds * 1000 : nowMs, errors: errors.slice(0, MAX_RECORDED_ERRORS) };
}
