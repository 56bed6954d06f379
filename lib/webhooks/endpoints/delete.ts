import { retryOnConflict, RETRY } from '../../aws/transactions';
import { ProblemError } from '../../contract/problems';
import { webhookEndpointRepository, type WebhookEndpointRepository } from './repository';

/**
 * Contract 6.16: DELETE /v1/webhooks/{id}. The endpoint and its secret go in one transaction
 * with the organization's count; deliveries still pending stop at their next attempt.
 * **Decision:** a second DELETE of the same id is a 404, like any id that names nothing (RFC 9110
 * leaves it open; the contract answers 404 for whatever is not there, another organization's ids
 * included), so a client can tell "deleted now" from "was not there".
 */
export async function deleteWebhookEndpoint(
  organizationId: string,
  endpointId: string,
  { endpoints = webhookEndpointRepository() }: { endpoints?: WebhookEndpointRepository } = {},
): Promise<void> {
  const outcome = await retryOnConflict(
    async () => {
      const result = await endpoints.delete(organizationId, endpointId);
      return result === 'conflict' ? RETRY : result;
    },
    { what: 'The webhook endpoint' },
  );
  if (outcome === 'not_found') throw new ProblemError('not_found', { detail: 'No such webhook endpoint' });
}
