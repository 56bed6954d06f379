import type { SESClient } from '@aws-sdk/client-ses';
import { queueWorker } from '../workers/handler';
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
 * The email function (catalogue `sendEmail`) on the worker spine (lib/workers/handler.ts): one
 * message at a time, each an outbox id whose email it renders and sends, partial batch failures
 * out, so one bad record never makes its neighbours resend.
 *
 * Each attempt is counted in the `Emails` metric: `sent`, `failed` (SQS redelivers it) or
 * `dead_lettered` (its last receive failed; SQS moves it to the DLQ).
 *
 * A stalled dependency fails the record it stalls (each AWS call is bounded), and once the
 * invocation's deadline has passed the remaining records fail at once, so the batch answers
 * before the function's timeout and SQS redelivers only what was not done.
 */
export function createEmailHandler(deps: EmailHandlerDeps = {}) {
  return queueWorker({
    function: 'send-email',
    message: emailMessage,
    // One after another, as it always ran: SES's send rate is the account's, shared by every
    // instance (five at most, catalogue sendEmail), and emails are not urgent to the second.
    concurrency: 1,
    handle: async (message, { logger, receiveCount }) => {
      const outcome = await deliverOutboxEmail(message.outbox_id, { receiveCount, maxReceives: emailQueueDefinition.maxReceiveCount }, Date.now(), {
        ...deps,
        logger,
      });
      logger.info('email message handled', { ...(outcome === 'sent' ? { metric: 'email' } : {}), outboxId: message.outbox_id, outcome, receiveCount });
    },
    onFailure: (failure, { logger, receiveCount }) => {
      const last = receiveCount >= emailQueueDefinition.maxReceiveCount;
      logger.warn(last ? 'email message failed on its last receive; SQS moves it to the DLQ' : 'email message failed; SQS will redeliver it', {
        metric: 'email',
        outcome: last ? 'dead_lettered' : 'failed',
        ...(failure.late ? { deadlineMs: failure.deadlineMs } : { error: failure.error }),
        receiveCount,
      });
    },
  });
}
