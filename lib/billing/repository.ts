import { GetCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { FieldError } from '../contract/problems';
import { docClient, tableName as defaultTable, type StoreDeps } from '../aws/dynamodb';
import { cancellationItem, cancellationReasons, isConditionalCheckFailed } from '../aws/errors';
import { queryPage } from '../aws/query-page';
import { keys } from '../store/keys';
import { webhookEventPut, type WebhookEventRecord } from '../webhook-endpoints/events';
import type { NotAppliedReason } from './events';
import type { Invoice } from './model';
import type { PaymentMethodDisplay } from './stripe-objects';

/** An invoice as stored: `discount` is missing on items written before it was; a deleted draft keeps its item. */
export type StoredInvoice = Omit<Invoice, 'discount'> & { discount?: number; deleted_at?: string };

/** Event records outlive every provider's retry horizon (Stripe retries for 3 days) by a margin. */
export const EVENT_RETENTION_DAYS = 30;

/**
 * `applied`: its effect was written. `stale`: a newer event had already written the object.
 * `acknowledged`: a type the service knows, with nothing to change. `not_applied`: the service
 * could not apply it; `not_applied_reason` says why, and the provider's counter counts it.
 */
export type EventOutcome = 'applied' | 'stale' | 'acknowledged' | 'not_applied';

/** The record of a provider event (its idempotency key), written in the same transaction as its effect. */
export interface EventRecord {
  provider: string;
  event_id: string;
  type: string;
  occurred_at: string;
  received_at: string;
  outcome: EventOutcome;
  not_applied_reason?: NotAppliedReason;
  /** For unreadable content: where it did not parse (JSON Pointers and messages, never values). */
  errors?: FieldError[];
  organization_id?: string;
}

/** A payment method as stored: the contract's fields plus what reads filter on. */
export interface StoredPaymentMethod {
  sk: string;
  id: string;
  type: string;
  card?: { brand: string; last4: string; exp_month: number; exp_year: number };
  details?: PaymentMethodDisplay;
  provider_payment_method_id: string;
  created_at: string;
}

/** An organization's billing profile: the default payment method and when the customer's methods were cleared. */
export interface BillingProfile {
  /** The provider's id of the default payment method, or null. */
  default_payment_method: string | null;
  /** Event time (epoch ms) of the customer's deletion: methods not written after it are gone. */
  methods_cleared_at: number | null;
}

/** The result of trying to record an event (and its effect) once. */
export type RecordResult = 'recorded' | 'duplicate' | 'stale' | 'conflict';

const projectionCondition = 'attribute_not_exists(pk) OR source_event_at < :at OR (source_event_at = :at AND source_rank <= :rank)';

/** What `projectionCondition` refuses: the stored item was written by a newer event. */
const isNewer = (stored: Record<string, unknown>, projection: Record<string, unknown>) => {
  const [at, rank] = [stored.source_event_at as number, stored.source_rank as number];
  const [ourAt, ourRank] = [projection.source_event_at as number, projection.source_rank as number];
  return at > ourAt || (at === ourAt && rank > ourRank);
};

/** Invoices, payment methods, billing profiles, customer mappings and provider event records of the table. */
export function billingRepository({ client = docClient, tableName = defaultTable }: StoreDeps = {}) {
  const eventItem = (record: EventRecord, nowMs: number) => ({
    ...keys.providerEvent(record.provider, record.event_id),
    entity: 'ProviderEvent',
    ...record,
    ttl: Math.ceil(nowMs / 1000) + EVENT_RETENTION_DAYS * 86_400,
  });

  /** Counts not-applied events per provider and reason, in the transaction that records the event (so once per event). */
  const countNotApplied = (record: EventRecord) => ({
    Update: {
      TableName: tableName,
      Key: keys.billingStats(record.provider),
      UpdateExpression: 'SET entity = :entity ADD not_applied :one, #reason :one',
      ExpressionAttributeNames: { '#reason': `not_applied_${record.not_applied_reason ?? 'unknown'}` },
      ExpressionAttributeValues: { ':entity': 'BillingStats', ':one': 1 },
    },
  });

  /**
   * The write of a projection, conditional on no newer event having written the item and, when
   * `seen` is given, on the item being as it was read (so a webhook event decided from that read
   * describes exactly this change); the item comes back on a failed condition to tell which.
   */
  const projectionWrite = (projection: Record<string, unknown>, mode: 'replace' | 'merge', seen?: string | null) => {
    const values: Record<string, unknown> = { ':at': projection.source_event_at, ':rank': projection.source_rank };
    if (mode === 'replace') {
      let condition = projectionCondition;
      if (seen === null) condition = `attribute_not_exists(pk) AND (${projectionCondition})`;
      else if (seen !== undefined) {
        condition = `source_event_id = :seen AND (${projectionCondition})`;
        values[':seen'] = seen;
      }
      return {
        Put: {
          TableName: tableName,
          Item: projection,
          ConditionExpression: condition,
          ExpressionAttributeValues: values,
          ...(seen !== undefined ? { ReturnValuesOnConditionCheckFailure: 'ALL_OLD' as const } : {}),
        },
      };
    }
    const { pk, sk, ...attributes } = projection;
    const names = Object.keys(attributes);
    return {
      Update: {
        TableName: tableName,
        Key: { pk, sk },
        UpdateExpression: `SET ${names.map((_, i) => `#a${i} = :v${i}`).join(', ')}`,
        ConditionExpression: projectionCondition,
        ExpressionAttributeNames: Object.fromEntries(names.map((name, i) => [`#a${i}`, name])),
        ExpressionAttributeValues: { ...values, ...Object.fromEntries(names.map((name, i) => [`:v${i}`, attributes[name]])) },
      },
    };
  };

  return {
    /** The organization a provider customer id maps to. */
    async organizationOfCustomer(customerId: string): Promise<string | undefined> {
      const result = await client.send(new GetCommand({ TableName: tableName, Key: keys.customer(customerId) }));
      return result.Item?.organization_id as string | undefined;
    },

    /**
     * Maps a provider customer to an organization, with a check that the organization exists. The
     * mapping is written only if absent or already this one, unless `reassign`; otherwise the
     * organization it points at is returned.
     */
    async mapCustomer(
      customerId: string,
      organizationId: string,
      { reassign = false, nowIso = new Date().toISOString() } = {},
    ): Promise<'mapped' | 'no_organization' | { mappedTo: string }> {
      try {
        await client.send(
          new TransactWriteCommand({
            TransactItems: [
              { ConditionCheck: { TableName: tableName, Key: keys.organization(organizationId), ConditionExpression: 'attribute_exists(pk)' } },
              {
                Put: {
                  TableName: tableName,
                  Item: { ...keys.customer(customerId), entity: 'Customer', customer_id: customerId, organization_id: organizationId, mapped_at: nowIso },
                  ConditionExpression: reassign ? undefined : 'attribute_not_exists(pk) OR organization_id = :org',
                  ExpressionAttributeValues: reassign ? undefined : { ':org': organizationId },
                  ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
                },
              },
            ],
          }),
        );
        return 'mapped';
      } catch (error) {
        const reasons = cancellationReasons(error);
        if (reasons?.[0] === 'ConditionalCheckFailed') return 'no_organization';
        if (reasons?.[1] === 'ConditionalCheckFailed') return { mappedTo: (await this.organizationOfCustomer(customerId)) ?? 'unknown' };
        throw error;
      }
    },

    /** A projected item as stored now (what a webhook event compares the new state with). */
    async getProjected(key: { pk: unknown; sk: unknown }): Promise<Record<string, unknown> | undefined> {
      const result = await client.send(new GetCommand({ TableName: tableName, Key: { pk: key.pk, sk: key.sk }, ConsistentRead: true }));
      return result.Item;
    },

    /**
     * Records the event and applies its effect in one transaction: the event record only if absent
     * (the idempotency key) or recorded as not applied, the projection only if no newer event
     * wrote it, and the webhook events the change causes. All or nothing. With `seen` (the
     * `source_event_id` the item had when read, null for none), the projection is also
     * conditional on the item being unchanged since: a write in between is a `conflict` to retry.
     */
    async recordWithEffect(
      record: EventRecord,
      projection: Record<string, unknown>,
      mode: 'replace' | 'merge',
      nowMs: number,
      { seen, events = [] }: { seen?: string | null; events?: readonly WebhookEventRecord[] } = {},
    ): Promise<RecordResult> {
      try {
        await client.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Put: {
                  TableName: tableName,
                  Item: eventItem(record, nowMs),
                  // A redelivery of an event recorded as not applied (the customer has been mapped since, or a fix deployed) applies it.
                  ConditionExpression: 'attribute_not_exists(pk) OR outcome = :notApplied',
                  ExpressionAttributeValues: { ':notApplied': 'not_applied' },
                },
              },
              projectionWrite(projection, mode, seen),
              ...events.map((event) => webhookEventPut(event, tableName)),
            ],
          }),
        );
        return 'recorded';
      } catch (error) {
        const reasons = cancellationReasons(error);
        if (!reasons) throw error;
        if (reasons[0] === 'ConditionalCheckFailed') return 'duplicate';
        if (reasons[1] === 'ConditionalCheckFailed') {
          if (seen === undefined) return 'stale';
          const current = cancellationItem<Record<string, unknown>>(error, 1);
          return current && isNewer(current, projection) ? 'stale' : 'conflict';
        }
        if (reasons.includes('TransactionConflict')) return 'conflict';
        throw error;
      }
    },

    /**
     * Records an event that changes nothing (stale, acknowledged, not applied), once. A not-applied
     * event is counted in the same transaction, so a redelivery neither records nor counts it again.
     */
    async recordOnly(record: EventRecord, nowMs: number): Promise<'recorded' | 'duplicate' | 'conflict'> {
      const put = { TableName: tableName, Item: eventItem(record, nowMs), ConditionExpression: 'attribute_not_exists(pk)' };
      try {
        if (record.outcome === 'not_applied') {
          await client.send(new TransactWriteCommand({ TransactItems: [{ Put: put }, countNotApplied(record)] }));
        } else {
          await client.send(new PutCommand(put));
        }
        return 'recorded';
      } catch (error) {
        if (isConditionalCheckFailed(error)) return 'duplicate';
        const reasons = cancellationReasons(error);
        if (reasons?.[0] === 'ConditionalCheckFailed') return 'duplicate';
        if (reasons?.includes('TransactionConflict')) return 'conflict';
        throw error;
      }
    },

    /** The provider's counters of not-applied events: `not_applied` in all, and `not_applied_<reason>`. */
    async notAppliedCounts(provider: string): Promise<Record<string, number>> {
      const result = await client.send(new GetCommand({ TableName: tableName, Key: keys.billingStats(provider), ConsistentRead: true }));
      return Object.fromEntries(Object.entries(result.Item ?? {}).filter(([name]) => name.startsWith('not_applied')));
    },

    async getEvent(provider: string, eventId: string): Promise<EventRecord | undefined> {
      const result = await client.send(new GetCommand({ TableName: tableName, Key: keys.providerEvent(provider, eventId), ConsistentRead: true }));
      return result.Item as EventRecord | undefined;
    },

    /** An invoice of the organization; another organization's cannot even be addressed. */
    async getInvoice(organizationId: string, invoiceId: string): Promise<StoredInvoice | undefined> {
      const result = await client.send(new GetCommand({ TableName: tableName, Key: keys.invoice(organizationId, invoiceId), ConsistentRead: true }));
      return result.Item as StoredInvoice | undefined;
    },

    /**
     * One page of the organization's attached payment methods, newest first, after `afterSk`.
     * Detached ones stay stored (so an older event cannot resurrect them) but are filtered out, as
     * are those not written after `clearedAt` (the customer's deletion); the loop fills the page
     * despite the filter.
     */
    async listPaymentMethods(organizationId: string, limit: number, afterSk?: string, clearedAt: number | null = null) {
      return queryPage<StoredPaymentMethod>(
        client,
        {
          pk: keys.organizationPartition(organizationId),
          TableName: tableName,
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
          FilterExpression: clearedAt === null ? 'attribute_not_exists(detached_at)' : 'attribute_not_exists(detached_at) AND source_event_at > :cleared',
          ExpressionAttributeValues: {
            ':pk': keys.organizationPartition(organizationId),
            ':prefix': keys.paymentMethodPrefix,
            ...(clearedAt === null ? {} : { ':cleared': clearedAt }),
          },
          ScanIndexForward: false,
          ConsistentRead: true,
        },
        limit,
        afterSk,
      );
    },

    /** One page of the organization's invoices, newest first (ids sort by creation), optionally of one status; deleted drafts left out. */
    async listInvoices(organizationId: string, limit: number, afterSk?: string, status?: string) {
      return queryPage<StoredInvoice>(
        client,
        {
          pk: keys.organizationPartition(organizationId),
          TableName: tableName,
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
          FilterExpression: status ? 'attribute_not_exists(deleted_at) AND #status = :status' : 'attribute_not_exists(deleted_at)',
          ExpressionAttributeNames: status ? { '#status': 'status' } : undefined,
          ExpressionAttributeValues: {
            ':pk': keys.organizationPartition(organizationId),
            ':prefix': keys.invoicePrefix,
            ...(status ? { ':status': status } : {}),
          },
          ScanIndexForward: false,
          ConsistentRead: true,
        },
        limit,
        afterSk,
      );
    },

    async billingProfile(organizationId: string): Promise<BillingProfile> {
      const result = await client.send(new GetCommand({ TableName: tableName, Key: keys.billingProfile(organizationId), ConsistentRead: true }));
      return {
        default_payment_method: (result.Item?.default_payment_method as string | null | undefined) ?? null,
        methods_cleared_at: (result.Item?.methods_cleared_at as number | undefined) ?? null,
      };
    },
  };
}

export type BillingRepository = ReturnType<typeof billingRepository>;
