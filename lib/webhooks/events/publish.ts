import { SendMessageCommand, type SQSClient } from '@aws-sdk/client-sqs';
import type * as z from 'zod/mini';
import { queueUrlFrom, sqsClient } from '../../aws/sqs';
import type { Logger } from '../../logger';
import { webhookEventRepository, type WebhookEventRecord, type WebhookEventRepository } from './outbox';
import { webhookQueueUrlVariables } from '../queue-definition';
import type { eventMessage } from '../queue-message';

/** The events queue of this function (catalogue access `publishesWebhookEvents`). */
export const webhookEventsQueueUrl = queueUrlFrom(webhookQueueUrlVariables.events);

/** The events queue and the event records: production defaults, tests pass their own. */
export interface PublishDeps {
  sqs?: SQSClient;
  eventsQueueUrl?: string;
  events?: WebhookEventRepository;
  logger?: Logger;
}

/** Puts one event on the events queue. */
async function sendEventMessage(event: Pick<WebhookEventRecord, 'id' | 'organization_id'>, deps: PublishDeps): Promise<void> {
  const { sqs = sqsClient, eventsQueueUrl = webhookEventsQueueUrl } = deps;
  const message: z.input<typeof eventMessage> = { event_id: event.id, organization_id: event.organization_id };
  await sqs.send(new SendMessageCommand({ QueueUrl: eventsQueueUrl, MessageBody: JSON.stringify(message) }));
}

/**
 * The sweeper's relay: puts a pending event on the events queue again and notes when, so it
 * is not sent again before its message can have been lost.
 */
export async function relayWebhookEvent(event: Pick<WebhookEventRecord, 'id' | 'organization_id'>, nowMs: number, deps: PublishDeps = {}): Promise<void> {
  const { events = webhookEventRepository() } = deps;
  await sendEventMessage(event, deps);
  await events.markEnqueued(event.organization_id, event.id, nowMs);
}

/**
 * After a change committed with its events: hands them to the fan-out. Never fails the change:
 * an event that cannot be enqueued now (SQS unreachable) waits in the pending index, and the
 * sweeper enqueues it within a few minutes. Writes nothing: the sweeper counts an event's
 * first message from its `created_at` (sent right after the commit), which saves every change
 * a DynamoDB write.
 */
export async function publishWebhookEvents(events: readonly WebhookEventRecord[], deps: PublishDeps = {}): Promise<void> {
  await Promise.all(
    events.map(async (event) => {
      try {
        await sendEventMessage(event, deps);
      } catch (error) {
        deps.logger?.warn('webhook events queue unreachable; the sweeper will fan the event out', { eventId: event.id, type: event.type, error });
      }
    }),
  );
}
