import type { SQSRecord } from 'aws-lambda';
import { queueWorker } from '../../workers/handler';
import { deliverOnce, type DeliverDeps } from './deliver';
import type { Lane } from './queue';
import { webhookQueueDefinitions } from '../queue-definition';
import { deliveryMessage } from '../queue-message';
import { ATTEMPT_TIMEOUT_MS } from './schedule';

/**
 * The most one delivery record may take: its attempt (15 s), the DNS check before it (3 s) and
 * its few bounded DynamoDB and SQS calls, well inside the function's 30 s. A record past it is
 * left behind (its claim lapses and is recorded as a failed attempt), so no receiver, however
 * it answers, holds a batch.
 */
export const DELIVERY_RECORD_TIMEOUT_MS = ATTEMPT_TIMEOUT_MS + 10_000;

/** The lane a message came from, by its queue's name at the end of the source ARN. */
const laneOfRecord = (record: SQSRecord): Lane => (record.eventSourceARN?.endsWith(`:${webhookQueueDefinitions.retries.queueName}`) ? 'retries' : 'deliveries');

/** The delivery function (catalogue `deliverWebhooks`), on both lanes: one attempt per message. */
export function createDeliveryHandler(deps: Omit<DeliverDeps, 'logger'> & { recordTimeoutMs?: number } = {}) {
  const { recordTimeoutMs = DELIVERY_RECORD_TIMEOUT_MS, ...deliverDeps } = deps;
  return queueWorker({
    function: 'deliver-webhooks',
    message: deliveryMessage,
    // The whole batch (10, catalogue) at once: a slow receiver in one record does not hold the
    // others' attempts back; each organization's share is the attempt slots' (attempt-slots.ts).
    concurrency: 10,
    recordTimeoutMs,
    handle: (message, { logger, record }) => deliverOnce(message, laneOfRecord(record), { ...deliverDeps, logger }),
  });
}
