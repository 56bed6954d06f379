import { SendEmailCommand, type SESv2Client } from '@aws-sdk/client-sesv2';
import type { Logger } from '../logger';
import { outboxRepository, type OutboxRepository } from '../outbox/repository';
import { renderReviewOutcome, type ReviewOutcomeData } from './templates';

export interface DeliverDeps {
  ses: SESv2Client;
  from: string;
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
  { ses, from, outbox = outboxRepository(), logger }: DeliverDeps,
): Promise<'sent' | 'already_sent' | 'in_flight' | 'missing'> {
  const claim = await outbox.claim(outboxId, nowMs);
  if (!claim.claimed) {
    if (claim.status === 'missing') logger.error('email message for an unknown outbox record', { outboxId });
    // Sent already, or another worker is sending it right now: this copy of the message is spare.
    return claim.status === 'sent' ? 'already_sent' : claim.status === 'missing' ? 'missing' : 'in_flight';
  }
  const { record, claimedAt } = claim;
  const email = renderReviewOutcome(record.data as unknown as ReviewOutcomeData);
  let messageId: string | undefined;
  try {
    const result = await ses.send(
      new SendEmailCommand({
        FromEmailAddress: from,
        Destination: { ToAddresses: [record.recipient] },
        Content: { Simple: { Subject: { Data: email.subject }, Body: { Text: { Data: email.text }, Html: { Data: email.html } } } },
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
