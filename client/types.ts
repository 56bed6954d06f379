/**
 * The SDK's types, inferred from the zod schemas the handlers validate with. Type-only imports:
 * none of zod or the service's code ends up in a client bundle.
 */
import type * as z from 'zod';
import type { operations } from '../functions/operations';
import type { Problem } from '../lib/contract/schemas';

type Operations = typeof operations;
type ResponseOf<K extends keyof Operations> = z.output<Operations[K]['success']['schema']>;
type BodyOf<K extends keyof Operations> = Operations[K]['request'] extends { body: infer B extends z.ZodType } ? z.input<B> : never;

export type { Problem };

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

/** A conditional GET: the page and its ETag, or 304 when `ifNoneMatch` still matches. */
export type Conditional<T> = { notModified: false; etag: string; value: T } | { notModified: true; etag: string };

/** A signed provider delivery, as the provider sends it: the exact body bytes and its signature headers. */
export interface ProviderDelivery {
  body: string;
  headers: Record<string, string>;
}
