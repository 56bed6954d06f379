import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { docClient, tableName } from '../../lib/aws/dynamodb';
import { createOrganization } from '../../lib/organizations/create';
import { openReview } from '../../lib/reviews/open';
import { createUser } from '../../lib/users/create-user';

/** A fresh organization and user of their own, so tests never share state; made as an operator makes them. */
export async function createTestUser(overrides: { email?: string } = {}) {
  const organization = await createOrganization({ name: `Test org ${ulid()}` });
  const userId = `usr_${ulid()}`;
  const email = overrides.email ?? `${userId.toLowerCase()}@test.example`;
  await createUser({ id: userId, email, organizationId: organization.id, displayName: 'Test User' });
  return { userId, organizationId: organization.id, email };
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
  const { id: ticketId } = await openReview({ organizationId: user.organizationId, developerEmail: user.email, title: 'Organization review' });
  return { ...user, ticketId };
}

/** The body of a manual `POST /v1/personalities` the local rules accept, named `name`. */
export const manualPersonality = (name: string) => ({
  name,
  summary: 'A patient maths tutor',
  traits: ['patient'],
  tone: { formality: 'casual', warmth: 'warm', humor: 'playful', verbosity: 'concise' },
  topics: ['mathematics'],
  boundaries: [],
  greeting: 'Hello!',
  source: 'manual',
  sensitivity_declaration: { level: 'low', categories: [], confirmed: true },
});
