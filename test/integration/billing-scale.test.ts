import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { listInvoices, listPaymentMethods } from '../../lib/billing/read';
import { receiveProviderWebhook } from '../../lib/billing/receive-provider-webhook';
import { batchWrite } from '../../lib/aws/batch-write';
import { CreateTableCommand } from '@aws-sdk/client-dynamodb';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { docClient } from '../../lib/aws/dynamodb';
import { keys } from '../../lib/store/keys';
import { createTableInput } from '../../lib/store/table-definition';
import { projectionOf } from '../../lib/billing/projections';
import { reindexBilling } from '../../lib/billing/reindex';
import { billingRepository, projectionItems } from '../../lib/billing/repository';
import { emulateDynamoDbLimits } from '../support/dynamodb-limits';
import { cardObject, invoiceObject, now, signingSecrets, stripeBody, stripeHeaders } from '../support/billing';

// A table of its own: these tests write tens of megabytes, which the shared table's scans should not wade through.
const tableName = `billing-scale-${ulid()}`;
const billing = billingRepository({ tableName });
let removeLimits: () => void;
beforeAll(async () => {
  await docClient.send(new CreateTableCommand(createTableInput(tableName)));
  removeLimits = emulateDynamoDbLimits(docClient);
});
afterAll(() => removeLimits());

/** Applies one signed Stripe event through the use case, as the webhook function does. */
async function apply(type: string, object: Record<string, unknown>, created = now(), previous?: Record<string, unknown>) {
  const body = stripeBody({ id: `evt_${ulid()}`, type, created, object, ...(previous ? { previous } : {}) });
  const headers = stripeHeaders(body, signingSecrets().stripe[0]!);
  return receiveProviderWebhook({ provider: 'stripe', headers, rawBody: Buffer.from(body) }, Date.now(), { repository: billing });
}

/**
 * Writes what these events leave, in batches (the layout the projections' transactions keep), so
 * hundreds of items take a second; the events that matter to a test go through the use case.
 */
async function seed(
  organizationId: string,
  type: string,
  objects: Record<string, unknown>[],
  created: number,
  only?: (item: Record<string, unknown>) => boolean,
) {
  const items = objects.flatMap((object) => {
    const decision = projectionOf({ provider: 'stripe', id: `evt_${ulid()}`, type, occurredAt: created * 1000, object, previous: undefined });
    if (decision.kind !== 'apply') throw new Error(`not a projected event: ${type}`);
    return projectionItems(decision.projection.item(organizationId)).filter((item) => !only || only(item));
  });
  await batchWrite(
    docClient,
    tableName,
    items.map((put) => ({ put })),
  );
}

/** Runs `tasks` with at most `width` at a time. */
async function inBatches<T>(tasks: (() => Promise<T>)[], width = 40): Promise<T[]> {
  const results: T[] = [];
  for (let i = 0; i < tasks.length; i += width) results.push(...(await Promise.all(tasks.slice(i, i + width).map((task) => task()))));
  return results;
}

/** Items DynamoDB evaluated (read) for the Query requests `run` sends through the shared client. */
async function itemsReadDuring<T>(run: () => Promise<T>): Promise<{ result: T; read: number; queries: number }> {
  let read = 0;
  let queries = 0;
  const name = `read-${ulid()}`;
  docClient.middlewareStack.add(
    (next) => async (args) => {
      const output = await next(args);
      const scanned = (output.output as { ScannedCount?: number }).ScannedCount;
      if (scanned !== undefined) {
        read += scanned;
        queries++;
      }
      return output;
    },
    { step: 'initialize', name },
  );
  try {
    return { result: await run(), read, queries };
  } finally {
    docClient.middlewareStack.remove(name);
  }
}

/** An organization of this table, and a provider customer mapped to it. */
async function organization() {
  const organizationId = `org_${ulid()}`;
  await docClient.send(new PutCommand({ TableName: tableName, Item: { ...keys.organization(organizationId), entity: 'Organization', id: organizationId } }));
  const customer = `cus_${ulid()}`;
  await billing.mapCustomer(customer, organizationId);
  return { organizationId, customer };
}

/** A large invoice object (about 12 KB), so a page of 100 is over 1 MB. */
const bigInvoice = (customer: string, i: number, status: string) =>
  invoiceObject(customer, {
    status,
    created: 1_790_000_000 + i,
    ...(status === 'paid' ? { amount_paid: 1200, amount_remaining: 0 } : {}),
    lines: {
      data: Array.from({ length: 24 }, (_, n) => ({ description: `Line ${n} `.padEnd(480, '.'), quantity: 1, amount: 25, price: { unit_amount: 25 } })),
    },
  });

