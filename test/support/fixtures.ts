import { PutCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { docClient, tableName } from '../../lib/aws/dynamodb';
import { keys } from '../../lib/store/keys';

/** A fresh organization and user of their own, so tests never share state. */
export async function createTestUser(overrides: { email?: string } = {}) {
  const organizationId = `org_${ulid()}`;
  const userId = `usr_${ulid()}`;
  const email = overrides.email ?? `${userId.toLowerCase()}@test.example`;
  const now = new Date().toISOString();
  await docClient.send(
    new PutCommand({
      TableName: tableName,
      Item: { ...keys.organization(organizationId), entity: 'Organization', id: organizationId, name: 'Test org', review_status: 'pending_review', created_at: now, updated_at: now },
    }),
  );
  await docClient.send(
    new PutCommand({
      TableName: tableName,
      Item: {
        ...keys.user(userId),
        ...keys.userEmailIndex(email),
        entity: 'User',
        id: userId,
        email,
        display_name: 'Test User',
        locale: 'en-US',
        timezone: 'UTC',
        avatar_url: null,
        active_organization_id: organizationId,
        created_at: now,
        updated_at: now,
        version: 0,
      },
    }),
  );
  return { userId, organizationId, email };
}

/** Every item of the table, as stored. */
export async function scanTable(): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await docClient.send(new ScanCommand({ TableName: tableName, ExclusiveStartKey: start }));
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

/** An open review ticket of a fresh organization, whose developer has an address of its own. */
export async function createTestTicket() {
  const user = await createTestUser();
  const ticketId = `rvw_${ulid()}`;
  const now = new Date().toISOString();
  const { reviewRepository } = await import('../../lib/reviews/repository');
  await reviewRepository().create({
    id: ticketId,
    organization_id: user.organizationId,
    developer_user_id: user.userId,
    developer_email: user.email,
    title: 'Organization review',
    status: 'open',
    decision: null,
    conditions: null,
    reason: null,
    note: null,
    created_at: now,
    updated_at: now,
    decided_at: null,
  });
  return { ...user, ticketId };
}
