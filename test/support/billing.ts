import { readFileSync } from 'node:fs';
import Stripe from 'stripe';
import { Webhook } from 'standardwebhooks';
import { ulid } from 'ulid';
import { billingRepository } from '../../lib/billing/repository';
import { call, stack, type ApiResponse } from './api';

/** The stack's signing secrets: both rotation slots of each provider. */
export function signingSecrets(): { stripe: string[]; standard: string[] } {
  return JSON.parse(readFileSync(stack.secrets_file, 'utf8'))['webhook-signing-secrets'];
}

export interface TestEvent {
  id: string;
  type: string;
  created: number;
  object: Record<string, unknown>;
  previous?: Record<string, unknown>;
}

export function stripeBody(event: TestEvent): string {
  return JSON.stringify({
    id: event.id,
    object: 'event',
    type: event.type,
    created: event.created,
    data: { object: event.object, ...(event.previous ? { previous_attributes: event.previous } : {}) },
  });
}

export function standardBody(event: TestEvent): string {
  return JSON.stringify({
    type: event.type,
    timestamp: new Date(event.created * 1000).toISOString(),
    data: { object: event.object, ...(event.previous ? { previous_attributes: event.previous } : {}) },
  });
}

/** Headers Stripe would send, signed by the `stripe` package itself. */
export function stripeHeaders(body: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): Record<string, string> {
  return {
    'Content-Type': 'application/json',
    'Stripe-Signature': Stripe.webhooks.generateTestHeaderString({ payload: body, secret, timestamp }),
  };
}

/** Headers a Standard Webhooks sender would send, signed by the `standardwebhooks` package itself. */
export function standardHeaders(body: string, secret: string, messageId: string, at = new Date()): Record<string, string> {
  return {
    'Content-Type': 'application/json',
    'webhook-id': messageId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign(messageId, at, body),
  };
}

/** A fresh customer id mapped to the organization, so events for it land there. */
export async function mapNewCustomer(organizationId: string): Promise<string> {
  const customerId = `cus_${ulid()}`;
  await billingRepository().mapCustomer(customerId, organizationId);
  return customerId;
}

export function invoiceObject(customer: string, overrides: Record<string, unknown> = {}) {
  return {
    id: `in_${ulid()}`,
    object: 'invoice',
    customer,
    number: 'T-0001',
    status: 'open',
    currency: 'usd',
    subtotal: 1000,
    tax: 200,
    total: 1200,
    amount_due: 1200,
    amount_paid: 0,
    amount_remaining: 1200,
    period_start: 1790000000,
    period_end: 1792592000,
    due_date: 1793801600,
    lines: { data: [{ description: 'Pro plan', quantity: 1, amount: 1000, price: { unit_amount: 1000 } }] },
    hosted_invoice_url: 'https://pay.example/i/1',
    created: 1792592000,
    ...overrides,
  };
}

export function cardObject(customer: string | null, overrides: Record<string, unknown> = {}) {
  return {
    id: `pm_${ulid()}`,
    object: 'payment_method',
    type: 'card',
    card: { brand: 'visa', last4: '4242', exp_month: 4, exp_year: 2031 },
    customer,
    created: 1792592000,
    ...overrides,
  };
}

export const now = () => Math.floor(Date.now() / 1000);

/** Sends one event over HTTP to the local stack, signed by the provider's own library. */
export function sendOverHttp(
  provider: 'stripe' | 'standard',
  type: string,
  object: Record<string, unknown>,
  created = now(),
  previous?: Record<string, unknown>,
): Promise<ApiResponse & { eventId: string }> {
  const e: TestEvent = { id: provider === 'stripe' ? `evt_${ulid()}` : `msg_${ulid()}`, type, created, object, ...(previous ? { previous } : {}) };
  const body = provider === 'stripe' ? stripeBody(e) : standardBody(e);
  const headers = provider === 'stripe' ? stripeHeaders(body, signingSecrets().stripe[0]!) : standardHeaders(body, signingSecrets().standard[0]!, e.id);
  return call(`/v1/billing/${provider}/webhook`, { method: 'POST', headers, body }).then((res) => ({ ...res, eventId: e.id }));
}
