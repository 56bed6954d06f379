import * as z from 'zod';
import { HttpError } from '../http/errors';
import { decodeCursor, encodeCursor, type Page, type PaginationQuery } from '../http/pagination';
import { keys } from '../store/keys';
import type { Invoice, PaymentMethod } from './model';
import { billingRepository, type BillingRepository } from './repository';

/** Contract 6.1: one invoice of the caller's organization; another organization's is a plain 404. */
export async function getInvoice(organizationId: string, invoiceId: string, repository: BillingRepository = billingRepository()): Promise<Invoice> {
  const item = await repository.getInvoice(organizationId, invoiceId);
  if (!item) throw new HttpError('not_found', { detail: 'No such invoice' });
  return {
    id: item.id,
    number: item.number,
    status: item.status,
    currency: item.currency,
    subtotal: item.subtotal,
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

/** A cursor names its organization, so a cursor from another organization's list is a 400. */
const paymentMethodCursor = z.strictObject({
  org: z.string(),
  after: z.string().startsWith(keys.paymentMethodPrefix).max(200),
});

/** Contract 6.8: the organization's payment methods, newest first, with the default flagged. */
export async function listPaymentMethods(
  organizationId: string,
  { limit, cursor }: PaginationQuery,
  repository: BillingRepository = billingRepository(),
): Promise<Page<PaymentMethod>> {
  let afterSk: string | undefined;
  if (cursor) {
    const position = decodeCursor(cursor, paymentMethodCursor.refine((c) => c.org === organizationId));
    afterSk = position.after;
  }
  const [page, defaultId] = await Promise.all([
    repository.listPaymentMethods(organizationId, limit, afterSk),
    repository.defaultPaymentMethod(organizationId),
  ]);
  return {
    data: page.items.map((pm) => ({
      id: pm.id,
      type: pm.type,
      card: { brand: pm.card.brand, last4: pm.card.last4, exp_month: pm.card.exp_month, exp_year: pm.card.exp_year },
      is_default: defaultId !== null && pm.provider_payment_method_id === defaultId,
      created_at: pm.created_at,
    })),
    next_cursor: page.hasMore && page.lastSk ? encodeCursor({ org: organizationId, after: page.lastSk }) : null,
  };
}
