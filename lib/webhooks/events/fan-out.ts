import type { Logger } from '../../logger';
import { deliveryRepository, newDelivery, type DeliveryRecord, type DeliveryRepository } from '../delivery/repository';
import { sendDeliveryMessages, type DeliveryNudge, type DeliveryQueueDeps } from '../delivery/queue';
import { webhookEventRepository, type WebhookEventRepository } from './outbox';
import type { EventMessage } from '../queue-message';
import { webhookEndpointRepository, type StoredWebhookEndpoint, type WebhookEndpointRepository } from '../endpoints/repository';
import { laneOf } from '../delivery/schedule';
import { receiverOf } from '../endpoints/receiver';

/** What the fan-out uses; production defaults, tests pass their own. */
export interface FanOutDeps extends DeliveryQueueDeps {
  events?: WebhookEventRepository;
  endpoints?: WebhookEndpointRepository;
  deliveries?: DeliveryRepository;
  logger?: Logger;
}

/** Every endpoint of an organization (at most 16, but read page by page like any list). */
async function allEndpoints(organizationId: string, endpoints: WebhookEndpointRepository): Promise<StoredWebhookEndpoint[]> {
  const all: StoredWebhookEndpoint[] = [];
  let after: string | undefined;
  do {
    const page = await endpoints.list(organizationId, 100, after);
    all.push(...page.items);
    after = page.nextSk;
  } while (after);
  return all;
}

/** Whether an endpoint receives an event: enabled and subscribed to its type or `*`. */
export const subscribes = (endpoint: Pick<StoredWebhookEndpoint, 'status' | 'events'>, type: string) =>
  endpoint.status === 'enabled' && (endpoint.events.includes('*') || endpoint.events.includes(type));

/**
 * The targets of an event, one per receiver: endpoints of the organization with the same URL are
 * one receiver, so it gets one delivery, on the oldest of them (ids sort by creation), signed
 * with every one's secrets (`cosigners`), so it verifies with whichever it holds. Sixteen
 * endpoints at one victim's URL make one request per event, not sixteen.
 */
export function targetsByReceiver(endpoints: readonly StoredWebhookEndpoint[]): { endpoint: StoredWebhookEndpoint; cosigners: string[] }[] {
  const byReceiver = new Map<string, StoredWebhookEndpoint[]>();
  for (const endpoint of [...endpoints].sort((a, b) => a.id.localeCompare(b.id))) {
    const receiver = receiverOf(endpoint.url);
    byReceiver.set(receiver, [...(byReceiver.get(receiver) ?? []), endpoint]);
  }
  return [...byReceiver.values()].map(([endpoint, ...others]) => ({ endpoint: endpoint!, cosigners: others.map((other) => other.id) }));
}

/**
 * Fans one event out (contract 8): one delivery per endpoint of its organization that is enabled
 * and subscribed to its type (or `*`) when this runs, and one per URL when several of them share
 * one (`targetsByReceiver`). Idempotent: a delivery's id is derived
 * from the event and the endpoint and written only if absent, so a second run (SQS redelivers,
 * the sweeper re-sends) writes nothing twice and sends again only deliveries never attempted.
 * Only another organization's endpoints can never be read: the query is the event's organization's.
 */
export async function fanOutEvent(message: EventMessage, nowMs: number, deps: FanOutDeps = {}): Promise<{ deliveries: number } | 'missing' | 'done'> {
  const { events = webhookEventRepository(), endpoints = webhookEndpointRepository(), deliveries = deliveryRepository(), logger } = deps;
  const event = await events.get(message.organization_id, message.event_id);
  if (!event) {
    logger?.error('webhook event message for an unknown event', { eventId: message.event_id });
    return 'missing';
  }
  if (event.fanned_out_at || event.target_endpoint_id) return 'done';
  const targets = targetsByReceiver((await allEndpoints(event.organization_id, endpoints)).filter((endpoint) => subscribes(endpoint, event.type)));
  const nudges: DeliveryNudge[] = [];
  for (const { endpoint, cosigners } of targets) {
    const delivery = newDelivery(event, endpoint.id, nowMs, cosigners);
    const written = await deliveries.createOnce(delivery);
    // Written now, or by a run that may have died before sending it: send (a spare message is harmless, the claim decides).
    if (written.created || neverAttempted(written.existing)) nudges.push({ message: messageOf(delivery), lane: laneOf(endpoint, nowMs) });
  }
  const unsent = nudges.length > 0 ? await sendDeliveryMessages(nudges, deps) : [];
  if (unsent.length > 0) logger?.warn('some delivery messages were not taken; the sweeper sends them', { eventId: event.id, unsent: unsent.length });
  await events.markFannedOut(event.organization_id, event.id, nowMs);
  logger?.info('webhook event fanned out', { eventId: event.id, type: event.type, deliveries: targets.length });
  return { deliveries: targets.length };
}

const neverAttempted = (record: DeliveryRecord | undefined) => record !== undefined && record.status === 'pending' && record.attempts.length === 0;

/** The queue message of a delivery. */
export const messageOf = (delivery: Pick<DeliveryRecord, 'id' | 'organization_id' | 'endpoint_id'>) => ({
  delivery_id: delivery.id,
  organization_id: delivery.organization_id,
  endpoint_id: delivery.endpoint_id,
});
