import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { ulid } from 'ulid';
import { logger as rootLogger, type Logger } from '../logger';
import { deliverOnce, type DeliverDeps } from './deliver';
import type { Lane } from './delivery-queue';
import { fanOutEvent, type FanOutDeps } from './fan-out';
import { webhookQueueDefinitions } from './queue-definition';
import { deliveryMessage, eventMessage } from './queue-message';

/**
 * Runs every record of a batch at once (a slow receiver in one record does not hold the others'
 * attempts back) and answers the records that failed, so SQS retries those alone
 * (`reportBatchItemFailures`). A record fails only when the worker itself could not do its job
 * (DynamoDB unreachable, a bug); a receiver's failure is recorded and scheduled, not retried by SQS.
 */
function batchHandler(name: string, handle: (record: SQSRecord, logger: Logger) => Promise<unknown>) {
  return async (event: SQSEvent, context?: Pick<Context, 'awsRequestId'>): Promise<SQSBatchResponse> => {
    const results = await Promise.all(
      event.Records.map(async (record) => {
        const logger = rootLogger.child({ requestId: ulid(), awsRequestId: context?.awsRequestId, messageId: record.messageId });
        try {
          await handle(record, logger);
          return undefined;
        } catch (error) {
          logger.error(`${name} failed; SQS will redeliver the message`, { error, receiveCount: record.attributes?.ApproximateReceiveCount });
          return { itemIdentifier: record.messageId };
        }
      }),
    );
    return { batchItemFailures: results.filter((failure) => failure !== undefined) };
  };
}

/** The fan-out function (catalogue `fanOutWebhookEvents`): one event per message, its deliveries written and sent. */
export function createFanOutHandler(deps: Omit<FanOutDeps, 'logger'> = {}) {
  return batchHandler('webhook fan-out', (record, logger) => fanOutEvent(eventMessage.parse(JSON.parse(record.body)), Date.now(), { ...deps, logger }));
}

/** The lane a message came from, by its queue's name at the end of the source ARN. */
const laneOfRecord = (record: SQSRecord): Lane => (record.eventSourceARN?.endsWith(`:${webhookQueueDefinitions.retries.queueName}`) ? 'retries' : 'deliveries');

/** The delivery function (catalogue `deliverWebhooks`), on both lanes: one attempt per message. */
export function createDeliveryHandler(deps: Omit<DeliverDeps, 'logger'> = {}) {
  return batchHandler('webhook delivery', (record, logger) =>
    deliverOnce(deliveryMessage.parse(JSON.parse(record.body)), laneOfRecord(record), { ...deps, logger }),
  );
}
