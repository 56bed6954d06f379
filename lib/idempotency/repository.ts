import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { docClient, tableName as defaultTable, type StoreDeps } from '../aws/dynamodb';
import { tableItems, type TransactItem } from '../aws/items';
import { isConditionalCheckFailed, itemOfConditionFailure } from '../aws/errors';
import { keys, type Key } from '../store/keys';

/** A key is remembered this long (Stripe keeps keys for 24 hours). */
export const IDEMPOTENCY_TTL_SECONDS = 24 * 3600;

export type { TransactItem } from '../aws/items';

/**
 * The record of an Idempotency-Key: claimed by the request that first used it (`in_progress`,
 * with a lease), then `completed` with the result in the same transaction as the request's effect.
 */
export type IdempotencyRecord =
  | { status: 'in_progress'; request_hash: string; claim_id: string; lease_expires_at: number }
  | { status: 'completed'; request_hash: string; claim_id: string; result: unknown };

/** Where a route's records live: by default beside the organization's items (`ORG#<org>`, `IDEMPOTENCY#<key>`). */
export type RecordKeyOf = (organizationId: string, key: string) => Key;

/**
 * Idempotency records, one per organization and key. A route whose result holds a secret keeps
 * its records apart (`keyOf`), where only its own role reaches them (a webhook endpoint's creation).
 */
export function idempotencyRepository({
  client = docClient,
  tableName = defaultTable,
  keyOf = keys.idempotencyRecord,
}: StoreDeps & { keyOf?: RecordKeyOf } = {}) {
  const table = tableItems(client, tableName);
  return {
    /**
     * Claims a key for a request: written if the key is new, or taken over if its claim is an
     * abandoned one of the same request (the lease ran out, its function ended). Otherwise the
     * record that holds the key, read by the failed condition itself (no second read).
     */
    async claim(
      organizationId: string,
      key: string,
      claim: { requestHash: string; claimId: string; nowMs: number; leaseMs: number },
    ): Promise<'claimed' | IdempotencyRecord> {
      try {
        await client.send(
          new PutCommand({
            TableName: tableName,
            Item: {
              ...keyOf(organizationId, key),
              entity: 'IdempotencyRecord',
              status: 'in_progress',
              request_hash: claim.requestHash,
              claim_id: claim.claimId,
              lease_expires_at: claim.nowMs + claim.leaseMs,
              ttl: Math.ceil(claim.nowMs / 1000) + IDEMPOTENCY_TTL_SECONDS,
            },
            ConditionExpression: 'attribute_not_exists(pk) OR (#status = :inProgress AND lease_expires_at < :now AND request_hash = :hash)',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':inProgress': 'in_progress', ':now': claim.nowMs, ':hash': claim.requestHash },
            ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
          }),
        );
        return 'claimed';
      } catch (error) {
        const holder = isConditionalCheckFailed(error) ? itemOfConditionFailure<IdempotencyRecord>(error) : undefined;
        if (!holder) throw error;
        return holder;
      }
    },

    async get(organizationId: string, key: string): Promise<IdempotencyRecord | undefined> {
      return table.get<IdempotencyRecord>(keyOf(organizationId, key), { ConsistentRead: true });
    },

    /**
     * The write that completes a claim with its result: for the effect's own transaction, as its
     * first item, so the effect and the record of it commit together, and only while the claim is
     * still this request's.
     */
    completion(organizationId: string, key: string, claimId: string, requestHash: string, result: unknown, nowMs: number): TransactItem {
      return {
        Put: {
          TableName: tableName,
          Item: {
            ...keyOf(organizationId, key),
            entity: 'IdempotencyRecord',
            status: 'completed',
            request_hash: requestHash,
            claim_id: claimId,
            result,
            ttl: Math.ceil(nowMs / 1000) + IDEMPOTENCY_TTL_SECONDS,
          },
          ConditionExpression: 'claim_id = :claim AND #status = :inProgress',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':claim': claimId, ':inProgress': 'in_progress' },
        },
      };
    },

    /** Gives up a claim whose request failed, so a retry with the key runs afresh (only this request's claim, never a completed one). */
    async release(organizationId: string, key: string, claimId: string): Promise<void> {
      try {
        await client.send(
          new DeleteCommand({
            TableName: tableName,
            Key: keyOf(organizationId, key),
            ConditionExpression: 'claim_id = :claim AND #status = :inProgress',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':claim': claimId, ':inProgress': 'in_progress' },
          }),
        );
      } catch (error) {
        if (!isConditionalCheckFailed(error)) throw error;
      }
    },
  };
}

export type IdempotencyRepository = ReturnType<typeof idempotencyRepository>;
