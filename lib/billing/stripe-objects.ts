/**
 * Reading Stripe objects (as events carry them) into our billing model, across API versions.
 *
 * The service expects events in the API version its `stripe` package targets (the "current"
 * format: invoices with `total_taxes`, `lines[].pricing`, `parent`, decimal strings) and reads the
 * older formats too (2022-11-15 to 2024-era acacia: `tax`, `total_tax_amounts`, `lines[].price`).
 * Each field is read from whichever spelling the object has; docs/billing.md has the rules.
 *
 * The schemas are lenient (unknown fields pass) and are checked at compile time against the
 * `stripe` package's own types, so a misspelt or retyped field fails `tsc`, not production.
 */
import type Stripe from 'stripe';
import * as z from 'zod/mini';

const id = z.string().check(z.minLength(1), z.maxLength(255));
const int = z.number().check(z.int());
const seconds = z.number().check(z.int(), z.nonnegative());
/** Stripe sends decimals as strings ("1234.5678"); a sign, digits, an optional fraction. */
const decimal = z.string().check(z.maxLength(64), z.regex(/^-?\d+(\.\d+)?$/, 'Must be a decimal string'));
/** An expandable reference: the id, or the expanded object (which has the id). */
const expandable = z.union([id, z.object({ id })]);
const idOf = (reference: string | { id: string }) => (typeof reference === 'string' ? reference : reference.id);

// ---------------------------------------------------------------------------------------------
// Invoices

const invoiceLine = z.object({
  description: z.nullish(z.string().check(z.maxLength(1000))),
  amount: int,
  quantity: z.nullish(int),
  /** 2025-09-30.clover and later: quantities may be fractional. */
  quantity_decimal: z.nullish(decimal),
  /** Current format (2025-03-31.basil and later): the price is under `pricing`. */
  pricing: z.nullish(z.object({ unit_amount_decimal: z.nullish(decimal) })),
  /** Older formats (up to acacia): the price object itself. */
  price: z.nullish(z.object({ unit_amount: z.nullish(int), unit_amount_decimal: z.nullish(decimal) })),
});

const invoiceStatus = z.enum(['draft', 'open', 'paid', 'void', 'uncollectible']);

export const stripeInvoice = z.object({
  id,
  customer: expandable,
  number: z.nullish(z.string().check(z.maxLength(255))),
  status: invoiceStatus,
  currency: z.string().check(z.regex(/^[A-Za-z]{3}$/, 'Must be an ISO 4217 code')),
  subtotal: int,
  total: int,
  amount_due: int,
  amount_paid: int,
  amount_remaining: int,
  /** Current format: every tax, each marked inclusive or exclusive. */
  total_taxes: z.nullish(z.array(z.object({ amount: int, tax_behavior: z.enum(['inclusive', 'exclusive']) })).check(z.maxLength(1000))),
  /** Older formats: the same, as `total_tax_amounts[].inclusive`, and the sum of all of them as `tax`. */
  total_tax_amounts: z.optional(z.array(z.object({ amount: int, inclusive: z.boolean() })).check(z.maxLength(1000))),
  tax: z.nullish(int),
  total_discount_amounts: z.nullish(z.array(z.object({ amount: int })).check(z.maxLength(1000))),
  period_start: z.optional(seconds),
  period_end: z.optional(seconds),
  due_date: z.nullish(seconds),
  lines: z.optional(z.object({ data: z.array(invoiceLine).check(z.maxLength(1000)) })),
  hosted_invoice_url: z.nullish(z.string().check(z.maxLength(2048))),
  created: seconds.check(z.positive()),
});
export type StripeInvoiceInput = z.input<typeof stripeInvoice>;

/** The invoice fields of contract 6.1 that come from the provider's object. */
export interface InvoiceAmounts {
  customerId: string;
  providerInvoiceId: string;
  created: number;
  number: string | null;
  status: z.output<typeof invoiceStatus>;
  currency: string;
  subtotal: number;
  discount: number;
  tax: number;
  total: number;
  amount_due: number;
  amount_paid: number;
  amount_remaining: number;
  period_start: number | null;
  period_end: number | null;
  due_date: number | null;
  lines: { description: string | null; quantity: number | null; unit_amount: number | null; amount: number }[];
  hosted_invoice_url: string | null;
}

const sum = (items: { amount: number }[]) => items.reduce((total, item) => total + item.amount, 0);

/**
 * Tax added on top of the subtotal (exclusive tax). Inclusive tax is already inside the line
 * amounts and the subtotal, so counting it again would break `subtotal - discount + tax = total`.
 */
function exclusiveTax(o: z.output<typeof stripeInvoice>): number {
  if (o.total_taxes) return sum(o.total_taxes.filter((t) => t.tax_behavior === 'exclusive'));
  if (o.total_tax_amounts) return sum(o.total_tax_amounts.filter((t) => !t.inclusive));
  // Objects without a breakdown (hand-built Standard Webhooks senders) state only the sum.
  return o.tax ?? 0;
}

