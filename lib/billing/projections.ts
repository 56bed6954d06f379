import { $ZodError } from 'zod/v4/core';
import * as z from 'zod/mini';
import type { FieldError } from '../contract/problems';
import { toFieldErrors } from '../contract/field-errors';
import { deterministicUlid } from '../ids';
import { keys } from '../store/keys';
import { MAX_RECORDED_ERRORS, type ProviderEvent } from './events';
import type { Invoice, InvoiceStatus } from './model';
import { readStripeCustomer, readStripeInvoice, readStripePaymentMethod } from './stripe-objects';

/**
 * What an event changes: one item, written only if the event is not older than what is there.
 * `replace` puts the whole item; `merge` sets only the given attributes (the billing profile,
 * whose fields are written by different event types).
 */
export interface Projection {
  customerId: string;
  mode: 'replace' | 'merge';
  /** Builds the item for the organization the customer maps to. */
  item: (organizationId: string) => Record<string, unknown>;
}

/** What the service does with a verified event. */
export type Decision =
  | { kind: 'apply'; projection: Projection }
  /** A type the service knows and acknowledges, with nothing to change (`invoice.upcoming`, ...). */
  | { kind: 'acknowledge' }
  /** A type the service does not project. */
  | { kind: 'unsupported' }
  /** A projected type whose object the service cannot read; `errors` point into `data.object`. */
  | { kind: 'unreadable'; errors: FieldError[] };

const iso = (seconds: number | null | undefined) => (seconds == null ? null : new Date(seconds * 1000).toISOString());

/** Within one second, a later lifecycle state wins a tie (Stripe times events in whole seconds); a deletion wins every tie. */
const invoiceRank: Record<InvoiceStatus | 'deleted', number> = { draft: 0, open: 1, uncollectible: 2, paid: 3, void: 3, deleted: 4 };

/** Event types whose object is the invoice's current state. */
export const invoiceEvents = new Set([
  'invoice.created',
  'invoice.finalized',
  'invoice.finalization_failed',
  'invoice.updated',
  'invoice.sent',
  'invoice.paid',
  'invoice.payment_succeeded',
  'invoice.payment_failed',
  'invoice.payment_action_required',
  'invoice.voided',
  'invoice.marked_uncollectible',
]);
export const paymentMethodEvents = new Set([
  'payment_method.attached',
  'payment_method.updated',
  'payment_method.automatically_updated',
  'payment_method.detached',
]);
/**
 * Acknowledged and recorded, never applied: reminders about an invoice whose state the other
 * invoice events already carry (`invoice.upcoming` has not even an id yet).
 */
export const acknowledgedEvents = new Set(['invoice.upcoming', 'invoice.overdue', 'invoice.will_be_due', 'customer.created']);

/** Where a detached method's customer is: `previous_attributes.customer`, an id or the expanded object. */
const detachedFrom = z.object({
  customer: z.union([
    z.string().check(z.minLength(1), z.maxLength(255)),
    z.pipe(
      z.object({ id: z.string().check(z.minLength(1), z.maxLength(255)) }),
      z.transform((c) => c.id),
    ),
  ]),
});

/** Our ids for provider objects: deterministic, so the same object always lands on the same item. */
export const invoiceIdFor = (providerInvoiceId: string, createdSeconds: number) =>
  `inv_${deterministicUlid(createdSeconds * 1000, `invoice:${providerInvoiceId}`)}`;
/** Our payment-method id for a provider payment method (deterministic, like invoiceIdFor). */
export const paymentMethodIdFor = (providerPaymentMethodId: string, createdSeconds: number) =>
  `pm_${deterministicUlid(createdSeconds * 1000, `payment_method:${providerPaymentMethodId}`)}`;

/**
 * Decides what an event does. Never throws for content: an object the service cannot read is
 * `unreadable`, with errors that point into it (`/data/object/...`).
 */
export function projectionOf(event: ProviderEvent): Decision {
  try {
    return decide(event);
  } catch (error) {
    if (!(error instanceof $ZodError)) throw error;
    const errors = toFieldErrors(error, 'body').map((e) => ({ ...e, path: `/data/object${e.path}` }));
    return { kind: 'unreadable', errors: errors.slice(0, MAX_RECORDED_ERRORS) };
  }
}

