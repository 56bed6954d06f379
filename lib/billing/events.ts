import * as z from 'zod';
import { ValidationError } from '../http/errors';
import { toFieldErrors } from '../http/validation';
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

const data = z.object({
  object: z.record(z.string(), z.unknown()),
  previous_attributes: z.record(z.string(), z.unknown()).optional(),
});

/** Stripe's event envelope: the id and time are in the body. */
const stripeEnvelope = z.object({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(255),
  created: z.number().int().positive(),
  data,
});

/** The Standard Webhooks envelope `{ type, timestamp, data }`; the id is the `webhook-id` header. */
const standardEnvelope = z.object({
  type: z.string().min(1).max(255),
  timestamp: z.iso.datetime({ offset: true }),
  data,
});

/** Parses a delivery whose signature already verified. A malformed one is a 400 (the provider will see it). */
export function parseEvent(provider: Provider, raw: Buffer, messageId: string | undefined): ProviderEvent {
  let json: unknown;
  try {
    json = JSON.parse(raw.toString('utf8'));
  } catch {
    throw new ValidationError([{ location: 'body', path: '', message: 'Malformed JSON' }], 'The event is not valid JSON');
  }
  if (provider === 'stripe') {
    const parsed = stripeEnvelope.safeParse(json);
    if (!parsed.success) throw new ValidationError(toFieldErrors(parsed.error, 'body'), 'Not a Stripe event');
    const { id, type, created, data } = parsed.data;
    return { provider, id, type, occurredAt: created * 1000, object: data.object, previous: data.previous_attributes };
  }
  const parsed = standardEnvelope.safeParse(json);
  if (!parsed.success) throw new ValidationError(toFieldErrors(parsed.error, 'body'), 'Not a Standard Webhooks event');
  const { type, timestamp, data } = parsed.data;
  return { provider, id: messageId!, type, occurredAt: Date.parse(timestamp), object: data.object, previous: data.previous_attributes };
}
