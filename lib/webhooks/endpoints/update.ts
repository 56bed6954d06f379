import { changedSince, expectedVersions, versionEtag } from '../../contract/if-match';
import { ProblemError } from '../../contract/problems';
import { presentEndpoint, safeUrl, type UrlCheckDeps } from './create';
import { getWebhookEndpoint } from './read';
import { webhookEndpointRepository, type WebhookEndpointRepository } from './repository';
import type { WebhookEndpoint, WebhookEndpointPatch } from '../schemas';

/** How If-Match messages name an endpoint. */
const endpointResource = { noun: 'endpoint', readWith: 'GET /v1/webhooks/{id}' };

/**
 * Contract 6.16: PATCH /v1/webhooks/{id}, a JSON Merge Patch of `url`, `description`, `events`
 * and `status`, in one conditional write; with `If-Match` only if the endpoint still has that
 * ETag (412 otherwise). A new URL passes the rules again (422). Setting `enabled` (also after the
 * service disabled a failing endpoint) or a new URL starts the endpoint's health afresh. Pending
 * deliveries to an endpoint set `disabled` stop at their next attempt. An empty patch writes nothing.
 */
export async function updateWebhookEndpoint(
  organizationId: string,
  endpointId: string,
  patch: WebhookEndpointPatch,
  ifMatch: string | undefined,
  nowMs: number,
  deps: { endpoints?: WebhookEndpointRepository } & UrlCheckDeps = {},
): Promise<{ endpoint: WebhookEndpoint; etag: string }> {
  const { endpoints = webhookEndpointRepository() } = deps;
  const expected = expectedVersions(ifMatch, endpointResource);
  if (Object.keys(patch).length === 0) {
    const current = await getWebhookEndpoint(organizationId, endpointId, { endpoints });
    if (expected !== 'any' && !expected.some((version) => versionEtag(version) === current.etag)) throw changedSince(endpointResource);
    return current;
  }
  const changes = { ...patch, ...(patch.url !== undefined ? { url: await safeUrl(patch.url, deps) } : {}) };
  const result = await endpoints.update(organizationId, endpointId, changes, new Date(nowMs).toISOString(), expected === 'any' ? undefined : expected);
  if (result === 'not_found') throw new ProblemError('not_found', { detail: 'No such webhook endpoint' });
  if (result === 'precondition_failed') throw changedSince(endpointResource);
  return { endpoint: presentEndpoint(result), etag: versionEtag(result.version ?? 0) };
}
