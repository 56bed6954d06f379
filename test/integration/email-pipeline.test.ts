import { describe, expect, it } from 'vitest';
import { CreateQueueCommand, GetQueueAttributesCommand, ReceiveMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { SESClient } from '@aws-sdk/client-ses';
import { ulid } from 'ulid';
import { sqsClient } from '../../lib/aws/sqs';
import { createEmailHandler } from '../../lib/email/send-worker';
import { emailQueueDefinition } from '../../lib/email/queue-definition';
import { emailQueueUrl, relayOutbox } from '../../lib/email/relay';
import { outboxRepository } from '../../lib/email/outbox';
import { decideReview } from '../../lib/reviews/decide';
import { reviewRepository } from '../../lib/reviews/repository';
import { longPollingSqsClient, startSqsPoller } from '../../infra/local/sqs-poller';
import { stack } from '../support/api';
import { emailsTo, settledEmailsTo } from '../support/email';
import { createTestTicket } from '../support/fixtures';
import { report } from '../reliability/mode';

const unreachable = { endpoint: 'http://127.0.0.1:9', region: 'us-east-1', maxAttempts: 1, credentials: { accessKeyId: 'x', secretAccessKey: 'x' } };

describe('the email pipeline', () => {
  it('keeps the decision when SQS is unreachable, and the relay delivers the email later, once', async () => {
    const t = await createTestTicket();
    const result = await decideReview(t.ticketId, { decision: 'approve' }, Date.now(), { sqs: new SQSClient(unreachable), queueUrl: emailQueueUrl });
    expect(result.ticket.status).toBe('resolved');
    const { outbox_id } = (await reviewRepository().get(t.ticketId))!;
    expect((await outboxRepository().get(outbox_id!))?.enqueued_at).toBeUndefined();
    expect(await emailsTo(t.email)).toHaveLength(0);

    // The relay's next run (a minute later) finds the record that never reached the queue.
    const relayed = await relayOutbox(Date.now() + 60_000, { sqs: sqsClient, queueUrl: emailQueueUrl });
    expect(relayed.enqueued).toBeGreaterThanOrEqual(1);
    const emails = await settledEmailsTo(t.email);
    expect(emails).toHaveLength(1);
    expect((await outboxRepository().get(outbox_id!))?.status).toBe('sent');
    report({
      area: 'Faults',
      check: 'SQS unreachable during a decision',
      tried: 'decision with the queue endpoint refusing connections, then the outbox relay',
      outcome: 'decision committed (200), email delivered once by the relay',
    });
  });

  it('retries when SES fails, ends in the DLQ after the limit, and marks nothing sent', async () => {
    // A queue pair of this test's own (short visibility so retries come quickly), same redrive rule.
    const name = `email-test-${ulid()}`;
    const dlq = await sqsClient.send(new CreateQueueCommand({ QueueName: `${name}-dlq` }));
    const dlqArn = (await sqsClient.send(new GetQueueAttributesCommand({ QueueUrl: dlq.QueueUrl!, AttributeNames: ['QueueArn'] }))).Attributes!.QueueArn!;
    const queue = await sqsClient.send(
      new CreateQueueCommand({
        QueueName: name,
        Attributes: {
          VisibilityTimeout: '1',
          RedrivePolicy: JSON.stringify({ deadLetterTargetArn: dlqArn, maxReceiveCount: emailQueueDefinition.maxReceiveCount }),
        },
      }),
    );
    const failingSes = new SESClient(unreachable);
    let invocations = 0;
    const handler = createEmailHandler({ ses: failingSes, from: 'test@service.example' });
    const poller = startSqsPoller({
      sqs: longPollingSqsClient(process.env.SQS_ENDPOINT!),
      queueUrl: queue.QueueUrl!,
      queueArn: `arn:aws:sqs:us-east-1:000000000000:${name}`,
      handler: async (event) => {
        invocations++;
        return handler(event);
      },
    });
    try {
      const t = await createTestTicket();
      await decideReview(t.ticketId, { decision: 'reject', reason: 'Incomplete' }, Date.now(), { sqs: sqsClient, queueUrl: queue.QueueUrl! });
      const { outbox_id } = (await reviewRepository().get(t.ticketId))!;
      const deadline = Date.now() + 20_000;
      let dead: { Body?: string }[] = [];
      while (dead.length === 0 && Date.now() < deadline) {
        dead = (await sqsClient.send(new ReceiveMessageCommand({ QueueUrl: dlq.QueueUrl!, WaitTimeSeconds: 1 }))).Messages ?? [];
      }
      expect(dead).toHaveLength(1);
      expect(JSON.parse(dead[0]!.Body!)).toEqual({ outbox_id });
      expect(invocations).toBe(emailQueueDefinition.maxReceiveCount);
      const record = await outboxRepository().get(outbox_id!);
      expect(record).toMatchObject({ status: 'failed', attempts: emailQueueDefinition.maxReceiveCount });
      expect(record?.sent_at).toBeUndefined();
      expect(await emailsTo(t.email)).toHaveLength(0);
      report({
        area: 'Faults',
        check: 'SES failing',
        tried: `every send refused; ${invocations} deliveries`,
        outcome: `retried ${emailQueueDefinition.maxReceiveCount} times, then the message was in the DLQ; outbox marked failed, nothing marked sent`,
      });
    } finally {
      await poller.stop();
    }
  }, 30_000);

  it('sends once even when the same outbox message is delivered several times at once', async () => {
    const t = await createTestTicket();
    await decideReview(t.ticketId, { decision: 'approve' }, Date.now(), { sqs: new SQSClient(unreachable), queueUrl: emailQueueUrl });
    const { outbox_id } = (await reviewRepository().get(t.ticketId))!;
    const { SendMessageCommand } = await import('@aws-sdk/client-sqs');
    await Promise.all(
      Array.from({ length: 5 }, () => sqsClient.send(new SendMessageCommand({ QueueUrl: emailQueueUrl, MessageBody: JSON.stringify({ outbox_id }) }))),
    );
    expect(await settledEmailsTo(t.email, 1, 15_000, 2500)).toHaveLength(1);
  });
});

describe('the SES stand-in', () => {
  it('is the one the stack sends to', () => {
    expect(stack.ses_endpoint).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });
});
