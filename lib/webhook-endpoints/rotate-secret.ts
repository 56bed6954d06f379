import { retryOnConflict, RETRY } from '../aws/transactions';
import { ProblemError } from '../contract/problems';
import { newSigningSecret } from './signing';
import { webhookEndpointRepository, type WebhookEndpointRepository } from './repository';

/** How long the previous secret keeps signing beside the new one (contract 6.16). */
export const PREVIOUS_SECRET_HOURS = 24;

/**
 * Contract 6.16: POST /v1/webhooks/{id}/rotate-secret. A new secret, shown this once; the
 * previous one keeps signing every delivery beside it (a second `v1,` entry) for 24 hours, so a
 * receiver can switch without losing a delivery. The function never reads a secret: the store
 * moves the current one aside itself.
 */
export async function rotateWebhookSecret(
  organizationId: string,
  endpointId: string,
  nowMs: number,
  { endpoints = webhookEndpointRepository() }: { endpoints?: WebhookEndpointRepository } = {},
): Promise<{ secret: string; previous_secret_expires_at: string }> {
  const secret = newSigningSecret();
  const previousExpiresAt = new Date(nowMs + PREVIOUS_SECRET_HOURS * 3600_000).toISOString();
  const outcome = await retryOnConflict(
    async () => {
      const result = await endpoints.rotateSecret(organizationId, endpointId, secret, new Date(nowMs).toISOString(), previousExpiresAt);
      return result === 'conflict' ? RETRY : result;
    },
    { what: 'The webhook endpoint' },
  );
  if (outcome === 'not_found') throw new ProblemError('not_found', { detail: 'No such webhook endpoint' });
  return { secret, previous_secret_expires_at: previousExpiresAt };
}
