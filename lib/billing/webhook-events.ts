import { newWebhookEvent, type WebhookEventRecord } from '../webhooks/events/outbox';
import { listed, presentInvoice } from './read';
import type { StoredInvoice, StoredPaymentMethod } from './repository';

type Item = Record<string, unknown>;

/** JSON with every object's keys sorted: DynamoDB gives a map's keys back in an order of its own. */
const stable = (value: unknown) =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v,
  );

/** What GET /v1/billing/invoices/{id} shows of a stored invoice, or undefined when it shows nothing (a deleted draft). */
function visibleInvoice(item: Item | undefined) {
  if (!item || item.deleted_at) return undefined;
  // `updated_at` is the time of the provider's latest event: alone it changes nothing a client sees.
  const { updated_at: _updatedAt, ...shown } = presentInvoice(item as unknown as StoredInvoice);
  return stable(shown);
}

/** What GET /v1/billing/payment-methods shows of a stored method (the default flag aside: the billing profile holds it). */
function visiblePaymentMethod(item: Item | undefined) {
  if (!item) return undefined;
  const { is_default: _default, ...shown } = listed(item as unknown as StoredPaymentMethod, null);
  return stable({ ...shown, detached: item.detached_at !== undefined });
}

/**
 * The webhook event (contract 8) of a provider event's projection, written in the same
 * transaction as the projection: `invoice.updated` or `payment_method.updated`, and only when
 * what the API shows of the object changed. The same state again (`invoice.sent` after
 * `invoice.finalized`, a redelivery the provider numbered anew) writes none; duplicates and stale
 * events never reach here (their transaction is refused).
 *
 * **Decision:** a deleted draft invoice, which the API stops showing, and the billing profile's
 * changes (the default payment method, a deleted customer) produce no event: the contract's
 * types name invoices and payment methods attached, updated or detached. `is_default` in a
 * payment method's data is the default when the event was written.
 */
export async function billingWebhookEvent(
  after: Item,
  before: Item | undefined,
  organizationId: string,
  nowMs: number,
  defaultPaymentMethod: () => Promise<string | null>,
): Promise<WebhookEventRecord | undefined> {
  if (after.entity === 'Invoice') {
    const shown = visibleInvoice(after);
    if (shown === undefined || shown === visibleInvoice(before)) return undefined;
    return newWebhookEvent(organizationId, 'invoice.updated', presentInvoice(after as unknown as StoredInvoice), nowMs);
  }
  if (after.entity === 'PaymentMethod') {
    const detached = after.detached_at !== undefined;
    // A method detached before the API ever showed it was never there for a client.
    if (visiblePaymentMethod(after) === visiblePaymentMethod(before) || (detached && (!before || before.detached_at !== undefined))) return undefined;
    const data = { ...listed(after as unknown as StoredPaymentMethod, await defaultPaymentMethod()), ...(detached ? { detached: true } : {}) };
    return newWebhookEvent(organizationId, 'payment_method.updated', data, nowMs);
  }
  return undefined;
}

/** Whether a billing projection can cause a webhook event (so its previous state is worth reading). */
export const mayCauseWebhookEvent = (item: Item) => item.entity === 'Invoice' || item.entity === 'PaymentMethod';
