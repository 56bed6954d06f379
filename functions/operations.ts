import * as z from 'zod';
import { invoice, invoiceParams, paymentMethod, providerParams, webhookAck } from '../lib/billing/schemas';
import type { ProblemCode } from '../lib/contract/problems';
import type { InputSpec } from '../lib/http/middleware/validate-input';
import { paginationQuery } from '../lib/contract/pagination';
import { page } from '../lib/contract/schemas';
import { createPersonalityBody, guidedPromptRequest, guidedPromptResponse, idempotencyKeyHeader, personality } from '../lib/personalities/schema';
import { decideParams, decisionBody, decisionResult } from '../lib/reviews/schemas';
import { refreshResponse } from '../lib/sessions/schemas';
import { profile, profilePatch } from '../lib/users/schemas';
import { changelogEntry } from '../lib/vocabularies/schemas';
import { webhookEndpoint, webhookEndpointParams } from '../lib/webhooks/schemas';
import type { OperationId } from './routes';

/** A header (or cookie) an operation reads, for the document and the SDK. */
export interface ExtraParameter {
  name: string;
  in: 'header' | 'cookie';
  required: boolean;
  description: string;
  schema: z.ZodType;
}

export interface OperationSpec {
  /** What the spine validates before the handler runs. */
  request: InputSpec;
  /** Headers and cookies the operation itself reads. */
  parameters?: ExtraParameter[];
  /** Documents a body the handler reads raw (signed webhooks). */
  rawBody?: { description: string };
  success: { status: 200 | 201; description: string; schema: z.ZodType; headers?: Record<string, string> };
  /** A 304 for conditional GETs. */
  notModified?: true;
  /** Problem codes of this operation besides validation, auth and the ones every call may get (429, 500, 503). */
  errors: ProblemCode[];
}

/**
 * Every operation's request and responses: the handlers validate with these schemas, the OpenAPI
 * document is generated from them, and the SDK's types come from them. Schemas live in
 * side-effect-free `schemas.ts` modules, so this file can be imported anywhere.
 */
export const operations = {
  getInvoice: {
    request: { params: invoiceParams },
    success: { status: 200, description: 'The invoice', schema: invoice },
    errors: ['not_found'],
  },
  receiveProviderWebhook: {
    request: { params: providerParams, rawJsonBody: true },
    parameters: [
      { name: 'Stripe-Signature', in: 'header', required: false, description: 'stripe: `t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`', schema: z.string() },
      { name: 'webhook-id', in: 'header', required: false, description: 'standard: the message (event) id', schema: z.string() },
      { name: 'webhook-timestamp', in: 'header', required: false, description: 'standard: unix seconds', schema: z.string() },
      { name: 'webhook-signature', in: 'header', required: false, description: 'standard: `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<raw body>">` (space-separated list)', schema: z.string() },
    ],
    rawBody: { description: 'The provider event, verified over its exact bytes: a Stripe event, or the Standard Webhooks envelope `{type, timestamp, data: {object}}`.' },
    success: { status: 200, description: 'Received (and applied, unless a duplicate)', schema: webhookAck },
    errors: ['invalid_signature', 'unknown_provider'],
  },
  fromGuidedPrompt: {
    request: { body: guidedPromptRequest },
    success: { status: 200, description: 'A proposal for review (nothing is persisted, nothing charged)', schema: guidedPromptResponse },
    errors: ['guided_prompt_policy_violation'],
  },
  createPersonality: {
    request: { body: createPersonalityBody },
    parameters: [{ name: 'Idempotency-Key', in: 'header', required: false, description: 'A retry with the same key and body returns the first result (24 h).', schema: idempotencyKeyHeader }],
    success: { status: 201, description: 'The personality', schema: personality, headers: { Location: 'The URL of the new personality' } },
    errors: ['guided_prompt_policy_violation', 'critical_questions_unanswered', 'sensitivity_not_confirmed', 'invalid_proposal', 'unknown_topic'],
  },
  refreshSession: {
    request: {},
    parameters: [{ name: 'service_refresh', in: 'cookie', required: true, description: 'The rotating refresh token', schema: z.string() }],
    success: {
      status: 200,
      description: 'A new access token; the rotated refresh cookie is set',
      schema: refreshResponse,
      headers: { 'Set-Cookie': '`service_refresh=<token>; HttpOnly; Secure; SameSite=Strict; Path=/v1/auth; Max-Age=<seconds left>`' },
    },
    errors: ['invalid_refresh_token', 'refresh_token_reused'],
  },
  decideReview: {
    request: { params: decideParams, body: decisionBody },
    success: { status: 200, description: 'The resolved ticket, the organization, and the queued email', schema: decisionResult },
    errors: ['not_found', 'review_already_decided'],
  },
  getTopicChangelog: {
    request: { query: paginationQuery },
    success: { status: 200, description: 'Published versions, newest first', schema: page(changelogEntry), headers: { ETag: 'Strong validator of this page', 'Cache-Control': '`public, max-age=300`' } },
    notModified: true,
    errors: [],
  },
  listPaymentMethods: {
    request: { query: paginationQuery },
    success: { status: 200, description: 'Payment methods of the active organization, newest first', schema: page(paymentMethod) },
    errors: [],
  },
  updateMe: {
    request: { body: profilePatch, mediaTypes: ['application/merge-patch+json', 'application/json'] },
    parameters: [{ name: 'If-Match', in: 'header', required: false, description: 'Apply only if the profile still has this ETag (412 otherwise)', schema: z.string() }],
    success: { status: 200, description: 'The full profile', schema: profile, headers: { ETag: 'The profile version' } },
    errors: ['precondition_failed', 'not_found'],
  },
  getWebhookEndpoint: {
    request: { params: webhookEndpointParams },
    success: { status: 200, description: 'The endpoint (never its secret)', schema: webhookEndpoint },
    errors: ['not_found'],
  },
} as const satisfies Record<OperationId, OperationSpec>;
