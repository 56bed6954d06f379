import * as z from 'zod/mini';
import { ProblemError } from '../contract/problems';
import { decodeCursor, encodeCursor, type Page, type PaginationQuery } from '../contract/pagination';
import { idPattern } from '../ids';
import type { Invoice, PaymentMethod } from './model';
import { billingRepository, type BillingRepository, type StoredInvoice, type StoredPaymentMethod } from './repository';
import { isDetailedPaymentMethodType } from './stripe-objects';

/** What the billing reads use; production defaults, tests pass their own. */
export interface BillingReadDeps {
  billing?: BillingRepository;
}

/**
 * Contract 6.1: one invoice of the caller's organization; another organization's is a plain 404,
 * and so is a deleted draft.
 */
export async function getInvoice(organizationId: string, invoiceId: string, { billing = billingRepository() }: BillingReadDeps = {}): Promise<Invoice> {
  const item = await billing.getInvoice(organizationId, invoiceId);
  if (!item || item.deleted_at) throw new ProblemError('not_found', { detail: 'No such invoice' });
  return presentInvoice(item);
}

/** A cursor names its organization and filter (another organization's, or another filter's, is a 400) and the last invoice shown. */
const invoiceCursor = z.strictObject({
  org: z.string(),
  status: z.nullable(z.string()),
  after: z.string().check(z.regex(idPattern('inv'))),
});

/** Contract 6.14: the organization's invoices, newest first, optionally of one status. */
export async function listInvoices(
  organizationId: string,
  { limit, cursor, status }: PaginationQuery & { status?: Invoice['status'] },
  { billing = billingRepository() }: BillingReadDeps = {},
): Promise<Page<Invoice>> {
  const after = cursor
    ? decodeCursor(cursor, invoiceCursor.check(z.refine((c) => c.org === organizationId && c.status === (status ?? null)))).after
    : undefined;
  const page = await billing.listInvoices(organizationId, limit, after, status);
  return {
    data: page.items.map(presentInvoice),
    next_cursor: page.nextId ? encodeCursor({ org: organizationId, status: status ?? null, after: page.nextId }) : null,
  };
}

/** Contract 6.1's shape of a stored invoice. */
export function presentInvoice(item: StoredInvoice): Invoice {
  return {
    id: item.id,
    number: item.number,
    status: item.status,
    currency: item.currency,
    subtotal: item.subtotal,
    // Items written before `discount` was stored: what lies between subtotal, tax and total.
    discount: item.discount ?? item.subtotal + item.tax - item.total,
    tax: item.tax,
    total: item.total,
    amount_due: item.amount_due,
    amount_paid: item.amount_paid,
    amount_remaining: item.amount_remaining,
    period_start: item.period_start,
    period_end: item.period_end,
    due_date: item.due_date,
    lines: item.lines.map(({ description, quantity, unit_amount, amount }) => ({ description, quantity, unit_amount, amount })),
    hosted_invoice_url: item.hosted_invoice_url,
    provider: item.provider,
    provider_invoice_id: item.provider_invoice_id,
    created_at: item.created_at,
    updated_at: item.updated_at,
  };
}

/**
 * A cursor names its organization (another organization's is a 400) and the last method shown, by
 * id: a `customer.deleted` between two pages moves the list to a new range, and the next page
 * continues there from the same place.
 */
const paymentMethodCursor = z.strictObject({
  org: z.string(),
  after: z.string().check(z.regex(idPattern('pm'))),
});

/** Contract 6.8's item: `card` for a card, the details under the type's own name for the others. */
export function listed(pm: StoredPaymentMethod, defaultId: string | null): PaymentMethod {
  const { card, details } = pm;
  return {
    id: pm.id,
    type: pm.type,
    ...(card ? { card: { brand: card.brand, last4: card.last4, exp_month: card.exp_month, exp_year: card.exp_year } } : {}),
    ...(details && isDetailedPaymentMethodType(pm.type)
      ? {
          [pm.type]: {
            brand: details.brand,
            bank_name: details.bank_name,
            last4: details.last4,
            exp_month: details.exp_month,
            exp_year: details.exp_year,
            country: details.country,
            email: details.email,
          },
        }
      : {}),
    is_default: defaultId !== null && pm.provider_payment_method_id === defaultId,
    created_at: pm.created_at,
  };
}

/** Contract 6.8: the organization's payment methods of every type, newest first, with the default flagged. */
export async function listPaymentMethods(
  organizationId: string,
  { limit, cursor }: PaginationQuery,
  { billing: repository = billingRepository() }: BillingReadDeps = {},
): Promise<Page<PaymentMethod>> {
  const after = cursor ? decodeCursor(cursor, paymentMethodCursor.check(z.refine((c) => c.org === organizationId))).after : undefined;
  // The profile first: its clearing names the range the list reads.
  const profile = await repository.billingProfile(organizationId);
  const page = await repository.listPaymentMethods(organizationId, limit, after, profile.methods_cleared_at);
  return {
    data: page.items.map((pm) => listed(pm, profile.default_payment_method)),
    next_cursor: page.nextId ? encodeCursor({ org: organizationId, after: page.nextId }) : null,
  };
}
