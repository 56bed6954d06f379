import { describe, expect, it, vi } from 'vitest';

// This file's worker reaches DynamoDB Local through a proxy that can be paused (connections hang,
// as when DynamoDB does not answer); set before any module creates its client.
const proxyPlan = await vi.hoisted(async () => (await import('../support/dynamodb-proxy')).routeDynamoDbThroughProxy());

import type { SQSEvent } from 'aws-lambda';
import { ulid } from 'ulid';
import { withDeadline } from '../../lib/aws/deadlines';
import { createEmailHandler } from '../../lib/email/send-worker';
import { outboxRepository } from '../../lib/email/outbox';
import { useDynamoDbProxy } from '../support/dynamodb-proxy';

/**
 * A stalled DynamoDB under the SQS consumer: each record fails within its bounded calls (reported
 * in `batchItemFailures`, so SQS redelivers it), and once the invocation's deadline has passed the
 * rest fail at once, so the batch answers before the function's timeout instead of hanging to it.
 */
const proxy = useDynamoDbProxy(proxyPlan);

const batch = (size: number): SQSEvent =>
  ({
    Records: Array.from({ length: size }, () => ({
      messageId: ulid(),
      body: JSON.stringify({ outbox_id: `out_${ulid()}` }),
      attributes: { ApproximateReceiveCount: '1' },
    })),
  }) as unknown as SQSEvent;

describe('the email worker with a stalled DynamoDB', () => {
  it('fails every record of the batch and answers before its deadline', async () => {
    const handler = createEmailHandler();
    const event = batch(4);
    const remainingMs = 4000;
    proxy().pause();
    const started = Date.now();
    let result;
    try {
      result = await handler(event, { awsRequestId: 'test', getRemainingTimeInMillis: () => remainingMs - (Date.now() - started) });
    } finally {
      proxy().resume();
    }
    const elapsed = Date.now() - started;
    expect(result.batchItemFailures.map((f) => f.itemIdentifier)).toEqual(event.Records.map((r) => r.messageId));
    // Four records of one bounded read each (≈3 s) would take ≈12 s; the deadline (4 s less the 1 s margin) ends it.
    expect(elapsed).toBeLessThan(remainingMs);
  }, 20_000);

  it('bounds a single call by the deadline, with the SDK error a 503 is made of', async () => {
    proxy().pause();
    const started = Date.now();
    let error: unknown;
    try {
      await withDeadline(Date.now() + 500, () => outboxRepository().get(`out_${ulid()}`)).catch((e: unknown) => (error = e));
    } finally {
      proxy().resume();
    }
    expect(error).toMatchObject({ name: 'TimeoutError' });
    expect(Date.now() - started).toBeLessThan(1500);
  }, 10_000);
});
