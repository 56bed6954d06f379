import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { docClient, tableName as defaultTable, type StoreDeps } from '../aws/dynamodb';
import { cancellationReasons, isConditionalCheckFailed } from '../aws/errors';
import { newOutboxPut, type OutboxRecord } from '../email/outbox';
import { enqueueOutbox, type EmailQueueDeps } from '../email/relay';
import type { Logger } from '../logger';
import { keys } from '../store/keys';
import type { StoredWebhookEndpoint } from './repository';
import { AUTO_DISABLE_AFTER_MS, SLOW_ATTEMPT_MS } from './schedule';

/**
 * At most this many developers are emailed when an endpoint is disabled: the disabling
 * transaction holds the endpoint and one outbox record each, within DynamoDB's 100 items.
 */
export const MAX_DISABLE_RECIPIENTS = 50;

type Outbox = Omit<OutboxRecord, 'status' | 'attempts'>;

/**
 * An endpoint's health, as the delivery worker keeps it: `failing_since` is the time of the first
 * failed attempt after the last success (`last_success_at`), cleared by any success; `slow_at`
 * the last slow or failed attempt (the slow lane). Each write is conditional on no later success
 * having been recorded, so attempts finishing out of order cannot mark a healthy endpoint failing.
 */
export function endpointHealthRepository({ client = docClient, tableName = defaultTable }: StoreDeps = {}) {
  return {
    /** Records a success at `at` (a slow one keeps the endpoint in the slow lane); false if the endpoint is gone. */
    async succeeded(organizationId: string, endpointId: string, at: string, slow: boolean): Promise<void> {
      await client
        .send(
          new UpdateCommand({
            TableName: tableName,
            Key: keys.webhookEndpoint(organizationId, endpointId),
            UpdateExpression: slow
              ? 'SET last_success_at = :at, slow_at = :at REMOVE failing_since'
              : 'SET last_success_at = :at REMOVE failing_since, slow_at',
            ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(last_success_at) OR last_success_at < :at)',
            ExpressionAttributeValues: { ':at': at },
          }),
        )
        .catch((error: unknown) => {
          // Deleted meanwhile, or a later success is already recorded.
          if (!isConditionalCheckFailed(error)) throw error;
        });
    },

    /** Records that an attempt at `at` was slow (no answer on the hot lane yet): the slow lane for a while, not a failure. */
    async slow(organizationId: string, endpointId: string, at: string): Promise<void> {
      await client
        .send(
          new UpdateCommand({
            TableName: tableName,
            Key: keys.webhookEndpoint(organizationId, endpointId),
            UpdateExpression: 'SET slow_at = :at',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: { ':at': at },
          }),
        )
        .catch((error: unknown) => {
          if (!isConditionalCheckFailed(error)) throw error;
        });
    },

    /** Records a failure at `at`; answers the endpoint as it is now, or undefined if the failure is older than its last success (or it is gone). */
    async failed(organizationId: string, endpointId: string, at: string): Promise<StoredWebhookEndpoint | undefined> {
      try {
        const result = await client.send(
          new UpdateCommand({
            TableName: tableName,
            Key: keys.webhookEndpoint(organizationId, endpointId),
            UpdateExpression: 'SET failing_since = if_not_exists(failing_since, :at), slow_at = :at',
            ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(last_success_at) OR last_success_at < :at)',
            ExpressionAttributeValues: { ':at': at },
            ReturnValues: 'ALL_NEW',
          }),
        );
        return result.Attributes as StoredWebhookEndpoint;
      } catch (error) {
        if (!isConditionalCheckFailed(error)) throw error;
        return undefined;
      }
    },

    /** The organization's name and its developers' addresses (members whose user is not disabled), at most {@link MAX_DISABLE_RECIPIENTS}. */
    async developers(organizationId: string): Promise<{ organizationName: string; emails: string[] }> {
      const organization = await client.send(
        new GetCommand({
          TableName: tableName,
          Key: keys.organization(organizationId),
          ProjectionExpression: '#name',
          ExpressionAttributeNames: { '#name': 'name' },
        }),
      );
      const members: { user_id: string; email: string }[] = [];
      let start: Record<string, unknown> | undefined;
      do {
        const page = await client.send(
          new QueryCommand({
            TableName: tableName,
            KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
            ExpressionAttributeValues: { ':pk': keys.organizationPartition(organizationId), ':prefix': keys.organizationMemberPrefix },
            ExclusiveStartKey: start,
          }),
        );
        members.push(...((page.Items ?? []) as { user_id: string; email: string }[]));
        start = page.LastEvaluatedKey;
      } while (start && members.length < MAX_DISABLE_RECIPIENTS);
      const emails: string[] = [];
      for (const member of members.slice(0, MAX_DISABLE_RECIPIENTS)) {
        const user = await client.send(new GetCommand({ TableName: tableName, Key: keys.user(member.user_id), ProjectionExpression: 'disabled_at' }));
        if (user.Item && !user.Item.disabled_at) emails.push(member.email);
      }
      return { organizationName: (organization.Item?.name as string | undefined) ?? organizationId, emails };
    },

    /**
     * Disables an endpoint that has failed since `failingSince`, with the developers' emails in
     * the same transaction (so neither exists without the other). Conditional on the endpoint
     * still being enabled and failing since that very time: concurrent workers disable it once,
     * and a success or a re-enable in between wins.
     */
    async disable(endpoint: StoredWebhookEndpoint, failingSince: string, nowIso: string, outbox: Outbox[]): Promise<boolean> {
      try {
        await client.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Update: {
                  TableName: tableName,
                  Key: keys.webhookEndpoint(endpoint.organization_id, endpoint.id),
                  UpdateExpression: 'SET #status = :disabled, disabled_reason = :failing, updated_at = :now, #version = if_not_exists(#version, :zero) + :one',
                  ConditionExpression: '#status = :enabled AND failing_since = :since',
                  ExpressionAttributeNames: { '#status': 'status', '#version': 'version' },
                  ExpressionAttributeValues: {
                    ':disabled': 'disabled',
                    ':enabled': 'enabled',
                    ':failing': 'failing',
                    ':now': nowIso,
                    ':since': failingSince,
                    ':zero': 0,
                    ':one': 1,
                  },
                },
              },
              ...outbox.map((record) => newOutboxPut(record, tableName)),
            ],
          }),
        );
        return true;
      } catch (error) {
        if (cancellationReasons(error)?.includes('ConditionalCheckFailed') || cancellationReasons(error)?.includes('TransactionConflict')) return false;
        throw error;
      }
    },
  };
}

