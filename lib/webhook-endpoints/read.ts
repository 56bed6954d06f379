import { ProblemError } from '../contract/problems';
import { webhookEndpointRepository, type WebhookEndpointRepository } from './repository';
import type { WebhookEndpoint } from './schemas';

/** Contract 6.10: an endpoint of the caller's organization; another organization's is a plain 404. */
export async function getWebhookEndpoint(
  organizationId: string,
  endpointId: string,
  { endpoints = webhookEndpointRepository() }: { endpoints?: WebhookEndpointRepository } = {},
): Promise<WebhookEndpoint> {
  const item = await endpoints.getPublic(organizationId, endpointId);
  if (!item) throw new ProblemError('not_found', { detail: 'No such webhook endpoint' });
  return {
    id: item.id!,
    url: item.url!,
    description: item.description ?? null,
    events: item.events ?? [],
    status: item.status!,
    created_at: item.created_at!,
    updated_at: item.updated_at!,
    secret_rotated_at: item.secret_rotated_at ?? null,
  };
}
