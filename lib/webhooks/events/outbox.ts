import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { docClient, tableName as defaultTable, type StoreDeps } from '../../aws/dynamodb';
import { tableItems } from '../../aws/items';
import { isConditionalCheckFailed } from '../../aws/errors';
import { workIndexBatch } from '../../aws/query-page';
import { keys } from '../../store/keys';
import type { WebhookEventType } from '../schemas';

/** Events and their deliveries are kept this long (then DynamoDB's TTL removes them). */
export const WEBHOOK_RETENTION_DAYS = 30;

/**
 * An event (contract 8), stored with the change that caused it (the outbox). `payload` is the
 * exact body every attempt of every delivery sends, `{ id, type, timestamp, data }`, so retries
 * and both signatures are over the same bytes. Its size is bounded by what made it: a request
 * body (64 KiB) or a provider event of the same bound, far under DynamoDB's 400 KB item limit.
 */
export interface WebhookEventRecord {
  id: string;
  organization_id: string;
  type: WebhookEventType;
  created_at: string;
  payload: string;
  /** A `ping` goes to this endpoint alone, whatever it subscribes to. */
  target_endpoint_id?: string;
  /** When the fan-out wrote its deliveries (the record then leaves the pending index). */
  fanned_out_at?: string;
  /** When the sweeper last put it on the events queue again (absent: only the writer's message, at `created_at`). */
  enqueued_at?: string;
  ttl: number;
}

/** A new event of an organization; written by the caller in the transaction of its change. */
export function newWebhookEvent(
  organizationId: string,
  type: WebhookEventType,
  data: unknown,
  nowMs: number,
  options: { targetEndpointId?: string } = {},
): WebhookEventRecord {
  const id = `evt_${ulid(nowMs)}`;
  const timestamp = new Date(nowMs).toISOString();
  return {
    id,
    organization_id: organizationId,
    type,
    created_at: timestamp,
    payload: JSON.stringify({ id, type, timestamp, data }),
    ...(options.targetEndpointId ? { target_endpoint_id: options.targetEndpointId } : {}),
    ttl: Math.ceil(nowMs / 1000) + WEBHOOK_RETENTION_DAYS * 86_400,
  };
}

/**
 * The Put of an event, to include in the transaction of its change (never alone: an event
 * without its change, or a change without its event, must not exist). It waits in the pending
 * index until its fan-out has run; a targeted event (`ping`) is written with its one delivery
 * and needs none.
 */
export function webhookEventPut(event: WebhookEventRecord, tableName = defaultTable) {
  return {
    Put: {
      TableName: tableName,
      Item: {
        ...keys.webhookEvent(event.organization_id, event.id),
        ...(event.target_endpoint_id ? {} : keys.pendingWebhookEventIndex(event.created_at, event.id)),
        entity: 'WebhookEvent',
        ...event,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/** Events as the fan-out and the sweeper read and mark them. */
export function webhookEventRepository({ client = docClient, tableName = defaultTable }: StoreDeps = {}) {
  const table = tableItems(client, tableName);
  return {
    async get(organizationId: string, eventId: string): Promise<WebhookEventRecord | undefined> {
      return table.get<WebhookEventRecord>(keys.webhookEvent(organizationId, eventId), { ConsistentRead: true });
    },

    /** The event's deliveries exist: it leaves the pending index (a re-run finds it done). */
    async markFannedOut(organizationId: string, eventId: string, nowMs: number): Promise<void> {
      await client.send(
        new UpdateCommand({
          TableName: tableName,
          Key: keys.webhookEvent(organizationId, eventId),
          UpdateExpression: 'SET fanned_out_at = if_not_exists(fanned_out_at, :now) REMOVE gsi1pk, gsi1sk',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':now': new Date(nowMs).toISOString() },
        }),
      );
    },

    /** Notes that the event was put on the events queue, if it still waits for its fan-out. */
    async markEnqueued(organizationId: string, eventId: string, nowMs: number): Promise<void> {
      try {
        await client.send(
          new UpdateCommand({
            TableName: tableName,
            Key: keys.webhookEvent(organizationId, eventId),
            UpdateExpression: 'SET enqueued_at = :now',
            ConditionExpression: 'attribute_exists(gsi1pk)',
            ExpressionAttributeValues: { ':now': new Date(nowMs).toISOString() },
          }),
        );
      } catch (error) {
        // Fanned out already (the fan-out was quicker): nothing to remember.
        if (!isConditionalCheckFailed(error)) throw error;
      }
    },

    /**
     * Events still waiting for their fan-out, oldest first, up to `limit`, following
     * `LastEvaluatedKey` (the sparse index holds only those, so the pages are short).
     */
    async listPending(limit: number): Promise<WebhookEventRecord[]> {
      return workIndexBatch<WebhookEventRecord>(client, tableName, keys.pendingWebhookEventPartition, limit);
    },
  };
}

export type WebhookEventRepository = ReturnType<typeof webhookEventRepository>;
