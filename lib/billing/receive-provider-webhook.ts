import { secretRef } from '../aws/secrets';
import type { FieldError } from '../contract/problems';
import { retryOnConflict, RETRY } from '../aws/transactions';
import { ProblemError } from '../contract/problems';
import { logger as defaultLogger, type Logger } from '../logger';
import { parseEvent, type NotAppliedReason, type ProviderEvent } from './events';
import { projectionOf, type Projection } from './projections';
import { billingRepository, type BillingRepository, type EventOutcome, type EventRecord } from './repository';
import { isProvider, verifySignature } from './signatures';
import { billingWebhookEvent, mayCauseWebhookEvent } from './webhook-events';
import type { WebhookEventRecord } from '../webhooks/events/outbox';
import { publishWebhookEvents, type PublishDeps } from '../webhooks/events/publish';

const readSigningSecrets = secretRef('webhookSigningSecrets');

/** One delivery as received: the provider named in the path, its signature headers (by the catalogue's names: `Stripe-Signature`, `webhook-id`...), and the exact body bytes. */
export interface WebhookDelivery {
  provider: string;
  headers: Readonly<Record<string, string | undefined>>;
  rawBody: Buffer | undefined;
}

/** What receiving a webhook uses; production defaults, tests pass their own. */
export interface ReceiveDeps {
  repository?: BillingRepository;
  signingSecrets?: () => Promise<Record<string, string[]>>;
  logger?: Logger;
  /** Where the webhook events of applied changes go once committed (the events queue). */
  webhooks?: PublishDeps;
}

export type WebhookAck = { received: true; duplicate: boolean };

/** The log field an operator's metric filter counts; the stats item counts the same events. */
export const NOT_APPLIED_METRIC = 'webhook_event_not_applied';

/**
 * POST /v1/billing/{provider}/webhook: verify over the raw bytes, then record the event and apply
 * its effect atomically, at most once per provider event id. A duplicate (also a concurrent one)
 * changes nothing and answers `duplicate: true`. Effects are written before the answer, so they
 * are readable once the provider sees its 200.
 *
 * Only the signature (and the provider name) can make this a 4xx. A verified event is always
 * acknowledged: one the service cannot apply (unknown type, unreadable content, unknown customer)
 * is recorded with its `not_applied_reason`, logged at warn and counted, so the provider never
 * retries it into a storm or disables the endpoint.
 */
export async function receiveProviderWebhook(delivery: WebhookDelivery, nowMs: number, deps: ReceiveDeps = {}): Promise<WebhookAck> {
  const { repository = billingRepository(), signingSecrets = readSigningSecrets, logger = defaultLogger } = deps;
  if (!isProvider(delivery.provider)) throw new ProblemError('unknown_provider', { detail: 'No such payment provider is configured' });
  const secrets = (await signingSecrets())[delivery.provider] ?? [];
  const { messageId } = verifySignature(delivery.provider, delivery.headers, delivery.rawBody, secrets, nowMs);
  const parsed = parseEvent(delivery.provider, delivery.rawBody!, messageId, nowMs);
  const recorder = eventRecorder(repository, logger, nowMs);

  if (!parsed.ok) return recorder.notApplied(parsed.malformed, 'malformed_event', { errors: parsed.malformed.errors });
  const event = parsed.event;
  const decision = projectionOf(event);
  switch (decision.kind) {
    case 'acknowledge':
      return recorder.only(event, 'acknowledged');
    case 'unsupported':
      return recorder.notApplied(event, 'unsupported_event_type');
    case 'unreadable':
      return recorder.notApplied(event, 'unreadable_object', { errors: decision.errors });
    case 'apply':
      break;
  }
  const organizationId = await repository.organizationOfCustomer(decision.projection.customerId);
  // An operator can map the customer and have the provider resend the event.
  if (!organizationId) return recorder.notApplied(event, 'unknown_customer');
  const { ack, outcome, webhookEvents } = await applyOnce(
    event,
    recorder.record(event, 'applied', { organizationId }),
    decision.projection,
    organizationId,
    nowMs,
    repository,
  );
  await publishWebhookEvents(webhookEvents, { logger, ...deps.webhooks });
  return recorder.counted(event, ack, outcome);
}

type EventFacts = Pick<ProviderEvent, 'provider' | 'id' | 'type' | 'occurredAt'>;

