import { createHmac, randomBytes } from 'node:crypto';

/** A fresh signing secret: `whsec_` and the base64 of 32 random bytes (Standard Webhooks). */
export const newSigningSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

/** What every delivery says of its sender (contract 8). */
export const WEBHOOK_USER_AGENT = 'service-api-webhooks/1';

/** The key of a Standard Webhooks secret: the bytes of the base64 after `whsec_`. */
const keyOf = (secret: string) => Buffer.from(secret.startsWith('whsec_') ? secret.slice('whsec_'.length) : secret, 'base64');

/**
 * The Standard Webhooks headers of one attempt: `webhook-id` (the delivery id, the same on every
 * attempt), `webhook-timestamp` (this attempt, unix seconds) and `webhook-signature`, one
 * `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">` per active secret, space-separated
 * (the current one first; during a rotation the previous one too). Any receiver using the
 * official `standardwebhooks` libraries verifies it with either secret.
 */
export function webhookHeaders(deliveryId: string, timestampSeconds: number, body: string, secrets: readonly string[]): Record<string, string> {
  const signed = `${deliveryId}.${timestampSeconds}.${body}`;
  return {
    'content-type': 'application/json',
    'user-agent': WEBHOOK_USER_AGENT,
    'webhook-id': deliveryId,
    'webhook-timestamp': String(timestampSeconds),
    'webhook-signature': secrets.map((secret) => `v1,${createHmac('sha256', keyOf(secret)).update(signed).digest('base64')}`).join(' '),
  };
}
