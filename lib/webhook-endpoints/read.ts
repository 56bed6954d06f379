import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { docClient, tableName as defaultTable, type StoreDeps } from '../aws/dynamodb';
import { ProblemError } from '../contract/problems';
import type { WebhookEndpoint } from './schemas';
import { keys } from '../store/keys';


/** The public fields, and only those: the signing secret is never even read into memory here. */
const publicFields = ['id', 'url', 'description', 'events', 'status', 'created_at', 'updated_at', 'secret_rotated_at'] as const;

/** Contract 6.10: an endpoint of the caller's organization; another organization's is a plain 404. */
export async function getWebhookEndpoint(organizationId: string, endpointId: string, { client = docClient, tableName = defaultTable }: StoreDeps = {}): Promise<WebhookEndpoint> {
  const result = await client.send(
    new GetCommand({
      TableName: tableName,
      Key: keys.webhookEndpoint(organizationId, endpointId),
      ProjectionExpression: publicFields.map((_, i) => `#f${i}`).join(', '),
      ExpressionAttributeNames: Object.fromEntries(publicFields.map((field, i) => [`#f${i}`, field])),
    }),
  );
  if (!result.Item) throw new ProblemError('not_found', { detail: 'No such webhook endpoint' });
  const item = result.Item as WebhookEndpoint;
  return {
    id: item.id,
    url: item.url,
    description: item.description ?? null,
    events: item.events ?? [],
    status: item.status,
    created_at: item.created_at,
    updated_at: item.updated_at,
    secret_rotated_at: item.secret_rotated_at ?? null,
  };
}
