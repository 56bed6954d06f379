/** Invoice as GET /v1/billing/invoices/{id} returns it (contract 6.1). */
export interface Invoice {
  id: string;
  number: string | null;
  status: InvoiceStatus;
  currency: string;
  subtotal: number;
  tax: number;
  total: number;
  amount_due: number;
  amount_paid: number;
  amount_remaining: number;
  period_start: string | null;
  period_end: string | null;
  due_date: string | null;
  lines: { description: string | null; quantity: number | null; unit_amount: number | null; amount: number }[];
  hosted_invoice_url: string | null;
  provider: string;
  provider_invoice_id: string;
  created_at: string;
  updated_at: string;
}

export type InvoiceStatus = 'draft' | 'open' | 'paid' | 'void' | 'uncollectible';

/** Payment method as GET /v1/billing/payment-methods lists it (contract 6.8). */
export interface PaymentMethod {
  id: string;
  type: 'card';
  card: { brand: string; last4: string; exp_month: number; exp_year: number };
  is_default: boolean;
  created_at: string;
}

/**
 * Every projected item remembers the time of the event that wrote it and a rank for ties within
 * the same second; a write from an older event is refused by a condition.
 */
export interface ProjectionVersion {
  source_event_at: number;
  source_rank: number;
}
