import * as z from 'zod/mini';
import { Refusal } from '../contract/refusals';
import { idPattern } from '../ids';
import { billingRepository, type BillingRepository } from './repository';

export const mapCustomerInput = z.strictObject({
  /** The provider's customer id (Stripe: `cus_...`), as its events name it. */
  customerId: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,255}$/, 'Must be a provider customer id, e.g. cus_...')),
  organizationId: z.string().check(z.regex(idPattern('org'), 'Must be an organization id (org_...)')),
  /** Move a customer already mapped to another organization (events from now on land there). */
  reassign: z._default(z.boolean(), false),
});

/**
 * Maps a payment-provider customer to an organization, so the provider's events about that
 * customer (invoices, payment methods) land in the organization. Idempotent; a customer mapped to
 * another organization is refused unless `reassign`.
 */
export async function mapCustomer(
  input: z.input<typeof mapCustomerInput>,
  nowMs = Date.now(),
  { billing = billingRepository() }: { billing?: BillingRepository } = {},
) {
  const { customerId, organizationId, reassign } = mapCustomerInput.parse(input);
  const outcome = await billing.mapCustomer(customerId, organizationId, { reassign, nowIso: new Date(nowMs).toISOString() });
  if (outcome === 'no_organization') throw new Refusal('not_found', `No organization ${organizationId}`);
  if (outcome !== 'mapped') {
    throw new Refusal('conflict', `Customer ${customerId} is mapped to ${outcome.mappedTo}; pass --reassign to move it`);
  }
  return { customer_id: customerId, organization_id: organizationId };
}
