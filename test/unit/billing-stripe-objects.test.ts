import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { maskEmail, readStripeCustomer, readStripeInvoice, readStripePaymentMethod, roundMinorUnits } from '../../lib/billing/stripe-objects';

const fixture = (version: string) => JSON.parse(readFileSync(new URL(`../fixtures/stripe/${version}.json`, import.meta.url), 'utf8'));

describe('reading Stripe objects', () => {
  it.each([
    ['1000', 1000],
    ['1234.5678', 1235],
    ['1234.4999999999999999999', 1234],
    ['333.3333', 333],
    ['0.5', 1],
    ['-0.5', -1],
    ['-1500', -1500],
    ['-1234.5678', -1235],
    ['-0.4', 0],
  ])('rounds the decimal %s to %i minor units, half away from zero', (value, expected) => {
    expect(roundMinorUnits(value)).toBe(expected);
  });

  it('masks an account email to its first character and domain', () => {
    expect(maskEmail('jenny.rosen@example.com')).toBe('j***@example.com');
  });

  it.each(['2022-11-15', '2024-06-20', '2025-09-30.clover', '2026-06-24.dahlia'])('reads the %s fixture invoice, customer and card', (version) => {
    const { invoice, customer, payment_method } = fixture(version);
    const read = readStripeInvoice(invoice);
    expect(read).toMatchObject({
      providerInvoiceId: invoice.id,
      customerId: invoice.customer,
      status: 'draft',
      subtotal: 1000,
      discount: 0,
      tax: 0,
      total: 1000,
    });
    expect(readStripeCustomer(customer)).toEqual({ customerId: customer.id, defaultPaymentMethod: null });
    expect(readStripePaymentMethod(payment_method)).toMatchObject({ type: 'card', customerId: null, card: { brand: 'visa', last4: '4242' } });
  });

  it('reads a deleted customer (id only), and says the default is unknown rather than cleared', () => {
    const { deleted_customer } = fixture('2026-06-24.dahlia');
    expect(readStripeCustomer(deleted_customer)).toEqual({ customerId: deleted_customer.id, defaultPaymentMethod: undefined });
  });

  it('reads a payment-method type it has no details for: listed by type, nothing to show', () => {
    const { payment_method } = fixture('2026-06-24.dahlia');
    const { card: _card, ...rest } = payment_method;
    expect(readStripePaymentMethod({ ...rest, type: 'klarna', klarna: { dob: null } }).display).toEqual({
      brand: null,
      bank_name: null,
      last4: null,
      exp_month: null,
      exp_year: null,
      country: null,
      email: null,
    });
  });

  it('refuses a card without its details, and an invoice without its customer', () => {
    const { payment_method, invoice } = fixture('2026-06-24.dahlia');
    expect(() => readStripePaymentMethod({ ...payment_method, card: undefined })).toThrow();
    expect(() => readStripeInvoice({ ...invoice, customer: null })).toThrow();
  });
});
