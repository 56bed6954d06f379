import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { docClient, tableName as defaultTable, type StoreDeps } from '../aws/dynamodb';
import { isConditionalCheckFailed } from '../aws/errors';
import { tableItems } from '../aws/items';
import { keys, type Key } from '../store/keys';

/**
 * A session is one item: a family of refresh tokens identified by a rotation counter. Only the
 * counter and timestamps are stored, never a token.
 */
export interface SessionItem {
  id: string;
  user_id: string;
  organization_id: string;
  /** The counter of the one current refresh token. */
  counter: number;
  /** Epoch ms at which each recently superseded counter stopped being current (grace window). */
  superseded: Record<string, number>;
  created_at: string;
  last_used_at: string;
  /** Epoch ms. */
  idle_expires_at: number;
  /** Epoch ms. */
  absolute_expires_at: number;
  revoked_at?: string;
}

/** How many superseded counters keep their timestamp; an older token is always a reuse. */
export const SUPERSEDED_HISTORY = 16;

export type RotateResult = { rotated: true; session: SessionItem } | { rotated: false; session: SessionItem | undefined };

/** Sessions: created, rotated by one conditional write, revoked as a whole family. */
export function sessionRepository({ client = docClient, tableName = defaultTable }: StoreDeps = {}) {
  const table = tableItems(client, tableName);
  return {
    /**
     * Starts the family with a pointer under its user and one under its organization (so revoking
     * either finds it), in one transaction that also checks the user exists and is not disabled:
     * a session cannot start after `user:disable` wrote its mark, and one that started before is
     * found by the pointer query that follows the mark.
     */
    async create(session: SessionItem): Promise<'created' | 'user_unavailable'> {
      // DynamoDB's TTL sweeps ended sessions and their pointers a day after their absolute end.
      const ttl = Math.ceil(session.absolute_expires_at / 1000) + 24 * 3600;
      const pointer = (key: Key) => ({
        Put: {
          TableName: tableName,
          Item: { ...key, entity: 'SessionPointer', session_id: session.id, absolute_expires_at: session.absolute_expires_at, ttl },
        },
      });
      const written = await table.transact([
        {
          ConditionCheck: {
            TableName: tableName,
            Key: keys.user(session.user_id),
            ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(disabled_at)',
          },
        },
        {
          Put: {
            TableName: tableName,
            Item: { ...keys.session(session.id), entity: 'Session', ...session, ttl },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        pointer(keys.userSession(session.user_id, session.id)),
        pointer(keys.organizationSession(session.organization_id, session.id)),
      ]);
      if (written.committed) return 'created';
      if (written.failedAt(0)) return 'user_unavailable';
      throw written.error;
    },

    /**
     * Ids of the sessions a user or an organization started that have not reached their absolute
     * end (a consistent query of the pointers; ended ones are left to TTL).
     */
    async sessionIdsOf(owner: { userId: string } | { organizationId: string }, nowMs: number): Promise<string[]> {
      const pk = 'userId' in owner ? keys.userSession(owner.userId, '').pk : keys.organizationSession(owner.organizationId, '').pk;
      const ids: string[] = [];
      let start: Record<string, unknown> | undefined;
      do {
        const page = await client.send(
          new QueryCommand({
            TableName: tableName,
            KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
            FilterExpression: 'absolute_expires_at > :now',
            ExpressionAttributeValues: { ':pk': pk, ':prefix': keys.sessionPointerPrefix, ':now': nowMs },
            ProjectionExpression: 'session_id',
            ConsistentRead: true,
            ExclusiveStartKey: start,
          }),
        );
        for (const item of page.Items ?? []) ids.push((item as { session_id: string }).session_id);
        start = page.LastEvaluatedKey;
      } while (start);
      return ids;
    },

    async get(sessionId: string, consistent = true): Promise<SessionItem | undefined> {
      return table.get<SessionItem>(keys.session(sessionId), { ConsistentRead: consistent });
    },

    /**
     * Rotates the family from `presented` to `presented + 1` in one conditional write: it succeeds
     * only if `presented` is still current and the session is live. On failure DynamoDB returns
     * the item as it is (no extra read), so the caller can tell a grace replay from a reuse.
     */
    async rotate(sessionId: string, presented: number, nowMs: number, idleSeconds: number): Promise<RotateResult> {
      const stale = presented - SUPERSEDED_HISTORY;
      const { updated, item } = await table.update<SessionItem>({
        Key: keys.session(sessionId),
        ConditionExpression: '#counter = :presented AND attribute_not_exists(revoked_at) AND idle_expires_at > :now AND absolute_expires_at > :now',
        UpdateExpression: `SET #counter = :next, superseded.#presented = :now, idle_expires_at = :idle, last_used_at = :nowIso${stale >= 0 ? ' REMOVE superseded.#stale' : ''}`,
        ExpressionAttributeNames: {
          '#counter': 'counter',
          '#presented': String(presented),
          ...(stale >= 0 ? { '#stale': String(stale) } : {}),
        },
        ExpressionAttributeValues: {
          ':presented': presented,
          ':next': presented + 1,
          ':now': nowMs,
          ':nowIso': new Date(nowMs).toISOString(),
          ':idle': nowMs + idleSeconds * 1000,
        },
        ReturnValues: 'ALL_NEW',
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      });
      return updated ? { rotated: true, session: item } : { rotated: false, session: item };
    },

    /**
     * Revokes the whole family in one write: every token of it, and its access tokens, stop
     * working. 'revoked' if this call ended it, 'not_active' if it was already revoked or never existed.
     */
    async revoke(sessionId: string, nowMs: number): Promise<'revoked' | 'not_active'> {
      try {
        await client.send(
          new UpdateCommand({
            TableName: tableName,
            Key: keys.session(sessionId),
            ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(revoked_at)',
            UpdateExpression: 'SET revoked_at = :now',
            ExpressionAttributeValues: { ':now': new Date(nowMs).toISOString() },
          }),
        );
        return 'revoked';
      } catch (error) {
        // Already revoked (a concurrent reuse got there first): the outcome is the same.
        if (!isConditionalCheckFailed(error)) throw error;
        return 'not_active';
      }
    },

    /**
     * Whether access tokens of the session may still be honoured: it exists, is not revoked, is
     * before its absolute end and, when `bound` is given, is the session of that user in that
     * organization (an access token's `sub` and `org` must be its session's). Eventually
     * consistent; a session not found is read again strongly, since one created a moment ago may
     * not have reached every replica.
     */
    async isActive(sessionId: string, nowMs: number, bound?: { userId: string; organizationId: string }): Promise<boolean> {
      const read = (consistent: boolean) =>
        table.get<Pick<SessionItem, 'revoked_at' | 'absolute_expires_at' | 'user_id' | 'organization_id'>>(keys.session(sessionId), {
          ProjectionExpression: 'revoked_at, absolute_expires_at, user_id, organization_id',
          ConsistentRead: consistent,
        });
      const item = (await read(false)) ?? (await read(true));
      if (item === undefined || item.revoked_at !== undefined || item.absolute_expires_at <= nowMs) return false;
      return bound === undefined || (item.user_id === bound.userId && item.organization_id === bound.organizationId);
    },
  };
}

export type SessionRepository = ReturnType<typeof sessionRepository>;
