import * as z from 'zod';
import { timestamp } from '../http/schemas';
import { idPattern } from '../ids';

export const invoiceParams = z.strictObject({ id: z.string().regex(idPattern('inv'), 'Must be an invoice id (inv_...)') });

/** Any provider name reaches the use case, which answers 404 `unknown_provider` for unknown ones. */
export const providerParams = z.strictObject({ provider: z.string().max(64) });

const amount = z.number().int();

/** Contract 6.1. */
export const invoice = z.strictObject({
  id: z.string().regex(idPattern('inv')),
  number: z.string().nullable(),
  status: z.enum(['draft', 'open', 'paid', 'void', 'uncollectible']),
  currency: z.string().regex(/^[a-z]{3}$/),
  subtotal: amount,
  tax: amount,
  total: amount,
  amount_due: amount,
  amount_paid: amount,
  amount_remaining: amount,
  period_start: timestamp.nullable(),
  period_end: timestamp.nullable(),
  due_date: timestamp.nullable(),
  lines: z.array(z.strictObject({ description: z.string().nullable(), quantity: z.number().int().nullable(), unit_amount: amount.nullable(), amount })),
  hosted_invoice_url: z.string().nullable(),
  provider: z.string(),
  provider_invoice_id: z.string(),
  created_at: timestamp,
  updated_at: timestamp,
});

/** Contract 6.8. */
export const paymentMethod = z.strictObject({
  id: z.string().regex(idPattern('pm')),
  type: z.literal('card'),
  card: z.strictObject({ brand: z.string(), last4: z.string().regex(/^\d{4}$/), exp_month: z.number().int(), exp_year: z.number().int() }),
  is_default: z.boolean(),
  created_at: timestamp,
});

/** Contract 6.2: the answer to a provider. */
export const webhookAck = z.strictObject({ received: z.literal(true), duplicate: z.boolean() });
