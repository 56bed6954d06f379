import { SendMessageCommand, type SQSClient } from '@aws-sdk/client-sqs';
import { queueUrlFrom, sqsClient } from '../aws/sqs';
import * as z from 'zod/mini';
import { intVar, parseEnv } from '../config';
import type { Logger } from '../logger';
import { emailQueueUrlVariable } from './queue-definition';
import { type emailMessage } from './queue-message';
import { outboxRepository, STALE_CLAIM_MS, type OutboxRecord, type OutboxRepository } from './outbox';

const env = parseEnv(
  z.object({
    /** An enqueued record still unsent after this long is enqueued again (its message was lost). */
    OUTBOX_REENQUEUE_AFTER_SECONDS: intVar(300),
    /** A record younger than this is left to the request that wrote it, which enqueues it itself. */
    OUTBOX_RELAY_MIN_AGE_SECONDS: intVar(10),
  }),
);

/** The email queue of this function (catalogue access `enqueuesEmail`). */
export const emailQueueUrl = queueUrlFrom(emailQueueUrlVariable);

/** The email queue: the process's SQS client and the queue's URL unless a test gives its own. */
export interface EmailQueueDeps {
  sqs?: SQSClient;
  queueUrl?: string;
}

/** The email queue and the outbox the relay reads. */
export interface QueueDeps extends EmailQueueDeps {
  outbox?: OutboxRepository;
}

/** Puts an outbox record on the email queue and notes when. */
export async function enqueueOutbox(id: string, nowMs: number, deps: QueueDeps = {}): Promise<void> {
  const { outbox = outboxRepository() } = deps;
  const { sqs = sqsClient, queueUrl = emailQueueUrl } = deps;
  const message: z.input<typeof emailMessage> = { outbox_id: id };
  await sqs.send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: JSON.stringify(message) }));
  await outbox.markEnqueued(id, nowMs);
}

function needsEnqueue(record: OutboxRecord, nowMs: number, reenqueueAfterMs: number): boolean {
  if (Date.parse(record.created_at) > nowMs - env.OUTBOX_RELAY_MIN_AGE_SECONDS * 1000) return false;
  if (record.status === 'sending' && record.claimed_at !== undefined && record.claimed_at >= nowMs - STALE_CLAIM_MS) return false;
  return record.enqueued_at === undefined || Date.parse(record.enqueued_at) < nowMs - reenqueueAfterMs;
}

/**
 * The outbox relay: enqueues every record that never reached the queue (SQS was unreachable when
 * the decision committed) or whose message seems lost. Scheduled in AWS, on a timer locally.
 * Re-enqueueing is safe: the email function claims a record before sending it.
 */
export async function relayOutbox(
  nowMs: number,
  deps: QueueDeps & { logger?: Logger; reenqueueAfterSeconds?: number; batch?: number } = {},
): Promise<{ enqueued: number; failed: number }> {
  const { outbox = outboxRepository(), reenqueueAfterSeconds = env.OUTBOX_REENQUEUE_AFTER_SECONDS, batch = 100, logger } = deps;
  let enqueued = 0;
  let failed = 0;
  for (const record of await outbox.listUnsent(batch)) {
    if (!needsEnqueue(record, nowMs, reenqueueAfterSeconds * 1000)) continue;
    try {
      await enqueueOutbox(record.id, nowMs, { ...deps, outbox });
      enqueued++;
    } catch (error) {
      failed++;
      logger?.warn('outbox relay could not enqueue', { outboxId: record.id, error });
    }
  }
  if (enqueued + failed > 0) logger?.info('outbox relay ran', { enqueued, failed });
  return { enqueued, failed };
}
