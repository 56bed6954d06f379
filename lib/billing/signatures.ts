import { createHmac, timingSafeEqual } from 'node:crypto';
import { ProblemError } from '../contract/problems';

/** Providers we accept events from, by the `{provider}` path segment. */
export const providers = ['stripe', 'standard'] as const;
export type Provider = (typeof providers)[number];

/** Whether a path segment names a configured provider. */
export const isProvider = (name: string): name is Provider => (providers as readonly string[]).includes(name);

/** Both providers allow this much clock difference, either way (replays and future-dated forgeries). */
export const TOLERANCE_SECONDS = 300;

const invalid = (detail: string) => new ProblemError('invalid_signature', { detail });

function equalBytes(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}

function checkTimestamp(seconds: number, nowMs: number): void {
  if (Math.abs(nowMs / 1000 - seconds) > TOLERANCE_SECONDS) throw invalid('The signature timestamp is outside the tolerance');
}

/**
 * Stripe: `Stripe-Signature: t=<unix>,v1=<hex>[,v1=<hex>]`, HMAC-SHA256 over `"<t>.<raw body>"`
 * keyed with the secret string. Any v1 matching any active secret passes.
 */
function verifyStripe(headers: Readonly<Record<string, string | undefined>>, raw: Buffer, secrets: readonly string[], nowMs: number): void {
  const header = headers['Stripe-Signature'];
  if (!header) throw invalid('The Stripe-Signature header is missing');
  let timestamp: number | undefined;
  const signatures: Buffer[] = [];
  for (const part of header.split(',')) {
    const eq = part.indexOf('=');
    const key = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (key === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    if (key === 'v1' && /^[0-9a-f]{64}$/i.test(value)) signatures.push(Buffer.from(value, 'hex'));
  }
  if (timestamp === undefined || signatures.length === 0) throw invalid('The Stripe-Signature header is malformed');
  checkTimestamp(timestamp, nowMs);
  const signed = Buffer.concat([Buffer.from(`${timestamp}.`), raw]);
  const ok = secrets.some((secret) => {
    const expected = createHmac('sha256', secret).update(signed).digest();
    return signatures.some((candidate) => equalBytes(candidate, expected));
  });
  if (!ok) throw invalid('No signature matches');
}

/**
 * Standard Webhooks: `webhook-id`, `webhook-timestamp`, `webhook-signature: v1,<base64> ...`,
 * HMAC-SHA256 over `"<id>.<timestamp>.<raw body>"` keyed with the base64 part of `whsec_...`.
 */
function verifyStandard(headers: Readonly<Record<string, string | undefined>>, raw: Buffer, secrets: readonly string[], nowMs: number): string {
  const id = headers['webhook-id'];
  const timestamp = headers['webhook-timestamp'];
  const signatureHeader = headers['webhook-signature'];
  if (!id || !timestamp || !signatureHeader) throw invalid('A webhook-id, webhook-timestamp or webhook-signature header is missing');
  if (!/^\d{1,12}$/.test(timestamp) || id.length > 255) throw invalid('The webhook headers are malformed');
  checkTimestamp(Number(timestamp), nowMs);
  const signatures = signatureHeader
    .split(' ')
    .map((entry) => entry.split(','))
    .filter(([version, value]) => version === 'v1' && value && /^[A-Za-z0-9+/=]{1,200}$/.test(value))
    .map(([, value]) => Buffer.from(value!, 'base64'));
  if (signatures.length === 0) throw invalid('The webhook-signature header is malformed');
  const signed = Buffer.concat([Buffer.from(`${id}.${timestamp}.`), raw]);
  const ok = secrets.some((secret) => {
    const expected = createHmac('sha256', Buffer.from(secret.slice('whsec_'.length), 'base64'))
      .update(signed)
      .digest();
    return signatures.some((candidate) => equalBytes(candidate, expected));
  });
  if (!ok) throw invalid('No signature matches');
  return id;
}

/**
 * Verifies a delivery over the exact bytes received, against each active secret of the provider
 * (two during rotation). Returns the Standard Webhooks message id when the provider has one.
 * Every failure is a 400 `invalid_signature`.
 */
export function verifySignature(
  provider: Provider,
  headers: Readonly<Record<string, string | undefined>>,
  raw: Buffer | undefined,
  secrets: readonly string[],
  nowMs: number,
): { messageId?: string } {
  if (!raw || raw.length === 0) throw invalid('The body is empty');
  if (provider === 'stripe') {
    verifyStripe(headers, raw, secrets, nowMs);
    return {};
  }
  return { messageId: verifyStandard(headers, raw, secrets, nowMs) };
}
