import { SendEmailCommand, type SESClient } from '@aws-sdk/client-ses';
import { emailConfigurationSet, emailFrom, sesClient } from '../aws/ses';
import type { Logger } from '../logger';
import { outboxRepository, type OutboxRepository } from './outbox';
import { outboxEmail } from './emails';
import { renderEmail } from './templates';

/** SES and the sending identity of the process, the outbox, and the request's logger. */
export interface DeliverDeps {
  ses?: SESClient;
  from?: string;
  /** The configuration set the send names (its suppression list keeps bounced and complaining recipients from being mailed again). */
  configurationSet?: string;
  outbox?: OutboxRepository;
  logger: Logger;
}

/**
 * Sends the email of one outbox record, at most once in practice: claim it (a conditional write
 * only one worker wins), send through SES, mark it sent. If SES fails the claim is released and
 * the error rethrown, so SQS redelivers; on the last receive it is left `failed` (the message goes
 * to the DLQ, the record out of the relay's sight). Returns what happened.
 */
export async function deliverOutboxEmail(
  outboxId: string,
  attempt: { receiveCount: number; maxReceives: number },
  nowMs: number,
  { ses = sesClient, from = emailFrom, configurationSet = emailConfigurationSet, outbox = outboxRepository(), logger }: DeliverDeps,
): Promise<'sent' | 'already_sent' | 'in_flight' | 'missing'> {
  const claim = await outbox.claim(outboxId, nowMs);
  if (!claim.claimed) {
    if (claim.status === 'missing') logger.error('email message for an unknown outbox record', { outboxId });
    // Sent already, or another worker is sending it right now: this copy of the message is spare.
    return claim.status === 'sent' ? 'already_sent' : claim.status === 'missing' ? 'missing' : 'in_flight';
  }
  const { record, claimedAt } = claim;
  // Validated where it is read: a record that is not an email we know fails here, not in SES.
  const email = renderEmail(outboxEmail.parse({ kind: record.kind, data: record.data }));
  let messageId: string | undefined;
  try {
    const result = await ses.send(
      new SendEmailCommand({
        Source: from,
        ConfigurationSetName: configurationSet,
        Destination: { ToAddresses: [record.recipient] },
        Message: {
          Subject: { Data: email.subject, Charset: 'UTF-8' },
          Body: { Text: { Data: email.text, Charset: 'UTF-8' }, Html: { Data: email.html, Charset: 'UTF-8' } },
        },
      }),
    );
    messageId = result.MessageId;
  } catch (error) {
    await outbox.release(outboxId, claimedAt, attempt.receiveCount >= attempt.maxReceives);
    throw error;
  }
  await outbox.markSent(outboxId, claimedAt, Date.now(), messageId);
  logger.info('email sent', { outboxId, kind: record.kind });
  return 'sent';
}
