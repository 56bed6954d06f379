import { docClient, tableName as defaultTable, type StoreDeps } from '../aws/dynamodb';
import { tableItems, type TransactItem } from '../aws/items';
import { queryPage } from '../aws/query-page';
import { keys } from '../store/keys';
import { webhookEventPut, type WebhookEventRecord } from '../webhooks/events/outbox';
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
  const table = tableItems(client, tableName);
  return {
    /**
     * A personality of the organization; another organization's cannot even be addressed.
     * Strongly consistent: what a write answered (its ETag) is what a read gives next.
     */
    async get(organizationId: string, personalityId: string): Promise<PersonalityItem | undefined> {
      return table.get<PersonalityItem>(keys.personality(organizationId, personalityId), { ConsistentRead: true });
    },

    /** Whether the personality was deleted (its tombstone): a second DELETE is answered like the first. */
    async wasDeleted(organizationId: string, personalityId: string): Promise<boolean> {
      return (await table.get(keys.deletedPersonality(organizationId, personalityId), { ConsistentRead: true })) !== undefined;
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
      const written = await table.transact([put, ...events.map((event) => webhookEventPut(event, tableName))]);
      if (written.committed) return { outcome: 'replaced' };
      if (written.failedAt(0)) {
        const now = written.itemAt<PersonalityItem>(0);
        return now ? { outcome: 'changed', version: now.version ?? 0 } : { outcome: 'gone' };
      }
      if (written.conflict) return { outcome: 'conflict' };
      throw written.error;
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
      const written = await table.transact([
        { Delete: { TableName: tableName, Key: keys.personality(organizationId, personalityId), ConditionExpression: 'attribute_exists(pk)' } },
        {
          Put: {
            TableName: tableName,
            Item: { ...keys.deletedPersonality(organizationId, personalityId), entity: 'DeletedPersonality', id: personalityId, deleted_at: nowIso },
          },
        },
        ...events.map((event) => webhookEventPut(event, tableName)),
      ]);
      if (written.committed) return 'deleted';
      if (written.failedAt(0)) return 'absent';
      if (written.conflict) return 'conflict';
      throw written.error;
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
      const eventPuts = events.map((event) => webhookEventPut(event, tableName));
      const written = await table.transact([...(idempotencyRecord ? [idempotencyRecord] : []), put, ...eventPuts]);
      if (written.committed) return 'created';
      // A conflict is tried again; a lost claim (the record's condition) is the mechanism's to answer.
      if (written.conflict && !written.conditionFailed) return 'conflict';
      throw written.error;
    },
  };
}

export type PersonalityRepository = ReturnType<typeof personalityRepository>;
