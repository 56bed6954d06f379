import { invoiceIdFor } from '../../lib/billing/projections';
import { mapCustomer } from '../../lib/billing/map-customer';
import { createOrganization } from '../../lib/organizations/create';
import { openReview } from '../../lib/reviews/open';
import { startSession } from '../../lib/sessions/start-session';
import { createUser } from '../../lib/users/create-user';
import { publishTopicVersion } from '../../lib/vocabularies/publish';
import { Refusal } from '../../lib/contract/refusals';
import { createWebhookEndpoint } from '../../lib/webhooks/endpoints/create';
import { webhookEndpointRepository } from '../../lib/webhooks/endpoints/repository';
import {
  demoBillingEvents,
  demoFailingWebhookEndpoint,
  demoOrganizations,
  demoReviewTickets,
  demoTopicVersions,
  demoUsers,
  demoWebhookEndpoints,
} from './demo-data';
import { sendProviderEvent } from './webhook-signer';

/** Fixed, so a first start always writes the same timestamps. */
const seededAt = Date.parse('2026-09-01T09:00:00.000Z');

/**
 * Writes the demo data with the operator's own functions (what `npm run ops` runs), so whatever
 * the demo does, an operator can do on a deployed stack. Every record has a fixed id and every
 * step is idempotent, so running it on every start leaves one copy and keeps what the demo user
 * changed since. Each start opens a fresh session per demo user (their refresh tokens go into
 * demo.json). Returns what `.local/demo.json` reports.
 */
export async function seedDemoData({ baseUrl, webhookSecrets }: { baseUrl: string; webhookSecrets: Record<string, string> }) {
  for (const { id, name, billing_customer_id } of demoOrganizations) {
    await createOrganization({ id, name }, seededAt);
    await mapCustomer({ customerId: billing_customer_id, organizationId: id }, seededAt);
  }
  for (const { id, email, display_name, organization_id } of demoUsers) {
    await createUser({ id, email, displayName: display_name, organizationId: organization_id }, seededAt);
  }
  for (const { id, organization_id, developer, title } of demoReviewTickets) {
    await openReview({ id, organizationId: organization_id, developerEmail: developer.email, title }, seededAt);
  }
  for (const endpoint of [...demoWebhookEndpoints, demoFailingWebhookEndpoint]) {
    const { id, organization_id, url, description, events } = endpoint;
    await createWebhookEndpoint({ id, organizationId: organization_id, url, description, events }, seededAt).catch(async (error: unknown) => {
      // A directory seeded before the demo endpoints moved to `.invalid` keeps them as they are.
      const previousUrl = 'previousUrl' in endpoint ? endpoint.previousUrl : undefined;
      const stored = error instanceof Refusal && error.code === 'conflict' ? await webhookEndpointRepository().getPublic(organization_id, id) : undefined;
      if (!previousUrl || stored?.url !== previousUrl) throw error;
    });
  }
  for (const { version, published_at, summary, topics, changes } of demoTopicVersions) {
    await publishTopicVersion({ version, published_at, summary, topics, changes }, seededAt);
  }

  // Billing state arrives the way it does in production: as signed provider events.
  const invoices = new Set<string>();
  for (const event of demoBillingEvents()) {
    const { status, body } = await sendProviderEvent(baseUrl, event.provider, webhookSecrets[event.provider]!, event);
    if (status !== 200) throw new Error(`seeding ${event.id} through the webhook failed: ${status} ${JSON.stringify(body)}`);
    if (event.type.startsWith('invoice.')) invoices.add(invoiceIdFor(event.object.id as string, event.object.created as number));
  }

  const seededUsers = [];
  for (const user of demoUsers) {
    const session = await startSession({ userId: user.id });
    seededUsers.push({
      id: user.id,
      email: user.email,
      organization_id: user.organization_id,
      billing_customer_id: demoOrganizations.find((org) => org.id === user.organization_id)!.billing_customer_id,
      refresh_token: session.refresh_token,
    });
  }
  return {
    users: seededUsers,
    review_tickets: demoReviewTickets.map((ticket) => ticket.id),
    invoices: [...invoices],
    webhook_endpoints: [...demoWebhookEndpoints, demoFailingWebhookEndpoint].map((endpoint) => endpoint.id),
    /** Acme's endpoint that points at nothing: its delivery log shows the retry schedule at work. */
    failing_webhook_endpoint: demoFailingWebhookEndpoint.id,
  };
}
