import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { FieldError } from '../contract/problems';
import { docClient, tableName as defaultTable, type StoreDeps } from '../aws/dynamodb';
import { batchWrite } from '../aws/batch-write';
import { isConditionalCheckFailed } from '../aws/errors';
import { tableItems, type TransactItem } from '../aws/items';
import { allInRange, queryPage } from '../aws/query-page';
import { keys } from '../store/keys';
import { webhookEventPut, type WebhookEventRecord } from '../webhooks/events/outbox';
import type { NotAppliedReason } from './events';
import type { Invoice, InvoiceStatus } from './model';
import type { PaymentMethodDisplay } from './stripe-objects';

/** An invoice as stored: `discount` is missing on items written before it was; a deleted draft's tombstone has `deleted_at`. */
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

/** The billing profile item as stored (every field optional: a payment-method write may create it with its counter alone). */
interface StoredProfile {
  default_payment_method?: string | null;
  methods_cleared_at?: number | null;
  pm_writes?: number;
  source_event_at?: number;
  source_rank?: number;
}

/** The result of trying to record an event (and its effect) once. */
export type RecordResult = 'recorded' | 'duplicate' | 'stale' | 'conflict';

/**
 * The write of an older event fails. `source_event_at` rather than `pk`: a billing profile may
 * exist with only the payment-method write counter, before any profile event.
 */
const projectionCondition = 'attribute_not_exists(source_event_at) OR source_event_at < :at OR (source_event_at = :at AND source_rank <= :rank)';

/** Every invoice status: a live invoice has a copy under its own, and none under the others. */
const invoiceStatuses: readonly InvoiceStatus[] = ['draft', 'open', 'paid', 'void', 'uncollectible'];

/** A payment method's copy in the list: only what the list presents (the state item keeps the rest). */
const listedFields = ['entity', 'organization_id', 'id', 'type', 'card', 'details', 'provider_payment_method_id', 'created_at', 'source_event_at'] as const;

/** What `projectionCondition` refuses: the stored item was written by a newer event. */
const isNewer = (stored: Record<string, unknown>, projection: Record<string, unknown>) => {
  const [at, rank] = [stored.source_event_at as number, stored.source_rank as number];
  const [ourAt, ourRank] = [projection.source_event_at as number, projection.source_rank as number];
  return at > ourAt || (at === ourAt && rank > ourRank);
};

