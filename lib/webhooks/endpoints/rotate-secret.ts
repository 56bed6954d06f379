import { ProblemError } from '../../contract/problems';
import { newSigningSecret } from '../signing';
import { webhookEndpointRepository, type WebhookEndpointRepository } from './repository';

/** How long the previous secret keeps signing beside the new one (contract 6.16). */
export const PREVIOUS_SECRET_HOURS = 24;

/** At most this many secrets sign a delivery at once: the current one and two previous ones still inside their 24 hours. */
export const MAX_SIGNING_SECRETS = 3;

const hoursAfter = (iso: string, hours: number) => new Date(Date.parse(iso) + hours * 3600_000).toISOString();

/**
 * Contract 6.16: POST /v1/webhooks/{id}/rotate-secret. A new secret, shown this once; the
 * previous one keeps signing every delivery beside it (a second `v1,` entry) for 24 hours, so a
 * receiver can switch without losing a delivery. A promise made is kept: a second rotation within
 * those 24 hours keeps the first previous secret signing until its own expiry (three signatures
 * at most), and a third, while both previous secrets still sign, is refused (409) until the older
 * one expires. Of concurrent rotations exactly one wins (the others 409), so the secret a 200
 * returns is the one that signs. The function never reads a secret: the store moves the current
 * one aside itself.
 */
export async function rotateWebhookSecret(
  organizationId: string,
  endpointId: string,
  nowMs: number,
  { endpoints = webhookEndpointRepository() }: { endpoints?: WebhookEndpointRepository } = {},
): Promise<{ secret: string; previous_secret_expires_at: string }> {
  const seen = await endpoints.rotationState(organizationId, endpointId);
  if (!seen) throw new ProblemError('not_found', { detail: 'No such webhook endpoint' });
  const nowIso = new Date(nowMs).toISOString();
  if (seen.older_secret_expires_at && Date.parse(seen.older_secret_expires_at) > nowMs) {
    throw new ProblemError('secret_rotation_conflict', {
      detail: `${MAX_SIGNING_SECRETS} secrets already sign this endpoint's deliveries (two rotations within 24 hours); rotate again after ${seen.older_secret_expires_at}, when the older previous secret stops signing`,
      retryAfterSeconds: Math.ceil((Date.parse(seen.older_secret_expires_at) - nowMs) / 1000),
    });
  }
  // The previous secret (if this endpoint was rotated before) becomes the older one, keeping its expiry.
  const rotatedBefore = seen.secret_rotated_at !== undefined && seen.secret_rotated_at !== seen.created_at;
  const previousExpiry = rotatedBefore ? hoursAfter(seen.secret_rotated_at!, PREVIOUS_SECRET_HOURS) : undefined;
  const olderExpiresAt = previousExpiry && Date.parse(previousExpiry) > nowMs ? previousExpiry : undefined;
  const secret = newSigningSecret();
  const previousExpiresAt = hoursAfter(nowIso, PREVIOUS_SECRET_HOURS);
  const outcome = await endpoints.rotateSecret(organizationId, endpointId, { secret, nowIso, seen, previousExpiresAt, olderExpiresAt });
  if (outcome === 'conflict') {
    throw new ProblemError('secret_rotation_conflict', {
      detail:
        'Another rotation of this secret came first: its secret is the current one, and this one never signs. Read the secret it returned, or rotate again',
    });
  }
  return { secret, previous_secret_expires_at: previousExpiresAt };
}
