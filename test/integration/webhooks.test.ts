import { describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { handler } from '../../functions/receive-provider-webhook/handler';
import { invoiceIdFor } from '../../lib/billing/projections';
import { getInvoice, listPaymentMethods } from '../../lib/billing/read';
import { billingRepository } from '../../lib/billing/repository';
import { httpEvent, invoke } from '../support/events';
import { createTestUser } from '../support/fixtures';
import {
  cardObject,
  invoiceObject,
  mapNewCustomer,
  now,
  signingSecrets,
  standardBody,
  standardHeaders,
  stripeBody,
  stripeHeaders,
  type TestEvent,
} from '../support/billing';

const lower = (headers: Record<string, string>) => Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
const ip = () => `192.0.2.${Math.floor(Math.random() * 250)}`;

/** A delivery as API Gateway hands it to the function. */
function delivery(provider: string, body: string, headers: Record<string, string>, base64 = false) {
  return invoke(
    handler,
    httpEvent({
      method: 'POST',
      rawPath: `/v1/billing/${provider}/webhook`,
      pathParameters: { provider },
      headers: lower(headers),
      body: base64 ? Buffer.from(body).toString('base64') : body,
      isBase64Encoded: base64,
      ip: ip(),
    }),
  );
}

function sendStripe(event: TestEvent, secret = signingSecrets().stripe[0]!, timestamp?: number) {
  const body = stripeBody(event);
  return delivery('stripe', body, stripeHeaders(body, secret, timestamp));
}

async function organizationWithCustomer() {
  const user = await createTestUser();
  return { organizationId: user.organizationId, customer: await mapNewCustomer(user.organizationId) };
}

const event = (type: string, object: Record<string, unknown>, created = now()): TestEvent => ({ id: `evt_${ulid()}`, type, created, object });

describe('provider webhook ingress', () => {
  it('applies a Stripe event signed by the stripe package, before answering', async () => {
    const { organizationId, customer } = await organizationWithCustomer();
    const object = invoiceObject(customer);
    const res = await sendStripe(event('invoice.finalized', object));
    expect(res.statusCode).toBe(200);
    expect(res.json).toEqual({ received: true, duplicate: false });
    const invoice = await getInvoice(organizationId, invoiceIdFor(object.id, object.created));
    expect(invoice).toMatchObject({ status: 'open', total: 1200, currency: 'usd', provider: 'stripe', provider_invoice_id: object.id });
  });

  it('applies a Standard Webhooks event signed by the standardwebhooks package', async () => {
    const { organizationId, customer } = await organizationWithCustomer();
    const object = invoiceObject(customer, { status: 'paid', amount_paid: 1200, amount_remaining: 0 });
    const body = standardBody(event('invoice.paid', object));
    const res = await delivery('standard', body, standardHeaders(body, signingSecrets().standard[0]!, `msg_${ulid()}`));
    expect(res.statusCode).toBe(200);
    expect((await getInvoice(organizationId, invoiceIdFor(object.id, object.created))).status).toBe('paid');
  });

  it('accepts the second secret of each provider during rotation', async () => {
    const { customer } = await organizationWithCustomer();
    expect((await sendStripe(event('invoice.created', invoiceObject(customer, { status: 'draft' })), signingSecrets().stripe[1])).statusCode).toBe(200);
    const body = standardBody(event('invoice.created', invoiceObject(customer, { status: 'draft' })));
    expect((await delivery('standard', body, standardHeaders(body, signingSecrets().standard[1]!, `msg_${ulid()}`))).statusCode).toBe(200);
  });

  it('verifies a body that arrives base64-encoded over its decoded bytes', async () => {
    const { customer } = await organizationWithCustomer();
    const body = stripeBody(event('invoice.created', invoiceObject(customer, { status: 'draft' })));
    const res = await delivery('stripe', body, stripeHeaders(body, signingSecrets().stripe[0]!), true);
    expect(res.statusCode).toBe(200);
  });

  describe('refuses with 400 invalid_signature', () => {
    const secret = () => signingSecrets().stripe[0]!;
    const body = () => stripeBody(event('invoice.created', invoiceObject('cus_x', { status: 'draft' })));

    it.each([
      ['a tampered body', (b: string, h: Record<string, string>) => [b.replace('"usd"', '"eur"'), h] as const],
      [
        'a tampered signature',
        (b: string, h: Record<string, string>) =>
          [b, { ...h, 'Stripe-Signature': h['Stripe-Signature']!.replace(/v1=(.)/, (_, c) => `v1=${c === 'a' ? 'b' : 'a'}`) }] as const,
      ],
      ['a missing signature header', (b: string, h: Record<string, string>) => [b, { 'Content-Type': h['Content-Type']! }] as const],
      [
        'a signature header without v1',
        (b: string, h: Record<string, string>) => [b, { ...h, 'Stripe-Signature': h['Stripe-Signature']!.split(',')[0]! }] as const,
      ],
      ['garbage in the header', (b: string, h: Record<string, string>) => [b, { ...h, 'Stripe-Signature': 'nonsense' }] as const],
    ])('for %s', async (_, mutate) => {
      const original = body();
      const [b, h] = mutate(original, stripeHeaders(original, secret()));
      const res = await delivery('stripe', b, h);
      expect(res.statusCode).toBe(400);
      expect(res.json?.code).toBe('invalid_signature');
    });

    it('for a secret that is not configured', async () => {
      const b = body();
      const res = await delivery('stripe', b, stripeHeaders(b, 'whsec_someoneelse'));
      expect(res.json?.code).toBe('invalid_signature');
    });

    it.each([
      ['stale', -301],
      ['future', 301],
    ])('for a %s timestamp beyond 300 s', async (_, offset) => {
      const b = body();
      const res = await delivery('stripe', b, stripeHeaders(b, secret(), now() + offset));
      expect(res.json?.code).toBe('invalid_signature');
    });

    it('but accepts timestamps just inside the tolerance both ways', async () => {
      const { customer } = await organizationWithCustomer();
      for (const offset of [-290, 290]) {
        const b = stripeBody(event('invoice.created', invoiceObject(customer, { status: 'draft' })));
        expect((await delivery('stripe', b, stripeHeaders(b, secret(), now() + offset))).statusCode).toBe(200);
      }
    });

    it.each(['webhook-id', 'webhook-timestamp', 'webhook-signature'])('for a Standard Webhooks delivery without %s', async (missing) => {
      const b = standardBody(event('invoice.created', invoiceObject('cus_x', { status: 'draft' })));
      const headers = standardHeaders(b, signingSecrets().standard[0]!, `msg_${ulid()}`);
      delete headers[missing];
      expect((await delivery('standard', b, headers)).json?.code).toBe('invalid_signature');
    });

    it('for a Standard Webhooks delivery whose id was swapped', async () => {
      const b = standardBody(event('invoice.created', invoiceObject('cus_x', { status: 'draft' })));
      const headers = { ...standardHeaders(b, signingSecrets().standard[0]!, `msg_${ulid()}`), 'webhook-id': `msg_${ulid()}` };
      expect((await delivery('standard', b, headers)).json?.code).toBe('invalid_signature');
    });

    it('for an empty body', async () => {
      expect((await delivery('stripe', '', stripeHeaders('', secret()))).json?.code).toBe('invalid_signature');
    });
  });

  it('answers an unknown provider with 404 unknown_provider', async () => {
    const res = await delivery('paypal', '{}', { 'Content-Type': 'application/json' });
    expect(res.statusCode).toBe(404);
    expect(res.json?.code).toBe('unknown_provider');
  });

  describe('acknowledges a correctly signed event it cannot apply, records why and counts it', () => {
    const sign = (b: string) => delivery('stripe', b, stripeHeaders(b, signingSecrets().stripe[0]!));

    it('an invoice event whose object does not parse: the errors point into the object, counted exactly once', async () => {
      // Counted on the `standard` provider, which no other test sends unreadable events to, so the counts are exact.
      const counts = async () => billingRepository().notAppliedCounts('standard');
      const before = await counts();
      const id = `msg_${ulid()}`;
      const b = standardBody({ id, type: 'invoice.paid', created: now(), object: { id: 'in_x', status: 'weird' } });
      const send = () => delivery('standard', b, standardHeaders(b, signingSecrets().standard[0]!, id));
      const res = await send();
      expect(res.statusCode).toBe(200);
      expect(res.json).toEqual({ received: true, duplicate: false });
      const record = await billingRepository().getEvent('standard', id);
      expect(record).toMatchObject({ outcome: 'not_applied', not_applied_reason: 'unreadable_object', type: 'invoice.paid' });
      expect(record?.errors?.map((e) => e.path)).toContain('/data/object/status');
      const after = await counts();
      expect(after.not_applied_unreadable_object).toBe((before.not_applied_unreadable_object ?? 0) + 1);
      expect(after.not_applied).toBe((before.not_applied ?? 0) + 1);
      // A redelivery (also concurrent ones) is a duplicate: neither recorded nor counted again.
      const again = await Promise.all(Array.from({ length: 5 }, send));
      expect(again.map((r) => r.json)).toEqual(Array(5).fill({ received: true, duplicate: true }));
      expect(await counts()).toEqual(after);
    });

    it.each([
      ['a body that is not JSON', '{"id": "evt_'],
      ['JSON that is not an event', '[1, 2, 3]'],
      ['an event without data', JSON.stringify({ id: `evt_${ulid()}`, type: 'invoice.paid', created: now() })],
    ])('%s (malformed_event), once per body', async (_, b) => {
      const res = await sign(b);
      expect(res.statusCode).toBe(200);
      expect(res.json).toEqual({ received: true, duplicate: false });
      expect((await sign(b)).json).toEqual({ received: true, duplicate: true });
    });

    it('a detached payment method that names no customer, now or before', async () => {
      const e = event('payment_method.detached', cardObject(null));
      expect((await sendStripe(e)).json).toEqual({ received: true, duplicate: false });
      const record = await billingRepository().getEvent('stripe', e.id);
      expect(record).toMatchObject({ outcome: 'not_applied', not_applied_reason: 'unreadable_object' });
      expect(record?.errors?.map((x) => x.path)).toEqual(['/data/previous_attributes/customer']);
    });

    it('records a malformed envelope under its own id when it has one', async () => {
      const id = `evt_${ulid()}`;
      await sign(JSON.stringify({ id, type: 'invoice.paid', created: 'yesterday', data: {} }));
      expect(await billingRepository().getEvent('stripe', id)).toMatchObject({
        outcome: 'not_applied',
        not_applied_reason: 'malformed_event',
        type: 'invoice.paid',
      });
    });
  });

  it('applies 50 concurrent deliveries of one event once, answering 200 to each', async () => {
    const { organizationId, customer } = await organizationWithCustomer();
    const object = invoiceObject(customer);
    const e = event('invoice.finalized', object);
    const responses = await Promise.all(Array.from({ length: 50 }, () => sendStripe(e)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    expect(responses.filter((r) => r.json?.duplicate === false)).toHaveLength(1);
    expect(responses.filter((r) => r.json?.duplicate === true)).toHaveLength(49);
    const record = await billingRepository().getEvent('stripe', e.id);
    expect(record?.outcome).toBe('applied');
    expect((await getInvoice(organizationId, invoiceIdFor(object.id, object.created))).status).toBe('open');
  });

  it('keeps the newest state when events arrive out of order', async () => {
    const { organizationId, customer } = await organizationWithCustomer();
    const base = invoiceObject(customer);
    const t = now();
    const paid = event('invoice.paid', { ...base, status: 'paid', amount_paid: 1200, amount_remaining: 0 }, t + 20);
    const created = event('invoice.created', { ...base, status: 'draft' }, t);
    const finalized = event('invoice.finalized', { ...base, status: 'open' }, t + 10);
    for (const e of [paid, created, finalized]) expect((await sendStripe(e)).statusCode).toBe(200);
    const invoice = await getInvoice(organizationId, invoiceIdFor(base.id, base.created));
    expect(invoice).toMatchObject({ status: 'paid', amount_paid: 1200 });
    expect((await billingRepository().getEvent('stripe', created.id))?.outcome).toBe('stale');
  });

  it('breaks a same-second tie in favour of the later lifecycle state', async () => {
    const { organizationId, customer } = await organizationWithCustomer();
    const base = invoiceObject(customer);
    const t = now();
    await sendStripe(event('invoice.paid', { ...base, status: 'paid', amount_paid: 1200, amount_remaining: 0 }, t));
    await sendStripe(event('invoice.finalized', { ...base, status: 'open' }, t));
    expect((await getInvoice(organizationId, invoiceIdFor(base.id, base.created))).status).toBe('paid');
  });

  it('does not let an older update overwrite the stored state', async () => {
    const { organizationId, customer } = await organizationWithCustomer();
    const base = invoiceObject(customer);
    const t = now();
    await sendStripe(event('invoice.updated', { ...base, total: 5000, amount_due: 5000, amount_remaining: 5000 }, t));
    await sendStripe(event('invoice.updated', { ...base, total: 100, amount_due: 100, amount_remaining: 100 }, t - 60));
    expect((await getInvoice(organizationId, invoiceIdFor(base.id, base.created))).total).toBe(5000);
  });

  it('projects payment methods: attach, default, detach (even when the detach names no customer)', async () => {
    const { organizationId, customer } = await organizationWithCustomer();
    const t = now();
    const visa = cardObject(customer);
    const mc = cardObject(customer, { card: { brand: 'mastercard', last4: '4444', exp_month: 1, exp_year: 2030 }, created: 1792592100 });
    await sendStripe(event('payment_method.attached', visa, t));
    await sendStripe(event('payment_method.attached', mc, t));
    await sendStripe(event('customer.updated', { id: customer, object: 'customer', invoice_settings: { default_payment_method: mc.id } }, t + 1));
    let list = await listPaymentMethods(organizationId, { limit: 20 });
    expect(list.data.map((pm) => [pm.card?.last4, pm.is_default])).toEqual([
      ['4444', true],
      ['4242', false],
    ]);
    await sendStripe({ ...event('payment_method.detached', { ...mc, customer: null }, t + 2), previous: { customer } });
    list = await listPaymentMethods(organizationId, { limit: 20 });
    expect(list.data.map((pm) => pm.card?.last4)).toEqual(['4242']);
    // A late, older "attached" cannot bring the detached card back.
    await sendStripe(event('payment_method.updated', mc, t));
    expect((await listPaymentMethods(organizationId, { limit: 20 })).data).toHaveLength(1);
  });

  it('records and acknowledges events of other types without applying them', async () => {
    const e = event('charge.succeeded', { id: 'ch_1', object: 'charge' });
    const res = await sendStripe(e);
    expect(res.json).toEqual({ received: true, duplicate: false });
    expect(await billingRepository().getEvent('stripe', e.id)).toMatchObject({ outcome: 'not_applied', not_applied_reason: 'unsupported_event_type' });
    expect((await sendStripe(e)).json).toEqual({ received: true, duplicate: true });
  });

  it('records and acknowledges an event for an unknown customer, and applies its redelivery once the customer is mapped', async () => {
    const customer = `cus_unknown_${ulid()}`;
    const object = invoiceObject(customer, { status: 'paid' });
    const e = event('invoice.paid', object);
    const res = await sendStripe(e);
    expect(res.statusCode).toBe(200);
    expect(await billingRepository().getEvent('stripe', e.id)).toMatchObject({ outcome: 'not_applied', not_applied_reason: 'unknown_customer' });
    expect((await sendStripe(e)).json).toEqual({ received: true, duplicate: true });

    const user = await createTestUser();
    await billingRepository().mapCustomer(customer, user.organizationId);
    const resent = await Promise.all([sendStripe(e), sendStripe(e)]);
    expect(resent.map((r) => r.json?.duplicate).sort()).toEqual([false, true]);
    expect(await billingRepository().getEvent('stripe', e.id)).toMatchObject({ outcome: 'applied', organization_id: user.organizationId });
    expect((await getInvoice(user.organizationId, invoiceIdFor(object.id, object.created))).status).toBe('paid');
    expect((await sendStripe(e)).json).toEqual({ received: true, duplicate: true });
  });

  it('keeps event records beyond the providers retry horizon, then lets TTL remove them', async () => {
    const e = event('charge.succeeded', { id: 'ch_2', object: 'charge' });
    await sendStripe(e);
    const { GetCommand } = await import('@aws-sdk/lib-dynamodb');
    const { docClient, tableName } = await import('../../lib/aws/dynamodb');
    const { keys } = await import('../../lib/store/keys');
    const item = (await docClient.send(new GetCommand({ TableName: tableName, Key: keys.providerEvent('stripe', e.id) }))).Item!;
    const days = (item.ttl - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(7);
    expect(days).toBeLessThanOrEqual(31);
  });
});