/** Invoices, payment methods, billing profiles, customer mappings and provider event records of the table. */
export function billingRepository({ client = docClient, tableName = defaultTable }: StoreDeps = {}) {
  const table = tableItems(client, tableName);
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

  /** The write of a projection, conditional on no newer event having written the item. */
  const projectionWrite = (projection: Record<string, unknown>, mode: 'replace' | 'merge') => {
    const values = { ':at': projection.source_event_at, ':rank': projection.source_rank };
    if (mode === 'replace')
      return { Put: { TableName: tableName, Item: projection, ConditionExpression: projectionCondition, ExpressionAttributeValues: values } };
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

  const versionValues = (item: Record<string, unknown>) => ({ ':at': item.source_event_at, ':rank': item.source_rank });
  const deleteKey = (key: { pk: string; sk: string }): TransactItem => ({ Delete: { TableName: tableName, Key: key } });

  /** One page of an organization's items under a key prefix, newest first, after the id `afterId` (ids sort by creation). */
  async function newestFirstUnder<T>(organizationId: string, prefix: string, limit: number, afterId?: string) {
    const pk = keys.organizationPartition(organizationId);
    const page = await queryPage<T>(
      client,
      {
        pk,
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': pk, ':prefix': prefix },
        ScanIndexForward: false,
        ConsistentRead: true,
      },
      limit,
      afterId === undefined ? undefined : `${prefix}${afterId}`,
    );
    return { items: page.items, nextId: page.nextSk?.slice(prefix.length) };
  }

  /**
   * The first write of an effect, also conditional on the item being as it was read (`seen`: the
   * `source_event_id` it had, null for none), with the item returned when that fails: the billing
   * webhook event of a change is decided from what was read, so nothing may change in between.
   */
  const unchangedSince = (write: TransactItem, seen: string | null): TransactItem => {
    const target = write.Put ?? write.Delete;
    if (!target) return write;
    const condition = target.ConditionExpression ?? 'attribute_exists(pk) OR attribute_not_exists(pk)';
    const watched = {
      ...target,
      ConditionExpression: seen === null ? `attribute_not_exists(pk) AND (${condition})` : `source_event_id = :seen AND (${condition})`,
      ...(seen === null ? {} : { ExpressionAttributeValues: { ...target.ExpressionAttributeValues, ':seen': seen } }),
      ReturnValuesOnConditionCheckFailure: 'ALL_OLD' as const,
    };
    return write.Put ? { Put: watched as typeof write.Put } : { Delete: watched as typeof write.Delete };
  };

  /**
   * An invoice's effect: the invoice and its copy under its status (the copies under the other
   * statuses deleted), unless a newer deletion's tombstone exists; a deletion moves the draft out
   * of the listed range to its tombstone. The first write carries the ordering condition; the
   * tombstone's is checked too, so an older event cannot bring a deleted draft back.
   */
  const invoiceWrites = (item: Record<string, unknown>): TransactItem[] => {
    const organizationId = item.organization_id as string;
    const id = item.id as string;
    const tombstone = keys.deletedInvoice(organizationId, id);
    const values = versionValues(item);
    const statusCopies = (keep?: string) =>
      invoiceStatuses.filter((status) => status !== keep).map((status) => deleteKey(keys.invoiceByStatus(organizationId, status, id)));
    if (item.deleted_at) {
      return [
        {
          Delete: { TableName: tableName, Key: keys.invoice(organizationId, id), ConditionExpression: projectionCondition, ExpressionAttributeValues: values },
        },
        { Put: { TableName: tableName, Item: { ...item, ...tombstone }, ConditionExpression: projectionCondition, ExpressionAttributeValues: values } },
        ...statusCopies(),
      ];
    }
    return [
      { Put: { TableName: tableName, Item: item, ConditionExpression: projectionCondition, ExpressionAttributeValues: values } },
      { ConditionCheck: { TableName: tableName, Key: tombstone, ConditionExpression: projectionCondition, ExpressionAttributeValues: values } },
      { Put: { TableName: tableName, Item: invoiceStatusCopy(item) } },
      ...statusCopies(item.status as string),
    ];
  };

  /**
   * A payment method's effect: its state item (detached ones too, so an older event cannot
   * resurrect them), and its copy in the list of the organization's current clearing, present only
   * while listed (attached, and written after the last `customer.deleted`). The profile's clearing
   * must not move meanwhile, and its write counter moves, so a concurrent `customer.deleted` sees
   * every method written before it (see `clearPaymentMethods`).
   */
  const paymentMethodWrites = (item: Record<string, unknown>, profile: StoredProfile): TransactItem[] => {
    const organizationId = item.organization_id as string;
    const clearedAt = profile.methods_cleared_at ?? null;
    const copy = paymentMethodCopy(item, clearedAt);
    return [
      { Put: { TableName: tableName, Item: item, ConditionExpression: projectionCondition, ExpressionAttributeValues: versionValues(item) } },
      copy ? { Put: { TableName: tableName, Item: copy } } : deleteKey(keys.listedPaymentMethod(organizationId, clearedAt, item.id as string)),
      {
        Update: {
          TableName: tableName,
          Key: keys.billingProfile(organizationId),
          UpdateExpression: 'ADD pm_writes :one',
          ConditionExpression: clearedAt === null ? 'attribute_not_exists(methods_cleared_at)' : 'methods_cleared_at = :cleared',
          ExpressionAttributeValues: { ':one': 1, ...(clearedAt === null ? {} : { ':cleared': clearedAt }) },
        },
      },
    ];
  };

  const readProfile = async (organizationId: string): Promise<StoredProfile> =>
    (await table.get<StoredProfile>(keys.billingProfile(organizationId), { ConsistentRead: true })) ?? {};

  /** Every item of a key range (operators and the rare re-listing of `clearPaymentMethods`), following `LastEvaluatedKey`. */
  const queryRange = <T>(pk: string, prefix: string, filter?: { expression: string; values: Record<string, unknown> }): Promise<T[]> =>
    allInRange<T>(client, { tableName, pk, prefix, consistentRead: true, filter });

  /**
   * Prepares a `customer.deleted` at `clearedAt`: the list moves to a new range (`PMLIST#<clearedAt>#`)
   * that holds exactly the methods whose last event is newer than the deletion (delivered out of
   * order before it; normally none), so every other method leaves the list in the one write of the
   * marker. Reads the current list once (linear in the methods listed, once per deletion) and
   * writes the new range before the marker makes it the one read. Returns the profile's write
   * counter, which the marker's transaction requires unchanged: a method written meanwhile sends
   * the deletion round again.
   */
  const clearPaymentMethods = async (organizationId: string, clearedAt: number): Promise<number> => {
    const profile = await readProfile(organizationId);
    const pk = keys.organizationPartition(organizationId);
    const newer = await queryRange<Record<string, unknown>>(pk, keys.paymentMethodListPrefix(profile.methods_cleared_at ?? null), {
      expression: 'source_event_at > :cleared',
      values: { ':cleared': clearedAt },
    });
    const keep = new Set(newer.map((m) => m.id as string));
    const present = await queryRange<{ pk: string; sk: string; id: string }>(pk, keys.paymentMethodListPrefix(clearedAt));
    await batchWrite(client, tableName, [
      ...present.filter((m) => !keep.has(m.id)).map((m) => ({ delete: { pk: m.pk, sk: m.sk } })),
      ...newer.map((m) => ({ put: { ...m, ...keys.listedPaymentMethod(organizationId, clearedAt, m.id as string) } })),
    ]);
    return profile.pm_writes ?? 0;
  };

  /** The writes of an effect, by what it projects. */
  const effectWrites = async (projection: Record<string, unknown>, mode: 'replace' | 'merge'): Promise<TransactItem[]> => {
    if (projection.entity === 'Invoice') return invoiceWrites(projection);
    if (projection.entity === 'PaymentMethod') return paymentMethodWrites(projection, await readProfile(projection.organization_id as string));
    const write = projectionWrite(projection, mode) as TransactItem;
    if (projection.entity === 'BillingProfile' && typeof projection.methods_cleared_at === 'number') {
      const writes = await clearPaymentMethods(projection.organization_id as string, projection.methods_cleared_at);
      const update = write.Update!;
      update.ConditionExpression = `(${update.ConditionExpression}) AND ${writes === 0 ? 'attribute_not_exists(pm_writes)' : 'pm_writes = :writes'}`;
      if (writes !== 0) update.ExpressionAttributeValues = { ...update.ExpressionAttributeValues, ':writes': writes };
    }
    return [write];
  };

  return {
    /** The organization a provider customer id maps to. */
    async organizationOfCustomer(customerId: string): Promise<string | undefined> {
      return (await table.get<{ organization_id: string }>(keys.customer(customerId)))?.organization_id;
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
      const written = await table.transact([
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
      ]);
      if (written.committed) return 'mapped';
      if (written.failedAt(0)) return 'no_organization';
      if (written.failedAt(1)) return { mappedTo: (await this.organizationOfCustomer(customerId)) ?? 'unknown' };
      throw written.error;
    },

    /** A projected item as stored now (what a webhook event compares the new state with). */
    async getProjected(key: { pk: unknown; sk: unknown }): Promise<Record<string, unknown> | undefined> {
      return table.get<Record<string, unknown>>({ pk: key.pk, sk: key.sk }, { ConsistentRead: true });
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
      const writes = await effectWrites(projection, mode);
      if (seen !== undefined) writes[0] = unchangedSince(writes[0]!, seen);
      const written = await table.transact([
        {
          Put: {
            TableName: tableName,
            Item: eventItem(record, nowMs),
            // A redelivery of an event recorded as not applied (the customer has been mapped since, or a fix deployed) applies it.
            ConditionExpression: 'attribute_not_exists(pk) OR outcome = :notApplied',
            ExpressionAttributeValues: { ':notApplied': 'not_applied' },
          },
        },
        ...writes,
        ...events.map((event) => webhookEventPut(event, tableName)),
      ]);
      if (written.committed) return 'recorded';
      if (written.failedAt(0)) return 'duplicate';
      // The item changed since it was read (a watched write): an older event lost, a concurrent one is retried.
      if (seen !== undefined && written.failedAt(1)) {
        const current = written.itemAt<Record<string, unknown>>(1);
        return current && isNewer(current, projection) ? 'stale' : 'conflict';
      }
      if (written.conflict) return 'conflict';
      // The effect's writes follow the event's record.
      if (written.firstFailed === undefined) throw written.error;
      const write = writes[written.firstFailed - 1]!;
      // A payment method's profile check, or a deletion whose profile counter moved: the clearing changed meanwhile, try again.
      if (write.Update?.UpdateExpression === 'ADD pm_writes :one') return 'conflict';
      if (write.Update?.ConditionExpression?.includes('pm_writes') && !(await this.profileIsNewer(projection))) return 'conflict';
      return 'stale';
    },

    /** Whether the stored billing profile was written by an event at least as new as `projection`'s (a merge refused for its age). */
    async profileIsNewer(projection: Record<string, unknown>): Promise<boolean> {
      const stored = await readProfile(projection.organization_id as string);
      if (stored.source_event_at === undefined) return false;
      const at = projection.source_event_at as number;
      return stored.source_event_at > at || (stored.source_event_at === at && (stored.source_rank ?? 0) > (projection.source_rank as number));
    },

    /**
     * Records an event that changes nothing (stale, acknowledged, not applied), once. A not-applied
     * event is counted in the same transaction, so a redelivery neither records nor counts it again.
     */
    async recordOnly(record: EventRecord, nowMs: number): Promise<'recorded' | 'duplicate' | 'conflict'> {
      const put = { TableName: tableName, Item: eventItem(record, nowMs), ConditionExpression: 'attribute_not_exists(pk)' };
      if (record.outcome === 'not_applied') {
        const written = await table.transact([{ Put: put }, countNotApplied(record)]);
        if (written.committed) return 'recorded';
        if (written.failedAt(0)) return 'duplicate';
        if (written.conflict) return 'conflict';
        throw written.error;
      }
      try {
        await client.send(new PutCommand(put));
        return 'recorded';
      } catch (error) {
        if (isConditionalCheckFailed(error)) return 'duplicate';
        throw error;
      }
    },

    /** The provider's counters of not-applied events: `not_applied` in all, and `not_applied_<reason>`. */
    async notAppliedCounts(provider: string): Promise<Record<string, number>> {
      const stats = await table.get<Record<string, number>>(keys.billingStats(provider), { ConsistentRead: true });
      return Object.fromEntries(Object.entries(stats ?? {}).filter(([name]) => name.startsWith('not_applied')));
    },

    async getEvent(provider: string, eventId: string): Promise<EventRecord | undefined> {
      return table.get<EventRecord>(keys.providerEvent(provider, eventId), { ConsistentRead: true });
    },

    /** An invoice of the organization; another organization's cannot even be addressed. */
    async getInvoice(organizationId: string, invoiceId: string): Promise<StoredInvoice | undefined> {
      return table.get<StoredInvoice>(keys.invoice(organizationId, invoiceId), { ConsistentRead: true });
    },

    /**
     * One page of the organization's listed payment methods, newest first, after the method id
     * `afterId`: the range of its current clearing (`clearedAt`, the profile's
     * `methods_cleared_at`), which holds only attached methods written after it.
     */
    async listPaymentMethods(organizationId: string, limit: number, afterId?: string, clearedAt: number | null = null) {
      return newestFirstUnder<StoredPaymentMethod>(organizationId, keys.paymentMethodListPrefix(clearedAt), limit, afterId);
    },

    /**
     * One page of the organization's invoices, newest first (ids sort by creation), after the
     * invoice id `afterId`; with `status`, the copies under that status. Deleted drafts are not in
     * either range.
     */
    async listInvoices(organizationId: string, limit: number, afterId?: string, status?: string) {
      return newestFirstUnder<StoredInvoice>(organizationId, status ? keys.invoiceStatusPrefix(status) : keys.invoicePrefix, limit, afterId);
    },

    /**
     * Rebuilds one organization's list ranges from its items (`reindexBilling`): each invoice's
     * status copy (a deleted draft moved to its tombstone), each listed payment method's copy under
     * the current clearing. Each item in a transaction with a check that it is as read.
     */
    async reindex(organizationId: string): Promise<{ invoices: number; paymentMethods: number }> {
      const pk = keys.organizationPartition(organizationId);
      const unchanged = (item: Record<string, unknown>): TransactItem => ({
        ConditionCheck: {
          TableName: tableName,
          Key: { pk: item.pk as string, sk: item.sk as string },
          ConditionExpression: 'source_event_at = :at AND source_rank = :rank',
          ExpressionAttributeValues: versionValues(item),
        },
      });
      const rewrite = async (read: () => Promise<Record<string, unknown>[]>, writes: (item: Record<string, unknown>) => TransactItem[]) => {
        for (let round = 0; round < 5; round++) {
          let count = 0;
          let changed = 0;
          for (const item of await read()) {
            // A cancelled rewrite means the item changed meanwhile: the next round reads it again.
            if ((await table.transact(writes(item))).committed) count++;
            else changed++;
          }
          if (changed === 0) return count;
        }
        throw new Error(`Billing items of ${organizationId} kept changing while they were reindexed; run it again`);
      };
      const invoices = await rewrite(
        () => queryRange(pk, keys.invoicePrefix),
        (item) =>
          item.deleted_at
            ? [
                {
                  Delete: {
                    TableName: tableName,
                    Key: { pk, sk: item.sk as string },
                    ConditionExpression: 'source_event_at = :at AND source_rank = :rank',
                    ExpressionAttributeValues: versionValues(item),
                  },
                },
                { Put: { TableName: tableName, Item: projectionItems(item)[0]! } },
              ]
            : [unchanged(item), { Put: { TableName: tableName, Item: invoiceStatusCopy(item) } }],
      );
      const clearedAt = (await readProfile(organizationId)).methods_cleared_at ?? null;
      const paymentMethods = await rewrite(
        async () =>
          (await queryRange<Record<string, unknown>>(pk, keys.paymentMethodPrefix)).filter((item) => paymentMethodCopy(item, clearedAt) !== undefined),
        (item) => [unchanged(item), { Put: { TableName: tableName, Item: paymentMethodCopy(item, clearedAt)! } }],
      );
      return { invoices, paymentMethods };
    },

    async billingProfile(organizationId: string): Promise<BillingProfile> {
      const profile = await readProfile(organizationId);
      return { default_payment_method: profile.default_payment_method ?? null, methods_cleared_at: profile.methods_cleared_at ?? null };
    },
  };
}

/** A live invoice's copy under its status (the range `?status=` reads). */
function invoiceStatusCopy(item: Record<string, unknown>): Record<string, unknown> {
  return { ...item, ...keys.invoiceByStatus(item.organization_id as string, item.status as string, item.id as string) };
}

/** A payment method's copy in the list of the clearing `clearedAt`, or undefined when it is not listed (detached, or cleared). */
function paymentMethodCopy(item: Record<string, unknown>, clearedAt: number | null): Record<string, unknown> | undefined {
  if (item.detached_at || (clearedAt !== null && (item.source_event_at as number) <= clearedAt)) return undefined;
  const copy = Object.fromEntries(listedFields.filter((f) => item[f] !== undefined).map((f) => [f, item[f]]));
  return { ...copy, ...keys.listedPaymentMethod(item.organization_id as string, clearedAt, item.id as string) };
}

/**
 * The items a projection leaves when it is the newest write of its object, in the layout the
 * transactions above maintain: for benchmark seeding and for rebuilding the list ranges of items
 * written in an older layout (`npm run ops -- billing:reindex`).
 */
export function projectionItems(item: Record<string, unknown>, clearedAt: number | null = null): Record<string, unknown>[] {
  if (item.entity === 'Invoice') {
    if (item.deleted_at) return [{ ...item, ...keys.deletedInvoice(item.organization_id as string, item.id as string) }];
    return [item, invoiceStatusCopy(item)];
  }
  if (item.entity === 'PaymentMethod') return [item, paymentMethodCopy(item, clearedAt)].filter((i) => i !== undefined);
  return [item];
}

export type BillingRepository = ReturnType<typeof billingRepository>;
