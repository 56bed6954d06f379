import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { docClient, tableName } from '../../lib/aws/dynamodb';
import { isConditionalCheckFailed } from '../../lib/aws/errors';
import { startSession } from '../../lib/sessions/start-session';
import { keys } from '../../lib/store/keys';
import { topicVocabularyRepository } from '../../lib/vocabularies/repository';
import { billingRepository } from '../../lib/billing/repository';
import { webhookEndpointRepository } from '../../lib/webhook-endpoints/repository';
import { invoiceIdFor } from '../../lib/billing/projections';
import { randomBytes } from 'node:crypto';
import { demoBillingEvents, demoOrganizations, demoReviewTickets, demoTopicVersions, demoUsers, demoWebhookEndpoints } from './demo-data';
import { sendProviderEvent } from './webhook-signer';

/** Fixed so that re-seeding writes identical items (idempotent). */
const seededAt = '2026-09-01T09:00:00.000Z';

/** Creates an item unless it exists: a restart keeps whatever the demo user changed since. */
async function putIfAbsent(item: Record<string, unknown>): Promise<void> {
  try {
    await docClient.send(new PutCommand({ TableName: tableName, Item: item, ConditionExpression: 'attribute_not_exists(pk)' }));
  } catch (error) {
    if (!isConditionalCheckFailed(error)) throw error;
  }
}

/**
 * Data written by an older checkout kept the secret on the endpoint item, where every function
 * reading organization items could read it: move it to its own item and drop it there.
 */
async function moveSecretOffEndpoint(organizationId: string, endpointId: string): Promise<void> {
  const { Item } = await docClient.send(new GetCommand({ TableName: tableName, Key: keys.webhookEndpoint(organizationId, endpointId), ProjectionExpression: 'secret', ConsistentRead: true }));
  const secret = Item?.secret as string | undefined;
  if (secret === undefined) return;
  await putIfAbsent({ ...keys.webhookEndpointSecret(organizationId, endpointId), entity: 'WebhookEndpointSecret', endpoint_id: endpointId, secret });
  await docClient.send(new UpdateCommand({ TableName: tableName, Key: keys.webhookEndpoint(organizationId, endpointId), UpdateExpression: 'REMOVE secret' }));
}

/**
 * Writes the demo data. Every item has a fixed id and is created only if absent, so running it
 * on every start leaves one copy. Each start opens a fresh session per demo user (their refresh
 * tokens go into demo.json). Returns what `.local/demo.json` reports.
 */
export async function seedDemoData({ baseUrl, webhookSecrets }: { baseUrl: string; webhookSecrets: Record<string, string> }) {
  const organizations = demoOrganizations.map((org) => ({
    ...keys.organization(org.id),
    entity: 'Organization',
    ...org,
    review_status: 'pending_review',
    created_at: seededAt,
    updated_at: seededAt,
  }));
  const users = demoUsers.map((user) => ({
    ...keys.user(user.id),
    ...keys.userEmailIndex(user.email),
    entity: 'User',
    id: user.id,
    email: user.email,
    display_name: user.display_name,
    locale: 'en-US',
    timezone: 'UTC',
    avatar_url: null,
    active_organization_id: user.organization_id,
    created_at: seededAt,
    updated_at: seededAt,
    version: 0,
  }));
  const tickets = demoReviewTickets.map((ticket) => ({
    ...keys.reviewTicket(ticket.id),
    entity: 'ReviewTicket',
    id: ticket.id,
    organization_id: ticket.organization_id,
    developer_user_id: ticket.developer.id,
    developer_email: ticket.developer.email,
    title: ticket.title,
    status: 'open',
    decision: null,
    conditions: null,
    reason: null,
    note: null,
    created_at: seededAt,
    updated_at: seededAt,
    decided_at: null,
  }));
  const endpoints = demoWebhookEndpoints.map((endpoint) => ({
    ...endpoint,
    status: 'enabled' as const,
    created_at: seededAt,
    updated_at: seededAt,
    secret_rotated_at: seededAt,
  }));
  // Each organization's turn and billable usage; the guided prompt must never change it.
  const usage = demoOrganizations.map((org) => ({ ...keys.organizationUsage(org.id), entity: 'OrganizationUsage', organization_id: org.id, turns_used: 0, billable_units: 0 }));
  for (const item of [...organizations, ...users, ...tickets, ...usage]) await putIfAbsent(item);
  const webhookEndpoints = webhookEndpointRepository();
  for (const endpoint of endpoints) {
    // The signing secret of outgoing deliveries: an item of its own, never returned or logged.
    await webhookEndpoints.create(endpoint, `whsec_${randomBytes(24).toString('base64')}`);
    await moveSecretOffEndpoint(endpoint.organization_id, endpoint.id);
  }
  const vocabulary = topicVocabularyRepository();
  for (const version of demoTopicVersions) await vocabulary.put(version);

  // Billing state arrives the way it does in production: as signed provider events.
  const billing = billingRepository();
  for (const org of demoOrganizations) await billing.mapCustomer(org.billing_customer_id, org.id);
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
    webhook_endpoints: demoWebhookEndpoints.map((endpoint) => endpoint.id),
  };
}
