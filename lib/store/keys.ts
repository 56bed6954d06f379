/**
 * Key formats of the single table: a deliberate data contract. Change one only with a migration.
 *
 * | Access pattern                               | Key condition                                   | Code                         |
 * |----------------------------------------------|-------------------------------------------------|------------------------------|
 * | Topic changelog, newest first                | pk = VOCAB#topics, sk begins_with VERSION#, desc | vocabularies/repository.ts   |
 * | Topic version name (unique) and its topic set | pk = VOCAB#topics, sk = NAME#<version>          | vocabularies/repository.ts   |
 * | Latest topic version (publication head)      | pk = VOCAB#topics, sk = HEAD                    | vocabularies/repository.ts   |
 * | One topic of a version (by id)               | pk = VOCABSET#<publication>, sk = TOPIC#<id>    | vocabularies/repository.ts   |
 * | Every topic of a version                     | pk = VOCABSET#<publication>, sk begins_with TOPIC# | vocabularies/repository.ts |
 * | A large changelog entry's changes, in order  | pk = VOCABSET#<publication>, sk begins_with CHANGES# | vocabularies/repository.ts |
 * | Organization by id                           | pk = ORG#<org>, sk = ORG                        | organizations/repository.ts  |
 * | Organization by name (unique claim)          | pk = ORGNAME#<name>, sk = ORGNAME               | organizations/repository.ts  |
 * | User by id                                   | pk = USER#<usr>, sk = USER                      | users/repository.ts          |
 * | User by email (unique claim)                 | pk = EMAIL#<email>, sk = EMAIL                  | users/repository.ts          |
 * | Session by id                                | pk = SESSION#<ses>, sk = SESSION                | sessions/repository.ts       |
 * | Sessions of a user                           | pk = USER#<usr>, sk begins_with SESSION#        | sessions/repository.ts       |
 * | Sessions of an organization                  | pk = ORG#<org>, sk begins_with SESSION#         | sessions/repository.ts       |
 * | Identity at an OpenID provider (its user)    | pk = IDENTITY#<iss>#<sub>, sk = IDENTITY        | identities/repository.ts     |
 * | A user's identity (copy of the link)         | pk = USER#<usr>, sk = IDENTITY#<iss>#<sub>      | identities/repository.ts     |
 * | Identities of a user                         | pk = USER#<usr>, sk begins_with IDENTITY#       | identities/repository.ts     |
 * | Rate bucket                                  | pk = RATE#<class>#<scope>, sk = RATE            | ratelimit/limiter.ts         |
 * | Invoice of an organization                   | pk = ORG#<org>, sk = INVOICE#<inv>              | billing/repository.ts        |
 * | Invoices of an organization, newest first    | pk = ORG#<org>, sk begins_with INVOICE#, desc   | billing/repository.ts        |
 * | Invoices of one status, newest first (copies) | pk = ORG#<org>, sk begins_with INVOICESTATUS#<status>#, desc | billing/repository.ts |
 * | A deleted draft (tombstone, never listed)    | pk = ORG#<org>, sk = DELETEDINVOICE#<inv>       | billing/repository.ts        |
 * | Payment method of an organization (its state, detached too) | pk = ORG#<org>, sk = PM#<pm>     | billing/repository.ts        |
 * | Listed payment methods, newest first (copies) | pk = ORG#<org>, sk begins_with PMLIST#<cleared>#, desc | billing/repository.ts |
 * | Billing profile (default payment method)     | pk = ORG#<org>, sk = BILLING                    | billing/repository.ts        |
 * | Organization by provider customer id         | pk = CUSTOMER#<cus>, sk = CUSTOMER              | billing/repository.ts        |
 * | Provider event (idempotency record)          | pk = EVENT#<provider>#<event id>, sk = EVENT    | billing/repository.ts        |
 * | Provider event counters (not applied)        | pk = BILLINGSTATS#<provider>, sk = STATS        | billing/repository.ts        |
 * | Review ticket                                | pk = REVIEW#<rvw>, sk = REVIEW                  | reviews/repository.ts        |
 * | Email outbox record by id                    | pk = OUTBOX#<id>, sk = OUTBOX                   | email/outbox.ts              |
 * | Email outbox records not sent, oldest first  | gsi1pk = OUTBOX#unsent, gsi1sk = <created>#<id> | email/outbox.ts              |
 * | Webhook endpoint (outgoing) of an org        | pk = ORG#<org>, sk = WEBHOOK#<whe>              | webhooks/endpoints/repository.ts |
 * | Webhook endpoint signing secret              | pk = WEBHOOKSECRET#<org>#<whe>, sk = SECRET     | webhooks/endpoints/repository.ts |
 * | Webhook attempts in flight of an org (fair share) | pk = ORG#<org>, sk = WEBHOOKSLOTS           | webhooks/delivery/attempt-slots.ts |
 * | Webhook endpoint creation by Idempotency-Key (its secret too) | pk = WEBHOOKCREATE#<org>#<key>, sk = CREATION | webhooks/endpoints/repository.ts |
 * | Webhook endpoints of an org, newest first    | pk = ORG#<org>, sk begins_with WEBHOOK#, desc   | webhooks/endpoints/repository.ts |
 * | Members of an organization (who is emailed)  | pk = ORG#<org>, sk begins_with MEMBER#          | webhooks/delivery/health.ts  |
 * | Member of an organization (with the user)    | pk = ORG#<org>, sk = MEMBER#<usr>               | users/repository.ts          |
 * | Webhook event (outbox of a change)           | pk = WHEVENT#<org>#<evt>, sk = WHEVENT          | webhooks/events/outbox.ts  |
 * | Webhook events not fanned out, oldest first  | gsi1pk = WHEVENT#pending, gsi1sk = <created>#<evt> | webhooks/events/outbox.ts |
 * | Delivery of an endpoint                      | pk = WHDELIVERY#<org>#<whe>, sk = MSG#<msg>     | webhooks/delivery/repository.ts |
 * | Deliveries of an endpoint, newest first      | pk = WHDELIVERY#<org>#<whe>, sk begins_with MSG#, desc | webhooks/delivery/repository.ts |
 * | Deliveries of an endpoint by status, newest first | deliveriesByStatus: dspk = WHDELIVERY#<org>#<whe>#<status>, dssk = <msg>, desc | webhooks/delivery/repository.ts |
 * | Deliveries due, by due time (8 shards)       | gsi1pk = WHDUE#<shard>, gsi1sk = <due>#<msg>    | webhooks/delivery/repository.ts |
 * | Personality of an organization               | pk = ORG#<org>, sk = PERSONALITY#<pers>         | personalities/repository.ts  |
 * | A deleted personality (tombstone, never listed) | pk = ORG#<org>, sk = DELETEDPERSONALITY#<pers> | personalities/repository.ts |
 * | Personalities of an organization, newest first | pk = ORG#<org>, sk begins_with PERSONALITY#, desc | personalities/repository.ts |
 * | Idempotency key of an organization           | pk = ORG#<org>, sk = IDEMPOTENCY#<key>          | idempotency/repository.ts    |
 * | Organization usage (turns, billable units)   | pk = ORG#<org>, sk = USAGE                      | (read by tests; never written) |
 * | Platform usage counter (generation cost)     | pk = USAGE#platform, sk = <yyyy-mm-dd>#<shard>  | personalities/usage.ts       |
 *
 * Organization-scoped entities live under the organization's partition, so a read by another
 * organization's id cannot even address them: tenant isolation is in the key.
 *
 * A webhook endpoint's signing secret is the one exception, on purpose: it lives under its own
 * prefix, which no function's IAM role may touch (`dynamodb:LeadingKeys`), so a function that
 * reads organization items cannot read a secret even by mistake (docs/security.md).
 */
