import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { docClient, tableName as defaultTable, type StoreDeps } from '../aws/dynamodb';
import { isConditionalCheckFailed } from '../aws/errors';
import { tableItems } from '../aws/items';
import { versionedUpdate } from '../aws/versioned-update';
import { keys } from '../store/keys';
import type { NewUser, Profile, UserItem } from './model';

export type ProfileChanges = Partial<Pick<Profile, 'display_name' | 'locale' | 'timezone' | 'avatar_url'>>;

/** The membership pointer of a user in an organization (`ORG#<org>`, `MEMBER#<usr>`): who the organization's developers are. */
export function memberPut(organizationId: string, userId: string, email: string, tableName = defaultTable) {
  return {
    Put: {
      TableName: tableName,
      Item: { ...keys.organizationMember(organizationId, userId), entity: 'OrganizationMember', user_id: userId, email: email.toLowerCase() },
    },
  };
}

/** Users: created with a unique email, read by id or email, disabled, and their profile's conditional merge-patch write. */
export function userRepository({ client = docClient, tableName = defaultTable }: StoreDeps = {}) {
  const table = tableItems(client, tableName);
  return {
    async get(userId: string): Promise<UserItem | undefined> {
      const item = await table.get<Record<string, unknown>>(keys.user(userId), { ConsistentRead: true });
      return item ? toUser(item) : undefined;
    },

    /** The user who holds the email's claim (a consistent read, then the user). */
    async findByEmail(email: string): Promise<UserItem | undefined> {
      const userId = (await table.get<{ user_id: string }>(keys.userEmail(email), { ConsistentRead: true }))?.user_id;
      return userId ? this.get(userId) : undefined;
    },

    /**
     * Creates the user, the claim on their email and their membership of the organization (who
     * its developers are), and checks the organization exists, in one transaction: two concurrent
     * creations with one email cannot both succeed.
     */
    async create(user: NewUser): Promise<'created' | 'email_taken' | 'id_taken' | 'no_organization'> {
      const written = await table.transact([
        {
          ConditionCheck: {
            TableName: tableName,
            Key: keys.organization(user.active_organization_id),
            ConditionExpression: 'attribute_exists(pk)',
          },
        },
        {
          Put: {
            TableName: tableName,
            Item: { ...keys.userEmail(user.email), entity: 'UserEmail', email: user.email.toLowerCase(), user_id: user.id },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        {
          Put: {
            TableName: tableName,
            Item: { ...keys.user(user.id), entity: 'User', ...user, updated_at: user.created_at, version: 0 },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        memberPut(user.active_organization_id, user.id, user.email, tableName),
      ]);
      if (written.committed) return 'created';
      if (written.failedAt(0)) return 'no_organization';
      if (written.failedAt(1)) return 'email_taken';
      if (written.failedAt(2)) return 'id_taken';
      throw written.error;
    },

    /** Records an existing user as a member of their organization (users stored before memberships existed); idempotent. */
    async addMember(organizationId: string, userId: string, email: string): Promise<void> {
      await client.send(new PutCommand(memberPut(organizationId, userId, email, tableName).Put));
    },

    /** Claims an email for an existing user if nobody holds it (users stored before claims existed). */
    async claimEmail(email: string, userId: string): Promise<void> {
      try {
        await client.send(
          new PutCommand({
            TableName: tableName,
            Item: { ...keys.userEmail(email), entity: 'UserEmail', email: email.toLowerCase(), user_id: userId },
            ConditionExpression: 'attribute_not_exists(pk)',
          }),
        );
      } catch (error) {
        if (!isConditionalCheckFailed(error)) throw error;
      }
    },

    /**
     * Marks the user disabled (or enabled again). New sessions are refused from this write on:
     * starting a session checks the mark in its transaction.
     */
    async setDisabled(userId: string, disabled: boolean, nowIso: string): Promise<UserItem | undefined> {
      try {
        const result = await client.send(
          new UpdateCommand({
            TableName: tableName,
            Key: keys.user(userId),
            ConditionExpression: 'attribute_exists(pk)',
            UpdateExpression: disabled ? 'SET disabled_at = if_not_exists(disabled_at, :now)' : 'REMOVE disabled_at',
            ExpressionAttributeValues: disabled ? { ':now': nowIso } : undefined,
            ReturnValues: 'ALL_NEW',
          }),
        );
        return toUser(result.Attributes!);
      } catch (error) {
        if (!isConditionalCheckFailed(error)) throw error;
        return undefined;
      }
    },

    /**
     * Applies changes in one conditional write that bumps the version. With `expectedVersions`
     * (from If-Match) the write happens only if the stored version is one of them, so two
     * concurrent updates against the same ETag cannot both win. Returns undefined when that
     * condition fails; throws when the user does not exist.
     */
    async update(userId: string, changes: ProfileChanges, nowIso: string, expectedVersions?: number[]): Promise<UserItem | 'precondition_failed' | undefined> {
      const { set, condition, names, values } = versionedUpdate(changes, nowIso, expectedVersions);
      try {
        const result = await client.send(
          new UpdateCommand({
            TableName: tableName,
            Key: keys.user(userId),
            UpdateExpression: set,
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
    ...(u.disabled_at ? { disabled_at: u.disabled_at } : {}),
  };
}

export type UserRepository = ReturnType<typeof userRepository>;
