import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { docClient, tableName as defaultTable, type StoreDeps } from '../aws/dynamodb';
import { isConditionalCheckFailed } from '../aws/errors';
import { keys } from '../store/keys';
import { tableDefinition } from '../store/table-definition';
import type { Profile, UserItem } from './model';

export type ProfileChanges = Partial<Pick<Profile, 'display_name' | 'locale' | 'timezone' | 'avatar_url'>>;

/** Users: by id, by email, and their profile's conditional merge-patch write. */
export function userRepository({ client = docClient, tableName = defaultTable }: StoreDeps = {}) {
  return {
    async get(userId: string): Promise<UserItem | undefined> {
      const result = await client.send(new GetCommand({ TableName: tableName, Key: keys.user(userId), ConsistentRead: true }));
      return result.Item ? toUser(result.Item) : undefined;
    },

    async findByEmail(email: string): Promise<UserItem | undefined> {
      const { gsi1pk } = keys.userEmailIndex(email);
      const result = await client.send(
        new QueryCommand({
          TableName: tableName,
          IndexName: tableDefinition.gsi1.indexName,
          KeyConditionExpression: 'gsi1pk = :pk',
          ExpressionAttributeValues: { ':pk': gsi1pk },
          Limit: 1,
        }),
      );
      const item = result.Items?.[0];
      return item ? toUser(item) : undefined;
    },

    /**
     * Applies changes in one conditional write that bumps the version. With `expectedVersions`
     * (from If-Match) the write happens only if the stored version is one of them, so two
     * concurrent updates against the same ETag cannot both win. Returns undefined when that
     * condition fails; throws when the user does not exist.
     */
    async update(userId: string, changes: ProfileChanges, nowIso: string, expectedVersions?: number[]): Promise<UserItem | 'precondition_failed' | undefined> {
      const names: Record<string, string> = { '#version': 'version' };
      const values: Record<string, unknown> = { ':zero': 0, ':one': 1, ':now': nowIso };
      const sets = ["#version = if_not_exists(#version, :zero) + :one", "updated_at = :now"];
      for (const [field, value] of Object.entries(changes)) {
        names[`#${field}`] = field;
        values[`:${field}`] = value;
        sets.push(`#${field} = :${field}`);
      }
      let condition = 'attribute_exists(pk)';
      if (expectedVersions) {
        const placeholders = expectedVersions.map((version, i) => {
          values[`:v${i}`] = version;
          return `:v${i}`;
        });
        condition += ` AND #version IN (${placeholders.join(', ')})`;
      }
      try {
        const result = await client.send(
          new UpdateCommand({
            TableName: tableName,
            Key: keys.user(userId),
            UpdateExpression: `SET ${sets.join(', ')}`,
            ConditionExpression: condition,
            ExpressionAttributeNames: names,
            ExpressionAttributeValues: values,
            ReturnValues: 'ALL_NEW',
            ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
          }),
        );
        return toUser(result.Attributes!);
      } catch (error) {
        if (!isConditionalCheckFailed(error)) throw error;
        return (error as { Item?: unknown }).Item ? 'precondition_failed' : undefined;
      }
    },
  };
}

function toUser(item: Record<string, unknown>): UserItem {
  const u = item as unknown as UserItem;
  return {
    id: u.id,
    email: u.email,
    display_name: u.display_name,
    locale: u.locale,
    timezone: u.timezone,
    avatar_url: u.avatar_url ?? null,
    active_organization_id: u.active_organization_id,
    updated_at: u.updated_at,
    version: u.version ?? 0,
  };
}

export type UserRepository = ReturnType<typeof userRepository>;
