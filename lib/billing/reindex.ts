import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { docClient, tableName as defaultTable, type StoreDeps } from '../aws/dynamodb';
import { allItems } from '../aws/query-page';
import { billingRepository, type BillingRepository } from './repository';

/**
 * Builds the list ranges of one organization's billing items written before they existed (the
 * copies under each invoice's status and in the payment-method list, deleted drafts moved to their
 * tombstones), from the items themselves. Idempotent, and safe beside live webhooks: each item is
 * rewritten in a transaction conditioned on it being unchanged since it was read (a changed one is
 * read again). Every organization when `organizationId` is undefined (one Scan of the table: an
 * operator's command, never a function's).
 */
export async function reindexBilling(
  organizationId: string | undefined,
  { billing = billingRepository(), client = docClient, tableName = defaultTable }: StoreDeps & { billing?: BillingRepository } = {},
): Promise<{ organizations: number; invoices: number; payment_methods: number }> {
  const organizations = organizationId ? [organizationId] : await allOrganizations(client, tableName);
  let invoices = 0;
  let paymentMethods = 0;
  for (const id of organizations) {
    const done = await billing.reindex(id);
    invoices += done.invoices;
    paymentMethods += done.paymentMethods;
  }
  return { organizations: organizations.length, invoices, payment_methods: paymentMethods };
}

async function allOrganizations(client: NonNullable<StoreDeps['client']>, tableName: string): Promise<string[]> {
  const organizations = await allItems<{ id: string }>(
    client,
    (start) =>
      new ScanCommand({
        TableName: tableName,
        FilterExpression: 'entity = :organization',
        ExpressionAttributeValues: { ':organization': 'Organization' },
        ProjectionExpression: 'id',
        ExclusiveStartKey: start,
      }),
  );
  return organizations.map((organization) => organization.id);
}
