import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { docClient, tableName as defaultTable, type StoreDeps } from '../aws/dynamodb';
import { cancellationReasons } from '../aws/errors';
import { keys } from '../store/keys';
import type { WebhookEndpoint } from './schemas';

/** The public fields, and only those (defence in depth: the secret is not on this item any more). */
const publicFields = ['id', 'url', 'description', 'events', 'status', 'created_at', 'updated_at', 'secret_rotated_at'] as const;

/** An endpoint as stored: its public attributes and its organization. */
export type StoredWebhookEndpoint = WebhookEndpoint & { organization_id: string };

/**
 * Outgoing webhook endpoints of organizations (configured destinations, not incoming provider
 * events). The endpoint is an organization item; its signing secret is an item of its own under
 * `WEBHOOKSECRET#`, a prefix no function's role may read (docs/security.md), so AWS, not this
 * code, keeps it from every function that reads organization items.
 */
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

    /**
     * Creates an endpoint and its signing secret together, or neither, if its organization exists
     * and the id is free. The secret item's key is all it shares with the endpoint.
     */
    async create(endpoint: StoredWebhookEndpoint, secret: string): Promise<'created' | 'no_organization' | 'exists'> {
      try {
        await client.send(
          new TransactWriteCommand({
            TransactItems: [
              { ConditionCheck: { TableName: tableName, Key: keys.organization(endpoint.organization_id), ConditionExpression: 'attribute_exists(pk)' } },
              {
                Put: {
                  TableName: tableName,
                  Item: { ...keys.webhookEndpoint(endpoint.organization_id, endpoint.id), entity: 'WebhookEndpoint', ...endpoint },
                  ConditionExpression: 'attribute_not_exists(pk)',
                },
              },
              {
                Put: {
                  TableName: tableName,
                  Item: {
                    ...keys.webhookEndpointSecret(endpoint.organization_id, endpoint.id),
                    entity: 'WebhookEndpointSecret',
                    endpoint_id: endpoint.id,
                    secret,
                  },
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
        if (reasons?.includes('ConditionalCheckFailed')) return 'exists';
        throw error;
      }
    },
  };
}

export type WebhookEndpointRepository = ReturnType<typeof webhookEndpointRepository>;
