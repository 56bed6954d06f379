import type { SESClient } from '@aws-sdk/client-ses';
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { ulid } from 'ulid';
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
 * the logs.
 */
export function createEmailHandler(deps: EmailHandlerDeps = {}) {
  return async (event: SQSEvent): Promise<SQSBatchResponse> => {
    const failures: { itemIdentifier: string }[] = [];
    for (const record of event.Records) {
      const logger = rootLogger.child({ requestId: ulid(), messageId: record.messageId });
      const receiveCount = Number(record.attributes?.ApproximateReceiveCount ?? '1');
      try {
        const message = emailMessage.parse(JSON.parse(record.body));
        const outcome = await deliverOutboxEmail(
          message.outbox_id,
          { receiveCount, maxReceives: emailQueueDefinition.maxReceiveCount },
          Date.now(),
          { ...deps, logger },
        );
        logger.info('email message handled', { outboxId: message.outbox_id, outcome, receiveCount });
      } catch (error) {
        logger.warn('email message failed; SQS will redeliver it', { error, receiveCount });
        failures.push({ itemIdentifier: record.messageId });
      }
    }
    return { batchItemFailures: failures };
  };
}
