import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { ulid } from 'ulid';
import { logger as rootLogger, type Logger } from '../logger';

/**
 * Runs every record of a batch at once (a slow receiver in one record does not hold the others'
 * attempts back) and answers the records that failed, so SQS retries those alone
 * (`reportBatchItemFailures`). A record fails only when the worker itself could not do its job
 * (DynamoDB unreachable, a bug); a receiver's failure is recorded and scheduled, not retried by SQS.
 */
export function batchHandler(name: string, handle: (record: SQSRecord, logger: Logger) => Promise<unknown>) {
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
