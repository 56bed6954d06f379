import { describe, expect, it } from 'vitest';
import { billingWebhookEvent } from '../../lib/billing/webhook-events';

const org = 'org_01JDEM0000000000000000001';
const card = {
  entity: 'PaymentMethod',
  id: 'pm_01JDEM0000000000000000001',
  type: 'card',
  card: { brand: 'visa', last4: '4242', exp_month: 4, exp_year: 2031 },
  provider_payment_method_id: 'pm_x',
  created_at: '2026-10-01T00:00:00.000Z',
};
const invoice = {
  entity: 'Invoice',
  id: 'inv_01JDEM0000000000000000001',
  number: 'A-1',
  status: 'open',
  currency: 'eur',
  subtotal: 100,
  discount: 0,
  tax: 20,
  total: 120,
  amount_due: 120,
  amount_paid: 0,
  amount_remaining: 120,
  period_start: null,
  period_end: null,
  due_date: null,
  lines: [{ description: 'Plan', quantity: 1, unit_amount: 100, amount: 100 }],
  hosted_invoice_url: null,
  provider: 'stripe',
  provider_invoice_id: 'in_x',
  created_at: '2026-10-01T00:00:00.000Z',
  updated_at: '2026-10-01T00:00:00.000Z',
};
const event = (after: Record<string, unknown>, before?: Record<string, unknown>) => billingWebhookEvent(after, before, org, 0, async () => 'pm_x');

describe('webhook events of billing projections (only when what the API shows changed)', () => {
  it('writes invoice.updated for a new invoice or a visible change, not for a later event of the same state', async () => {
    expect((await event(invoice))?.type).toBe('invoice.updated');
    expect(await event({ ...invoice, updated_at: '2026-10-02T00:00:00.000Z', source_event_id: 'evt_2' }, invoice)).toBeUndefined();
    const paid = await event({ ...invoice, status: 'paid', amount_paid: 120, amount_remaining: 0 }, invoice);
    expect(JSON.parse(paid!.payload)).toMatchObject({ type: 'invoice.updated', data: { status: 'paid', amount_paid: 120 } });
  });

  it('compares regardless of the order DynamoDB gives a map back in', async () => {
    const reordered = { ...card, card: { last4: '4242', exp_year: 2031, brand: 'visa', exp_month: 4 } };
    expect(await event(card, reordered)).toBeUndefined();
    const line = { amount: 100, unit_amount: 100, quantity: 1, description: 'Plan' };
    expect(await event(invoice, { ...invoice, lines: [line] })).toBeUndefined();
  });

  it('writes payment_method.updated with is_default and, when removed, detached: true; nothing for a draft deleted or a method never shown', async () => {
    const attached = JSON.parse((await event(card))!.payload);
    expect(attached.data).toEqual({ id: card.id, type: 'card', card: card.card, is_default: true, created_at: card.created_at });
    const detached = JSON.parse((await event({ ...card, detached_at: '2026-10-03T00:00:00.000Z' }, card))!.payload);
    expect(detached.data).toMatchObject({ id: card.id, detached: true });
    expect(await event({ ...card, detached_at: '2026-10-03T00:00:00.000Z' })).toBeUndefined();
    expect(await event({ ...invoice, status: 'draft', deleted_at: '2026-10-03T00:00:00.000Z' }, { ...invoice, status: 'draft' })).toBeUndefined();
    expect(await event({ entity: 'BillingProfile', default_payment_method: 'pm_x' })).toBeUndefined();
  });
});
