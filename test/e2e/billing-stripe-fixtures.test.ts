import { describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { acknowledgedEvents, invoiceEvents, invoiceIdFor, paymentMethodEvents } from '../../lib/billing/projections';
import { billingRepository } from '../../lib/billing/repository';
import { call, stackLogs, type ApiResponse } from '../support/api';
import { mapNewCustomer, now, sendOverHttp } from '../support/billing';
import { bearer, signedInUser } from '../support/sessions';
import {
  stripeApiVersions,
  stripeFixtures,
  stripeInvoiceFor,
  stripePaymentMethodFor,
  type InvoiceScenario,
  type PaymentMethodKind,
} from '../support/stripe-fixtures';

/**
 * Stripe's own published fixture objects, at four API versions from 2022-11-15 to 2026's current
 * format, wrapped in events, signed by the `stripe` and `standardwebhooks` packages, sent over
 * HTTP to the local stack and read back through the API (every response is also checked
 * against openapi.json).
 */

const get = (path: string, accessToken: string) => call(path, { headers: bearer(accessToken) });
const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

async function organization() {
  const user = await signedInUser();
  return { user, customer: await mapNewCustomer(user.organizationId) };
}

function expectAmountsAddUp(invoice: { subtotal: number; discount: number; tax: number; total: number }) {
  expect(invoice.subtotal - invoice.discount + invoice.tax).toBe(invoice.total);
}

/** Scenarios a real account produces, spelt in each version's format; the expected read-back is stated, not computed. */
const scenarios: [string, Omit<InvoiceScenario, 'customer'>, Record<string, unknown>][] = [
  [
    'exclusive tax (total 1200 = subtotal 1000 + tax 200)',
    { subtotal: 1000, total: 1200, taxes: [{ amount: 200, inclusive: false }], lines: [{ amount: 1000, quantity: 1, unit_amount_decimal: '1000' }] },
    {
      subtotal: 1000,
      discount: 0,
      tax: 200,
      total: 1200,
      amount_due: 1200,
      amount_paid: 0,
      amount_remaining: 1200,
      lines: [{ quantity: 1, unit_amount: 1000, amount: 1000 }],
    },
  ],
  [
    'a discount and exclusive tax',
    {
      subtotal: 2000,
      total: 2160,
      discounts: [200],
      taxes: [{ amount: 360, inclusive: false }],
      lines: [{ amount: 2000, quantity: 2, unit_amount_decimal: '1000' }],
    },
    { subtotal: 2000, discount: 200, tax: 360, total: 2160, lines: [{ quantity: 2, unit_amount: 1000, amount: 2000 }] },
  ],
  [
    'inclusive tax (already inside the subtotal)',
    { subtotal: 1200, total: 1200, taxes: [{ amount: 200, inclusive: true }], lines: [{ amount: 1200, quantity: 1, unit_amount_decimal: '1200' }] },
    { subtotal: 1200, discount: 0, tax: 0, total: 1200 },
  ],
  [
    'two tax rates, one inclusive and one exclusive, and two discounts',
    {
      subtotal: 5000,
      total: 4850,
      discounts: [300, 200],
      taxes: [
        { amount: 350, inclusive: false },
        { amount: 700, inclusive: true },
      ],
      lines: [{ amount: 5000, quantity: 5, unit_amount_decimal: '1000' }],
    },
    { subtotal: 5000, discount: 500, tax: 350, total: 4850 },
  ],
  [
    'fractional unit prices (rounded half away from zero; the line amount stays)',
    {
      subtotal: 2235,
      total: 2235,
      lines: [
        { amount: 1000, quantity: 3, unit_amount_decimal: '333.3333' },
        { amount: 1235, quantity: 1, unit_amount_decimal: '1234.5678' },
      ],
    },
    {
      subtotal: 2235,
      discount: 0,
      tax: 0,
      total: 2235,
      lines: [
        { quantity: 3, unit_amount: 333, amount: 1000 },
        { quantity: 1, unit_amount: 1235, amount: 1235 },
      ],
    },
  ],
  [
    'a negative proration line',
    {
      subtotal: 1500,
      total: 1500,
      lines: [
        { amount: 3000, quantity: 1, unit_amount_decimal: '3000', description: 'Remaining time on Team after upgrade' },
        { amount: -1500, quantity: 1, unit_amount_decimal: '-1500', description: 'Unused time on Starter' },
      ],
    },
    {
      subtotal: 1500,
      discount: 0,
      tax: 0,
      total: 1500,
      lines: [
        { description: 'Remaining time on Team after upgrade', quantity: 1, unit_amount: 3000, amount: 3000 },
        { description: 'Unused time on Starter', quantity: 1, unit_amount: -1500, amount: -1500 },
      ],
    },
  ],
  [
    'a zero-decimal currency',
    {
      currency: 'jpy',
      subtotal: 1500,
      total: 1650,
      taxes: [{ amount: 150, inclusive: false }],
      lines: [{ amount: 1500, quantity: 1, unit_amount_decimal: '1500' }],
    },
    { currency: 'jpy', subtotal: 1500, discount: 0, tax: 150, total: 1650 },
  ],
  [
    'a line without quantity or unit price',
    { subtotal: 700, total: 700, lines: [{ amount: 700, quantity: null, unit_amount_decimal: null }] },
    { subtotal: 700, total: 700, lines: [{ quantity: null, unit_amount: null, amount: 700 }] },
  ],
  [
    'a paid invoice',
    {
      status: 'paid',
      subtotal: 1000,
      total: 1190,
      amount_paid: 1190,
      taxes: [{ amount: 190, inclusive: false }],
      lines: [{ amount: 1000, quantity: 1, unit_amount_decimal: '1000' }],
    },
    { status: 'paid', total: 1190, amount_due: 1190, amount_paid: 1190, amount_remaining: 0 },
  ],
];

describe.each(stripeApiVersions)('Stripe API %s: published fixtures over HTTP', (version) => {
  it('reads the published invoice back as published', async () => {
    const { user, customer } = await organization();
    const published = stripeFixtures(version).invoice;
    const object: Record<string, any> = { ...published, id: `in_${ulid()}`, customer };
    expect((await sendOverHttp('stripe', 'invoice.created', object)).json).toEqual({ received: true, duplicate: false });
    const res = await get(`/v1/billing/invoices/${invoiceIdFor(object.id, object.created)}`, user.accessToken);
    expect(res.status).toBe(200);
    const line = published.lines.data[0];
    expect(res.json).toMatchObject({
      status: published.status,
      currency: published.currency,
      subtotal: published.subtotal,
      discount: 0,
      tax: 0,
      total: published.total,
      amount_due: published.amount_due,
      amount_paid: published.amount_paid,
      amount_remaining: published.amount_remaining,
      period_start: iso(published.period_start),
      period_end: iso(published.period_end),
      due_date: iso(published.due_date),
      provider_invoice_id: object.id,
      // Older versions state the unit price on `price`; the current fixture's `pricing` states none.
      lines: [
        {
          description: line.description,
          quantity: line.quantity,
          unit_amount: line.price?.unit_amount ?? line.pricing?.unit_amount_decimal ?? null,
          amount: line.amount,
        },
      ],
    });
    expectAmountsAddUp(res.json);
  });

  it.each(scenarios.map(([name, scenario, expected], i) => [name, scenario, expected, i % 2 === 0 ? 'stripe' : 'standard'] as const))(
    '%s',
    async (_, scenario, expected, provider) => {
      const { user, customer } = await organization();
      const object = stripeInvoiceFor(version, { ...scenario, customer });
      expect((await sendOverHttp(provider, 'invoice.finalized', object)).status).toBe(200);
      const res = await get(`/v1/billing/invoices/${invoiceIdFor(object.id, object.created)}`, user.accessToken);
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject(expected);
      expectAmountsAddUp(res.json);
    },
  );

  it('reads an invoice whose customer is expanded into the customer object', async () => {
    const { user, customer } = await organization();
    const object = stripeInvoiceFor(version, {
      customer: { ...stripeFixtures(version).customer, id: customer },
      subtotal: 900,
      total: 900,
      lines: [{ amount: 900, quantity: 1, unit_amount_decimal: '900' }],
    });
    expect((await sendOverHttp('stripe', 'invoice.paid', { ...object, status: 'paid', amount_paid: 900, amount_remaining: 0 })).status).toBe(200);
    expect((await get(`/v1/billing/invoices/${invoiceIdFor(object.id, object.created)}`, user.accessToken)).json).toMatchObject({
      status: 'paid',
      total: 900,
      amount_remaining: 0,
    });
  });

  it('lists card, SEPA Direct Debit, US bank account, Link and PayPal methods, flags the default, and clears them all when the customer is deleted', async () => {
    const { user, customer } = await organization();
    const t = now();
    const kinds: PaymentMethodKind[] = ['card', 'sepa_debit', 'us_bank_account', 'link', 'paypal'];
    const methods = kinds.map((kind, i) => stripePaymentMethodFor(version, kind, customer, 1_790_000_000 + i));
    for (const [i, method] of methods.entries()) {
      const res = await sendOverHttp(i % 2 === 0 ? 'stripe' : 'standard', 'payment_method.attached', method, t);
      expect(res.json).toEqual({ received: true, duplicate: false });
    }
    const sepa = methods[1]!;
    const customerObject = stripeFixtures(version).customer;
    await sendOverHttp(
      'stripe',
      'customer.updated',
      { ...customerObject, id: customer, invoice_settings: { ...customerObject.invoice_settings, default_payment_method: sepa.id } },
      t + 1,
    );

    const list = await get('/v1/billing/payment-methods', user.accessToken);
    expect(list.status).toBe(200);
    const card = stripeFixtures(version).payment_method.card!;
    const none = { brand: null, bank_name: null, last4: null, exp_month: null, exp_year: null, country: null, email: null };
    const item = (type: string, details: Record<string, unknown>, isDefault = false) => ({
      id: expect.stringMatching(/^pm_/),
      type,
      ...details,
      is_default: isDefault,
      created_at: expect.any(String),
    });
    // Newest first; each method's details under its type's name.
    expect(list.json.data).toEqual([
      item('paypal', { paypal: { ...none, country: 'US', email: 'j***@example.com' } }),
      item('link', { link: { ...none, email: 'j***@example.com' } }),
      item('us_bank_account', { us_bank_account: { ...none, bank_name: 'STRIPE TEST BANK', last4: '6789' } }),
      item('sepa_debit', { sepa_debit: { ...none, last4: '3000', country: 'DE' } }, true),
      item('card', { card: { brand: card.brand, last4: card.last4, exp_month: card.exp_month, exp_year: card.exp_year } }),
    ]);
    // The payer's full email address is never shown.
    expect(list.text).not.toContain('jenny@example.com');

    const deleted = await sendOverHttp('stripe', 'customer.deleted', { ...stripeFixtures(version).deleted_customer, id: customer }, t + 10);
    expect(deleted.json).toEqual({ received: true, duplicate: false });
    expect((await get('/v1/billing/payment-methods', user.accessToken)).json).toEqual({ data: [], next_cursor: null });
    // A late event from before the deletion does not bring a method back.
    expect((await sendOverHttp('standard', 'payment_method.updated', methods[0]!, t + 5)).status).toBe(200);
    expect((await get('/v1/billing/payment-methods', user.accessToken)).json.data).toEqual([]);
  });
});

describe('billing events beyond the invoice lifecycle', () => {
  const version = '2026-06-24.dahlia';

  it('invoice.deleted removes a draft, and an older event cannot bring it back', async () => {
    const { user, customer } = await organization();
    const draft = stripeInvoiceFor(version, {
      customer,
      status: 'draft',
      subtotal: 500,
      total: 500,
      lines: [{ amount: 500, quantity: 1, unit_amount_decimal: '500' }],
    });
    const path = `/v1/billing/invoices/${invoiceIdFor(draft.id, draft.created)}`;
    const t = now();
    await sendOverHttp('stripe', 'invoice.created', draft, t);
    expect((await get(path, user.accessToken)).status).toBe(200);
    expect((await sendOverHttp('stripe', 'invoice.deleted', draft, t + 5)).status).toBe(200);
    expect((await get(path, user.accessToken)).status).toBe(404);
    const late = await sendOverHttp('stripe', 'invoice.updated', draft, t + 1);
    expect((await billingRepository().getEvent('stripe', late.eventId))?.outcome).toBe('stale');
    expect((await get(path, user.accessToken)).status).toBe(404);
  });

  // Every type the service handles, from its own lists (a type added there is covered here), applied
  // through the deployed role: the local stack enforces it (docs/security.md), so a grant the
  // billing path lacks fails this as it would fail on AWS.
  it('applies an event of every handled type, each read back', async () => {
    const { user, customer } = await organization();
    let t = now();
    const invoiceStatus: Record<string, InvoiceScenario['status']> = {
      'invoice.created': 'draft',
      'invoice.paid': 'paid',
      'invoice.payment_succeeded': 'paid',
      'invoice.voided': 'void',
      'invoice.marked_uncollectible': 'uncollectible',
    };
    const invoice = (status: InvoiceScenario['status']) =>
      stripeInvoiceFor(version, { customer, status, subtotal: 500, total: 500, lines: [{ amount: 500, quantity: 1, unit_amount_decimal: '500' }] });
    const outcome = async (res: { status: number; eventId: string }) => {
      expect(res.status).toBe(200);
      return (await billingRepository().getEvent('stripe', res.eventId))?.outcome;
    };
    const send = (type: string, object: Record<string, unknown>, previous?: Record<string, unknown>) => {
      return sendOverHttp('stripe', type, object, (t += 1), previous);
    };

    for (const type of invoiceEvents) {
      const status = invoiceStatus[type] ?? 'open';
      const object = invoice(status);
      expect(await outcome(await send(type, object)), type).toBe('applied');
      expect((await get(`/v1/billing/invoices/${invoiceIdFor(object.id, object.created)}`, user.accessToken)).json, type).toMatchObject({ status });
    }
    const draft = invoice('draft');
    expect(await outcome(await send('invoice.deleted', draft))).toBe('applied');
    expect((await get(`/v1/billing/invoices/${invoiceIdFor(draft.id, draft.created)}`, user.accessToken)).status).toBe(404);

    const card = stripePaymentMethodFor(version, 'card', customer, 1_790_000_000);
    for (const type of [...paymentMethodEvents].filter((type) => type !== 'payment_method.detached')) {
      expect(await outcome(await send(type, card)), type).toBe('applied');
    }
    const customerObject = { ...stripeFixtures(version).customer, id: customer };
    const settings = customerObject.invoice_settings;
    expect(await outcome(await send('customer.updated', { ...customerObject, invoice_settings: { ...settings, default_payment_method: card.id } }))).toBe(
      'applied',
    );
    expect((await get('/v1/billing/payment-methods', user.accessToken)).json.data).toMatchObject([{ type: 'card', is_default: true }]);
    // A detached method names its former customer only in previous_attributes.
    expect(await outcome(await send('payment_method.detached', { ...card, customer: null }, { customer }))).toBe('applied');
    expect((await get('/v1/billing/payment-methods', user.accessToken)).json.data).toEqual([]);

    const second = stripePaymentMethodFor(version, 'sepa_debit', customer, 1_790_000_001);
    expect(await outcome(await send('payment_method.attached', second))).toBe('applied');
    expect(await outcome(await send('customer.deleted', { ...stripeFixtures(version).deleted_customer, id: customer }))).toBe('applied');
    expect((await get('/v1/billing/payment-methods', user.accessToken)).json.data).toEqual([]);

    for (const type of acknowledgedEvents) {
      const object = type === 'customer.created' ? customerObject : type === 'invoice.upcoming' ? { ...invoice('draft'), id: undefined } : invoice('open');
      expect(await outcome(await send(type, object)), type).toBe('acknowledged');
    }
  });

  it.each(['invoice.overdue', 'invoice.upcoming'])('acknowledges %s without changing anything', async (type) => {
    const { user, customer } = await organization();
    const invoice = stripeInvoiceFor(version, { customer, subtotal: 500, total: 500, lines: [{ amount: 500, quantity: 1, unit_amount_decimal: '500' }] });
    // An upcoming invoice has no id yet.
    const object = type === 'invoice.upcoming' ? { ...invoice, id: undefined } : invoice;
    const res = await sendOverHttp('stripe', type, object);
    expect(res.json).toEqual({ received: true, duplicate: false });
    expect(await billingRepository().getEvent('stripe', res.eventId)).toMatchObject({ outcome: 'acknowledged', type });
    expect((await get(`/v1/billing/invoices/${invoiceIdFor(invoice.id, invoice.created)}`, user.accessToken)).status).toBe(404);
  });

  it('payment_method.automatically_updated brings the new expiry', async () => {
    const { user, customer } = await organization();
    const card = stripePaymentMethodFor(version, 'card', customer, 1_790_000_000);
    const t = now();
    await sendOverHttp('stripe', 'payment_method.attached', card, t);
    await sendOverHttp('stripe', 'payment_method.automatically_updated', { ...card, card: { ...card.card, exp_month: 2, exp_year: 2034 } }, t + 1);
    expect((await get('/v1/billing/payment-methods', user.accessToken)).json.data[0].card).toMatchObject({ exp_month: 2, exp_year: 2034 });
  });

  it.each<[string, (customer: string) => [string, Record<string, unknown>], string]>([
    [
      'an event type it does not project',
      (customer) => ['customer.subscription.created', { id: `sub_${ulid()}`, object: 'subscription', customer }],
      'unsupported_event_type',
    ],
    ['an invoice event carrying another object', (customer) => ['invoice.paid', { ...stripeFixtures(version).customer, id: customer }], 'unreadable_object'],
    [
      'a payment-method event without a type',
      (customer) => ['payment_method.attached', { ...stripePaymentMethodFor(version, 'card', customer, 1_790_000_000), type: undefined }],
      'unreadable_object',
    ],
  ])('answers %s with 200, records why, logs a warning and counts it', async (_, make, reason) => {
    const { customer } = await organization();
    const before = (await billingRepository().notAppliedCounts('stripe'))[`not_applied_${reason}`] ?? 0;
    const [type, object] = make(customer);
    const res: ApiResponse & { eventId: string } = await sendOverHttp('stripe', type, object);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ received: true, duplicate: false });
    expect(await billingRepository().getEvent('stripe', res.eventId)).toMatchObject({ outcome: 'not_applied', not_applied_reason: reason, type });
    // Other files run in parallel and count on this provider too; exactly-once counting is tested in integration/webhooks.
    expect((await billingRepository().notAppliedCounts('stripe'))[`not_applied_${reason}`]).toBeGreaterThan(before);
    const line = stackLogs().find((l) => l.eventId === res.eventId);
    expect(line).toMatchObject({ level: 'warn', metric: 'webhook_event_not_applied', reason, type });
  });
});
