import type * as z from 'zod/mini';
import type { invoice, paymentMethod } from './schemas';

/** Invoice as GET /v1/billing/invoices/{id} returns it (contract 6.1). */
export type Invoice = z.output<typeof invoice>;
export type InvoiceStatus = Invoice['status'];

/** Payment method as GET /v1/billing/payment-methods lists it (contract 6.8). */
export type PaymentMethod = z.output<typeof paymentMethod>;

/**
 * Every projected item remembers the time of the event that wrote it and a rank for ties within
 * the same second; a write from an older event is refused by a condition.
 */
export interface ProjectionVersion {
  source_event_at: number;
  source_rank: number;
}
