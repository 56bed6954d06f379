import { PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { docClient, tableName as defaultTable, type StoreDeps } from '../../aws/dynamodb';
import { tableItems } from '../../aws/items';
import { isConditionalCheckFailed, itemOfConditionFailure } from '../../aws/errors';
import { pageOf, queryPage, workIndexBatch } from '../../aws/query-page';
import { deterministicUlid } from '../../ids';
import { keys } from '../../store/keys';
import { tableDefinition } from '../../store/table-definition';
import type { WebhookEventRecord } from '../events/outbox';
import type { DeliveryAttempt, DeliveryStatus, WebhookDelivery } from '../schemas';

/**
 * A record holds at most this many attempts: the schedule's 8 and room for manual retries. Past
 * it the oldest are dropped (the newest tell what is happening now). An attempt is at most
 * about 250 bytes (its `error` is a short code-like text of at most 200 characters), so a record
 * stays under 10 KB, far from DynamoDB's 400 KB.
 */
export const MAX_RECORDED_ATTEMPTS = 32;

/** The due index is spread over this many partitions (by the delivery id's last character). */
export const DUE_SHARDS = 8;

/** A delivery as stored: the contract's fields, where it goes, and the worker's protocol state. */
export interface DeliveryRecord extends WebhookDelivery {
  organization_id: string;
  endpoint_id: string;
  /** Failed attempts on the schedule so far: the next delay is the schedule's entry at this index. */
  schedule_step: number;
  /** False once the schedule is over (a manual retry then makes one attempt, and no more). */
  in_schedule: boolean;
  /** Set while a worker holds the delivery for an attempt; a claim older than `claimed_until` may be taken over. */
  claim_token?: string;
  claimed_until?: number;
  /** When the claim was taken (epoch ms): a claim that lapses is recorded as an attempt that began then. */
  claimed_at?: number;
  /** Since when the delivery has waited for an attempt slot of its endpoint or organization (fair share). */
  deferred_since?: number;
  /**
   * Other endpoints of the organization with the same URL that the event was for: one delivery
   * per URL, signed with their secrets too, so the receiver verifies with whichever it holds.
   */
  cosigners?: string[];
  /** A manual retry arrived while an attempt was in flight: one more attempt right after it. */
  retry_requested?: boolean;
  /** The `next_attempt_at` a queue message was last sent for (so the sweeper does not send it again). */
  enqueued_for?: string;
  ttl: number;
}

const crockford = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** The due-index shard of a delivery: from its id, so every write of one delivery lands on one shard. */
export const shardOf = (deliveryId: string) => crockford.indexOf(deliveryId.at(-1)!) % DUE_SHARDS;

/**
 * The delivery id (the `webhook-id`) of an event to an endpoint: derived from both, so a fan-out
 * that runs twice addresses the same record and never doubles a delivery; its time part is the
 * event's, so an endpoint's log sorts by event.
 */
export const deliveryIdOf = (event: Pick<WebhookEventRecord, 'id' | 'created_at'>, endpointId: string) =>
  `msg_${deterministicUlid(Date.parse(event.created_at), `${event.id}:${endpointId}`)}`;

/** A new delivery, due now (with `cosigners`, for every endpoint of the organization at its URL). */
export function newDelivery(event: WebhookEventRecord, endpointId: string, nowMs: number, cosigners: readonly string[] = []): DeliveryRecord {
  const nowIso = new Date(nowMs).toISOString();
  return {
    id: deliveryIdOf(event, endpointId),
    organization_id: event.organization_id,
    endpoint_id: endpointId,
    event_id: event.id,
    event_type: event.type,
    status: 'pending',
    attempts: [],
    next_attempt_at: nowIso,
    created_at: nowIso,
    schedule_step: 0,
    in_schedule: true,
    // The creator enqueues it at once; the sweeper sends it again only if that message is lost.
    enqueued_for: nowIso,
    ...(cosigners.length > 0 ? { cosigners: [...cosigners] } : {}),
    ttl: event.ttl,
  };
}

/** The index keys a delivery carries in a state: the status index always, the due index while pending. */
function indexKeys(record: Pick<DeliveryRecord, 'organization_id' | 'endpoint_id' | 'id' | 'status' | 'next_attempt_at'>) {
  return {
    ...keys.webhookDeliveryStatusIndex(record.organization_id, record.endpoint_id, record.status, record.id),
    ...(record.status === 'pending' && record.next_attempt_at ? keys.dueWebhookDeliveryIndex(shardOf(record.id), record.next_attempt_at, record.id) : {}),
  };
}

/** The Put of a new delivery (alone, or in a transaction with its event: the test route). */
export function deliveryPut(record: DeliveryRecord, tableName = defaultTable) {
  return {
    Put: {
      TableName: tableName,
      Item: { ...keys.webhookDelivery(record.organization_id, record.endpoint_id, record.id), entity: 'WebhookDelivery', ...record, ...indexKeys(record) },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/** The contract's view of a delivery (6.17): none of the worker's state. */
export function presentDelivery(record: DeliveryRecord): WebhookDelivery {
  return {
    id: record.id,
    event_type: record.event_type,
    event_id: record.event_id,
    status: record.status,
    attempts: record.attempts.map(({ at, response_status, duration_ms, error }) => ({ at, response_status, duration_ms, error })),
    next_attempt_at: record.status === 'pending' ? record.next_attempt_at : null,
    created_at: record.created_at,
  };
}

/** What an attempt leaves: the attempt, and the delivery's next state. */
export interface AttemptOutcome {
  /** None when the delivery stopped without an attempt (its endpoint was deleted or disabled). */
  attempt?: DeliveryAttempt;
  status: DeliveryStatus;
  next_attempt_at: string | null;
  schedule_step: number;
  in_schedule: boolean;
  /** Set when the worker itself sends the message for `next_attempt_at` (a delay SQS can hold). */
  enqueued_for?: string;
}

/**
 * A claim taken, with whether it took over a lapsed one (`lapsedAt`: when that claim began; its
 * worker stopped or hung before recording its attempt), or why not: the delivery as it is.
 */
export type ClaimResult = { claimed: true; record: DeliveryRecord; lapsedAt?: number } | { claimed: false; record: DeliveryRecord | undefined };

/**
 * Deliveries: created once per (event, endpoint), claimed for one attempt at a time, finished
 * with the attempt recorded and the next step scheduled. Every step is one conditional write.
 */
export function deliveryRepository({ client = docClient, tableName = defaultTable }: StoreDeps = {}) {
  const table = tableItems(client, tableName);
  const key = (r: Pick<DeliveryRecord, 'organization_id' | 'endpoint_id' | 'id'>) => keys.webhookDelivery(r.organization_id, r.endpoint_id, r.id);
  return {
    async get(organizationId: string, endpointId: string, deliveryId: string): Promise<DeliveryRecord | undefined> {
      return table.get<DeliveryRecord>(keys.webhookDelivery(organizationId, endpointId, deliveryId), { ConsistentRead: true });
    },

    /** Writes a new delivery, or answers the one a previous run of the fan-out wrote. */
    async createOnce(record: DeliveryRecord): Promise<{ created: true } | { created: false; existing: DeliveryRecord | undefined }> {
      try {
        await client.send(new PutCommand({ ...deliveryPut(record, tableName).Put, ReturnValuesOnConditionCheckFailure: 'ALL_OLD' }));
        return { created: true };
      } catch (error) {
        if (!isConditionalCheckFailed(error)) throw error;
        return { created: false, existing: itemOfConditionFailure<DeliveryRecord>(error) };
      }
    },

    /**
     * Takes a due, pending delivery for one attempt: only one worker at a time holds it, and a
     * claim not released within `claimMs` (its worker died or hung) may be taken over; the answer
     * then says when that claim began (the old item, `ALL_OLD`, still holds it), so its attempt
     * is recorded as failed rather than made again and again. A message that arrives up to a
     * second early (SQS delays are whole seconds) still claims.
     */
    async claim(ref: Pick<DeliveryRecord, 'organization_id' | 'endpoint_id' | 'id'>, token: string, nowMs: number, claimMs: number): Promise<ClaimResult> {
      const { updated, item } = await table.update<DeliveryRecord>({
        Key: key(ref),
        UpdateExpression: 'SET claim_token = :token, claimed_until = :until, claimed_at = :now',
        ConditionExpression:
          'attribute_exists(pk) AND #status = :pending AND next_attempt_at <= :dueBy AND (attribute_not_exists(claimed_until) OR claimed_until < :now)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':token': token,
          ':until': nowMs + claimMs,
          ':pending': 'pending',
          ':dueBy': new Date(nowMs + 1000).toISOString(),
          ':now': nowMs,
        },
        ReturnValues: 'ALL_OLD',
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      });
      if (!updated) return { claimed: false, record: item };
      // `ALL_OLD`: the delivery as it stood before this claim.
      const record = { ...item, claim_token: token, claimed_until: nowMs + claimMs, claimed_at: nowMs };
      // A claim is released by every write that ends it: one still here has lapsed.
      if (item.claim_token === undefined) return { claimed: true, record };
      return { claimed: true, record, lapsedAt: item.claimed_at ?? (item.claimed_until ?? nowMs) - claimMs };
    },

    /**
     * Records an attempt and the delivery's next state, if this worker still holds it. When a
     * manual retry came in meanwhile (`retry_requested`), the attempt is recorded and the delivery
     * stays pending for the retry's attempt: `retry_pending`. `lost`: another worker took the
     * claim over (this one was too slow); its attempt goes unrecorded, as at-least-once allows.
     */
    async finish(claimed: DeliveryRecord, token: string, outcome: AttemptOutcome): Promise<'finished' | 'retry_pending' | 'lost'> {
      const attempts = [...claimed.attempts, ...(outcome.attempt ? [outcome.attempt] : [])].slice(-MAX_RECORDED_ATTEMPTS);
      const next = { ...claimed, status: outcome.status, next_attempt_at: outcome.next_attempt_at };
      const due = indexKeys(next);
      const values: Record<string, unknown> = {
        ':token': token,
        ':attempts': attempts,
        ':status': outcome.status,
        ':next': outcome.next_attempt_at,
        ':step': outcome.schedule_step,
        ':inSchedule': outcome.in_schedule,
        ':dspk': due.dspk,
      };
      const sets = [
        'attempts = :attempts',
        '#status = :status',
        'next_attempt_at = :next',
        'schedule_step = :step',
        'in_schedule = :inSchedule',
        'dspk = :dspk',
      ];
      const removes = ['claim_token', 'claimed_until', 'claimed_at', 'deferred_since'];
      if ('gsi1pk' in due) {
        sets.push('gsi1pk = :gsi1pk', 'gsi1sk = :gsi1sk');
        Object.assign(values, { ':gsi1pk': due.gsi1pk, ':gsi1sk': due.gsi1sk });
      } else removes.push('gsi1pk', 'gsi1sk');
      if (outcome.enqueued_for) {
        sets.push('enqueued_for = :enqueuedFor');
        values[':enqueuedFor'] = outcome.enqueued_for;
      }
      try {
        await client.send(
          new UpdateCommand({
            TableName: tableName,
            Key: key(claimed),
            UpdateExpression: `SET ${sets.join(', ')} REMOVE ${removes.join(', ')}`,
            ConditionExpression: 'claim_token = :token AND attribute_not_exists(retry_requested)',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: values,
          }),
        );
        return 'finished';
      } catch (error) {
        if (!isConditionalCheckFailed(error)) throw error;
      }
      try {
        // A manual retry is waiting: keep its pending state and due time, record this attempt.
        await client.send(
          new UpdateCommand({
            TableName: tableName,
            Key: key(claimed),
            UpdateExpression: 'SET attempts = :attempts REMOVE claim_token, claimed_until, claimed_at, retry_requested',
            ConditionExpression: 'claim_token = :token',
            ExpressionAttributeValues: { ':token': token, ':attempts': attempts },
          }),
        );
        return 'retry_pending';
      } catch (error) {
        if (!isConditionalCheckFailed(error)) throw error;
        return 'lost';
      }
    },

    /**
     * Puts a claimed delivery back without an attempt, due again at `dueAt` (no attempt slot was
     * free: fair share), remembering since when it has waited; the caller sends its message for
     * that time. A manual retry that came in meanwhile keeps its own, earlier due time.
     */
    async defer(claimed: DeliveryRecord, token: string, dueAt: string, nowMs: number): Promise<boolean> {
      const due = indexKeys({ ...claimed, status: 'pending', next_attempt_at: dueAt });
      const release = 'REMOVE claim_token, claimed_until, claimed_at';
      try {
        await client.send(
          new UpdateCommand({
            TableName: tableName,
            Key: key(claimed),
            UpdateExpression: `SET next_attempt_at = :due, enqueued_for = :due, gsi1pk = :gsi1pk, gsi1sk = :gsi1sk, deferred_since = if_not_exists(deferred_since, :now) ${release}`,
            ConditionExpression: 'claim_token = :token AND attribute_not_exists(retry_requested)',
            ExpressionAttributeValues: { ':token': token, ':due': dueAt, ':gsi1pk': due.gsi1pk, ':gsi1sk': due.gsi1sk, ':now': nowMs },
          }),
        );
        return true;
      } catch (error) {
        if (!isConditionalCheckFailed(error)) throw error;
      }
      await client
        .send(
          new UpdateCommand({
            TableName: tableName,
            Key: key(claimed),
            UpdateExpression: `${release}, retry_requested`,
            ConditionExpression: 'claim_token = :token',
            ExpressionAttributeValues: { ':token': token },
          }),
        )
        .catch((error: unknown) => {
          if (!isConditionalCheckFailed(error)) throw error;
        });
      return false;
    },

    /**
     * A manual retry (contract 6.17): a new attempt now, whatever the status. A pending delivery
     * keeps its place on the schedule; a finished one gets one attempt outside it. If an attempt
     * is in flight, it is marked so the worker schedules this one right after.
     */
    async requestRetry(organizationId: string, endpointId: string, deliveryId: string, nowMs: number): Promise<DeliveryRecord | undefined> {
      const ref = { organization_id: organizationId, endpoint_id: endpointId, id: deliveryId };
      const nowIso = new Date(nowMs).toISOString();
      const pending = indexKeys({ ...ref, status: 'pending', next_attempt_at: nowIso });
      const values = { ':now': nowIso, ':pending': 'pending', ':dspk': pending.dspk, ':gsi1pk': pending.gsi1pk, ':gsi1sk': pending.gsi1sk };
      const due = 'SET next_attempt_at = :now, dspk = :dspk, gsi1pk = :gsi1pk, gsi1sk = :gsi1sk, enqueued_for = :now';
      const writes = [
        // Pending and no attempt in flight: due now, keeping its place on the schedule.
        {
          UpdateExpression: due,
          ConditionExpression: 'attribute_exists(pk) AND #status = :pending AND (attribute_not_exists(claimed_until) OR claimed_until < :nowMs)',
          ExpressionAttributeValues: { ...values, ':nowMs': nowMs },
        },
        // An attempt in flight: its worker schedules this one right after it.
        {
          UpdateExpression: `${due}, retry_requested = :yes`,
          ConditionExpression: 'attribute_exists(pk) AND #status = :pending AND claimed_until >= :nowMs',
          ExpressionAttributeValues: { ...values, ':nowMs': nowMs, ':yes': true },
        },
        // Finished: one attempt outside the schedule.
        {
          UpdateExpression:
            'SET #status = :pending, next_attempt_at = :now, in_schedule = :no, dspk = :dspk, gsi1pk = :gsi1pk, gsi1sk = :gsi1sk, enqueued_for = :now',
          ConditionExpression: 'attribute_exists(pk) AND #status <> :pending',
          ExpressionAttributeValues: { ...values, ':no': false },
        },
      ];
      for (const write of writes) {
        const { updated, item } = await table.update<DeliveryRecord>({
          Key: key(ref),
          ExpressionAttributeNames: { '#status': 'status' },
          ReturnValues: 'ALL_NEW',
          ...write,
        });
        if (updated) return item;
      }
      // Missing, or its status changed between the two writes: read what it is now.
      const current = await this.get(organizationId, endpointId, deliveryId);
      return current && current.status === 'pending' ? current : undefined;
    },

    /** Notes that a message was sent for this due time, if the delivery is still due then. */
    async markEnqueued(record: Pick<DeliveryRecord, 'organization_id' | 'endpoint_id' | 'id'>, due: string): Promise<void> {
      await client
        .send(
          new UpdateCommand({
            TableName: tableName,
            Key: key(record),
            UpdateExpression: 'SET enqueued_for = :due',
            ConditionExpression: 'next_attempt_at = :due',
            ExpressionAttributeValues: { ':due': due },
          }),
        )
        .catch((error: unknown) => {
          if (!isConditionalCheckFailed(error)) throw error;
        });
    },

    /**
     * One page of an endpoint's deliveries, newest first, optionally of one status (its own index),
     * after the delivery `after` (an id the caller has checked): the next page's cursor is a
     * delivery id too, whichever index served it.
     */
    async list(organizationId: string, endpointId: string, limit: number, after?: string, status?: DeliveryStatus) {
      if (!status) {
        const partition = keys.webhookDeliveryPartition(organizationId, endpointId);
        const page = await queryPage<DeliveryRecord & { sk: string }>(
          client,
          {
            pk: partition,
            TableName: tableName,
            KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
            ExpressionAttributeValues: { ':pk': partition, ':prefix': keys.webhookDeliveryPrefix },
            ScanIndexForward: false,
            ConsistentRead: true,
          },
          limit,
          after === undefined ? undefined : keys.webhookDelivery(organizationId, endpointId, after).sk,
        );
        return { items: page.items, next: page.nextSk === undefined ? undefined : page.items.at(-1)!.id };
      }
      // The status index: a GSI is read eventually consistently, and its pages continue from a full key.
      const { dspk } = keys.webhookDeliveryStatusIndex(organizationId, endpointId, status, '');
      const index = tableDefinition.deliveriesByStatus;
      const page = await client.send(
        new QueryCommand({
          TableName: tableName,
          IndexName: index.indexName,
          KeyConditionExpression: 'dspk = :pk',
          ExpressionAttributeValues: { ':pk': dspk },
          ScanIndexForward: false,
          Limit: limit + 1,
          ExclusiveStartKey: after ? { dspk, dssk: after, ...keys.webhookDelivery(organizationId, endpointId, after) } : undefined,
        }),
      );
      return pageOf((page.Items ?? []) as DeliveryRecord[], limit, page.LastEvaluatedKey !== undefined, (item) => item.id);
    },

    /**
     * Deliveries of one shard due by `until`, oldest first, up to `limit`, following
     * `LastEvaluatedKey` (GSI reads are eventually consistent: the claim re-checks).
     */
    async listDue(shard: number, until: string, limit: number): Promise<DeliveryRecord[]> {
      return workIndexBatch<DeliveryRecord>(client, tableName, keys.dueWebhookDeliveryPartition(shard), limit, `${until}#~`);
    },
  };
}

export type DeliveryRepository = ReturnType<typeof deliveryRepository>;
