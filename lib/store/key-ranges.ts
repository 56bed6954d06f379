/**
 * The partition-key ranges a function's item access is granted on (IAM `dynamodb:LeadingKeys`,
 * `StringLike`: `*` any run of characters; functions/catalogue.ts): every partition of a kind, or
 * one fixed partition. Built from the partition kinds of keys.ts, so a grant and the keys it covers
 * cannot drift apart. One export each, so the catalogue's entries still tree-shake
 * (`import * as keyRanges`).
 */
import { partitions } from './keys';

export const topicVocabulary = partitions.topicVocabulary;
export const topicSets = `${partitions.topicSet}*` as const;
export const organizations = `${partitions.organization}*` as const;
export const users = `${partitions.user}*` as const;
export const emails = `${partitions.email}*` as const;
export const sessions = `${partitions.session}*` as const;
export const identities = `${partitions.identity}*` as const;
export const rateBuckets = `${partitions.rateBucket}*` as const;
export const customers = `${partitions.customer}*` as const;
export const providerEvents = `${partitions.providerEvent}*` as const;
export const billingStats = `${partitions.billingStats}*` as const;
export const reviewTickets = `${partitions.reviewTicket}*` as const;
export const outbox = `${partitions.outbox}*` as const;
/** The unsent-outbox index partition (gsi1). */
export const unsentOutbox = partitions.unsentOutbox;
export const platformUsage = partitions.platformUsage;
/** Signing secrets: no function that reads organization items may address them. */
export const webhookSecrets = `${partitions.webhookSecret}*` as const;
export const webhookCreations = `${partitions.webhookCreation}*` as const;
export const webhookEvents = `${partitions.webhookEvent}*` as const;
/** The pending-events index partition (gsi1). */
export const pendingWebhookEvents = partitions.pendingWebhookEvents;
export const webhookDeliveries = `${partitions.webhookDelivery}*` as const;
/** The due-deliveries index partitions (gsi1), all shards. */
export const dueWebhookDeliveries = `${partitions.dueWebhookDeliveries}*` as const;