export interface Key {
  pk: string;
  sk: string;
}

/**
 * The partition kinds of the table: the prefix of every partition of a kind, or a fixed partition.
 * The keys below build on them, and so do the key ranges IAM grants by (key-ranges.ts).
 */
export const partitions = {
  topicSet: 'VOCABSET#',
  organizationName: 'ORGNAME#',
  organization: 'ORG#',
  user: 'USER#',
  email: 'EMAIL#',
  session: 'SESSION#',
  identity: 'IDENTITY#',
  rateBucket: 'RATE#',
  customer: 'CUSTOMER#',
  providerEvent: 'EVENT#',
  billingStats: 'BILLINGSTATS#',
  reviewTicket: 'REVIEW#',
  outbox: 'OUTBOX#',
  webhookSecret: 'WEBHOOKSECRET#',
  webhookCreation: 'WEBHOOKCREATE#',
  webhookEvent: 'WHEVENT#',
  webhookDelivery: 'WHDELIVERY#',
  dueWebhookDeliveries: 'WHDUE#',
  topicVocabulary: 'VOCAB#topics',
  unsentOutbox: 'OUTBOX#unsent',
  pendingWebhookEvents: 'WHEVENT#pending',
  platformUsage: 'USAGE#platform',
  /** The local stack's start-up probe (infra/local/stack.ts), never a service item. */
  localWarmUp: 'WARMUP#local',
} as const;