function eventRecorder(repository: BillingRepository, logger: Logger, nowMs: number) {
  const record = (
    event: EventFacts,
    outcome: EventOutcome,
    extra: { organizationId?: string; reason?: NotAppliedReason; errors?: FieldError[] } = {},
  ): EventRecord => ({
    provider: event.provider,
    event_id: event.id,
    type: event.type,
    occurred_at: new Date(event.occurredAt).toISOString(),
    received_at: new Date(nowMs).toISOString(),
    outcome,
    ...(extra.reason ? { not_applied_reason: extra.reason } : {}),
    ...(extra.errors?.length ? { errors: extra.errors } : {}),
    ...(extra.organizationId ? { organization_id: extra.organizationId } : {}),
  });

  /** Records once, retrying a conflict with a concurrent copy; true when this call recorded it. */
  const recordOnce = (entry: EventRecord): Promise<boolean> =>
    retryOnConflict(
      async () => {
        const result = await repository.recordOnly(entry, nowMs);
        return result === 'conflict' ? RETRY : result === 'recorded';
      },
      { what: `Event ${entry.event_id}` },
    );

  /** The `WebhookEvents` metric of one delivery (a first not-applied one is counted by its own warning). */
  const counted = (event: EventFacts, ack: WebhookAck, outcome: EventOutcome): WebhookAck => {
    logger.info('provider event received', {
      metric: 'webhook_event',
      outcome: ack.duplicate ? 'duplicate' : outcome,
      provider: event.provider,
      eventId: event.id,
      type: event.type,
    });
    return ack;
  };

  return {
    record,
    async only(event: EventFacts, outcome: EventOutcome): Promise<WebhookAck> {
      return counted(event, { received: true, duplicate: !(await recordOnce(record(event, outcome))) }, outcome);
    },
    async notApplied(event: EventFacts, reason: NotAppliedReason, extra: { errors?: FieldError[] } = {}): Promise<WebhookAck> {
      const recorded = await recordOnce(record(event, 'not_applied', { reason, ...extra }));
      // Logged (and counted) once per event, like the counter: a redelivery is just a duplicate.
      if (!recorded) return counted(event, { received: true, duplicate: true }, 'not_applied');
      logger.warn('provider event not applied', {
        metric: NOT_APPLIED_METRIC,
        provider: event.provider,
        eventId: event.id,
        type: event.type,
        reason,
        errors: extra.errors,
      });
      return { received: true, duplicate: false };
    },
    counted,
  };
}

/**
 * Applies the projection once, with the webhook event it causes (contract 8) in the same
 * transaction. An invoice or payment method is read first: the event is written only when what
 * the API shows changed, and the write is conditional on the item still being as read.
 */
async function applyOnce(
  event: ProviderEvent,
  record: EventRecord,
  projection: Projection,
  organizationId: string,
  nowMs: number,
  repository: BillingRepository,
): Promise<{ ack: WebhookAck; outcome: EventOutcome; webhookEvents: WebhookEventRecord[] }> {
  const item = projection.item(organizationId);
  const watched = projection.mode === 'replace' && mayCauseWebhookEvent(item);
  return retryOnConflict(
    async () => {
      const before = watched ? await repository.getProjected(item as { pk: string; sk: string }) : undefined;
      const webhookEvent = watched
        ? await billingWebhookEvent(item, before, organizationId, nowMs, async () => (await repository.billingProfile(organizationId)).default_payment_method)
        : undefined;
      const webhookEvents = webhookEvent ? [webhookEvent] : [];
      const seen = watched ? ((before?.source_event_id as string | undefined) ?? null) : undefined;
      const result = await repository.recordWithEffect(record, item, projection.mode, nowMs, { seen, events: webhookEvents });
      if (result === 'recorded') return { ack: { received: true, duplicate: false }, outcome: 'applied' as const, webhookEvents };
      if (result === 'duplicate') return { ack: { received: true, duplicate: true }, outcome: 'applied' as const, webhookEvents: [] };
      if (result === 'stale') {
        // A newer event already wrote this object: keep the record, change nothing.
        const outcome = await repository.recordOnly({ ...record, outcome: 'stale' }, nowMs);
        if (outcome !== 'conflict') return { ack: { received: true, duplicate: outcome === 'duplicate' }, outcome: 'stale' as const, webhookEvents: [] };
      }
      // Another copy of this event (or another event on this object) is mid-transaction.
      return RETRY;
    },
    { what: `Event ${event.id}` },
  );
}
