import { GetCommand, PutCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { docClient, tableName as defaultTable, type StoreDeps } from '../aws/dynamodb';
import { cancellationReasons, isConditionalCheckFailed } from '../aws/errors';
import { keys } from '../store/keys';
import type { Invoice, PaymentMethod } from './model';

/** Event records outlive every provider's retry horizon (Stripe retries for 3 days) by a margin. */
export const EVENT_RETENTION_DAYS = 30;

export type EventOutcome = 'applied' | 'stale' | 'ignored' | 'unknown_customer';

export interface EventRecord {
  provider: string;
  event_id: string;
  type: string;
  occurred_at: string;
  received_at: string;
  outcome: EventOutcome;
  organization_id?: string;
}

/** The result of trying to record an event (and its effect) once. */
export type RecordResult = 'recorded' | 'duplicate' | 'stale' | 'conflict';

const projectionCondition =
  'attribute_not_exists(pk) OR source_event_at < :at OR (source_event_at = :at AND source_rank <= :rank)';

export function billingRepository({ client = docClient, tableName = defaultTable }: StoreDeps = {}) {
  const eventItem = (record: EventRecord, nowMs: number) => ({
    ...keys.providerEvent(record.provider, record.event_id),
    entity: 'ProviderEvent',
    ...record,
    ttl: Math.ceil(nowMs / 1000) + EVENT_RETENTION_DAYS * 86_400,
  });

  return {
    /** The organization a provider customer id maps to. */
    async organizationOfCustomer(customerId: string): Promise<string | undefined> {
      const result = await client.send(new GetCommand({ TableName: tableName, Key: keys.customer(customerId) }));
      return result.Item?.organization_id as string | undefined;
    },

    async mapCustomer(customerId: string, organizationId: string): Promise<void> {
      await client.send(
        new PutCommand({ TableName: tableName, Item: { ...keys.customer(customerId), entity: 'Customer', customer_id: customerId, organization_id: organizationId } }),
      );
    },

    /**
     * Records the event and applies its effect in one transaction: the event record only if absent
     * (the idempotency key), the projection only if no newer event wrote it. Both or neither.
     */
    async recordWithEffect(record: EventRecord, projection: Record<string, unknown>, nowMs: number): Promise<RecordResult> {
      try {
        await client.send(
          new TransactWriteCommand({
            TransactItems: [
              { Put: { TableName: tableName, Item: eventItem(record, nowMs), ConditionExpression: 'attribute_not_exists(pk)' } },
              {
                Put: {
                  TableName: tableName,
                  Item: projection,
                  ConditionExpression: projectionCondition,
                  ExpressionAttributeValues: { ':at': projection.source_event_at, ':rank': projection.source_rank },
                },
              },
            ],
          }),
        );
        return 'recorded';
      } catch (error) {
        const reasons = cancellationReasons(error);
        if (!reasons) throw error;
        if (reasons[0] === 'ConditionalCheckFailed') return 'duplicate';
        if (reasons[1] === 'ConditionalCheckFailed') return 'stale';
        if (reasons.includes('TransactionConflict')) return 'conflict';
        throw error;
      }
    },

    /** Records an event that changes nothing (stale, ignored, unknown customer), once. */
    async recordOnly(record: EventRecord, nowMs: number): Promise<'recorded' | 'duplicate'> {
      try {
        await client.send(new PutCommand({ TableName: tableName, Item: eventItem(record, nowMs), ConditionExpression: 'attribute_not_exists(pk)' }));
        return 'recorded';
      } catch (error) {
        if (isConditionalCheckFailed(error)) return 'duplicate';
        throw error;
      }
    },

    async getEvent(provider: string, eventId: string): Promise<EventRecord | undefined> {
      const result = await client.send(new GetCommand({ TableName: tableName, Key: keys.providerEvent(provider, eventId), ConsistentRead: true }));
      return result.Item as EventRecord | undefined;
    },

    /** An invoice of the organization; another organization's cannot even be addressed. */
    async getInvoice(organizationId: string, invoiceId: string): Promise<(Invoice & Record<string, unknown>) | undefined> {
      const result = await client.send(new GetCommand({ TableName: tableName, Key: keys.invoice(organizationId, invoiceId), ConsistentRead: true }));
      return result.Item as (Invoice & Record<string, unknown>) | undefined;
    },

    /**
     * One page of the organization's attached payment methods, newest first, after `afterSk`.
     * Detached ones stay stored (so an older event cannot resurrect them) but are filtered out;
     * the loop fills the page despite the filter.
     */
    async listPaymentMethods(organizationId: string, limit: number, afterSk?: string) {
      const rows: (Omit<PaymentMethod, 'is_default'> & { sk: string; provider_payment_method_id: string })[] = [];
      let start: Record<string, unknown> | undefined = afterSk ? { pk: keys.organizationPartition(organizationId), sk: afterSk } : undefined;
      do {
        const page = await client.send(
          new QueryCommand({
            TableName: tableName,
            KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
            FilterExpression: 'attribute_not_exists(detached_at)',
            ExpressionAttributeValues: { ':pk': keys.organizationPartition(organizationId), ':prefix': keys.paymentMethodPrefix },
            ScanIndexForward: false,
            ConsistentRead: true,
            Limit: limit + 1,
            ExclusiveStartKey: start,
          }),
        );
        rows.push(...((page.Items ?? []) as typeof rows));
        start = page.LastEvaluatedKey;
      } while (start && rows.length <= limit);
      return { items: rows.slice(0, limit), hasMore: rows.length > limit, lastSk: rows.slice(0, limit).at(-1)?.sk };
    },

    async defaultPaymentMethod(organizationId: string): Promise<string | null> {
      const result = await client.send(new GetCommand({ TableName: tableName, Key: keys.billingProfile(organizationId), ConsistentRead: true }));
      return (result.Item?.default_payment_method as string | null | undefined) ?? null;
    },
  };
}

export type BillingRepository = ReturnType<typeof billingRepository>;
