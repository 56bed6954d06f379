import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { docClient, tableName as defaultTable, type StoreDeps } from '../aws/dynamodb';
import { tableItems } from '../aws/items';
import { isConditionalCheckFailed } from '../aws/errors';
import { workIndexBatch } from '../aws/query-page';
import { keys } from '../store/keys';
import type { OutboxEmail } from './emails';

export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'failed';

/**
 * An email waiting to be sent, written in the same transaction as the change that caused it: its
 * kind and template data (`OutboxEmail`, rendered only when sending) and the send protocol's state.
 */
export type OutboxRecord = OutboxEmail & {
  id: string;
  recipient: string;
  status: OutboxStatus;
  attempts: number;
  created_at: string;
  enqueued_at?: string;
  claimed_at?: number;
  sent_at?: string;
  provider_message_id?: string;
};

/** A claim older than this belongs to a worker that died mid-send; it may be taken over. */
export const STALE_CLAIM_MS = 120_000;

/** The Put for a new outbox record, to include in the caller's transaction. */
export function newOutboxPut(record: Omit<OutboxRecord, 'status' | 'attempts'>, tableName = defaultTable) {
  return {
    Put: {
      TableName: tableName,
      Item: {
        ...keys.outbox(record.id),
        ...keys.unsentOutboxIndex(record.created_at, record.id),
        entity: 'Outbox',
        ...record,
        status: 'pending',
        attempts: 0,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

export type ClaimResult = { claimed: true; record: OutboxRecord; claimedAt: number } | { claimed: false; status: OutboxStatus | 'missing' };

/**
 * The send protocol, every step one conditional write:
 * claim (pending/failed, or a stale claim → sending) → send → mark sent (only by the claimant);
 * on failure release (back to pending, or failed after the last attempt). So a record is sent by
 * one worker at a time, and nothing is marked sent that was not sent.
 */
export function outboxRepository({ client = docClient, tableName = defaultTable }: StoreDeps = {}) {
  const table = tableItems(client, tableName);
  return {
    async get(id: string): Promise<OutboxRecord | undefined> {
      return table.get<OutboxRecord>(keys.outbox(id), { ConsistentRead: true });
    },

    async claim(id: string, nowMs: number): Promise<ClaimResult> {
      const { updated, item } = await table.update<OutboxRecord>({
        Key: keys.outbox(id),
        UpdateExpression: 'SET #status = :sending, claimed_at = :now, attempts = attempts + :one',
        ConditionExpression: 'attribute_exists(pk) AND (#status IN (:pending, :failed) OR (#status = :sending AND claimed_at < :stale))',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':sending': 'sending',
          ':pending': 'pending',
          ':failed': 'failed',
          ':now': nowMs,
          ':one': 1,
          ':stale': nowMs - STALE_CLAIM_MS,
        },
        ReturnValues: 'ALL_NEW',
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      });
      return updated ? { claimed: true, record: item, claimedAt: nowMs } : { claimed: false, status: item?.status ?? 'missing' };
    },

    async markSent(id: string, claimedAt: number, nowMs: number, providerMessageId: string | undefined): Promise<void> {
      await client.send(
        new UpdateCommand({
          TableName: tableName,
          Key: keys.outbox(id),
          UpdateExpression: 'SET #status = :sent, sent_at = :now, provider_message_id = :mid REMOVE gsi1pk, gsi1sk',
          ConditionExpression: '#status = :sending AND claimed_at = :claimedAt',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':sent': 'sent',
            ':sending': 'sending',
            ':claimedAt': claimedAt,
            ':now': new Date(nowMs).toISOString(),
            ':mid': providerMessageId ?? null,
          },
        }),
      );
    },

    /** Gives the record back after a failed send; `final` leaves it failed (and out of the relay's sight). */
    async release(id: string, claimedAt: number, final: boolean): Promise<void> {
      try {
        await client.send(
          new UpdateCommand({
            TableName: tableName,
            Key: keys.outbox(id),
            UpdateExpression: final ? 'SET #status = :failed REMOVE gsi1pk, gsi1sk' : 'SET #status = :pending',
            ConditionExpression: '#status = :sending AND claimed_at = :claimedAt',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ...(final ? { ':failed': 'failed' } : { ':pending': 'pending' }), ':sending': 'sending', ':claimedAt': claimedAt },
          }),
        );
      } catch (error) {
        // Someone took over a claim we held too long: theirs now.
        if (!isConditionalCheckFailed(error)) throw error;
      }
    },

    async markEnqueued(id: string, nowMs: number): Promise<void> {
      await client
        .send(
          new UpdateCommand({
            TableName: tableName,
            Key: keys.outbox(id),
            UpdateExpression: 'SET enqueued_at = :now',
            ConditionExpression: 'attribute_exists(gsi1pk)',
            ExpressionAttributeValues: { ':now': new Date(nowMs).toISOString() },
          }),
        )
        .catch((error: unknown) => {
          // Already sent (the email function was quicker): nothing to remember.
          if (!isConditionalCheckFailed(error)) throw error;
        });
    },

    /** Unsent records, oldest first (the sparse index holds only those). */
    async listUnsent(limit: number): Promise<OutboxRecord[]> {
      // Past a 1 MB page too (a review's email data can reach ~15 KB); what is left waits for the relay's next run.
      return workIndexBatch<OutboxRecord>(client, tableName, keys.unsentOutboxPartition, limit);
    },
  };
}

export type OutboxRepository = ReturnType<typeof outboxRepository>;
