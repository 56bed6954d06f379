import { execFileSync } from 'node:child_process';
import { dirname } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { invoiceIdFor } from '../../lib/billing/projections';
import { encodeCursor } from '../../lib/contract/pagination';
import { call, expectProblem, stack, type ApiResponse } from '../support/api';
import { cardObject, invoiceObject, mapNewCustomer, now, sendOverHttp, signingSecrets, stripeBody, stripeHeaders } from '../support/billing';
import { bearer, signedInAs, signedInUser } from '../support/sessions';
import { demo as stackDemo } from '../support/stack';
import { opsArgs } from '../support/cli';

const get = (path: string, accessToken: string) => call(path, { headers: bearer(accessToken) });

/** A signed-in user whose organization has a customer id with an invoice and three cards. */
async function customerWithBilling() {
  const user = await signedInUser();
  const customer = await mapNewCustomer(user.organizationId);
  const invoice = invoiceObject(customer);
  expect((await sendOverHttp('stripe', 'invoice.finalized', invoice)).status).toBe(200);
  for (const [i, last4] of ['1111', '2222', '3333'].entries()) {
    const res = await sendOverHttp(
      'standard',
      'payment_method.attached',
      cardObject(customer, { created: 1792592000 + i, card: { brand: 'visa', last4, exp_month: 1, exp_year: 2031 } }),
    );
    expect(res.status).toBe(200);
  }
  return { user, customer, invoiceId: invoiceIdFor(invoice.id, invoice.created) };
}

/** Two 404s are indistinguishable when they differ only in request id. */
const shape = (res: ApiResponse) => ({ status: res.status, body: { ...res.json, request_id: undefined, instance: undefined } });

