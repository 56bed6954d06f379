import * as z from 'zod/mini';
import { paginationQuery } from '../contract/pagination';
import { timestamp } from '../contract/schemas';
import { idPattern } from '../ids';
import { detailedPaymentMethodTypes } from './stripe-objects';

export const invoiceParams = z.strictObject({ id: z.string().check(z.regex(idPattern('inv'), 'Must be an invoice id (inv_...)')) });

/** Any provider name reaches the use case, which answers 404 `unknown_provider` for unknown ones. */
export const providerParams = z.strictObject({
  provider: z.string().check(z.maxLength(64), z.describe('The payment provider that signed the event: `stripe` or `standard` (Standard Webhooks)')),
});

const amount = z.number().check(z.int());

/** Contract 6.1. */
export const invoice = z.strictObject({
  id: z.string().check(z.regex(idPattern('inv'))),
  number: z.nullable(z.string()),
  status: z.enum(['draft', 'open', 'paid', 'void', 'uncollectible']),
  currency: z.string().check(z.regex(/^[a-z]{3}$/)),
  subtotal: amount.check(z.describe('Sum of the lines, in minor units; includes inclusive tax, before discounts and exclusive tax.')),
  discount: amount.check(z.describe('Discounts and pre-tax credits: `subtotal - discount + tax = total`.')),
  tax: amount.check(z.describe('Exclusive tax (added on top of the subtotal); inclusive tax is already inside `subtotal`.')),
  total: amount,
  amount_due: amount,
  amount_paid: amount,
  amount_remaining: amount,
  period_start: z.nullable(timestamp),
  period_end: z.nullable(timestamp),
  due_date: z.nullable(timestamp),
  lines: z.array(
    z.strictObject({
      description: z.nullable(z.string()),
      quantity: z.nullable(z.number().check(z.int())),
      unit_amount: z
        .nullable(amount)
        .check(
          z.describe("Unit price in whole minor units (a fractional provider price is rounded half away from zero); the line's `amount` is authoritative."),
        ),
      amount,
    }),
  ),
  hosted_invoice_url: z.nullable(z.string()),
  provider: z.string(),
  provider_invoice_id: z.string(),
  created_at: timestamp,
  updated_at: timestamp,
});

/** Contract 6.14: the invoice list's query: pagination and an optional status. */
export const invoiceListQuery = z.extend(paginationQuery, { status: z.optional(invoice.shape.status).check(z.describe('Only invoices of this status')) });

/** Contract 6.8: a card as a billing page shows it. */
export const cardDetails = z.strictObject({
  brand: z.string(),
  last4: z.string().check(z.regex(/^\d{4}$/)),
  exp_month: z.number().check(z.int()),
  exp_year: z.number().check(z.int()),
});

/** Contract 6.8: any other type, under the key named by its `type`; a field the type does not have is null. */
export const paymentMethodDetails = z
  .strictObject({
    brand: z.nullable(z.string()).check(z.describe('Brand or wallet name, where the type has one')),
    bank_name: z.nullable(z.string()).check(z.describe('Bank name (or the bank code the provider names it by)')),
    last4: z.nullable(z.string()).check(z.describe('Last four digits or characters of the account')),
    exp_month: z.nullable(z.number().check(z.int())),
    exp_year: z.nullable(z.number().check(z.int())),
    country: z.nullable(z.string()).check(z.describe('ISO 3166-1 alpha-2, where the provider states it')),
    email: z.nullable(z.string()).check(z.describe('Account email of Link or PayPal, masked: `j***@example.com`')),
  })
  .check(z.describe('What a billing page shows of a payment method that is not a card'));

const detailsByType = Object.fromEntries(detailedPaymentMethodTypes.map((type) => [type, z.optional(paymentMethodDetails)])) as {
  [T in (typeof detailedPaymentMethodTypes)[number]]: z.ZodMiniOptional<typeof paymentMethodDetails>;
};

/** Contract 6.8: every type is listed; `card` for cards, the details under the type's name for the others. */
export const paymentMethod = z.strictObject({
  id: z.string().check(z.regex(idPattern('pm'))),
  type: z.string().check(z.describe("The provider's payment-method type: `card`, `sepa_debit`, `us_bank_account`, `link`, `paypal`, ...")),
  card: z.optional(cardDetails),
  ...detailsByType,
  is_default: z.boolean(),
  created_at: timestamp,
});

/** Contract 6.2: the answer to a provider. */
export const webhookAck = z.strictObject({ received: z.literal(true), duplicate: z.boolean() });
