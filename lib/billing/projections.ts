import * as z from 'zod';
import { deterministicUlid } from '../ids';
import { keys } from '../store/keys';
import type { ProviderEvent } from './events';
import type { Invoice, InvoiceStatus } from './model';

/** What an event changes: one item, written only if the event is not older than what is there. */
export interface Projection {
  customerId: string;
  /** Builds the item for the organization the customer maps to. */
  item: (organizationId: string) => Record<string, unknown>;
}

const iso = (seconds: number | null | undefined) => (seconds == null ? null : new Date(seconds * 1000).toISOString());
const int = z.number().int();

const invoiceObject = z.object({
  id: z.string().min(1).max(255),
  customer: z.string().min(1).max(255),
  number: z.string().max(255).nullish(),
  status: z.enum(['draft', 'open', 'paid', 'void', 'uncollectible']),
  currency: z.string().regex(/^[a-z]{3}$/),
  subtotal: int,
  tax: int.nullish(),
  total: int,
  amount_due: int,
  amount_paid: int,
  amount_remaining: int,
  period_start: int.nullish(),
  period_end: int.nullish(),
  due_date: int.nullish(),
  lines: z
    .object({
      data: z
        .array(
          z.object({
            description: z.string().max(1000).nullish(),
            quantity: int.nullish(),
            amount: int,
            unit_amount: int.nullish(),
            price: z.object({ unit_amount: int.nullish() }).nullish(),
          }),
        )
        .max(1000),
    })
    .nullish(),
  hosted_invoice_url: z.string().max(2048).nullish(),
  created: int.positive(),
});

const paymentMethodObject = z.object({
  id: z.string().min(1).max(255),
  type: z.literal('card'),
  card: z.object({ brand: z.string().max(64), last4: z.string().regex(/^\d{4}$/), exp_month: int.min(1).max(12), exp_year: int }),
  customer: z.string().min(1).max(255).nullish(),
  created: int.positive(),
});

const customerObject = z.object({
  id: z.string().min(1).max(255),
  invoice_settings: z.object({ default_payment_method: z.string().min(1).max(255).nullable() }),
});

/** Within one second, a later lifecycle state wins a tie (Stripe times events in whole seconds). */
const invoiceRank: Record<InvoiceStatus, number> = { draft: 0, open: 1, uncollectible: 2, paid: 3, void: 3 };

export const invoiceEvents = new Set([
  'invoice.created',
  'invoice.finalized',
  'invoice.updated',
  'invoice.paid',
  'invoice.payment_failed',
  'invoice.voided',
  'invoice.marked_uncollectible',
]);
export const paymentMethodEvents = new Set(['payment_method.attached', 'payment_method.updated', 'payment_method.detached']);

/** Our ids for provider objects: deterministic, so the same object always lands on the same item. */
export const invoiceIdFor = (providerInvoiceId: string, createdSeconds: number) => `inv_${deterministicUlid(createdSeconds * 1000, `invoice:${providerInvoiceId}`)}`;
export const paymentMethodIdFor = (providerPaymentMethodId: string, createdSeconds: number) =>
  `pm_${deterministicUlid(createdSeconds * 1000, `payment_method:${providerPaymentMethodId}`)}`;

/**
 * The projection an event asks for, or undefined for event types we only record. Throws a zod
 * error if a handled event type carries an object we cannot read.
 */
export function projectionOf(event: ProviderEvent): Projection | undefined {
  const version = (rank: number) => ({ source_event_at: event.occurredAt, source_rank: rank, source_event_id: event.id });
  const updatedAt = new Date(event.occurredAt).toISOString();

  if (invoiceEvents.has(event.type)) {
    const o = invoiceObject.parse(event.object);
    const id = invoiceIdFor(o.id, o.created);
    const invoice: Invoice = {
      id,
      number: o.number ?? null,
      status: o.status,
      currency: o.currency,
      subtotal: o.subtotal,
      tax: o.tax ?? 0,
      total: o.total,
      amount_due: o.amount_due,
      amount_paid: o.amount_paid,
      amount_remaining: o.amount_remaining,
      period_start: iso(o.period_start),
      period_end: iso(o.period_end),
      due_date: iso(o.due_date),
      lines: (o.lines?.data ?? []).map((line) => ({
        description: line.description ?? null,
        quantity: line.quantity ?? null,
        unit_amount: line.unit_amount ?? line.price?.unit_amount ?? null,
        amount: line.amount,
      })),
      hosted_invoice_url: o.hosted_invoice_url ?? null,
      provider: event.provider,
      provider_invoice_id: o.id,
      created_at: iso(o.created)!,
      updated_at: updatedAt,
    };
    return {
      customerId: o.customer,
      item: (organizationId) => ({ ...keys.invoice(organizationId, id), entity: 'Invoice', organization_id: organizationId, ...invoice, ...version(invoiceRank[o.status]) }),
    };
  }

  if (paymentMethodEvents.has(event.type)) {
    const o = paymentMethodObject.parse(event.object);
    // A detached method no longer names its customer; Stripe keeps it in previous_attributes.
    const customerId = o.customer ?? z.object({ customer: z.string().min(1).max(255) }).parse(event.previous).customer;
    const id = paymentMethodIdFor(o.id, o.created);
    const detached = event.type === 'payment_method.detached';
    return {
      customerId,
      item: (organizationId) => ({
        ...keys.paymentMethod(organizationId, id),
        entity: 'PaymentMethod',
        organization_id: organizationId,
        id,
        type: o.type,
        card: { brand: o.card.brand, last4: o.card.last4, exp_month: o.card.exp_month, exp_year: o.card.exp_year },
        provider: event.provider,
        provider_payment_method_id: o.id,
        created_at: iso(o.created)!,
        updated_at: updatedAt,
        ...(detached ? { detached_at: updatedAt } : {}),
        // A detach wins a same-second tie with an attach or update.
        ...version(detached ? 1 : 0),
      }),
    };
  }

  if (event.type === 'customer.updated' && event.object.invoice_settings !== undefined) {
    const o = customerObject.parse(event.object);
    return {
      customerId: o.id,
      item: (organizationId) => ({
        ...keys.billingProfile(organizationId),
        entity: 'BillingProfile',
        organization_id: organizationId,
        default_payment_method: o.invoice_settings.default_payment_method,
        updated_at: updatedAt,
        ...version(0),
      }),
    };
  }
  return undefined;
}
