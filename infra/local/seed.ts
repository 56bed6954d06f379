import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { docClient, tableName } from '../../lib/aws/dynamodb';
import { keys } from '../../lib/store/keys';
import { topicVocabularyRepository } from '../../lib/vocabularies/repository';
import { demoOrganizations, demoTopicVersions, demoUsers } from './demo-data';

/** Fixed so that re-seeding writes identical items (idempotent). */
const seededAt = '2026-09-01T09:00:00.000Z';

/**
 * Writes the demo data. Every item has a fixed id, so running it on every start leaves one copy.
 * Returns what `.local/demo.json` reports.
 */
export async function seedDemoData() {
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
  }));
  const items = [...organizations, ...users];
  for (let i = 0; i < items.length; i += 25) {
    await docClient.send(
      new BatchWriteCommand({
        RequestItems: { [tableName]: items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } })) },
      }),
    );
  }
  const vocabulary = topicVocabularyRepository();
  for (const version of demoTopicVersions) await vocabulary.put(version);

  return {
    users: demoUsers.map((user) => ({
      id: user.id,
      email: user.email,
      organization_id: user.organization_id,
      billing_customer_id: demoOrganizations.find((org) => org.id === user.organization_id)!.billing_customer_id,
    })),
  };
}
