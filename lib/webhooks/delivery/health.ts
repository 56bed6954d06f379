import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { docClient, tableName as defaultTable, type StoreDeps } from '../../aws/dynamodb';
import { isConditionalCheckFailed } from '../../aws/errors';
import { tableItems } from '../../aws/items';
import { newOutboxPut, type OutboxRecord } from '../../email/outbox';
import { enqueueOutbox, type EmailQueueDeps } from '../../email/relay';
import type { Logger } from '../../logger';
import { keys } from '../../store/keys';
import type { StoredWebhookEndpoint } from '../endpoints/repository';
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
  const table = tableItems(client, tableName);
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
      const { updated, item } = await table.update<StoredWebhookEndpoint>({
        Key: keys.webhookEndpoint(organizationId, endpointId),
        UpdateExpression: 'SET failing_since = if_not_exists(failing_since, :at), slow_at = :at',
        ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(last_success_at) OR last_success_at < :at)',
        ExpressionAttributeValues: { ':at': at },
        ReturnValues: 'ALL_NEW',
      });
      return updated ? item : undefined;
    },

    /** The organization's name and its developers' addresses (members whose user is not disabled), at most {@link MAX_DISABLE_RECIPIENTS}. */
    async developers(organizationId: string): Promise<{ organizationName: string; emails: string[] }> {
      const organization = await table.get<{ name?: string }>(keys.organization(organizationId), {
        ProjectionExpression: '#name',
        ExpressionAttributeNames: { '#name': 'name' },
      });
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
        const user = await table.get<{ disabled_at?: string }>(keys.user(member.user_id), { ProjectionExpression: 'disabled_at' });
        if (user && !user.disabled_at) emails.push(member.email);
      }
      return { organizationName: organization?.name ?? organizationId, emails };
    },

    /**
     * Disables an endpoint, with the developers' emails in the same transaction (so neither exists
     * without the other), if it is still enabled and still what the disabling saw: failing since
     * that very time (`failing`), or at the URL that answered 410 (`gone`). Concurrent workers
     * disable it once, and a success, a re-enable or a new URL in between wins.
     */
    async disable(endpoint: StoredWebhookEndpoint, why: DisableReason, nowIso: string, outbox: Outbox[]): Promise<boolean> {
      const [condition, values] =
        why.reason === 'failing'
          ? ['#status = :enabled AND failing_since = :since', { ':since': why.failingSince }]
          : ['#status = :enabled AND #url = :url', { ':url': endpoint.url }];
      const written = await table.transact([
        {
          Update: {
            TableName: tableName,
            Key: keys.webhookEndpoint(endpoint.organization_id, endpoint.id),
            UpdateExpression: 'SET #status = :disabled, disabled_reason = :reason, updated_at = :now, #version = if_not_exists(#version, :zero) + :one',
            ConditionExpression: condition,
            ExpressionAttributeNames: { '#status': 'status', '#version': 'version', ...(why.reason === 'gone' ? { '#url': 'url' } : {}) },
            ExpressionAttributeValues: {
              ':disabled': 'disabled',
              ':enabled': 'enabled',
              ':reason': why.reason,
              ':now': nowIso,
              ':zero': 0,
              ':one': 1,
              ...values,
            },
          },
        },
        ...outbox.map((record) => newOutboxPut(record, tableName)),
      ]);
      if (written.committed) return true;
      if (written.conditionFailed || written.conflict) return false;
      throw written.error;
    },
  };
}

/** Why the service disables an endpoint: 5 days of failures since a time, or its receiver said it is gone (410). */
export type DisableReason = { reason: 'failing'; failingSince: string } | { reason: 'gone' };

export type EndpointHealthRepository = ReturnType<typeof endpointHealthRepository>;

/** What recording an attempt's effect on its endpoint uses. */
export interface HealthDeps extends EmailQueueDeps {
  health?: EndpointHealthRepository;
  logger?: Logger;
  timeScale: number;
}

/**
 * Keeps the endpoint's health after an attempt and disables it when it must (contract 8): at once
 * when its receiver answered `410 Gone`, or when every attempt has failed for 5 days
 * (`failing_since` at least that old). Returns whether this call disabled it.
 */
export async function recordEndpointHealth(
  endpoint: StoredWebhookEndpoint,
  attempt: { at: string; outcome: 'succeeded' | 'failed' | 'slow' | 'gone'; durationMs: number },
  nowMs: number,
  deps: HealthDeps,
): Promise<boolean> {
  const { health = endpointHealthRepository(), timeScale } = deps;
  if (attempt.outcome === 'succeeded') {
    await health.succeeded(endpoint.organization_id, endpoint.id, attempt.at, attempt.durationMs > SLOW_ATTEMPT_MS);
    return false;
  }
  if (attempt.outcome === 'slow') {
    await health.slow(endpoint.organization_id, endpoint.id, attempt.at);
    return false;
  }
  const now = await health.failed(endpoint.organization_id, endpoint.id, attempt.at);
  if (attempt.outcome === 'gone') return disableEndpoint(endpoint, { reason: 'gone' }, nowMs, deps);
  if (!now?.failing_since || now.status !== 'enabled') return false;
  if (Date.parse(now.failing_since) > nowMs - AUTO_DISABLE_AFTER_MS / timeScale) return false;
  return disableEndpoint(now, { reason: 'failing', failingSince: now.failing_since }, nowMs, deps);
}

/**
 * Disables an endpoint and emails its organization's developers through the email outbox, in one
 * transaction (`disable`), then nudges the email queue (the outbox relay sends what it cannot).
 */
async function disableEndpoint(endpoint: StoredWebhookEndpoint, why: DisableReason, nowMs: number, deps: HealthDeps): Promise<boolean> {
  const { health = endpointHealthRepository(), logger } = deps;
  const nowIso = new Date(nowMs).toISOString();
  const { organizationName, emails } = await health.developers(endpoint.organization_id);
  const outbox: Outbox[] = emails.map((recipient) => ({
    id: ulid(nowMs),
    kind: 'webhook_endpoint_disabled',
    data: {
      organization_name: organizationName,
      endpoint_id: endpoint.id,
      url: endpoint.url,
      reason: why.reason,
      ...(why.reason === 'failing' ? { failing_since: why.failingSince } : {}),
      disabled_at: nowIso,
    },
    recipient,
    created_at: nowIso,
  }));
  if (!(await health.disable(endpoint, why, nowIso, outbox))) return false;
  logger?.warn(
    why.reason === 'gone' ? 'webhook endpoint disabled: its receiver answered 410 Gone' : 'webhook endpoint disabled: every delivery failed for 5 days',
    {
      metric: 'webhook_endpoint_disabled',
      endpointId: endpoint.id,
      organizationId: endpoint.organization_id,
      reason: why.reason,
      ...(why.reason === 'failing' ? { failingSince: why.failingSince } : {}),
      recipients: outbox.length,
    },
  );
  for (const record of outbox) {
    await enqueueOutbox(record.id, nowMs, deps).catch((error: unknown) =>
      logger?.warn('email queue unreachable; the outbox relay will send it', { outboxId: record.id, error }),
    );
  }
  return true;
}
