import type { SQSRecord } from 'aws-lambda';
import { batchHandler } from './batch';
import { deliverOnce, type DeliverDeps } from './deliver';
import type { Lane } from './delivery-queue';
import { webhookQueueDefinitions } from './queue-definition';
import { deliveryMessage } from './queue-message';

/** The lane a message came from, by its queue's name at the end of the source ARN. */
const laneOfRecord = (record: SQSRecord): Lane => (record.eventSourceARN?.endsWith(`:${webhookQueueDefinitions.retries.queueName}`) ? 'retries' : 'deliveries');

/** The delivery function (catalogue `deliverWebhooks`), on both lanes: one attempt per message. */
export function createDeliveryHandler(deps: Omit<DeliverDeps, 'logger'> = {}) {
  return batchHandler('webhook delivery', (record, logger) =>
    deliverOnce(deliveryMessage.parse(JSON.parse(record.body)), laneOfRecord(record), { ...deps, logger }),
  );
}
