/**
 * The SDK's types, inferred from the zod schemas the handlers validate with. Type-only imports:
 * none of zod or the service's code ends up in a client bundle.
 */
import type * as z from 'zod/mini';
import type { operations } from '../functions/catalogue';
import type { Problem } from '../lib/contract/schemas';

type Operations = typeof operations;
type OperationKey = keyof Operations;
type SchemaInput<S> = S extends z.ZodMiniType ? z.input<S> : never;

/** The response body of an operation, as the client receives it. */
export type ResponseOf<K extends OperationKey> = Operations[K]['success'] extends { schema: infer S extends z.ZodMiniType } ? z.output<S> : undefined;
/** The JSON body an operation takes, as the client sends it. */
export type BodyOf<K extends OperationKey> = SchemaInput<Operations[K]['request'] extends { body: infer B } ? B : never>;

/** What `ServiceClient.call` takes for an operation: its path parameters, query and body, as its schemas say. */
export type CallInput<K extends OperationKey> = (Operations[K]['request'] extends { params: infer P } ? { params: SchemaInput<P> } : { params?: undefined }) &
  (Operations[K]['request'] extends { query: infer Q } ? { query?: Partial<SchemaInput<Q>> } : { query?: undefined }) &
  (Operations[K]['request'] extends { body: infer B }
    ? { body: SchemaInput<B> }
    : Operations[K]['request'] extends { rawJsonBody: true }
      ? { body: string }
      : { body?: undefined }) & {
    headers?: Record<string, string>;
  };

export type { Problem };

/** A list page (contract section 1). */
export interface Page<T> {
  data: T[];
  next_cursor: string | null;
}
/** `limit` 1..100 (default 20) and the opaque `next_cursor` of the previous page. */
export interface PageQuery {
  limit?: number;
  cursor?: string;
}

export type Invoice = ResponseOf<'getInvoice'>;
export type InvoiceStatus = Invoice['status'];
export type PaymentMethod = ResponseOf<'listPaymentMethods'>['data'][number];
export type WebhookAck = ResponseOf<'receiveProviderWebhook'>;
export type GuidedPromptRequest = BodyOf<'fromGuidedPrompt'>;
export type GuidedPromptResponse = ResponseOf<'fromGuidedPrompt'>;
export type CreatePersonalityRequest = BodyOf<'createPersonality'>;
export type Personality = ResponseOf<'createPersonality'>;
export type RefreshResponse = ResponseOf<'refreshSession'>;
export type ReviewDecision = BodyOf<'decideReview'>;
export type ReviewDecisionResult = ResponseOf<'decideReview'>;
export type ChangelogEntry = ResponseOf<'getTopicChangelog'>['data'][number];
export type ProfilePatch = BodyOf<'updateMe'>;
export type Profile = ResponseOf<'updateMe'>;
export type WebhookEndpoint = ResponseOf<'getWebhookEndpoint'>;
/** An endpoint as created: with its signing secret, shown this once. */
export type CreatedWebhookEndpoint = ResponseOf<'createWebhookEndpoint'>;
export type CreateWebhookEndpointRequest = BodyOf<'createWebhookEndpoint'>;
export type WebhookEndpointPatch = BodyOf<'updateWebhookEndpoint'>;
export type RotatedWebhookSecret = ResponseOf<'rotateWebhookSecret'>;
/** A delivery of an event to an endpoint, with every attempt; `id` is its `webhook-id`. */
export type WebhookDelivery = ResponseOf<'listWebhookDeliveries'>['data'][number];
export type WebhookDeliveryStatus = WebhookDelivery['status'];

/** A conditional GET: the page and its ETag, or 304 when `ifNoneMatch` still matches. */
export type Conditional<T> = { notModified: false; etag: string; value: T } | { notModified: true; etag: string };

/** A signed provider delivery, as the provider sends it: the exact body bytes and its signature headers. */
export interface ProviderDelivery {
  body: string;
  headers: Record<string, string>;
}
