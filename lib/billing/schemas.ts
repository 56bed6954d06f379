import * as z from 'zod';
import { paginationQuery } from '../contract/pagination';
import { timestamp } from '../contract/schemas';
import { idPattern } from '../ids';
import { detailedPaymentMethodTypes } from './stripe-objects';

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
  subtotal: amount.describe('Sum of the lines, in minor units; includes inclusive tax, before discounts and exclusive tax.'),
  discount: amount.describe('Discounts and pre-tax credits: `subtotal - discount + tax = total`.'),
  tax: amount.describe('Exclusive tax (added on top of the subtotal); inclusive tax is already inside `subtotal`.'),
  total: amount,
  amount_due: amount,
  amount_paid: amount,
  amount_remaining: amount,
  period_start: timestamp.nullable(),
  period_end: timestamp.nullable(),
  due_date: timestamp.nullable(),
  lines: z.array(
    z.strictObject({
      description: z.string().nullable(),
      quantity: z.number().int().nullable(),
      unit_amount: amount
        .nullable()
        .describe("Unit price in whole minor units (a fractional provider price is rounded half away from zero); the line's `amount` is authoritative."),
      amount,
    }),
  ),
  hosted_invoice_url: z.string().nullable(),
  provider: z.string(),
  provider_invoice_id: z.string(),
  created_at: timestamp,
  updated_at: timestamp,
});

/** Contract 6.14: the invoice list's query: pagination and an optional status. */
export const invoiceListQuery = paginationQuery.extend({ status: invoice.shape.status.optional().describe('Only invoices of this status') });

/** Contract 6.8: a card as a billing page shows it. */
export const cardDetails = z.strictObject({ brand: z.string(), last4: z.string().regex(/^\d{4}$/), exp_month: z.number().int(), exp_year: z.number().int() });

/** Contract 6.8: any other type, under the key named by its `type`; a field the type does not have is null. */
export const paymentMethodDetails = z
  .strictObject({
    brand: z.string().nullable().describe('Brand or wallet name, where the type has one'),
    bank_name: z.string().nullable().describe('Bank name (or the bank code the provider names it by)'),
    last4: z.string().nullable().describe('Last four digits or characters of the account'),
    exp_month: z.number().int().nullable(),
    exp_year: z.number().int().nullable(),
    country: z.string().nullable().describe('ISO 3166-1 alpha-2, where the provider states it'),
    email: z.string().nullable().describe('Account email of Link or PayPal, masked: `j***@example.com`'),
  })
  .describe('What a billing page shows of a payment method that is not a card');

const detailsByType = Object.fromEntries(detailedPaymentMethodTypes.map((type) => [type, paymentMethodDetails.optional()])) as {
  [T in (typeof detailedPaymentMethodTypes)[number]]: z.ZodOptional<typeof paymentMethodDetails>;
};

/** Contract 6.8: every type is listed; `card` for cards, the details under the type's name for the others. */
export const paymentMethod = z.strictObject({
  id: z.string().regex(idPattern('pm')),
  type: z.string().describe("The provider's payment-method type: `card`, `sepa_debit`, `us_bank_account`, `link`, `paypal`, ..."),
  card: cardDetails.optional(),
  ...detailsByType,
  is_default: z.boolean(),
  created_at: timestamp,
});

/** Contract 6.2: the answer to a provider. */
export const webhookAck = z.strictObject({ received: z.literal(true), duplicate: z.boolean() });
