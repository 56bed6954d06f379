import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { TransactItem } from '../idempotency/repository';
import { docClient, tableName as defaultTable, type StoreDeps } from '../aws/dynamodb';
import { cancellationItem, cancellationReasons } from '../aws/errors';
import { queryPage } from '../aws/query-page';
import { keys } from '../store/keys';
import { webhookEventPut, type WebhookEventRecord } from '../webhook-endpoints/events';
import type { Personality } from './schema';

/**
 * A personality as stored: its `version` (the ETag's number; absent until its first change, read
 * as 0) and, for one stored before personalities could change, no `updated_at`.
 */
export type PersonalityItem = Omit<Personality, 'updated_at'> & { updated_at?: string; version?: number };

/** What a conditional replacement did: replaced, the item changed since it was read (its version now), gone, or a race to retry. */
export type ReplaceOutcome = { outcome: 'replaced' } | { outcome: 'changed'; version: number } | { outcome: 'gone' } | { outcome: 'conflict' };

/** Personalities of organizations. */
export function personalityRepository({ client = docClient, tableName = defaultTable }: StoreDeps = {}) {
  return {
    /**
     * A personality of the organization; another organization's cannot even be addressed.
     * Strongly consistent: what a write answered (its ETag) is what a read gives next.
     */
    async get(organizationId: string, personalityId: string): Promise<PersonalityItem | undefined> {
      const result = await client.send(new GetCommand({ TableName: tableName, Key: keys.personality(organizationId, personalityId), ConsistentRead: true }));
      return result.Item as PersonalityItem | undefined;
    },

    /** Whether the personality was deleted (its tombstone): a second DELETE is answered like the first. */
    async wasDeleted(organizationId: string, personalityId: string): Promise<boolean> {
      const result = await client.send(
        new GetCommand({ TableName: tableName, Key: keys.deletedPersonality(organizationId, personalityId), ConsistentRead: true }),
      );
      return result.Item !== undefined;
    },

    /**
     * Replaces the personality with its changed version, and writes its events, in one
     * transaction, only if it still exists at the version it was read at: of concurrent writers
     * from one version one wins, and a change never brings back a personality deleted meanwhile.
     */
    async replace(personality: Personality, readVersion: number, events: readonly WebhookEventRecord[]): Promise<ReplaceOutcome> {
      const put = {
        Put: {
          TableName: tableName,
          Item: { ...keys.personality(personality.organization_id, personality.id), entity: 'Personality', ...personality, version: readVersion + 1 },
          // A personality never changed has no version yet (read as 0).
          ConditionExpression:
            readVersion === 0 ? 'attribute_exists(pk) AND (attribute_not_exists(#version) OR #version = :read)' : 'attribute_exists(pk) AND #version = :read',
          ExpressionAttributeNames: { '#version': 'version' },
          ExpressionAttributeValues: { ':read': readVersion },
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD' as const,
        },
      };
      try {
        await client.send(new TransactWriteCommand({ TransactItems: [put, ...events.map((event) => webhookEventPut(event, tableName))] }));
        return { outcome: 'replaced' };
      } catch (error) {
        const reasons = cancellationReasons(error);
        if (!reasons) throw error;
        if (reasons[0] === 'ConditionalCheckFailed') {
          const now = cancellationItem<PersonalityItem>(error, 0);
          return now ? { outcome: 'changed', version: now.version ?? 0 } : { outcome: 'gone' };
        }
        if (reasons.includes('TransactionConflict')) return { outcome: 'conflict' };
        throw error;
      }
    },

    /**
     * Deletes the personality, leaves its tombstone (outside the listed range) and writes its
     * events, in one transaction, if it exists: concurrent deletes write one event between them.
     */
    async delete(
      organizationId: string,
      personalityId: string,
      nowIso: string,
      events: readonly WebhookEventRecord[],
    ): Promise<'deleted' | 'absent' | 'conflict'> {
      try {
        await client.send(
          new TransactWriteCommand({
            TransactItems: [
              { Delete: { TableName: tableName, Key: keys.personality(organizationId, personalityId), ConditionExpression: 'attribute_exists(pk)' } },
              {
                Put: {
                  TableName: tableName,
                  Item: { ...keys.deletedPersonality(organizationId, personalityId), entity: 'DeletedPersonality', id: personalityId, deleted_at: nowIso },
                },
              },
              ...events.map((event) => webhookEventPut(event, tableName)),
            ],
          }),
        );
        return 'deleted';
      } catch (error) {
        const reasons = cancellationReasons(error);
        if (!reasons) throw error;
        if (reasons[0] === 'ConditionalCheckFailed') return 'absent';
        if (reasons.includes('TransactionConflict')) return 'conflict';
        throw error;
      }
    },

    /** One page of the organization's personalities, newest first (ids sort by creation). */
    async list(organizationId: string, limit: number, afterSk?: string) {
      return queryPage<PersonalityItem>(
        client,
        {
          pk: keys.organizationPartition(organizationId),
          TableName: tableName,
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
          ExpressionAttributeValues: { ':pk': keys.organizationPartition(organizationId), ':prefix': keys.personalityPrefix },
          ScanIndexForward: false,
        },
        limit,
        afterSk,
      );
    },

    /**
     * Creates the personality and its webhook events (`personality.created`) in one transaction,
     * after the record of its Idempotency-Key when the request carries one (lib/idempotency: the
     * record first, so the effect commits only while the key's claim is this request's).
     */
    async create(
      personality: Personality,
      idempotencyRecord: TransactItem | undefined,
      events: readonly WebhookEventRecord[] = [],
    ): Promise<'created' | 'conflict'> {
      const put = {
        Put: {
          TableName: tableName,
          Item: { ...keys.personality(personality.organization_id, personality.id), entity: 'Personality', ...personality },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      };
      try {
        const eventPuts = events.map((event) => webhookEventPut(event, tableName));
        await client.send(new TransactWriteCommand({ TransactItems: [...(idempotencyRecord ? [idempotencyRecord] : []), put, ...eventPuts] }));
        return 'created';
      } catch (error) {
        // A conflict is tried again; a lost claim (the record's condition) is the mechanism's to answer.
        if (cancellationReasons(error)?.includes('TransactionConflict') && !cancellationReasons(error)?.includes('ConditionalCheckFailed')) return 'conflict';
        throw error;
      }
    },
  };
}

export type PersonalityRepository = ReturnType<typeof personalityRepository>;
