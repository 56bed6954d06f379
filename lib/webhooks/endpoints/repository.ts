import { docClient, tableName as defaultTable, type StoreDeps } from '../../aws/dynamodb';
import { tableItems, type TransactItem } from '../../aws/items';
import { queryPage } from '../../aws/query-page';
import { versionedUpdate } from '../../aws/versioned-update';
import { keys } from '../../store/keys';
import type { WebhookEndpoint } from '../schemas';

/** The public fields, and only those (defence in depth: the secret is not on this item any more). */
const publicFields = ['id', 'url', 'description', 'events', 'status', 'created_at', 'updated_at', 'secret_rotated_at', 'version'] as const;

/** At most this many endpoints per organization (contract 6.16). */
export const MAX_WEBHOOK_ENDPOINTS = 16;

/**
 * An endpoint as stored: its public attributes, its organization, its version (the ETag), and
 * the delivery worker's notes on its health.
 */
export type StoredWebhookEndpoint = WebhookEndpoint & {
  organization_id: string;
  version?: number;
  /** The first failed attempt since the last success: 5 days of it disables the endpoint. */
  failing_since?: string;
  last_success_at?: string;
  /** When an attempt last took long or failed: its deliveries go to the slow lane for a while. */
  slow_at?: string;
  /** Why the service disabled it (`failing`), when it did. */
  disabled_reason?: string;
};

/** What an update changes; `status: enabled` and a new `url` also forget the endpoint's failures. */
export type EndpointChanges = Partial<Pick<WebhookEndpoint, 'url' | 'description' | 'events' | 'status'>>;

/** An endpoint's rotation history as its item keeps it (none of it secret). */
export interface RotationState {
  created_at: string;
  secret_rotated_at?: string;
  /** When the older of the two previous secrets stops signing (kept so a rotation knows without reading a secret). */
  older_secret_expires_at?: string;
}

export type CreateOutcome = 'created' | 'no_organization' | 'too_many' | 'exists' | 'conflict';

/**
 * Outgoing webhook endpoints of organizations (configured destinations, not incoming provider
 * events). The endpoint is an organization item; its signing secret is an item of its own under
 * `WEBHOOKSECRET#`, which only the functions that create, rotate and delete endpoints may write
 * (never with a return value) and only the delivery worker may read (docs/security.md).
 */