describe('billing lists read what they return, past DynamoDB 1 MB pages', () => {
  it('lists 4 paid invoices among 600 on the first page of status=paid, reading about 5 items', async () => {
    const { organizationId, customer } = await organization();
    const paidAt = new Set([17, 250, 431, 598]);
    const t = now();
    await seed(
      organizationId,
      'invoice.finalized',
      Array.from({ length: 600 }, (_, i) => i)
        .filter((i) => !paidAt.has(i))
        .map((i) => bigInvoice(customer, i, 'open')),
      t,
    );
    for (const i of paidAt) await apply('invoice.paid', bigInvoice(customer, i, 'paid'), t + 1);

    const { result: paid, read } = await itemsReadDuring(() => listInvoices(organizationId, { limit: 20, status: 'paid' }, { billing }));
    expect(paid.data.map((i) => i.status)).toEqual(['paid', 'paid', 'paid', 'paid']);
    expect(paid.next_cursor).toBeNull();
    expect(read).toBeLessThanOrEqual(5);

    // Every invoice, through the cursors: pages cut at 1 MB are short, never empty while a cursor says more.
    const seen = new Set<string>();
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await listInvoices(organizationId, { limit: 100, cursor }, { billing });
      expect(page.data.length).toBeGreaterThan(0);
      for (const invoice of page.data) seen.add(invoice.id);
      cursor = page.next_cursor ?? undefined;
      pages++;
    } while (cursor);
    expect(seen.size).toBe(600);
    // 100 a page would be 6 pages; DynamoDB's 1 MB cuts make more.
    expect(pages).toBeGreaterThan(6);
  });

  it('moves a paid invoice between status ranges, and a deleted draft out of every list, whatever order events arrive in', async () => {
    const { organizationId, customer } = await organization();
    const t = now();
    const invoice = invoiceObject(customer, { status: 'open' });
    await apply('invoice.paid', { ...invoice, status: 'paid' }, t + 2);
    await apply('invoice.finalized', invoice, t + 1); // older: stale
    const byStatus = async (status: 'open' | 'paid' | 'draft') =>
      (await listInvoices(organizationId, { limit: 10, status }, { billing })).data.map((i) => i.status);
    expect(await byStatus('paid')).toEqual(['paid']);
    expect(await byStatus('open')).toEqual([]);

    const draft = invoiceObject(customer, { status: 'draft', created: 1_792_600_000 });
    await apply('invoice.created', draft, t);
    expect(await byStatus('draft')).toEqual(['draft']);
    await apply('invoice.deleted', draft, t + 5);
    await apply('invoice.updated', draft, t + 3); // older than the deletion: cannot bring it back
    expect(await byStatus('draft')).toEqual([]);
    expect((await listInvoices(organizationId, { limit: 10 }, { billing })).data.map((i) => i.status)).toEqual(['paid']);
  });

  it('lists the 3 methods attached after a customer.deleted by reading 3 items, not every method ever cleared or detached', async () => {
    const { organizationId, customer } = await organization();
    const t = now();
    const cleared = Array.from({ length: 300 }, (_, i) => cardObject(customer, { created: 1_790_000_000 + i }));
    await seed(organizationId, 'payment_method.attached', cleared.slice(20), t);
    await inBatches(cleared.slice(0, 20).map((card) => () => apply('payment_method.attached', card, t)));
    await inBatches(cleared.slice(0, 10).map((card) => () => apply('payment_method.detached', { ...card, customer: null }, t + 1, { customer })));
    await apply('customer.deleted', { id: customer, object: 'customer', deleted: true }, t + 2);
    const fresh = Array.from({ length: 3 }, (_, i) => cardObject(customer, { created: 1_795_000_000 + i }));
    for (const card of fresh) await apply('payment_method.attached', card, t + 3);
    // A late event from before the deletion brings nothing back.
    await apply('payment_method.updated', cleared[100]!, t + 1);

    const { result, read, queries } = await itemsReadDuring(() => listPaymentMethods(organizationId, { limit: 20 }, { billing }));
    expect(result.data).toHaveLength(3);
    expect(result.next_cursor).toBeNull();
    expect(read).toBeLessThanOrEqual(3);
    expect(queries).toBe(1);
  });

  it('keeps a method whose event is newer than a customer.deleted delivered after it', async () => {
    const { organizationId, customer } = await organization();
    const t = now();
    const older = cardObject(customer, { created: 1_790_000_000 });
    const newer = cardObject(customer, { created: 1_790_000_001 });
    await apply('payment_method.attached', older, t);
    await apply('payment_method.attached', newer, t + 10);
    await apply('customer.deleted', { id: customer, object: 'customer', deleted: true }, t + 5);
    expect((await listPaymentMethods(organizationId, { limit: 20 }, { billing })).data.map((m) => m.created_at)).toEqual([
      new Date(newer.created * 1000).toISOString(),
    ]);
    // It lives on in the new range: detaching it later removes it there.
    await apply('payment_method.detached', { ...newer, customer: null }, t + 11, { customer });
    expect((await listPaymentMethods(organizationId, { limit: 20 }, { billing })).data).toEqual([]);
  });

  it('finds a method newer than a late customer.deleted behind 1 MB of listed methods (the deletion re-lists past a page)', async () => {
    const { organizationId, customer } = await organization();
    const t = now();
    // 4,000 listed methods (over 1 MB of list copies: only those are read here), then the newer one last in the range the deletion reads.
    await seed(
      organizationId,
      'payment_method.attached',
      Array.from({ length: 4000 }, (_, i) => cardObject(customer, { created: 1_780_000_000 + i })),
      t,
      (item) => String(item.sk).startsWith('PMLIST#'),
    );
    const newest = cardObject(customer, { created: 1_799_000_000 });
    await apply('payment_method.attached', newest, t + 10);
    await apply('customer.deleted', { id: customer, object: 'customer', deleted: true }, t + 5);
    const listed = await listPaymentMethods(organizationId, { limit: 20 }, { billing });
    expect(listed.data.map((m) => m.created_at)).toEqual([new Date(newest.created * 1000).toISOString()]);
    expect(listed.next_cursor).toBeNull();
  });

  it('decides every method exactly once when attaches race a customer.deleted', async () => {
    const { organizationId, customer } = await organization();
    const t = now();
    const cards = Array.from({ length: 30 }, (_, i) => ({ card: cardObject(customer, { created: 1_790_000_000 + i }), at: t + (i % 2 === 0 ? 1 : 9) }));
    await Promise.all([
      ...cards.map(({ card, at }) => apply('payment_method.attached', card, at)),
      apply('customer.deleted', { id: customer, object: 'customer', deleted: true }, t + 5),
    ]);
    const listed = (await listPaymentMethods(organizationId, { limit: 100 }, { billing })).data.map((m) => m.created_at).sort();
    // Whatever the interleaving: exactly the methods whose event is newer than the deletion.
    const expected = cards.filter((c) => c.at > t + 5).map((c) => new Date(c.card.created * 1000).toISOString());
    expect(listed).toEqual(expected.sort());
    expect((await billing.billingProfile(organizationId)).methods_cleared_at).toBe((t + 5) * 1000);
  });

  it('rebuilds the list ranges of items written in the earlier layout (billing:reindex), and a second run changes nothing', async () => {
    const { organizationId, customer } = await organization();
    const t = now();
    // As the earlier layout left them: the items alone, a deleted draft in place with deleted_at, no copies.
    const earlier = (type: string, object: Record<string, unknown>) => {
      const decision = projectionOf({ provider: 'stripe', id: `evt_${ulid()}`, type, occurredAt: t * 1000, object, previous: undefined });
      if (decision.kind !== 'apply') throw new Error(type);
      return decision.projection.item(organizationId);
    };
    const draft = invoiceObject(customer, { status: 'draft', created: 1_792_600_001 });
    await batchWrite(
      docClient,
      tableName,
      [
        earlier('invoice.paid', invoiceObject(customer, { status: 'paid', amount_paid: 1200, amount_remaining: 0 })),
        earlier('invoice.finalized', invoiceObject(customer, { created: 1_792_600_000 })),
        earlier('invoice.deleted', draft),
        earlier('payment_method.attached', cardObject(customer)),
      ].map((put) => ({ put })),
    );
    expect((await listPaymentMethods(organizationId, { limit: 10 }, { billing })).data).toEqual([]);
    expect(await reindexBilling(organizationId, { billing, tableName })).toEqual({ organizations: 1, invoices: 3, payment_methods: 1 });
    expect((await listInvoices(organizationId, { limit: 10, status: 'paid' }, { billing })).data).toHaveLength(1);
    expect((await listInvoices(organizationId, { limit: 10 }, { billing })).data.map((i) => i.status).sort()).toEqual(['open', 'paid']);
    expect((await listPaymentMethods(organizationId, { limit: 10 }, { billing })).data).toHaveLength(1);
    expect(await reindexBilling(organizationId, { billing, tableName })).toEqual({ organizations: 1, invoices: 2, payment_methods: 1 });
    expect((await listInvoices(organizationId, { limit: 10 }, { billing })).data).toHaveLength(2);
  });
});