describe('billing over HTTP', () => {
  it('reads an invoice written by a webhook, with every contract field', async () => {
    const { user, invoiceId } = await customerWithBilling();
    const res = await get(`/v1/billing/invoices/${invoiceId}`, user.accessToken);
    expect(res.status).toBe(200);
    expect(Object.keys(res.json).sort()).toEqual(
      [
        'id',
        'number',
        'status',
        'currency',
        'subtotal',
        'discount',
        'tax',
        'total',
        'amount_due',
        'amount_paid',
        'amount_remaining',
        'period_start',
        'period_end',
        'due_date',
        'lines',
        'hosted_invoice_url',
        'provider',
        'provider_invoice_id',
        'created_at',
        'updated_at',
      ].sort(),
    );
    expect(res.json.lines).toEqual([{ description: 'Pro plan', quantity: 1, unit_amount: 1000, amount: 1000 }]);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it("answers another organization's invoice exactly like a missing one", async () => {
    const owner = await customerWithBilling();
    const stranger = await signedInUser();
    const foreign = await get(`/v1/billing/invoices/${owner.invoiceId}`, stranger.accessToken);
    const missing = await get(`/v1/billing/invoices/inv_${ulid()}`, stranger.accessToken);
    expectProblem(foreign, 404, 'not_found');
    expect(shape(foreign)).toEqual(shape(missing));
  });

  it.each(['not-an-id', 'inv_', 'inv_lowercase0000000000000000', `pm_${ulid()}`, '%00', 'inv_' + 'A'.repeat(300)])(
    'answers a malformed invoice id %j with 400',
    async (id) => {
      const user = await signedInUser();
      const res = await get(`/v1/billing/invoices/${encodeURIComponent(id)}`, user.accessToken);
      expectProblem(res, 400, 'invalid_request');
    },
  );

  it('lists only the organization payment methods, newest first, paging with a cursor', async () => {
    const { user } = await customerWithBilling();
    const first = await get('/v1/billing/payment-methods?limit=2', user.accessToken);
    expect(first.status).toBe(200);
    expect(first.json.data.map((pm: { card: { last4: string } }) => pm.card.last4)).toEqual(['3333', '2222']);
    expect(first.json.data[0]).toEqual({
      id: expect.stringMatching(/^pm_/),
      type: 'card',
      card: { brand: 'visa', last4: '3333', exp_month: 1, exp_year: 2031 },
      is_default: false,
      created_at: expect.any(String),
    });
    const second = await get(`/v1/billing/payment-methods?limit=2&cursor=${first.json.next_cursor}`, user.accessToken);
    expect(second.json.data.map((pm: { card: { last4: string } }) => pm.card.last4)).toEqual(['1111']);
    expect(second.json.next_cursor).toBeNull();

    const stranger = await signedInUser();
    expect((await get('/v1/billing/payment-methods', stranger.accessToken)).json).toEqual({ data: [], next_cursor: null });
  });

  it("refuses another organization's cursor, a forged one and garbage with 400", async () => {
    const { user } = await customerWithBilling();
    const other = await customerWithBilling();
    const theirs = (await get('/v1/billing/payment-methods?limit=1', other.user.accessToken)).json.next_cursor;
    for (const cursor of [theirs, encodeCursor({ after: 'VERSION#x' }), encodeCursor({ org: user.organizationId, after: 'INVOICE#x' }), 'garbage', '%FF']) {
      expectProblem(await get(`/v1/billing/payment-methods?cursor=${encodeURIComponent(cursor)}`, user.accessToken), 400, 'invalid_request');
    }
  });

  it('requires a valid access token on both read routes', async () => {
    expectProblem(await call(`/v1/billing/invoices/inv_${ulid()}`), 401, 'unauthenticated');
    expectProblem(await call('/v1/billing/payment-methods'), 401, 'unauthenticated');
  });

  it('answers the webhook route over HTTP: 200 received, then duplicate', async () => {
    const user = await signedInUser();
    const customer = await mapNewCustomer(user.organizationId);
    const e = { id: `evt_${ulid()}`, type: 'invoice.created', created: now(), object: invoiceObject(customer, { status: 'draft' }) };
    const body = stripeBody(e);
    const send = () => call('/v1/billing/stripe/webhook', { method: 'POST', headers: stripeHeaders(body, signingSecrets().stripe[0]!), body });
    expect((await send()).json).toEqual({ received: true, duplicate: false });
    expect((await send()).json).toEqual({ received: true, duplicate: true });
    expectProblem(await call('/v1/billing/nopay/webhook', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body }), 404, 'unknown_provider');
    expectProblem(
      await call('/v1/billing/stripe/webhook', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body }),
      400,
      'invalid_signature',
    );
  });

  it('shows the demo organizations the invoices the seed sent through the webhook', async () => {
    const demo = stackDemo as { users: { id: string; organization_id: string }[]; invoices: string[] };
    const token = (await signedInAs({ userId: demo.users[0]!.id })).accessToken;
    const statuses = [];
    for (const id of demo.invoices) {
      const res = await get(`/v1/billing/invoices/${id}`, token);
      statuses.push(res.status);
    }
    // Alice's organization owns two of the three demo invoices; the third is Globex's.
    expect(statuses.sort()).toEqual([200, 200, 404]);
    const cards = (await get('/v1/billing/payment-methods', token)).json.data;
    expect(cards.filter((pm: { is_default: boolean }) => pm.is_default)).toHaveLength(1);
  });

  it("pays the seeded open invoice with the README's example event (npm run webhook:send)", async () => {
    const demo = stackDemo as { users: { id: string }[]; invoices: string[] };
    const token = (await signedInAs({ userId: demo.users[0]!.id })).accessToken;
    // The README: the example pays ACME-0002, the second invoice in demo.json.
    const path = `/v1/billing/invoices/${demo.invoices[1]}`;
    expect((await get(path, token)).json).toMatchObject({ number: 'ACME-0002', status: 'open', amount_remaining: 4800 });
    const dir = dirname(dirname(stack.log_file));
    const out = execFileSync(process.execPath, opsArgs('webhook:send', '--provider', 'stripe', '--event', 'scripts/examples/invoice-paid.json', '--dir', dir), {
      encoding: 'utf8',
    });
    expect(JSON.parse(out)).toMatchObject({ status: 200, received: true });
    expect((await get(path, token)).json).toMatchObject({
      number: 'ACME-0002',
      status: 'paid',
      subtotal: 4000,
      discount: 0,
      tax: 800,
      total: 4800,
      amount_paid: 4800,
      amount_remaining: 0,
    });
  });
});