/**
 * A decimal string in minor units to an integer, rounding half away from zero ("1234.5" ->
 * 1235, "-0.5" -> -1). Done on the digits, so no binary floating point error can tip a half.
 */
export function roundMinorUnits(value: string): number {
  const negative = value.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? value.slice(1) : value).split('.');
  const magnitude = Number(whole) + (fraction.length > 0 && fraction[0]! >= '5' ? 1 : 0);
  return negative && magnitude !== 0 ? -magnitude : magnitude;
}

/** The line's quantity when it is a whole number (the contract's quantity is an integer). */
function quantityOf(line: z.output<typeof invoiceLine>): number | null {
  if (line.quantity != null) return line.quantity;
  if (line.quantity_decimal != null && /^-?\d+(\.0+)?$/.test(line.quantity_decimal)) return roundMinorUnits(line.quantity_decimal);
  return null;
}

/** The unit price in whole minor units, from whichever spelling the API version uses; null if none is stated. */
function unitAmountOf(line: z.output<typeof invoiceLine>): number | null {
  const decimalPrice = line.pricing?.unit_amount_decimal ?? line.price?.unit_amount_decimal;
  if (decimalPrice != null) return roundMinorUnits(decimalPrice);
  return line.price?.unit_amount ?? null;
}

/**
 * Maps a Stripe invoice of any supported API version to contract 6.1's amounts. The provider's
 * `subtotal`, `total` and line `amount`s are authoritative; `tax` is the exclusive tax, and
 * `discount` is what lies between them (`subtotal + tax - total`: the discounts of
 * `total_discount_amounts`, plus any pre-tax credits), so the identity holds for every invoice.
 * Throws a zod error for an object that is not a readable invoice.
 */
export function readStripeInvoice(object: unknown): InvoiceAmounts {
  const o = stripeInvoice.parse(object);
  const tax = exclusiveTax(o);
  return {
    customerId: idOf(o.customer),
    providerInvoiceId: o.id,
    created: o.created,
    number: o.number ?? null,
    status: o.status,
    currency: o.currency.toLowerCase(),
    subtotal: o.subtotal,
    discount: o.subtotal + tax - o.total,
    tax,
    total: o.total,
    amount_due: o.amount_due,
    amount_paid: o.amount_paid,
    amount_remaining: o.amount_remaining,
    period_start: o.period_start ?? null,
    period_end: o.period_end ?? null,
    due_date: o.due_date ?? null,
    lines: (o.lines?.data ?? []).map((line) => ({
      description: line.description ?? null,
      quantity: quantityOf(line),
      unit_amount: unitAmountOf(line),
      amount: line.amount,
    })),
    hosted_invoice_url: o.hosted_invoice_url ?? null,
  };
}

// ---------------------------------------------------------------------------------------------
// Payment methods

/**
 * The payment-method types (but `card`, which has its own shape) whose details carry something a
 * billing page shows: a bank, brand, last 4, expiry, country or account email. The list names
 * their details after the type. Every other type (wallets and redirects such as `klarna`,
 * `cashapp`, `revolut_pay`, whose details are empty) is listed with its `type` alone.
 */
export const detailedPaymentMethodTypes = [
  'acss_debit',
  'au_becs_debit',
  'bacs_debit',
  'card_present',
  'eps',
  'fpx',
  'ideal',
  'interac_present',
  'kr_card',
  'link',
  'nz_bank_account',
  'p24',
  'paypal',
  'payto',
  'sepa_debit',
  'sofort',
  'us_bank_account',
] as const satisfies readonly Stripe.PaymentMethod.Type[];
export type DetailedPaymentMethodType = (typeof detailedPaymentMethodTypes)[number];
/** Whether a payment-method type has details a billing page shows (bank, brand, last 4...). */
export const isDetailedPaymentMethodType = (type: string): type is DetailedPaymentMethodType =>
  (detailedPaymentMethodTypes as readonly string[]).includes(type);

const stripeCard = z.object({
  brand: z.string().check(z.minLength(1), z.maxLength(64)),
  last4: z.string().check(z.regex(/^\d{4}$/)),
  exp_month: int.check(z.gte(1), z.lte(12)),
  exp_year: int.check(z.gte(1900), z.lte(9999)),
});

export const stripePaymentMethod = z
  .object({
    id,
    type: z.string().check(z.regex(/^[a-z][a-z0-9_]{0,63}$/, 'Must be a payment-method type')),
    customer: z.nullish(expandable),
    created: seconds.check(z.positive()),
    card: z.optional(stripeCard),
  })
  .check(
    z.superRefine((o, ctx) => {
      if (o.type === 'card' && !o.card) ctx.addIssue({ code: 'custom', path: ['card'], message: 'A card payment method needs its card details' });
    }),
  );
export type StripePaymentMethodInput = z.input<typeof stripePaymentMethod>;

/** A field of a details object, or null when it is absent or not what we expect (never a failure). */
const field = <T extends z.ZodMiniType>(schema: T) =>
  z.pipe(
    z.catch(z.nullish(schema), null),
    z.transform((v) => v ?? null),
  );
