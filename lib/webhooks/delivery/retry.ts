import { ProblemError } from '../../contract/problems';
import type { Logger } from '../../logger';
import { deliveryRepository } from './repository';
import { ownEndpoint, type DeliveryLogDeps } from './log';
import { sendDeliveryMessages, type DeliveryQueueDeps } from './queue';
import { messageOf } from '../events/fan-out';
import { webhookEndpointRepository } from '../endpoints/repository';

/**
 * Contract 6.17: POST .../deliveries/{deliveryId}/retry. A new attempt now, whatever the status,
 * with the same `webhook-id`; 202 at once. If SQS cannot take the message now, the delivery is
 * due and the sweeper sends it.
 */
export async function retryWebhookDelivery(
  organizationId: string,
  endpointId: string,
  deliveryId: string,
  nowMs: number,
  deps: DeliveryLogDeps & DeliveryQueueDeps & { logger?: Logger } = {},
): Promise<{ delivery_id: string }> {
  const { endpoints = webhookEndpointRepository(), deliveries = deliveryRepository(), logger } = deps;
  await ownEndpoint(organizationId, endpointId, endpoints);
  const scheduled = await deliveries.requestRetry(organizationId, endpointId, deliveryId, nowMs);
  if (!scheduled) throw new ProblemError('not_found', { detail: 'No such delivery' });
  // An attempt in flight sends this one itself when it finishes.
  if (!scheduled.retry_requested) {
    try {
      await sendDeliveryMessages([{ message: messageOf(scheduled), lane: 'deliveries' }], deps);
    } catch (error) {
      logger?.warn('webhook delivery queue unreachable; the sweeper sends the retry', { deliveryId, error });
    }
  }
  return { delivery_id: deliveryId };
}
