import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { docClient, tableName as defaultTable, type StoreDeps } from '../aws/dynamodb';
import { isConditionalCheckFailed } from '../aws/errors';
import { tableItems } from '../aws/items';
import { keys } from '../store/keys';
import type { Organization } from './model';

/** Organizations: created once with their usage counters and the claim on their name, read by id or name. */
export function organizationRepository({ client = docClient, tableName = defaultTable }: StoreDeps = {}) {
  const table = tableItems(client, tableName);
  const nameClaim = (organization: Pick<Organization, 'id' | 'name'>) => ({
    TableName: tableName,
    Item: { ...keys.organizationName(organization.name), entity: 'OrganizationName', name: organization.name, organization_id: organization.id },
    ConditionExpression: 'attribute_not_exists(pk)',
  });

  return {
    async get(organizationId: string): Promise<Organization | undefined> {
      const item = await table.get<Organization>(keys.organization(organizationId), { ConsistentRead: true });
      if (!item) return undefined;
      const { id, name, review_status, created_at, updated_at } = item;
      return { id, name, review_status, created_at, updated_at };
    },

    /** The id of the organization that holds the name's claim. */
    async idByName(name: string): Promise<string | undefined> {
      return (await table.get<{ organization_id: string }>(keys.organizationName(name), { ConsistentRead: true }))?.organization_id;
    },

    /**
     * Creates the organization, its (zero) usage counters and the claim on its name, in one
     * transaction: two concurrent creations of one name cannot both succeed.
     */
    async create(organization: Organization): Promise<'created' | 'name_taken' | 'id_taken'> {
      const written = await table.transact([
        { Put: nameClaim(organization) },
        {
          Put: {
            TableName: tableName,
            Item: { ...keys.organization(organization.id), entity: 'Organization', ...organization },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        {
          Put: {
            TableName: tableName,
            Item: {
              ...keys.organizationUsage(organization.id),
              entity: 'OrganizationUsage',
              organization_id: organization.id,
              turns_used: 0,
              billable_units: 0,
            },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
      ]);
      if (written.committed) return 'created';
      if (written.failedAt(0)) return 'name_taken';
      if (written.conditionFailed) return 'id_taken';
      throw written.error;
    },

    /** Claims the name for an existing organization if nobody holds it (organizations stored before claims existed). */
    async claimName(organization: Pick<Organization, 'id' | 'name'>): Promise<void> {
      try {
        await client.send(new PutCommand(nameClaim(organization)));
      } catch (error) {
        if (!isConditionalCheckFailed(error)) throw error;
      }
    },
  };
}

export type OrganizationRepository = ReturnType<typeof organizationRepository>;