const text = field(z.string().check(z.minLength(1), z.maxLength(100)));

/**
 * The fields a billing page shows, read from the type's details object (`sepa_debit`, `link`,
 * ...) by the names Stripe uses across types; each is null where the type has no such field.
 */
const displayDetails = z.object({
  brand: text,
  bank_name: text,
  /** Banks of iDEAL, EPS, P24 and FPX are named by a code, `bank`. */
  bank: text,
  last4: field(z.string().check(z.regex(/^[0-9A-Za-z]{2,8}$/))),
  exp_month: field(int.check(z.gte(1), z.lte(12))),
  exp_year: field(int.check(z.gte(1900), z.lte(9999))),
  country: field(z.string().check(z.regex(/^[A-Z]{2}$/))),
  /** Link's account email. */
  email: field(z.email().check(z.maxLength(254))),
  /** PayPal's payer email (older versions), or its verified email (newer ones). */
  payer_email: field(z.email().check(z.maxLength(254))),
  verified_email: field(z.email().check(z.maxLength(254))),
});

/** What the list shows of a method that is not a card: contract 6.8's `<type>` object. */
export interface PaymentMethodDisplay {
  brand: string | null;
  bank_name: string | null;
  last4: string | null;
  exp_month: number | null;
  exp_year: number | null;
  country: string | null;
  /** Masked (`j***@example.com`): enough to recognise the account, not a third party's address. */
  email: string | null;
}

/** Keeps the first character of the local part and the domain: `jenny.rosen@example.com` -> `j***@example.com`. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

/** The fields a billing page shows of a non-card payment method. */
export interface PaymentMethodFields {
  providerPaymentMethodId: string;
  customerId: string | null;
  created: number;
  type: string;
  card?: z.output<typeof stripeCard>;
  display?: PaymentMethodDisplay;
}

/**
 * Maps a Stripe payment method of any type. A card must carry its brand, last 4 and expiry (the
 * contract's card shape); every other type is read leniently from its details object. Throws a
 * zod error for an object that is not a readable payment method.
 */
export function readStripePaymentMethod(object: unknown): PaymentMethodFields {
  const o = stripePaymentMethod.parse(object);
  const base = { providerPaymentMethodId: o.id, customerId: o.customer == null ? null : idOf(o.customer), created: o.created, type: o.type };
  if (o.type === 'card') {
    const card = o.card!;
    return { ...base, card: { brand: card.brand, last4: card.last4, exp_month: card.exp_month, exp_year: card.exp_year } };
  }
  const raw = (object as Record<string, unknown>)[o.type];
  const d = displayDetails.parse(raw !== null && typeof raw === 'object' ? raw : {});
  const email = d.email ?? d.payer_email ?? d.verified_email;
  return {
    ...base,
    display: {
      brand: d.brand,
      bank_name: d.bank_name ?? d.bank,
      last4: d.last4,
      exp_month: d.exp_month,
      exp_year: d.exp_year,
      country: d.country,
      email: email ? maskEmail(email) : null,
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Customers

export const stripeCustomer = z.object({
  id,
  invoice_settings: z.optional(z.object({ default_payment_method: z.nullable(expandable) })),
});
export type StripeCustomerInput = z.input<typeof stripeCustomer>;

/** The customer id and, when the object says, its default payment method's provider id. */
export function readStripeCustomer(object: unknown): { customerId: string; defaultPaymentMethod: string | null | undefined } {
  const o = stripeCustomer.parse(object);
  const reference = o.invoice_settings?.default_payment_method;
  return { customerId: o.id, defaultPaymentMethod: reference === undefined ? undefined : reference === null ? null : idOf(reference) };
}

// ---------------------------------------------------------------------------------------------
// Compile-time checks against the `stripe` package's types

/** A `stripe` package type as the object arrives in JSON: decimals are strings, and any field may be absent. */
export type Wire<T> = T extends Stripe.Decimal ? string : T extends readonly (infer U)[] ? Wire<U>[] : T extends object ? { [K in keyof T]?: Wire<T[K]> } : T;

/** Invoice fields that API versions before 2025-03-31.basil had and the current package no longer types. */
interface LegacyInvoice {
  tax: number | null;
  total_tax_amounts: { amount: number; inclusive: boolean }[];
  lines: { data: { price: { unit_amount: number | null; unit_amount_decimal: string | null } | null }[] };
}

type Assert<T extends true> = T;
type Fits<Ours, Theirs> = [Ours] extends [Theirs] ? true : false;
type _InvoiceFits = Assert<Fits<StripeInvoiceInput, Wire<Stripe.Invoice> & Wire<LegacyInvoice>>>;
type _PaymentMethodFits = Assert<Fits<StripePaymentMethodInput, Wire<Stripe.PaymentMethod>>>;
type _CustomerFits = Assert<Fits<StripeCustomerInput, Wire<Stripe.Customer>>>;
/** Each listed type names a details object of Stripe's payment method (catches a misspelt type). */
type _TypesAreStripes = Assert<Fits<DetailedPaymentMethodType, keyof Stripe.PaymentMethod>>;
