import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { docClient, tableName as defaultTable, type StoreDeps } from '../aws/dynamodb';
import { cancellationReasons } from '../aws/errors';
import { allInRange } from '../aws/query-page';
import { keys } from '../store/keys';

/** An identity at an OpenID provider and the user it signs in as. */
export interface IdentityLink {
  issuer: string;
  subject: string;
  user_id: string;
  linked_at: string;
  /** How it was linked: by a verified email at a first sign-in, or by an operator. */
  linked_by: 'email' | 'operator';
}

/** What linking did: linked now, the identity was linked already (a concurrent first sign-in), or a race to retry. */
export type LinkOutcome = 'linked' | 'identity_taken' | 'conflict';

/** Identities: one item per `(iss, sub)`, and its copy under the user (to list them), written together. */
export function identityRepository({ client = docClient, tableName = defaultTable }: StoreDeps = {}) {
  return {
    /** The link of an identity (a strongly consistent read: a link written a moment ago is seen). */
    async get(issuer: string, subject: string): Promise<IdentityLink | undefined> {
      const result = await client.send(new GetCommand({ TableName: tableName, Key: keys.identity(issuer, subject), ConsistentRead: true }));
      return result.Item as IdentityLink | undefined;
    },

    /**
     * Links the identity to the user in one transaction, each item only if absent: concurrent
     * first sign-ins of one identity link it once.
     */
    async link(link: IdentityLink): Promise<LinkOutcome> {
      try {
        await client.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Put: {
                  TableName: tableName,
                  Item: { ...keys.identity(link.issuer, link.subject), entity: 'Identity', ...link },
                  ConditionExpression: 'attribute_not_exists(pk)',
                },
              },
              {
                Put: {
                  TableName: tableName,
                  Item: { ...keys.userIdentity(link.user_id, link.issuer, link.subject), entity: 'UserIdentity', ...link },
                  ConditionExpression: 'attribute_not_exists(pk)',
                },
              },
            ],
          }),
        );
        return 'linked';
      } catch (error) {
        const reasons = cancellationReasons(error);
        if (!reasons) throw error;
        if (reasons.includes('ConditionalCheckFailed')) return 'identity_taken';
        if (reasons.includes('TransactionConflict')) return 'conflict';
        throw error;
      }
    },

    /**
     * Removes a link and the user's pointer to it, in one transaction, if it still names that
     * user; 'not_linked' when it does not (a concurrent unlink, or a relink meanwhile).
     */
    async unlink(link: Pick<IdentityLink, 'issuer' | 'subject' | 'user_id'>): Promise<'unlinked' | 'not_linked' | 'conflict'> {
      try {
        await client.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Delete: {
                  TableName: tableName,
                  Key: keys.identity(link.issuer, link.subject),
                  ConditionExpression: 'user_id = :user',
                  ExpressionAttributeValues: { ':user': link.user_id },
                },
              },
              {
                Delete: {
                  TableName: tableName,
                  Key: keys.userIdentity(link.user_id, link.issuer, link.subject),
                  ConditionExpression: 'attribute_exists(pk)',
                },
              },
            ],
          }),
        );
        return 'unlinked';
      } catch (error) {
        const reasons = cancellationReasons(error);
        if (!reasons) throw error;
        if (reasons.includes('TransactionConflict')) return 'conflict';
        if (reasons.includes('ConditionalCheckFailed')) return 'not_linked';
        throw error;
      }
    },

    /** The identities of a user. */
    async ofUser(userId: string): Promise<IdentityLink[]> {
      const items = await allInRange<IdentityLink>(client, {
        tableName,
        pk: keys.userIdentity(userId, '', '').pk,
        prefix: keys.userIdentityPrefix,
        consistentRead: true,
      });
      return items.map(({ issuer, subject, user_id, linked_at, linked_by }) => ({ issuer, subject, user_id, linked_at, linked_by }));
    },
  };
}

export type IdentityRepository = ReturnType<typeof identityRepository>;