export type EndpointHealthRepository = ReturnType<typeof endpointHealthRepository>;

/** What recording an attempt's effect on its endpoint uses. */
export interface HealthDeps extends EmailQueueDeps {
  health?: EndpointHealthRepository;
  logger?: Logger;
  timeScale: number;
}

/**
 * Keeps the endpoint's health after an attempt and, when every attempt has failed for 5 days
 * (`failing_since` at least that old), disables it and emails its organization's developers
 * through the email outbox (contract 8). Returns whether this call disabled it.
 */
export async function recordEndpointHealth(
  endpoint: StoredWebhookEndpoint,
  attempt: { at: string; outcome: 'succeeded' | 'failed' | 'slow'; durationMs: number },
  nowMs: number,
  deps: HealthDeps,
): Promise<boolean> {
  const { health = endpointHealthRepository(), logger, timeScale } = deps;
  if (attempt.outcome === 'succeeded') {
    await health.succeeded(endpoint.organization_id, endpoint.id, attempt.at, attempt.durationMs > SLOW_ATTEMPT_MS);
    return false;
  }
  if (attempt.outcome === 'slow') {
    await health.slow(endpoint.organization_id, endpoint.id, attempt.at);
    return false;
  }
  const now = await health.failed(endpoint.organization_id, endpoint.id, attempt.at);
  if (!now?.failing_since || now.status !== 'enabled') return false;
  if (Date.parse(now.failing_since) > nowMs - AUTO_DISABLE_AFTER_MS / timeScale) return false;

  const nowIso = new Date(nowMs).toISOString();
  const { organizationName, emails } = await health.developers(endpoint.organization_id);
  const outbox: Outbox[] = emails.map((recipient) => ({
    id: ulid(nowMs),
    kind: 'webhook_endpoint_disabled',
    data: { organization_name: organizationName, endpoint_id: now.id, url: now.url, failing_since: now.failing_since!, disabled_at: nowIso },
    recipient,
    created_at: nowIso,
  }));
  if (!(await health.disable(now, now.failing_since, nowIso, outbox))) return false;
  logger?.warn('webhook endpoint disabled: every delivery failed for 5 days', {
    metric: 'webhook_endpoint_disabled',
    endpointId: now.id,
    organizationId: now.organization_id,
    failingSince: now.failing_since,
    recipients: outbox.length,
  });
  for (const record of outbox) {
    await enqueueOutbox(record.id, nowMs, deps).catch((error: unknown) =>
      logger?.warn('email queue unreachable; the outbox relay will send it', { outboxId: record.id, error }),
    );
  }
  return true;
}
