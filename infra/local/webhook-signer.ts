import { createHmac } from 'node:crypto';

/**
 * Signs provider deliveries the way Stripe and Standard Webhooks do, for local tooling (the seed
 * and `npm run webhook:send`). The tests do not use this: they sign with the providers' own
 * libraries, so our verifier is checked against theirs, not against itself.
 */
export function signedDelivery(provider: 'stripe' | 'standard', secret: string, body: string, messageId: string, nowMs = Date.now()): Record<string, string> {
  const t = Math.floor(nowMs / 1000);
  if (provider === 'stripe') {
    const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
    return { 'Content-Type': 'application/json', 'Stripe-Signature': `t=${t},v1=${v1}` };
  }
  const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
  const signature = createHmac('sha256', key).update(`${messageId}.${t}.${body}`).digest('base64');
  return { 'Content-Type': 'application/json', 'webhook-id': messageId, 'webhook-timestamp': String(t), 'webhook-signature': `v1,${signature}` };
}

/** The provider's envelope around a Stripe-shaped event. */
export function envelope(provider: 'stripe' | 'standard', event: { id: string; type: string; created: number; object: unknown }): string {
  if (provider === 'stripe') {
    return JSON.stringify({ id: event.id, object: 'event', type: event.type, created: event.created, data: { object: event.object } });
  }
  return JSON.stringify({ type: event.type, timestamp: new Date(event.created * 1000).toISOString(), data: { object: event.object } });
}

/** Sends one signed event to a running API and returns its JSON answer. */
export async function sendProviderEvent(
  baseUrl: string,
  provider: 'stripe' | 'standard',
  secret: string,
  event: { id: string; type: string; created: number; object: unknown },
): Promise<{ status: number; body: unknown }> {
  const body = envelope(provider, event);
  const response = await fetch(`${baseUrl}/v1/billing/${provider}/webhook`, {
    method: 'POST',
    headers: signedDelivery(provider, secret, body, event.id),
    body,
  });
  return { status: response.status, body: await response.json() };
}
