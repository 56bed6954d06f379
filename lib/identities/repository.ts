import { docClient, tableName as defaultTable, type StoreDeps } from '../aws/dynamodb';
import { tableItems } from '../aws/items';
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
  const table = tableItems(client, tableName);
  return {
    /** The link of an identity (a strongly consistent read: a link written a moment ago is seen). */
    async get(issuer: string, subject: string): Promise<IdentityLink | undefined> {
      return table.get<IdentityLink>(keys.identity(issuer, subject), { ConsistentRead: true });
    },

    /**
     * Links the identity to the user in one transaction, each item only if absent: concurrent
     * first sign-ins of one identity link it once.
     */
    async link(link: IdentityLink): Promise<LinkOutcome> {
      const written = await table.transact([
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
      ]);
      if (written.committed) return 'linked';
      if (written.conditionFailed) return 'identity_taken';
      if (written.conflict) return 'conflict';
      throw written.error;
    },

    /**
     * Removes a link and the user's pointer to it, in one transaction, if it still names that
     * user; 'not_linked' when it does not (a concurrent unlink, or a relink meanwhile).
     */
    async unlink(link: Pick<IdentityLink, 'issuer' | 'subject' | 'user_id'>): Promise<'unlinked' | 'not_linked' | 'conflict'> {
      const written = await table.transact([
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
      ]);
      if (written.committed) return 'unlinked';
      if (written.conflict) return 'conflict';
      if (written.conditionFailed) return 'not_linked';
      throw written.error;
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
