import { GetCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { docClient, tableName as defaultTable, type StoreDeps } from '../aws/dynamodb';
import { cancellationReasons, isConditionalCheckFailed } from '../aws/errors';
import { keys } from '../store/keys';
import type { Organization } from './model';

/** Organizations: created once with their usage counters and the claim on their name, read by id or name. */
export function organizationRepository({ client = docClient, tableName = defaultTable }: StoreDeps = {}) {
  const nameClaim = (organization: Pick<Organization, 'id' | 'name'>) => ({
    TableName: tableName,
    Item: { ...keys.organizationName(organization.name), entity: 'OrganizationName', name: organization.name, organization_id: organization.id },
    ConditionExpression: 'attribute_not_exists(pk)',
  });

  return {
    async get(organizationId: string): Promise<Organization | undefined> {
      const result = await client.send(new GetCommand({ TableName: tableName, Key: keys.organization(organizationId), ConsistentRead: true }));
      if (!result.Item) return undefined;
      const { id, name, review_status, created_at, updated_at } = result.Item as Organization;
      return { id, name, review_status, created_at, updated_at };
    },

    /** The id of the organization that holds the name's claim. */
    async idByName(name: string): Promise<string | undefined> {
      const result = await client.send(new GetCommand({ TableName: tableName, Key: keys.organizationName(name), ConsistentRead: true }));
      return result.Item?.organization_id as string | undefined;
    },

    /**
     * Creates the organization, its (zero) usage counters and the claim on its name, in one
     * transaction: two concurrent creations of one name cannot both succeed.
     */
    async create(organization: Organization): Promise<'created' | 'name_taken' | 'id_taken'> {
      try {
        await client.send(
          new TransactWriteCommand({
            TransactItems: [
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
            ],
          }),
        );
        return 'created';
      } catch (error) {
        const reasons = cancellationReasons(error);
        if (reasons?.[0] === 'ConditionalCheckFailed') return 'name_taken';
        if (reasons?.includes('ConditionalCheckFailed')) return 'id_taken';
        throw error;
      }
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
