import { docClient, tableName as defaultTable, type StoreDeps } from '../../aws/dynamodb';
import { tableItems } from '../../aws/items';
import { ProblemError } from '../../contract/problems';
import type { Logger } from '../../logger';
import { deliveryPut, newDelivery } from './repository';
import { sendDeliveryMessages, type DeliveryQueueDeps } from './queue';
import { newWebhookEvent, webhookEventPut } from '../events/outbox';
import { messageOf } from '../events/fan-out';
import { webhookEndpointRepository, type WebhookEndpointRepository } from '../endpoints/repository';

/** What sending a ping uses; production defaults, tests pass their own. */
export interface TestEndpointDeps extends DeliveryQueueDeps, StoreDeps {
  endpoints?: WebhookEndpointRepository;
  logger?: Logger;
}

/**
 * Contract 6.16: POST /v1/webhooks/{id}/test. A `ping` event for this endpoint alone and its one
 * delivery are written in one transaction (no fan-out: the event names its endpoint), then the
 * delivery goes on the hot lane. If SQS cannot take it now, the delivery is due and the sweeper
 * sends it. Answers the delivery id at once (202).
 */
export async function testWebhookEndpoint(
  organizationId: string,
  endpointId: string,
  nowMs: number,
  deps: TestEndpointDeps = {},
): Promise<{ delivery_id: string }> {
  const { endpoints = webhookEndpointRepository(deps), client = docClient, tableName = defaultTable, logger } = deps;
  if (!(await endpoints.getPublic(organizationId, endpointId))) throw new ProblemError('not_found', { detail: 'No such webhook endpoint' });
  const event = newWebhookEvent(organizationId, 'ping', { endpoint_id: endpointId }, nowMs, { targetEndpointId: endpointId });
  const delivery = newDelivery(event, endpointId, nowMs);
  // Both ids are new: nothing can cancel this but a fault, thrown as it came.
  const written = await tableItems(client, tableName).transact([webhookEventPut(event, tableName), deliveryPut(delivery, tableName)]);
  if (!written.committed) throw written.error;
  try {
    await sendDeliveryMessages([{ message: messageOf(delivery), lane: 'deliveries' }], deps);
  } catch (error) {
    logger?.warn('webhook delivery queue unreachable; the sweeper sends the ping', { deliveryId: delivery.id, error });
  }
  return { delivery_id: delivery.id };
}
