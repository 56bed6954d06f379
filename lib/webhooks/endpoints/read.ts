import * as z from 'zod/mini';
import { versionEtag } from '../../contract/if-match';
import { decodeCursor, encodeCursor, type Page, type PaginationQuery } from '../../contract/pagination';
import { ProblemError } from '../../contract/problems';
import { keys } from '../../store/keys';
import { webhookEndpointRepository, type WebhookEndpointRepository } from './repository';
import type { WebhookEndpoint } from '../schemas';

/** The contract's view of a stored endpoint (6.10): never the secret, nor the worker's notes. */
export function presentEndpoint(item: Partial<WebhookEndpoint>): WebhookEndpoint {
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

/** What the endpoint reads use; production defaults, tests pass their own. */
export interface EndpointReadDeps {
  endpoints?: WebhookEndpointRepository;
}

/** Contract 6.10: an endpoint of the caller's organization and its ETag; another organization's is a plain 404. */
export async function getWebhookEndpoint(
  organizationId: string,
  endpointId: string,
  { endpoints = webhookEndpointRepository() }: EndpointReadDeps = {},
): Promise<{ endpoint: WebhookEndpoint; etag: string }> {
  const item = await endpoints.getPublic(organizationId, endpointId);
  if (!item) throw new ProblemError('not_found', { detail: 'No such webhook endpoint' });
  return { endpoint: presentEndpoint(item), etag: versionEtag(item.version ?? 0) };
}

/** A cursor names its organization, so another organization's cursor is a 400. */
const endpointCursor = z.strictObject({ org: z.string(), after: z.string().check(z.startsWith(keys.webhookEndpointPrefix), z.maxLength(200)) });

/** Contract 6.16: the organization's endpoints, newest first (at most 16, but paged like every list). */
export async function listWebhookEndpoints(
  organizationId: string,
  { limit, cursor }: PaginationQuery,
  { endpoints = webhookEndpointRepository() }: EndpointReadDeps = {},
): Promise<Page<WebhookEndpoint>> {
  const after = cursor ? decodeCursor(cursor, endpointCursor.check(z.refine((c) => c.org === organizationId))).after : undefined;
  const page = await endpoints.list(organizationId, limit, after);
  return { data: page.items.map(presentEndpoint), next_cursor: page.nextSk ? encodeCursor({ org: organizationId, after: page.nextSk }) : null };
}
