/**
 * The SDK's named types: the operations' request and response bodies (from ./schema-types, which
 * the catalogue's schemas define), pages, conditional reads.
 */
import type { BodyOf, ResponseOf } from './schema-types.js';

export type { BodyOf, CallInput, Problem, ResponseOf } from './schema-types.js';

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
export type PersonalityPatch = BodyOf<'updatePersonality'>;
export type RefreshResponse = ResponseOf<'refreshSession'>;
/** A session started by `signIn`: its access token, user and organization. */
export type SignInResponse = ResponseOf<'signIn'>;
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

/**
 * A resource with its ETag: the one shape of every method that reads or writes a versioned
 * resource (`getMe`, `updateMe`, `getTopicChangelog`, `updateWebhookEndpoint`, `getPersonalityWithETag`, `updatePersonality`). Send `etag` back as `ifMatch` or `ifNoneMatch`.
 */
export interface WithETag<T> {
  value: T;
  etag: string;
}

/** A conditional GET: the resource and its ETag, or `notModified` (304) when `ifNoneMatch` still matches. */
export type Conditional<T> = (WithETag<T> & { notModified: false }) | { notModified: true; etag: string };

/** A signed provider delivery, as the provider sends it: the exact body bytes and its signature headers. */
export interface ProviderDelivery {
  body: string;
  headers: Record<string, string>;
}
