import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { docClient, tableName as defaultTable, type StoreDeps } from '../aws/dynamodb';
import { cancellationReasons } from '../aws/errors';
import { keys } from '../store/keys';
import type { WebhookEndpoint } from './schemas';

/** The public fields, and only those: the signing secret is never even read into memory here. */
const publicFields = ['id', 'url', 'description', 'events', 'status', 'created_at', 'updated_at', 'secret_rotated_at'] as const;

/** Outgoing webhook endpoints of organizations (configured destinations, not incoming provider events). */
export function webhookEndpointRepository({ client = docClient, tableName = defaultTable }: StoreDeps = {}) {
  return {
    /** An endpoint's public attributes (ProjectionExpression), or undefined. */
    async getPublic(organizationId: string, endpointId: string): Promise<Partial<WebhookEndpoint> | undefined> {
      const result = await client.send(
        new GetCommand({
          TableName: tableName,
          Key: keys.webhookEndpoint(organizationId, endpointId),
          ProjectionExpression: publicFields.map((_, i) => `#f${i}`).join(', '),
          ExpressionAttributeNames: Object.fromEntries(publicFields.map((field, i) => [`#f${i}`, field])),
        }),
      );
      return result.Item as Partial<WebhookEndpoint> | undefined;
    },

    /** Creates an endpoint with its signing secret, if its organization exists and the id is free. */
    async create(organizationId: string, endpoint: WebhookEndpoint, secret: string): Promise<'created' | 'no_organization' | 'exists'> {
      try {
        await client.send(
          new TransactWriteCommand({
            TransactItems: [
              { ConditionCheck: { TableName: tableName, Key: keys.organization(organizationId), ConditionExpression: 'attribute_exists(pk)' } },
              {
                Put: {
                  TableName: tableName,
                  Item: { ...keys.webhookEndpoint(organizationId, endpoint.id), entity: 'WebhookEndpoint', organization_id: organizationId, ...endpoint, secret },
                  ConditionExpression: 'attribute_not_exists(pk)',
                },
              },
            ],
          }),
        );
        return 'created';
      } catch (error) {
        const reasons = cancellationReasons(error);
        if (reasons?.[0] === 'ConditionalCheckFailed') return 'no_organization';
        if (reasons?.[1] === 'ConditionalCheckFailed') return 'exists';
        throw error;
      }
    },
  };
}

export type WebhookEndpointRepository = ReturnType<typeof webhookEndpointRepository>;
