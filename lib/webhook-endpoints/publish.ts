import { SendMessageCommand, type SQSClient } from '@aws-sdk/client-sqs';
import type * as z from 'zod/mini';
import { queueUrlFrom, sqsClient } from '../aws/sqs';
import type { Logger } from '../logger';
import { webhookEventRepository, type WebhookEventRecord, type WebhookEventRepository } from './events';
import { webhookQueueUrlVariables } from './queue-definition';
import type { eventMessage } from './queue-message';

/** The events queue of this function (catalogue access `publishesWebhookEvents`). */
export const webhookEventsQueueUrl = queueUrlFrom(webhookQueueUrlVariables.events);

/** The events queue and the event records: production defaults, tests pass their own. */
export interface PublishDeps {
  sqs?: SQSClient;
  eventsQueueUrl?: string;
  events?: WebhookEventRepository;
  logger?: Logger;
}

/** Puts one event on the events queue and notes when. */
export async function enqueueWebhookEvent(event: Pick<WebhookEventRecord, 'id' | 'organization_id'>, nowMs: number, deps: PublishDeps = {}): Promise<void> {
  const { sqs = sqsClient, eventsQueueUrl = webhookEventsQueueUrl, events = webhookEventRepository() } = deps;
  const message: z.input<typeof eventMessage> = { event_id: event.id, organization_id: event.organization_id };
  await sqs.send(new SendMessageCommand({ QueueUrl: eventsQueueUrl, MessageBody: JSON.stringify(message) }));
  await events.markEnqueued(event.organization_id, event.id, nowMs);
}

/**
 * After a change committed with its events: hands them to the fan-out. Never fails the change:
 * an event that cannot be enqueued now (SQS unreachable) waits in the pending index, and the
 * sweeper enqueues it within a minute or two.
 */
export async function publishWebhookEvents(events: readonly WebhookEventRecord[], nowMs: number, deps: PublishDeps = {}): Promise<void> {
  await Promise.all(
    events.map(async (event) => {
      try {
        await enqueueWebhookEvent(event, nowMs, deps);
      } catch (error) {
        deps.logger?.warn('webhook events queue unreachable; the sweeper will fan the event out', { eventId: event.id, type: event.type, error });
      }
    }),
  );
}