function decide(event: ProviderEvent): Decision {
  const version = (rank: number) => ({ source_event_at: event.occurredAt, source_rank: rank, source_event_id: event.id });
  const updatedAt = new Date(event.occurredAt).toISOString();
  const apply = (projection: Projection): Decision => ({ kind: 'apply', projection });

  if (invoiceEvents.has(event.type) || event.type === 'invoice.deleted') {
    const o = readStripeInvoice(event.object);
    const id = invoiceIdFor(o.providerInvoiceId, o.created);
    const deleted = event.type === 'invoice.deleted';
    const invoice: Invoice = {
      id,
      number: o.number,
      status: o.status,
      currency: o.currency,
      subtotal: o.subtotal,
      discount: o.discount,
      tax: o.tax,
      total: o.total,
      amount_due: o.amount_due,
      amount_paid: o.amount_paid,
      amount_remaining: o.amount_remaining,
      period_start: iso(o.period_start),
      period_end: iso(o.period_end),
      due_date: iso(o.due_date),
      lines: o.lines,
      hosted_invoice_url: o.hosted_invoice_url,
      provider: event.provider,
      provider_invoice_id: o.providerInvoiceId,
      created_at: iso(o.created)!,
      updated_at: updatedAt,
    };
    return apply({
      customerId: o.customerId,
      mode: 'replace',
      item: (organizationId) => ({
        ...keys.invoice(organizationId, id),
        entity: 'Invoice',
        organization_id: organizationId,
        ...invoice,
        // A deleted draft stays as a tombstone, so an older event cannot bring it back; reads treat it as absent.
        ...(deleted ? { deleted_at: updatedAt } : {}),
        ...version(invoiceRank[deleted ? 'deleted' : o.status]),
      }),
    });
  }

  if (paymentMethodEvents.has(event.type)) {
    const o = readStripePaymentMethod(event.object);
    // A detached method no longer names its customer; Stripe keeps it in previous_attributes.
    const customerId = o.customerId ?? detachedFrom.safeParse(event.previous ?? {}).data?.customer;
    if (!customerId)
      return {
        kind: 'unreadable',
        errors: [{ location: 'body', path: '/data/previous_attributes/customer', message: 'A payment method without a customer must name its former one' }],
      };
    const id = paymentMethodIdFor(o.providerPaymentMethodId, o.created);
    const detached = event.type === 'payment_method.detached';
    return apply({
      customerId,
      mode: 'replace',
      item: (organizationId) => ({
        ...keys.paymentMethod(organizationId, id),
        entity: 'PaymentMethod',
        organization_id: organizationId,
        id,
        type: o.type,
        ...(o.card ? { card: o.card } : {}),
        ...(o.display ? { details: o.display } : {}),
        provider: event.provider,
        provider_payment_method_id: o.providerPaymentMethodId,
        created_at: iso(o.created)!,
        updated_at: updatedAt,
        ...(detached ? { detached_at: updatedAt } : {}),
        // A detach wins a same-second tie with an attach or update.
        ...version(detached ? 1 : 0),
      }),
    });
  }

  /** The billing profile's fields an event sets (merged: the default and the deletion marker come from different events). */
  const profile = (customerId: string, fields: Record<string, unknown>, rank: number) =>
    apply({
      customerId,
      mode: 'merge',
      item: (organizationId) => ({
        ...keys.billingProfile(organizationId),
        entity: 'BillingProfile',
        organization_id: organizationId,
        ...fields,
        updated_at: updatedAt,
        ...version(rank),
      }),
    });

  if (event.type === 'customer.updated') {
    const o = readStripeCustomer(event.object);
    if (o.defaultPaymentMethod === undefined) return { kind: 'acknowledge' };
    return profile(o.customerId, { default_payment_method: o.defaultPaymentMethod }, 0);
  }

  if (event.type === 'customer.deleted') {
    // One item, however many methods the customer had: reads hide every method whose last event
    // is not newer than this marker, and the default goes with them. A deletion wins a
    // same-second tie with an update.
    const o = readStripeCustomer(event.object);
    return profile(o.customerId, { default_payment_method: null, methods_cleared_at: event.occurredAt }, 1);
  }

  if (acknowledgedEvents.has(event.type)) return { kind: 'acknowledge' };
  return { kind: 'unsupported' };
}
