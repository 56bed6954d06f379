import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { TransactItem } from '../idempotency/repository';
import { docClient, tableName as defaultTable, type StoreDeps } from '../aws/dynamodb';
import { cancellationReasons } from '../aws/errors';
import { queryPage } from '../aws/query-page';
import { keys } from '../store/keys';
import { webhookEventPut, type WebhookEventRecord } from '../webhook-endpoints/events';
import type { Personality } from './schema';

/** Personalities of organizations. */
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
