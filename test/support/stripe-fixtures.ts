import { readFileSync } from 'node:fs';
import type Stripe from 'stripe';
import { ulid } from 'ulid';
import type { Wire } from '../../lib/billing/stripe-objects';

/**
 * Stripe's own published fixture objects (test/fixtures/stripe/README.md says where each comes
 * from), one file per API version, and builders that spell a scenario in a version's own format
 * on top of them. Every builder returns a fresh copy typed by the `stripe` package.
 */
export const stripeApiVersions = ['2022-11-15', '2024-06-20', '2025-09-30.clover', '2026-06-24.dahlia'] as const;
export type StripeApiVersion = (typeof stripeApiVersions)[number];

/** Invoices before 2025-03-31.basil carry `tax`, `total_tax_amounts` and `lines[].price`; later ones `total_taxes` and `lines[].pricing`. */
const currentFormat: Record<StripeApiVersion, boolean> = { '2022-11-15': false, '2024-06-20': false, '2025-09-30.clover': true, '2026-06-24.dahlia': true };

type Json = Record<string, any>;

interface FixtureFile {
  invoice: Json;
  payment_method: Wire<Stripe.PaymentMethod>;
  customer: Wire<Stripe.Customer>;
  deleted_customer: Wire<Stripe.DeletedCustomer>;
}

const read = <T>(name: string): T => JSON.parse(readFileSync(new URL(`../fixtures/stripe/${name}`, import.meta.url), 'utf8')) as T;

/** The version's fixture objects, as Stripe published them (a fresh copy). */
export function stripeFixtures(version: StripeApiVersion): FixtureFile {
  return read<FixtureFile>(`${version}.json`);
}

const details = () => read<{ us_bank_account: Wire<Stripe.PaymentMethod>; sepa_debit: Json }>('payment-method-details.json');

export interface InvoiceScenario {
  customer: string | Json;
  status?: 'draft' | 'open' | 'paid' | 'void' | 'uncollectible';
  currency?: string;
  subtotal: number;
  total: number;
  amount_paid?: number;
  /** Each line: its amount (authoritative), quantity and unit price as Stripe states them. */
  lines: { amount: number; quantity: number | null; unit_amount_decimal: string | null; description?: string }[];
  /** `total_discount_amounts[].amount` */
  discounts?: number[];
  taxes?: { amount: number; inclusive: boolean }[];
  created?: number;
}

/**
 * The version's fixture invoice with the scenario's numbers, spelt the way that version spells
 * them (the fixture's own field set otherwise, unknown ids made unique).
 */
export function stripeInvoiceFor(version: StripeApiVersion, s: InvoiceScenario): Json {
  const invoice = stripeFixtures(version).invoice;
  const template = invoice.lines.data[0];
  const taxes = s.taxes ?? [];
  const allTax = taxes.reduce((sum, t) => sum + t.amount, 0);
  const inclusiveTax = taxes.filter((t) => t.inclusive).reduce((sum, t) => sum + t.amount, 0);
  const paid = s.amount_paid ?? 0;
  const common = {
    id: `in_${ulid()}`,
    customer: s.customer,
    status: s.status ?? 'open',
    currency: s.currency ?? invoice.currency,
    subtotal: s.subtotal,
    subtotal_excluding_tax: s.subtotal - inclusiveTax,
    total: s.total,
    total_excluding_tax: s.total - allTax,
    amount_due: s.total,
    amount_paid: paid,
    amount_remaining: s.total - paid,
    total_discount_amounts: (s.discounts ?? []).map((amount) => ({ amount, discount: `di_${ulid()}` })),
    created: s.created ?? invoice.created,
  };
  const lines = s.lines.map((line) => {
    const base = { ...template, id: `il_${ulid()}`, amount: line.amount, quantity: line.quantity, description: line.description ?? template.description };
    if (currentFormat[version]) {
      return {
        ...base,
        pricing: {
          type: 'price_details',
          price_details: { price: `price_${ulid()}`, product: `prod_${ulid()}` },
          unit_amount_decimal: line.unit_amount_decimal,
        },
        ...('quantity_decimal' in template ? { quantity_decimal: line.quantity === null ? null : String(line.quantity) } : {}),
      } satisfies Wire<Stripe.InvoiceLineItem>;
    }
    const integral = line.unit_amount_decimal !== null && /^-?\d+$/.test(line.unit_amount_decimal);
    return {
      ...base,
      price: { ...template.price, unit_amount: integral ? Number(line.unit_amount_decimal) : null, unit_amount_decimal: line.unit_amount_decimal },
    };
  });
  if (currentFormat[version]) {
    const totalTaxes = taxes.map((t) => ({
      amount: t.amount,
      tax_behavior: t.inclusive ? 'inclusive' : 'exclusive',
      tax_rate_details: { tax_rate: `txr_${ulid()}` },
      taxability_reason: 'standard_rated',
      taxable_amount: null,
      type: 'tax_rate_details',
    })) satisfies Wire<Stripe.Invoice.TotalTax>[];
    return { ...invoice, ...common, total_taxes: totalTaxes, lines: { ...invoice.lines, data: lines } } satisfies Wire<Stripe.Invoice>;
  }
  return {
    ...invoice,
    ...common,
    tax: taxes.length > 0 ? allTax : null,
    total_tax_amounts: taxes.map((t) => ({ amount: t.amount, inclusive: t.inclusive, tax_rate: `txr_${ulid()}` })),
    lines: { ...invoice.lines, data: lines },
  };
}

export type PaymentMethodKind = 'card' | 'sepa_debit' | 'us_bank_account' | 'link' | 'paypal';

/**
 * The version's fixture payment method, attached to `customer`, as a method of `type`: the card
 * as published; other types take their details object from Stripe's published data (US bank
 * account: the fixtures' confirmation token preview; SEPA: the fixtures' SEPA source) or, for Link
 * and PayPal (which have no published fixture), the fixture's own billing email, typed by the
 * `stripe` package's `PaymentMethod.Link` and `PaymentMethod.Paypal`.
 */
export function stripePaymentMethodFor(
  version: StripeApiVersion,
  type: PaymentMethodKind,
  customer: string | null,
  created: number,
): Wire<Stripe.PaymentMethod> {
  const { card, ...fixture } = stripeFixtures(version).payment_method;
  const base = { ...fixture, id: `pm_${ulid()}`, customer, created };
  const email = fixture.billing_details?.email ?? null;
  switch (type) {
    case 'card':
      return { ...base, type, card };
    case 'sepa_debit': {
      const { bank_code, branch_code, country, fingerprint, last4 } = details().sepa_debit;
      return {
        ...base,
        type,
        sepa_debit: { bank_code, branch_code, country, fingerprint, last4, generated_from: null } satisfies Stripe.PaymentMethod.SepaDebit,
      };
    }
    case 'us_bank_account':
      return { ...base, type, us_bank_account: details().us_bank_account.us_bank_account };
    case 'link':
      return { ...base, type, link: { email } satisfies Stripe.PaymentMethod.Link };
    case 'paypal':
      return {
        ...base,
        type,
        paypal: { country: fixture.billing_details?.address?.country ?? null, payer_email: email, payer_id: null } satisfies Stripe.PaymentMethod.Paypal,
      };
  }
}