export const keys = {
  topicVocabularyPartition: partitions.topicVocabulary,
  topicVersionPrefix: 'VERSION#',
  topicVersion: (publishedAt: string, version: string): Key => ({
    pk: partitions.topicVocabulary,
    sk: `VERSION#${publishedAt}#${version}`,
  }),
  /** Claims a version name, so one name is published once whatever its publication time. */
  topicVersionName: (version: string): Key => ({ pk: partitions.topicVocabulary, sk: `NAME#${version}` }),
  /** The latest published version: publishing compares-and-sets it, so history is a line. */
  topicVocabularyHead: { pk: partitions.topicVocabulary, sk: 'HEAD' },
  /**
   * A version's topics and large changes live in a partition of their own, named by a publication
   * id (a ULID per publishing attempt, never the version name): concurrent publishers of one name
   * never overwrite each other's items, and only the winner's id is ever referenced.
   */
  topicSetPartition: (publication: string) => `${partitions.topicSet}${publication}`,
  topicSetPrefix: partitions.topicSet,
  topicPrefix: 'TOPIC#',
  topicOfSet: (publication: string, topicId: string): Key => ({ pk: `${partitions.topicSet}${publication}`, sk: `TOPIC#${topicId}` }),
  topicChangesPrefix: 'CHANGES#',
  topicChangesChunk: (publication: string, index: number): Key => ({
    pk: `${partitions.topicSet}${publication}`,
    sk: `CHANGES#${String(index).padStart(4, '0')}`,
  }),
  organization: (organizationId: string): Key => ({ pk: `${partitions.organization}${organizationId}`, sk: 'ORG' }),
  /** Claims an organization name (compared case- and space-insensitively), so creating by name is idempotent. */
  organizationName: (name: string): Key => ({
    pk: `${partitions.organizationName}${name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase()}`,
    sk: 'ORGNAME',
  }),
  user: (userId: string): Key => ({ pk: `${partitions.user}${userId}`, sk: 'USER' }),
  /** Claims an email address for one user (emails compare case-insensitively). */
  userEmail: (email: string): Key => ({ pk: `${partitions.email}${email.toLowerCase()}`, sk: 'EMAIL' }),
  session: (sessionId: string): Key => ({ pk: `${partitions.session}${sessionId}`, sk: 'SESSION' }),
  sessionPointerPrefix: 'SESSION#',
  /** Written with the session, so revoking a user's or organization's sessions is one query away. */
  userSession: (userId: string, sessionId: string): Key => ({ pk: `${partitions.user}${userId}`, sk: `SESSION#${sessionId}` }),
  organizationSession: (organizationId: string, sessionId: string): Key => ({ pk: `${partitions.organization}${organizationId}`, sk: `SESSION#${sessionId}` }),
  /**
   * An identity at an OpenID provider, `(iss, sub)` (OIDC Core: the pair is the stable key; an
   * issuer has no query or fragment, so no `#`, and the subject is last): which user it signs in as.
   */
  identity: (issuer: string, subject: string): Key => ({ pk: `${partitions.identity}${issuer}#${subject}`, sk: 'IDENTITY' }),
  /** Written with the identity, so an operator lists a user's identities. */
  userIdentity: (userId: string, issuer: string, subject: string): Key => ({ pk: `${partitions.user}${userId}`, sk: `IDENTITY#${issuer}#${subject}` }),
  userIdentityPrefix: 'IDENTITY#',
  rateBucket: (rateClass: string, scope: string): Key => ({ pk: `${partitions.rateBucket}${rateClass}#${scope}`, sk: 'RATE' }),
  invoicePrefix: 'INVOICE#',
  invoice: (organizationId: string, invoiceId: string): Key => ({ pk: `${partitions.organization}${organizationId}`, sk: `INVOICE#${invoiceId}` }),
  paymentMethodPrefix: 'PM#',
  paymentMethod: (organizationId: string, paymentMethodId: string): Key => ({ pk: `${partitions.organization}${organizationId}`, sk: `PM#${paymentMethodId}` }),
  /**
   * Filtered lists read key ranges, never filters: a copy of each live invoice under its status
   * (written in the transaction that writes the invoice), deleted drafts moved out of the
   * `INVOICE#` range, and a copy of each listed payment method under the organization's current
   * clearing (the `customer.deleted` time, `0` before any), so detached and cleared methods are
   * outside the range a list reads.
   */
  invoiceStatusPrefix: (status: string) => `INVOICESTATUS#${status}#`,
  invoiceByStatus: (organizationId: string, status: string, invoiceId: string): Key => ({
    pk: `${partitions.organization}${organizationId}`,
    sk: `INVOICESTATUS#${status}#${invoiceId}`,
  }),
  deletedInvoice: (organizationId: string, invoiceId: string): Key => ({
    pk: `${partitions.organization}${organizationId}`,
    sk: `DELETEDINVOICE#${invoiceId}`,
  }),
  paymentMethodListPrefix: (clearedAt: number | null) => `PMLIST#${clearedAt ?? 0}#`,
  listedPaymentMethod: (organizationId: string, clearedAt: number | null, paymentMethodId: string): Key => ({
    pk: `${partitions.organization}${organizationId}`,
    sk: `PMLIST#${clearedAt ?? 0}#${paymentMethodId}`,
  }),
  billingProfile: (organizationId: string): Key => ({ pk: `${partitions.organization}${organizationId}`, sk: 'BILLING' }),
  customer: (customerId: string): Key => ({ pk: `${partitions.customer}${customerId}`, sk: 'CUSTOMER' }),
  providerEvent: (provider: string, eventId: string): Key => ({ pk: `${partitions.providerEvent}${provider}#${eventId}`, sk: 'EVENT' }),
  billingStats: (provider: string): Key => ({ pk: `${partitions.billingStats}${provider}`, sk: 'STATS' }),
  organizationPartition: (organizationId: string) => `${partitions.organization}${organizationId}`,
  reviewTicket: (ticketId: string): Key => ({ pk: `${partitions.reviewTicket}${ticketId}`, sk: 'REVIEW' }),
  outbox: (outboxId: string): Key => ({ pk: `${partitions.outbox}${outboxId}`, sk: 'OUTBOX' }),
  /** Sparse: only unsent outbox records carry these, so the relay's query finds just them. */
  unsentOutboxIndex: (createdAt: string, outboxId: string) => ({ gsi1pk: partitions.unsentOutbox, gsi1sk: `${createdAt}#${outboxId}` }),
  unsentOutboxPartition: partitions.unsentOutbox,
  personalityPrefix: 'PERSONALITY#',
  personality: (organizationId: string, personalityId: string): Key => ({
    pk: `${partitions.organization}${organizationId}`,
    sk: `PERSONALITY#${personalityId}`,
  }),
  /** Written by the deleting transaction, outside the `PERSONALITY#` range: a second DELETE finds it (204), lists never do. */
  deletedPersonality: (organizationId: string, personalityId: string): Key => ({
    pk: `${partitions.organization}${organizationId}`,
    sk: `DELETEDPERSONALITY#${personalityId}`,
  }),
  idempotencyRecord: (organizationId: string, key: string): Key => ({ pk: `${partitions.organization}${organizationId}`, sk: `IDEMPOTENCY#${key}` }),
  /** The organization's turn and billable usage; the guided prompt never touches it. */
  organizationUsage: (organizationId: string): Key => ({ pk: `${partitions.organization}${organizationId}`, sk: 'USAGE' }),
  /** Platform generation cost per day, spread over shards so no single item runs hot. */
  platformUsage: (day: string, shard: number): Key => ({ pk: partitions.platformUsage, sk: `${day}#${shard}` }),
  webhookEndpoint: (organizationId: string, endpointId: string): Key => ({ pk: `${partitions.organization}${organizationId}`, sk: `WEBHOOK#${endpointId}` }),
  /** Outside `ORG#`: readable only by the delivery worker, written only by the functions that create, rotate and delete endpoints (IAM). */
  webhookEndpointSecret: (organizationId: string, endpointId: string): Key => ({
    pk: `${partitions.webhookSecret}${organizationId}#${endpointId}`,
    sk: 'SECRET',
  }),
  webhookEndpointSecretPrefix: partitions.webhookSecret,
  /**
   * Outside `ORG#` too: the first answer of a creation with an `Idempotency-Key`, secret included,
   * which only the creating function may write and read back (IAM), for 24 hours.
   */
  webhookCreation: (organizationId: string, idempotencyKey: string): Key => ({
    pk: `${partitions.webhookCreation}${organizationId}#${idempotencyKey}`,
    sk: 'CREATION',
  }),
  webhookCreationPrefix: partitions.webhookCreation,

  // ---- Outgoing webhooks: endpoints listed, members emailed, events (an outbox) and deliveries.
  webhookEndpointPrefix: 'WEBHOOK#',
  /** The leases of the organization's delivery attempts in flight, per endpoint and in all (fair share). */
  webhookAttemptSlots: (organizationId: string): Key => ({ pk: `${partitions.organization}${organizationId}`, sk: 'WEBHOOKSLOTS' }),
  /** Written with the user, so an organization's developers can be found (the auto-disable email). */
  organizationMember: (organizationId: string, userId: string): Key => ({ pk: `${partitions.organization}${organizationId}`, sk: `MEMBER#${userId}` }),
  organizationMemberPrefix: 'MEMBER#',
  /** Outside `ORG#`: the functions that write events get `PutItem` here and nothing wider. */
  webhookEvent: (organizationId: string, eventId: string): Key => ({ pk: `${partitions.webhookEvent}${organizationId}#${eventId}`, sk: 'WHEVENT' }),
  /** Sparse: only events not yet fanned out carry these, so the sweeper's query finds just them. */
  pendingWebhookEventIndex: (createdAt: string, eventId: string) => ({ gsi1pk: partitions.pendingWebhookEvents, gsi1sk: `${createdAt}#${eventId}` }),
  pendingWebhookEventPartition: partitions.pendingWebhookEvents,
  /** One partition per endpoint: its delivery log, newest first (message ids are ULIDs). */
  webhookDeliveryPartition: (organizationId: string, endpointId: string) => `${partitions.webhookDelivery}${organizationId}#${endpointId}`,
  webhookDeliveryPrefix: 'MSG#',
  webhookDelivery: (organizationId: string, endpointId: string, deliveryId: string): Key => ({
    pk: `${partitions.webhookDelivery}${organizationId}#${endpointId}`,
    sk: `MSG#${deliveryId}`,
  }),
  /** The deliveriesByStatus index's keys of a delivery: rewritten with its status. */
  webhookDeliveryStatusIndex: (organizationId: string, endpointId: string, status: string, deliveryId: string) => ({
    dspk: `${partitions.webhookDelivery}${organizationId}#${endpointId}#${status}`,
    dssk: deliveryId,
  }),
  /**
   * Sparse: only pending deliveries carry these. Spread over shards (by the delivery id) so the
   * index's partitions never run hot; the sweeper queries each shard up to "now".
   */
  dueWebhookDeliveryIndex: (shard: number, dueAt: string, deliveryId: string) => ({
    gsi1pk: `${partitions.dueWebhookDeliveries}${shard}`,
    gsi1sk: `${dueAt}#${deliveryId}`,
  }),
  /** The local stack's start-up probe: written, read and deleted before the service runs. */
  localWarmUp: (n: number): Key => ({ pk: partitions.localWarmUp, sk: `ITEM#${n}` }),
  dueWebhookDeliveryPartition: (shard: number) => `${partitions.dueWebhookDeliveries}${shard}`,
} as const;
