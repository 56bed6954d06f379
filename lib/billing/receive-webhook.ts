import { secretRef } from '../aws/secrets';
import { HttpError, ValidationError } from '../http/errors';
import type { Logger } from '../logger';
import * as z from 'zod';
import { toFieldErrors } from '../http/validation';
import { parseEvent, type ProviderEvent } from './events';
import { projectionOf } from './projections';
import { billingRepository, type BillingRepository, type EventOutcome, type EventRecord } from './repository';
import { isProvider, verifySignature } from './signatures';

const readSigningSecrets = secretRef('webhookSigningSecrets');

export interface WebhookDelivery {
  provider: string;
  headers: Record<string, string | undefined>;
  rawBody: Buffer | undefined;
}

export interface ReceiveDeps {
  repository?: BillingRepository;
  signingSecrets?: () => Promise<Record<string, string[]>>;
  logger?: Logger;
}

/** Transaction conflicts (concurrent copies of one event) are retried this many times. */
const MAX_CONFLICT_RETRIES = 8;

/**
 * POST /v1/billing/{provider}/webhook: verify over the raw bytes, then record the event and apply
 * its effect atomically, at most once per provider event id. A duplicate (also a concurrent one)
 * changes nothing and answers `duplicate: true`. Effects are written before the answer, so they
 * are readable once the provider sees its 200.
 */
export async function receiveWebhook(delivery: WebhookDelivery, nowMs: number, deps: ReceiveDeps = {}): Promise<{ received: true; duplicate: boolean }> {
  const { repository = billingRepository(), signingSecrets = readSigningSecrets, logger } = deps;
  if (!isProvider(delivery.provider)) throw new HttpError('unknown_provider', { detail: 'No such payment provider is configured' });
  const secrets = (await signingSecrets())[delivery.provider] ?? [];
  const { messageId } = verifySignature(delivery.provider, delivery.headers, delivery.rawBody, secrets, nowMs);
  const event = parseEvent(delivery.provider, delivery.rawBody!, messageId);

  let projection;
  try {
    projection = projectionOf(event);
  } catch (error) {
    if (error instanceof z.ZodError) throw new ValidationError(toFieldErrors(error, 'body').map((e) => ({ ...e, path: `/data/object${e.path}` })), `The ${event.type} object is malformed`);
    throw error;
  }
  const record = (outcome: EventOutcome, organizationId?: string): EventRecord => ({
    provider: event.provider,
    event_id: event.id,
    type: event.type,
    occurred_at: new Date(event.occurredAt).toISOString(),
    received_at: new Date(nowMs).toISOString(),
    outcome,
    ...(organizationId ? { organization_id: organizationId } : {}),
  });
  const only = async (outcome: EventOutcome, organizationId?: string) => ({
    received: true as const,
    duplicate: (await repository.recordOnly(record(outcome, organizationId), nowMs)) === 'duplicate',
  });

  if (!projection) return only('ignored');
  const organizationId = await repository.organizationOfCustomer(projection.customerId);
  if (!organizationId) {
    // Acknowledged, so the provider does not retry forever; an operator can map the customer and replay.
    logger?.warn('provider event for an unknown customer', { provider: event.provider, eventId: event.id, type: event.type });
    return only('unknown_customer');
  }
  return applyOnce(event, record('applied', organizationId), projection.item(organizationId), nowMs, repository);
}

async function applyOnce(event: ProviderEvent, record: EventRecord, item: Record<string, unknown>, nowMs: number, repository: BillingRepository) {
  for (let attempt = 0; attempt <= MAX_CONFLICT_RETRIES; attempt++) {
    const result = await repository.recordWithEffect(record, item, nowMs);
    if (result === 'recorded') return { received: true as const, duplicate: false };
    if (result === 'duplicate') return { received: true as const, duplicate: true };
    if (result === 'stale') {
      // A newer event already wrote this object: keep the record, change nothing.
      const outcome = await repository.recordOnly({ ...record, outcome: 'stale' }, nowMs);
      return { received: true as const, duplicate: outcome === 'duplicate' };
    }
    // Another copy of this event (or another event on this object) is mid-transaction: wait a little.
    await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * (attempt + 1)));
  }
  throw new HttpError('service_unavailable', { detail: `Event ${event.id} is contended; retry`, headers: { 'Retry-After': '1' } });
}
