import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { docClient, tableName as defaultTable, type StoreDeps } from '../aws/dynamodb';
import { cancellationReasons } from '../aws/errors';
import { queryPage } from '../aws/query-page';
import { keys } from '../store/keys';
import { webhookEventPut, type WebhookEventRecord } from '../webhook-endpoints/events';
import type { Personality } from './schema';

import { IDEMPOTENCY_TTL_SECONDS } from '../contract/idempotency';

/** A stored answer to an idempotent request, keyed by the caller's key and checked by the request's hash. */
export interface IdempotencyRecord {
  request_hash: string;
  personality: Personality;
}

/** Personalities of organizations, with the idempotency records of their creation. */
export function personalityRepository({ client = docClient, tableName = defaultTable }: StoreDeps = {}) {
  return {
    /** A personality of the organization; another organization's cannot even be addressed. */
    async get(organizationId: string, personalityId: string): Promise<Personality | undefined> {
      const result = await client.send(new GetCommand({ TableName: tableName, Key: keys.personality(organizationId, personalityId) }));
      return result.Item as Personality | undefined;
    },

    /** One page of the organization's personalities, newest first (ids sort by creation). */
    async list(organizationId: string, limit: number, afterSk?: string) {
      return queryPage<Personality>(
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

    async idempotencyRecord(organizationId: string, key: string): Promise<IdempotencyRecord | undefined> {
      const result = await client.send(new GetCommand({ TableName: tableName, Key: keys.idempotencyRecord(organizationId, key), ConsistentRead: true }));
      return result.Item as IdempotencyRecord | undefined;
    },

    /**
     * Creates the personality, and with an Idempotency-Key its record, in one transaction: a
     * concurrent retry with the same key cannot create a second personality. Its webhook events
     * (`personality.created`) are written in the same transaction, after those two items.
     */
    async create(
      personality: Personality,
      idempotency: { key: string; requestHash: string; nowMs: number } | undefined,
      events: readonly WebhookEventRecord[] = [],
    ): Promise<'created' | 'key_taken' | 'conflict'> {
      const put = {
        Put: {
          TableName: tableName,
          Item: { ...keys.personality(personality.organization_id, personality.id), entity: 'Personality', ...personality },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      };
      const record = idempotency && {
        Put: {
          TableName: tableName,
          Item: {
            ...keys.idempotencyRecord(personality.organization_id, idempotency.key),
            entity: 'IdempotencyRecord',
            request_hash: idempotency.requestHash,
            personality,
            ttl: Math.ceil(idempotency.nowMs / 1000) + IDEMPOTENCY_TTL_SECONDS,
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      };
      try {
        const eventPuts = events.map((event) => webhookEventPut(event, tableName));
        await client.send(new TransactWriteCommand({ TransactItems: [...(record ? [put, record] : [put]), ...eventPuts] }));
        return 'created';
      } catch (error) {
        const reasons = cancellationReasons(error);
        if (!reasons) throw error;
        if (reasons[1] === 'ConditionalCheckFailed') return 'key_taken';
        if (reasons.includes('TransactionConflict')) return 'conflict';
        throw error;
      }
    },
  };
}

export type PersonalityRepository = ReturnType<typeof personalityRepository>;