export function webhookEndpointRepository({ client = docClient, tableName = defaultTable }: StoreDeps = {}) {
  const table = tableItems(client, tableName);
  const names = Object.fromEntries(publicFields.map((field, i) => [`#f${i}`, field]));
  return {
    /** An endpoint's public attributes and version (ProjectionExpression), or undefined. */
    async getPublic(organizationId: string, endpointId: string): Promise<(Partial<WebhookEndpoint> & { version?: number }) | undefined> {
      return table.get<Partial<WebhookEndpoint> & { version?: number }>(keys.webhookEndpoint(organizationId, endpointId), {
        ProjectionExpression: Object.keys(names).join(', '),
        ExpressionAttributeNames: names,
        ConsistentRead: true,
      });
    },

    /** The endpoint with the worker's health notes (the delivery worker's and the fan-out's read). */
    async get(organizationId: string, endpointId: string): Promise<StoredWebhookEndpoint | undefined> {
      return table.get<StoredWebhookEndpoint>(keys.webhookEndpoint(organizationId, endpointId), { ConsistentRead: true });
    },

    /** One page of the organization's endpoints, newest first (ids sort by creation). */
    async list(organizationId: string, limit: number, afterSk?: string) {
      return queryPage<StoredWebhookEndpoint & { sk: string }>(
        client,
        {
          pk: keys.organizationPartition(organizationId),
          TableName: tableName,
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
          ExpressionAttributeValues: { ':pk': keys.organizationPartition(organizationId), ':prefix': keys.webhookEndpointPrefix },
          ScanIndexForward: false,
          ConsistentRead: true,
        },
        limit,
        afterSk,
      );
    },

    /**
     * Creates an endpoint and its signing secret together, or neither, if its organization exists
     * and has fewer than {@link MAX_WEBHOOK_ENDPOINTS}: the organization item's counter is raised
     * in the same transaction under that condition, so concurrent creations cannot pass 16 (a
     * lost race is a `TransactionConflict`, retried by the caller). The secret item's key is all
     * it shares with the endpoint. With an `Idempotency-Key`, the claim's completion comes first
     * in the same transaction (lib/idempotency): a lost claim is the mechanism's to answer.
     */
    async create(endpoint: StoredWebhookEndpoint, secret: string, completion?: TransactItem): Promise<CreateOutcome> {
      const written = await table.transact([
        ...(completion ? [completion] : []),
        {
          Update: {
            TableName: tableName,
            Key: keys.organization(endpoint.organization_id),
            UpdateExpression: 'SET webhook_endpoint_count = if_not_exists(webhook_endpoint_count, :zero) + :one',
            ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(webhook_endpoint_count) OR webhook_endpoint_count < :max)',
            ExpressionAttributeValues: { ':zero': 0, ':one': 1, ':max': MAX_WEBHOOK_ENDPOINTS },
            // The organization item (no secret on it) tells a full organization from a missing one.
            ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
          },
        },
        {
          Put: {
            TableName: tableName,
            Item: { ...keys.webhookEndpoint(endpoint.organization_id, endpoint.id), entity: 'WebhookEndpoint', ...endpoint, version: 0 },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        {
          Put: {
            TableName: tableName,
            Item: {
              ...keys.webhookEndpointSecret(endpoint.organization_id, endpoint.id),
              entity: 'WebhookEndpointSecret',
              endpoint_id: endpoint.id,
              secret,
            },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
      ]);
      if (written.committed) return 'created';
      // A lost claim (the completion's condition) is the mechanism's to answer.
      if (completion && written.failedAt(0)) throw written.error;
      // The effect's own items: the organization's counter, the endpoint, its secret.
      const first = completion ? 1 : 0;
      if (written.failedAt(first + 1) || written.failedAt(first + 2)) return 'exists';
      if (written.failedAt(first)) return written.itemAt(first) ? 'too_many' : 'no_organization';
      if (written.conflict) return 'conflict';
      throw written.error;
    },

    /**
     * Applies changes in one conditional write that bumps the version. With `expectedVersions`
     * (from If-Match) it happens only if the stored version is one of them, so two concurrent
     * updates against one ETag cannot both win. Re-enabling, or a new URL, forgets the
     * endpoint's failures (a new receiver, or the developer says it is fixed).
     */
    async update(
      organizationId: string,
      endpointId: string,
      changes: EndpointChanges,
      nowIso: string,
      expectedVersions?: number[],
    ): Promise<StoredWebhookEndpoint | 'precondition_failed' | 'not_found'> {
      const { set, condition, names, values } = versionedUpdate(changes, nowIso, expectedVersions);
      const forgetsFailures = changes.status === 'enabled' || changes.url !== undefined;
      const { updated, item } = await table.update<StoredWebhookEndpoint>({
        Key: keys.webhookEndpoint(organizationId, endpointId),
        UpdateExpression: `${set}${forgetsFailures ? ' REMOVE failing_since, slow_at, disabled_reason' : ''}`,
        ConditionExpression: condition,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
        ReturnValues: 'ALL_NEW',
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      });
      if (updated) return item;
      return item ? 'precondition_failed' : 'not_found';
    },

    /**
     * Deletes the endpoint and its secret and lowers the organization's count, in one
     * transaction (never below zero). Deliveries still pending stop at their next attempt (the
     * worker finds no endpoint).
     */
    async delete(organizationId: string, endpointId: string, counted = true): Promise<'deleted' | 'not_found' | 'conflict'> {
      const count = {
        Update: {
          TableName: tableName,
          Key: keys.organization(organizationId),
          UpdateExpression: 'SET webhook_endpoint_count = webhook_endpoint_count - :one',
          ConditionExpression: 'webhook_endpoint_count > :zero',
          ExpressionAttributeValues: { ':one': 1, ':zero': 0 },
        },
      };
      const written = await table.transact([
        { Delete: { TableName: tableName, Key: keys.webhookEndpoint(organizationId, endpointId), ConditionExpression: 'attribute_exists(pk)' } },
        { Delete: { TableName: tableName, Key: keys.webhookEndpointSecret(organizationId, endpointId) } },
        ...(counted ? [count] : []),
      ]);
      if (written.committed) return 'deleted';
      if (written.failedAt(0)) return 'not_found';
      if (written.conflict) return 'conflict';
      // The count never included this one (created before it existed, or the organization is gone).
      if (counted && written.failedAt(2)) return this.delete(organizationId, endpointId, false);
      throw written.error;
    },

    /** What a rotation needs to know of an endpoint, none of it secret (undefined: no such endpoint). */
    async rotationState(organizationId: string, endpointId: string): Promise<RotationState | undefined> {
      return table.get<RotationState>(keys.webhookEndpoint(organizationId, endpointId), {
        ProjectionExpression: 'created_at, secret_rotated_at, older_secret_expires_at',
        ConsistentRead: true,
      });
    },

    /**
     * Rotates the signing secret without reading it, in one transaction: the secret item shifts
     * its slots (the current secret becomes the previous one, expiring at `previousExpiresAt`; the
     * previous one, if any, becomes the older one with its own expiry) and takes the new secret,
     * while the endpoint records the rotation. The endpoint's write is conditional on its
     * `secret_rotated_at` being the one the caller read (`seen`), so of concurrent rotations
     * exactly one wins (`conflict` for the others: what they return never signs), and on the
     * older slot being free (`olderExpiresAt`, what the shift drops, is over).
     */
    async rotateSecret(
      organizationId: string,
      endpointId: string,
      rotation: { secret: string; nowIso: string; seen: RotationState; previousExpiresAt: string; olderExpiresAt: string | undefined },
    ): Promise<'rotated' | 'conflict'> {
      const { secret, nowIso, seen, previousExpiresAt, olderExpiresAt } = rotation;
      const hasPrevious = seen.secret_rotated_at !== undefined && seen.secret_rotated_at !== seen.created_at;
      const written = await table.transact([
        {
          Update: {
            TableName: tableName,
            Key: keys.webhookEndpoint(organizationId, endpointId),
            UpdateExpression: `SET secret_rotated_at = :now, updated_at = :now, #version = if_not_exists(#version, :zero) + :one${
              olderExpiresAt ? ', older_secret_expires_at = :older' : ' REMOVE older_secret_expires_at'
            }`,
            ConditionExpression:
              seen.secret_rotated_at === undefined ? 'attribute_exists(pk) AND attribute_not_exists(secret_rotated_at)' : 'secret_rotated_at = :seen',
            ExpressionAttributeNames: { '#version': 'version' },
            ExpressionAttributeValues: {
              ':now': nowIso,
              ':zero': 0,
              ':one': 1,
              ...(olderExpiresAt ? { ':older': olderExpiresAt } : {}),
              ...(seen.secret_rotated_at === undefined ? {} : { ':seen': seen.secret_rotated_at }),
            },
          },
        },
        {
          Update: {
            TableName: tableName,
            Key: keys.webhookEndpointSecret(organizationId, endpointId),
            UpdateExpression: hasPrevious
              ? 'SET older_secret = previous_secret, older_secret_expires_at = previous_secret_expires_at, previous_secret = secret, previous_secret_expires_at = :expires, secret = :secret'
              : 'SET previous_secret = secret, previous_secret_expires_at = :expires, secret = :secret REMOVE older_secret, older_secret_expires_at',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: { ':expires': previousExpiresAt, ':secret': secret },
          },
        },
      ]);
      if (written.committed) return 'rotated';
      // Another rotation won, or is committing now: its secret is the current one.
      if (written.failedAt(0) || written.conflict) return 'conflict';
      throw written.error;
    },
  };
}

export type WebhookEndpointRepository = ReturnType<typeof webhookEndpointRepository>;
