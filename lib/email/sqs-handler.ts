import type { SESClient } from '@aws-sdk/client-ses';
import type { Context, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { ulid } from 'ulid';
import { deadlineOf, withDeadline } from '../aws/request-handler';
import { logger as rootLogger } from '../logger';
import { emailMessage } from './queue-message';
import type { OutboxRepository } from './outbox';
import { deliverOutboxEmail } from './deliver';
import { emailQueueDefinition } from './queue-definition';

/** What the email function sends with; production defaults (lib/aws/ses), tests pass their own. */
export interface EmailHandlerDeps {
  ses?: SESClient;
  from?: string;
  outbox?: OutboxRepository;
}

/**
 * The email function: one SQS batch in, partial batch failures out (`reportBatchItemFailures`),
 * so one bad record never makes its neighbours resend. Every record gets its own request id in
 * the logs, beside the invocation's `awsRequestId` and the SQS message id.
 *
 * Each attempt is counted in the `Emails` metric: `sent`, `failed` (SQS redelivers it) or
 * `dead_lettered` (its last receive failed; SQS moves it to the DLQ).
 *
 * A stalled dependency fails the record it stalls (each AWS call is bounded), and once the
 * invocation's deadline has passed the remaining records fail at once, so the batch answers
 * before the function's timeout and SQS redelivers only what was not done.
 */
export function createEmailHandler(deps: EmailHandlerDeps = {}) {
  return async (event: SQSEvent, context?: Pick<Context, 'awsRequestId'> & Partial<Pick<Context, 'getRemainingTimeInMillis'>>): Promise<SQSBatchResponse> => {
    const deadline = deadlineOf(context);
    return deadline === undefined ? handleBatch(event, context) : withDeadline(deadline, () => handleBatch(event, context));
  };

  async function handleBatch(event: SQSEvent, context?: Pick<Context, 'awsRequestId'>): Promise<SQSBatchResponse> {
    const failures: { itemIdentifier: string }[] = [];
    for (const record of event.Records) {
      const logger = rootLogger.child({ requestId: ulid(), awsRequestId: context?.awsRequestId, messageId: record.messageId });
      const receiveCount = Number(record.attributes?.ApproximateReceiveCount ?? '1');
      try {
        const message = emailMessage.parse(JSON.parse(record.body));
        const outcome = await deliverOutboxEmail(message.outbox_id, { receiveCount, maxReceives: emailQueueDefinition.maxReceiveCount }, Date.now(), {
          ...deps,
          logger,
        });
        logger.info('email message handled', { ...(outcome === 'sent' ? { metric: 'email' } : {}), outboxId: message.outbox_id, outcome, receiveCount });
      } catch (error) {
        const last = receiveCount >= emailQueueDefinition.maxReceiveCount;
        logger.warn(last ? 'email message failed on its last receive; SQS moves it to the DLQ' : 'email message failed; SQS will redeliver it', {
          metric: 'email',
          outcome: last ? 'dead_lettered' : 'failed',
          error,
          receiveCount,
        });
        failures.push({ itemIdentifier: record.messageId });
      }
    }
    return { batchItemFailures: failures };
  }
}
