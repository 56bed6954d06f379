import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { ulid } from 'ulid';
import { deadlineOf, withDeadline } from '../aws/request-handler';
import { logger as rootLogger, type Logger } from '../logger';

/** What a worker's batch is run with. */
export interface BatchOptions {
  /**
   * The most one record may take (default: the invocation's deadline only). A record still running
   * then is reported failed and left behind, so it can never hold the batch, or the invocation,
   * past its time: SQS redelivers it after its visibility timeout, and the records' own state
   * (a delivery's claim) says what happened to it.
   */
  recordTimeoutMs?: number;
}

/** What a record still running at its deadline settles as. */
const LATE = Symbol('late');

/** `work`, or {@link LATE} if it has not settled by `deadline` (epoch ms). */
function byDeadline<T>(work: Promise<T>, deadline: number): Promise<T | typeof LATE> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<typeof LATE>((resolve) => (timer = setTimeout(() => resolve(LATE), Math.max(0, deadline - Date.now()))));
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * Runs every record of a batch at once (a slow receiver in one record does not hold the others'
 * attempts back) and answers the records that failed, so SQS retries those alone
 * (`reportBatchItemFailures`). A record fails only when the worker itself could not do its job
 * (DynamoDB unreachable, a bug) or did not finish it by its deadline; a receiver's failure is
 * recorded and scheduled, not retried by SQS.
 *
 * Every AWS call of the invocation gives up by its deadline (its remaining time less a margin to
 * answer, lib/aws/request-handler.ts), and each record by the earlier of that and
 * `recordTimeoutMs`: the batch always answers in time, whatever one record does.
 */
export function batchHandler(name: string, handle: (record: SQSRecord, logger: Logger) => Promise<unknown>, options: BatchOptions = {}) {
  return async (event: SQSEvent, context?: Pick<Context, 'awsRequestId'> & Partial<Pick<Context, 'getRemainingTimeInMillis'>>): Promise<SQSBatchResponse> => {
    const startedMs = Date.now();
    const invocationDeadline = deadlineOf(context, startedMs);
    const recordDeadline = Math.min(invocationDeadline ?? Infinity, options.recordTimeoutMs === undefined ? Infinity : startedMs + options.recordTimeoutMs);
    const run = () =>
      Promise.all(
        event.Records.map(async (record) => {
          const logger = rootLogger.child({ requestId: ulid(), awsRequestId: context?.awsRequestId, messageId: record.messageId });
          try {
            const work = handle(record, logger);
            const outcome = Number.isFinite(recordDeadline) ? await byDeadline(work, recordDeadline) : await work;
            if (outcome !== LATE) return undefined;
            // Whatever it still does is abandoned; its claim lapses and is recorded as a failed attempt.
            work.catch(() => undefined);
            logger.error(`${name} did not finish by its deadline; SQS will redeliver the message`, {
              deadlineMs: recordDeadline - startedMs,
              receiveCount: record.attributes?.ApproximateReceiveCount,
            });
          } catch (error) {
            logger.error(`${name} failed; SQS will redeliver the message`, { error, receiveCount: record.attributes?.ApproximateReceiveCount });
          }
          return { itemIdentifier: record.messageId };
        }),
      );
    const results = invocationDeadline === undefined ? await run() : await withDeadline(invocationDeadline, run);
    return { batchItemFailures: results.filter((failure) => failure !== undefined) };
  };
}
