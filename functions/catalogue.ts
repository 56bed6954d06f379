import * as z from 'zod/mini';
import { invoice, invoiceListQuery, invoiceParams, paymentMethod, providerParams, webhookAck } from '../lib/billing/schemas';
import { paginationQuery } from '../lib/contract/pagination';
import { page } from '../lib/contract/schemas';
import {
  createPersonalityBody,
  guidedPromptRequest,
  guidedPromptResponse,
  idempotencyKeyHeader,
  personality,
  personalityParams,
  personalityPatch,
} from '../lib/personalities/schema';
import { decideParams, decisionBody, decisionResult } from '../lib/reviews/schemas';
import { refreshResponse, signInBody, signInResponse } from '../lib/sessions/schemas';
import { profile, profilePatch } from '../lib/users/schemas';
import { changelogEntry } from '../lib/vocabularies/schemas';
import {
  createdWebhookEndpoint,
  createWebhookEndpointBody,
  noBody,
  deliveryListQuery,
  rotatedSecret,
  scheduledDelivery,
  webhookDelivery,
  webhookDeliveryParams,
  webhookEndpoint,
  webhookEndpointParams,
  webhookEndpointPatch,
} from '../lib/webhooks/schemas';
import * as keyRanges from '../lib/store/key-ranges';
import type { OperationDefinition, WorkerDefinition } from './definitions';

/**
 * The catalogue: every function of the service, one entry each. An HTTP operation's entry is its
 * route (method, path, auth and rate class), its contract (request, success, errors: what the
 * spine validates, what OpenAPI documents, what the SDK types) and its access (what IAM grants,
 * which environment it gets). Workers say what triggers them. The CDK stack, the local stack,
 * IAM, OpenAPI and the SDK read this file; handlers import their own entry.
 *
 * Adding an endpoint: an entry here (and in `operations` below), `functions/<function>/handler.ts`,
 * and its use case in `lib/`. The compiler and the catalogue tests point at anything missing.
 *
 * A handler's bundle keeps only its own entry: every call at the top level of this file is marked
 * `@__PURE__`, so esbuild can drop the entries (and their descriptions) a function does not use.
 * The infra tests check each deployed package for other operations' summaries.
 */

/** An `If-Match` parameter: the write applies only to the version it names (412 otherwise). */
const ifMatch = <Required extends boolean>(description: string, required: Required) =>
  ({ name: 'If-Match', in: 'header', required, description, schema: /* @__PURE__ */ z.string() }) as const;

/** The `Idempotency-Key` of a create: one mechanism for every route that takes it (lib/idempotency). */
const idempotencyKey = (firstResult: string) =>
  ({
    name: 'Idempotency-Key',
    in: 'header',
    required: false,
    description: `A retry with the same key and body returns ${firstResult} (24 h); the same key with another body is a 422, and a retry while the first request runs a 409 with Retry-After.`,
    schema: idempotencyKeyHeader,
  }) as const;

// ---------------------------------------------------------------- Billing

export const getInvoice = {
  function: 'get-invoice',
  method: 'GET',
  path: '/v1/billing/invoices/{id}',
  auth: 'user',
  rateClass: 'authenticated',
  tag: 'Billing',
  summary: 'Read one invoice of the active organization',
  description:
    "One invoice of the caller's active organization, as the payment provider's latest event left it: amounts in minor units with `subtotal - discount + tax = total`, lines, period and due date. Another organization's invoice, or a draft the provider deleted, is the same 404 as a missing one. Reads are strongly consistent: what a webhook wrote is readable once the webhook was answered.",
  request: { params: invoiceParams },
  success: { status: 200, description: 'The invoice', schema: invoice },
  errors: ['not_found'],
  access: { items: [{ actions: ['GetItem'], keys: [keyRanges.organizations] }] },
} as const satisfies OperationDefinition;

export const listInvoices = {
  function: 'list-invoices',
  method: 'GET',
  path: '/v1/billing/invoices',
  auth: 'user',
  rateClass: 'authenticated',
  tag: 'Billing',
  summary: 'Invoices of the active organization, newest first',
  description:
    "The active organization's invoices, newest first by when the provider created them, optionally of one `status`; deleted drafts are left out. A cursor belongs to its organization and filter (reused elsewhere it is a 400). Each filter reads a range of its own, so a page reads about what it returns however many invoices the organization has. A page ended by DynamoDB's 1 MB page holds fewer than `limit` items and has a `next_cursor`, never none: only `next_cursor: null` ends the list.",
  request: { query: invoiceListQuery },
  success: { status: 200, description: 'Invoices of the active organization, newest first (deleted drafts left out)', schema: /* @__PURE__ */ page(invoice) },
  errors: [],
  access: { items: [{ actions: ['Query'], keys: [keyRanges.organizations] }] },
} as const satisfies OperationDefinition;

export const listPaymentMethods = {
  function: 'list-payment-methods',
  method: 'GET',
  path: '/v1/billing/payment-methods',
  auth: 'user',
  rateClass: 'authenticated',
  tag: 'Billing',
  summary: 'Payment methods of the active organization',
  description:
    "The active organization's payment methods of every type, newest first, with the provider's default flagged (`is_default`). Cards carry `card`; other types carry what a billing page shows under their own type name (`sepa_debit`, `us_bank_account`, `link`, `paypal`, ...). Detached methods are not listed.",
  request: { query: paginationQuery },
  success: { status: 200, description: 'Payment methods of the active organization, newest first', schema: /* @__PURE__ */ page(paymentMethod) },
  errors: [],
  access: { items: [{ actions: ['GetItem', 'Query'], keys: [keyRanges.organizations] }] },
} as const satisfies OperationDefinition;

export const receiveProviderWebhook = {
  function: 'receive-provider-webhook',
  method: 'POST',
  path: '/v1/billing/{provider}/webhook',
  auth: 'provider',
  rateClass: 'webhook',
  tag: 'Billing',
  summary: 'Ingress for signed payment-provider events',
  description:
    "Where the payment provider delivers its events, verified over the exact bytes received: `stripe` (`Stripe-Signature`) or `standard` (Standard Webhooks). Invoice, payment-method and customer events are applied before the answer, atomically with the event's record. A repeated event id is acknowledged with `duplicate: true` and applies nothing; an older event never overwrites a newer one. A correctly signed event is never refused for its content: whatever cannot be applied is acknowledged, recorded with the reason and counted. Only signature, timestamp (300 s tolerance) and provider failures are 4xx.",
  request: { params: providerParams, rawJsonBody: true },
  parameters: [
    {
      name: 'Stripe-Signature',
      in: 'header',
      required: false,
      description: 'stripe: `t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`',
      schema: /* @__PURE__ */ z.string(),
    },
    { name: 'webhook-id', in: 'header', required: false, description: 'standard: the message (event) id', schema: /* @__PURE__ */ z.string() },
    { name: 'webhook-timestamp', in: 'header', required: false, description: 'standard: unix seconds', schema: /* @__PURE__ */ z.string() },
    {
      name: 'webhook-signature',
      in: 'header',
      required: false,
      description: 'standard: `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<raw body>">` (space-separated list)',
      schema: /* @__PURE__ */ z.string(),
    },
  ],
  rawBody: {
    description: 'The provider event, verified over its exact bytes: a Stripe event, or the Standard Webhooks envelope `{type, timestamp, data: {object}}`.',
  },
  success: { status: 200, description: 'Received (and applied, unless a duplicate)', schema: webhookAck },
  errors: ['invalid_signature', 'unknown_provider'],
  access: {
    items: [
      { actions: ['GetItem'], keys: [keyRanges.customers] },
      { actions: ['PutItem'], keys: [keyRanges.providerEvents, keyRanges.organizations] },
      // The billing profile is merged (UpdateItem); not-applied events are counted.
      { actions: ['UpdateItem'], keys: [keyRanges.organizations, keyRanges.billingStats] },
      // Projections are read before they are replaced, their list copies read and deleted, a
      // deleted invoice's tombstone and the organization checked in the projecting transaction,
      // and customer.deleted rewrites the payment-method list copies in batches.
      { actions: ['GetItem', 'Query', 'DeleteItem', 'ConditionCheckItem', 'BatchWriteItem'], keys: [keyRanges.organizations] },
      // invoice.updated and payment_method.updated webhook events, in the projecting transaction (contract 8).
      { actions: ['PutItem', 'UpdateItem'], keys: [keyRanges.webhookEvents] },
    ],
    secrets: ['webhookSigningSecrets'],
    publishesWebhookEvents: true,
  },
} as const satisfies OperationDefinition;

// ---------------------------------------------------------------- Sessions and profile

export const refreshSession = {
  function: 'refresh-session',
  method: 'POST',
  path: '/v1/auth/refresh',
  auth: 'public',
  rateClass: 'public',
  tag: 'Sessions',
  summary: 'Exchange the refresh cookie for an access token and a rotated cookie',
  description:
    "Exchanges the `service_refresh` cookie (the only input) for a 900 s access token and a rotated cookie. A superseded token replayed within the grace window (10 s) gets the family's current token again; replayed later it revokes the whole session (`refresh_token_reused`). Any refusal clears the cookie. Sessions end after 14 days idle or 30 days in all.",
  request: {},
  // Not `required`: a browser sends its own cookie (a page cannot set it), and generated clients
  // (openapi-fetch, @hey-api) send no cookie parameters; without it the answer is the 401.
  parameters: [
    {
      name: 'service_refresh',
      in: 'cookie',
      required: false,
      description:
        'The rotating refresh token. A browser sends its own cookie (`credentials: "include"`); a server sends `Cookie: service_refresh=<token>`. Missing: 401 `invalid_refresh_token`',
      schema: /* @__PURE__ */ z.string(),
    },
  ],
  success: {
    status: 200,
    description: 'A new access token; the rotated refresh cookie is set',
    schema: refreshResponse,
    headers: { 'Set-Cookie': '`service_refresh=<token>; HttpOnly; Secure; SameSite=Strict; Path=/v1/auth; Max-Age=<seconds left>`' },
  },
  errors: ['invalid_refresh_token', 'refresh_token_reused'],
  access: { items: [{ actions: ['UpdateItem'], keys: [keyRanges.sessions] }], secrets: ['refreshTokenKey', 'accessTokenKeys'] },
} as const satisfies OperationDefinition;

export const logout = {
  function: 'logout',
  method: 'POST',
  path: '/v1/auth/logout',
  auth: 'public',
  rateClass: 'public',
  tag: 'Sessions',
  summary: 'End the session of the refresh cookie and clear the cookie',
  description:
    'Ends the session (the refresh-token family) of the presented `service_refresh` cookie and clears the cookie. Always 204: no cookie, an unknown, forged or already ended one change nothing. Access tokens of the session stop working within 60 s.',
  request: {},
  parameters: [
    { name: 'service_refresh', in: 'cookie', required: false, description: 'The refresh token whose session ends', schema: /* @__PURE__ */ z.string() },
  ],
  success: {
    status: 204,
    description: 'The session ended (or there was none to end); its access tokens stop working within 60 s',
    headers: { 'Set-Cookie': '`service_refresh=; HttpOnly; Secure; SameSite=Strict; Path=/v1/auth; Max-Age=0`' },
  },
  errors: [],
  access: { items: [{ actions: ['UpdateItem'], keys: [keyRanges.sessions] }], secrets: ['refreshTokenKey'] },
} as const satisfies OperationDefinition;

export const signIn = {
  function: 'sign-in',
  method: 'POST',
  path: '/v1/auth/sessions',
  auth: 'public',
  rateClass: 'public',
  tag: 'Sessions',
  summary: 'Sign in with an ID token of a trusted OpenID provider: a new session',
  description:
    "Exchanges an ID token of one of the stage's trusted OpenID Connect providers (Cognito, Auth0, Okta, Entra ID, Google...) for a session: a 900 s access token and the session's refresh token as the `service_refresh` cookie, as refresh sets it. The token is verified as OpenID Connect requires: an asymmetric signature (`none` and HMAC refused) with a key of the issuer's JWKS (fetched through its discovery document, so key rotation needs no deploy), `iss` exactly a trusted issuer, `aud` containing a configured client id (and `azp` one of them when there are several audiences), `exp`, `nbf` and `iat` with 60 s leeway, issued at most 1 hour ago. It signs in as the user linked to its `(iss, sub)`; a first sign-in links the user an operator created with the token's email, only if `email_verified` is true. Nobody is created by signing in: a verified identity of nobody known is 403 `not_a_member`. Every other failure is 401 `invalid_id_token` whose `detail` names the reason (signature, issuer, audience, expired, too old, unverified email) and never the token. A provider whose keys cannot be fetched is a 503 with `Retry-After`.",
  request: { body: signInBody },
  success: {
    status: 201,
    description: 'The session started: an access token, its user and organization; the refresh cookie is set',
    schema: signInResponse,
    headers: { 'Set-Cookie': '`service_refresh=<token>; HttpOnly; Secure; SameSite=Strict; Path=/v1/auth; Max-Age=<seconds left>`' },
  },
  errors: ['invalid_id_token', 'not_a_member'],
  access: {
    items: [
      // The identity's link, written once at a first sign-in.
      { actions: ['GetItem', 'PutItem'], keys: [keyRanges.identities] },
      // A first sign-in: the user by their email's claim.
      { actions: ['GetItem'], keys: [keyRanges.emails] },
      // The user; their identity at the provider (link) and the session's pointer under them; the session checks them (start-session).
      { actions: ['GetItem', 'PutItem', 'ConditionCheckItem'], keys: [keyRanges.users] },
      // The session and its pointer under the organization.
      { actions: ['PutItem'], keys: [keyRanges.sessions, keyRanges.organizations] },
    ],
    secrets: ['refreshTokenKey', 'accessTokenKeys'],
    verifiesIdTokens: true,
  },
} as const satisfies OperationDefinition;

export const getMe = {
  function: 'get-me',
  method: 'GET',
  path: '/v1/me',
  auth: 'user',
  rateClass: 'authenticated',
  tag: 'Profile',
  summary: "Read the caller's profile and its ETag",
  description:
    "The caller's profile with its `ETag`, to send back as `If-Match` with `PATCH /v1/me`. With `If-None-Match` matching the current ETag, 304 without a body.",
  request: {},
  success: {
    status: 200,
    description: 'The full profile',
    schema: profile,
    headers: { ETag: 'The profile version; send it as If-Match with PATCH', 'Cache-Control': '`private, no-cache`' },
  },
  notModified: true,
  errors: ['not_found'],
  access: { items: [{ actions: ['GetItem'], keys: [keyRanges.users] }] },
} as const satisfies OperationDefinition;

export const updateMe = {
  function: 'update-me',
  method: 'PATCH',
  path: '/v1/me',
  auth: 'user',
  rateClass: 'authenticated',
  tag: 'Profile',
  summary: "Update the caller's profile (JSON Merge Patch)",
  description:
    "A JSON Merge Patch of the caller's profile: `display_name`, `locale` (canonicalised BCP 47), `timezone` (canonicalised IANA name) and `avatar_url` (https, or null to remove it). Anything else, `email` and ids included, is a 400. With `If-Match` the write happens only if the profile still has that ETag (412 otherwise), checked by the database so of concurrent writers exactly one wins. An empty patch writes nothing.",
  request: { body: profilePatch, mediaTypes: ['application/merge-patch+json', 'application/json'] },
  parameters: [/* @__PURE__ */ ifMatch('Apply only if the profile still has this ETag (412 otherwise)', false)],
  success: { status: 200, description: 'The full profile', schema: profile, headers: { ETag: 'The profile version' } },
  errors: ['precondition_failed', 'not_found'],
  access: { items: [{ actions: ['GetItem', 'UpdateItem'], keys: [keyRanges.users] }] },
} as const satisfies OperationDefinition;

// ---------------------------------------------------------------- Personalities

export const fromGuidedPrompt = {
  function: 'from-guided-prompt',
  method: 'POST',
  path: '/v1/personalities/from-guided-prompt',
  auth: 'user',
  rateClass: 'generation',
  tag: 'Personalities',
  summary: 'Turn a description into a personality proposal (persists nothing)',
  description:
    'Turns a description into a personality proposal, written by a language model (Amazon Bedrock), for the developer to review, edit and accept; nothing is stored and nothing is charged. Too vague: `needs_clarification` with questions. With `refine`, the instructions are applied to the given proposal and each is reported in `refinement` (applied, or not applied with a reason). The guardrail reads what the developer wrote and what the model wrote; a refusal by the guardrail or by the model is 422 `guided_prompt_policy_violation`; a model or guardrail that cannot answer is a 503 with `Retry-After`, never a pass. `critical_questions`, worded by the service, must each get a developer answer when accepting; `proposal_token` binds the description, the questions, the vocabulary version and the organization.',
  request: { body: guidedPromptRequest },
  // Two guardrail calls and a model call: the model may take seconds (API Gateway waits 30 s).
  timeoutSeconds: 25,
  success: { status: 200, description: 'A proposal for review (nothing is persisted, nothing charged)', schema: guidedPromptResponse },
  errors: ['guided_prompt_policy_violation', 'invalid_proposal'],
  access: {
    items: [
      // The latest version's whole topic set (cached per instance while it stays the latest).
      { actions: ['GetItem'], keys: [keyRanges.topicVocabulary] },
      { actions: ['Query'], keys: [keyRanges.topicSets] },
      { actions: ['UpdateItem'], keys: [keyRanges.platformUsage] },
    ],
    secrets: ['proposalTokenKey'],
    invokesModel: true,
    appliesGuardrail: true,
  },
} as const satisfies OperationDefinition;

export const createPersonality = {
  function: 'create-personality',
  method: 'POST',
  path: '/v1/personalities',
  auth: 'user',
  rateClass: 'authenticated',
  tag: 'Personalities',
  summary: 'Create a personality, e.g. by accepting a guided-prompt proposal',
  description:
    'Creates a personality: by accepting a guided-prompt proposal (`source: guided_prompt`, with its `source_ref` and `proposal_token`) or by hand (`source: manual`). The published texts go through the acceptable-use gate; every critical question (those the proposal bound and those the texts raise) needs a developer answer; the confirmed sensitivity declaration must be at least what the questions imply. With `Idempotency-Key`, a retry with the same body within 24 h answers the first result.',
  request: { body: createPersonalityBody },
  parameters: [/* @__PURE__ */ idempotencyKey('the first result')],
  success: { status: 201, description: 'The personality', schema: personality, headers: { Location: 'The URL of the new personality' } },
  errors: ['guided_prompt_policy_violation', 'critical_questions_unanswered', 'sensitivity_not_confirmed', 'invalid_proposal', 'unknown_topic'],
  access: {
    items: [
      // The version's name (or the head), then one item per submitted topic.
      { actions: ['GetItem'], keys: [keyRanges.topicVocabulary, keyRanges.topicSets] },
      // The personality, and its Idempotency-Key's record: claimed, completed with it, or given back (lib/idempotency).
      { actions: ['GetItem', 'PutItem', 'DeleteItem'], keys: [keyRanges.organizations] },
      // The personality.created webhook event, in the creating transaction (contract 8).
      { actions: ['PutItem', 'UpdateItem'], keys: [keyRanges.webhookEvents] },
    ],
    secrets: ['proposalTokenKey'],
    appliesGuardrail: true,
    publishesWebhookEvents: true,
  },
} as const satisfies OperationDefinition;

export const getPersonality = {
  function: 'get-personality',
  method: 'GET',
  path: '/v1/personalities/{id}',
  auth: 'user',
  rateClass: 'authenticated',
  tag: 'Personalities',
  summary: 'Read one personality of the active organization and its ETag',
  description:
    "One personality of the active organization: what `POST /v1/personalities` answered and its `Location` names, as last changed. Another organization's, or a deleted one, is the same 404 as a missing one. Its `ETag` is what `PATCH` needs as `If-Match`; with `If-None-Match` matching it, 304 without a body.",
  request: { params: personalityParams },
  success: {
    status: 200,
    description: 'The personality',
    schema: personality,
    headers: { ETag: 'The personality version; send it as If-Match with PATCH', 'Cache-Control': '`private, no-cache`' },
  },
  notModified: true,
  errors: ['not_found'],
  access: { items: [{ actions: ['GetItem'], keys: [keyRanges.organizations] }] },
} as const satisfies OperationDefinition;

export const listPersonalities = {
  function: 'list-personalities',
  method: 'GET',
  path: '/v1/personalities',
  auth: 'user',
  rateClass: 'authenticated',
  tag: 'Personalities',
  summary: 'Personalities of the active organization, newest first',
  description: "The active organization's personalities, newest first.",
  request: { query: paginationQuery },
  success: { status: 200, description: 'Personalities of the active organization, newest first', schema: /* @__PURE__ */ page(personality) },
  errors: [],
  access: { items: [{ actions: ['Query'], keys: [keyRanges.organizations] }] },
} as const satisfies OperationDefinition;

export const updatePersonality = {
  function: 'update-personality',
  method: 'PATCH',
  path: '/v1/personalities/{id}',
  auth: 'user',
  rateClass: 'authenticated',
  tag: 'Personalities',
  summary: 'Change a personality (JSON Merge Patch); If-Match required',
  description:
    'A JSON Merge Patch of the proposal fields (`name`, `summary`, `traits`, `tone` member by member, `topics`, `boundaries`, `greeting`) and `sensitivity_declaration` (sent whole, confirmed again); none can be removed. `If-Match` with the ETag of `GET /v1/personalities/{id}` is required (428 `precondition_required` without it) and the write happens only if the personality still has that version (412 otherwise, checked by the database: of concurrent changes from one ETag exactly one wins). Changed and added text goes through the acceptable-use gate (422 `guided_prompt_policy_violation`); the critical questions it and any added topic raise each need an answer in `critical_answers` (merged by `question_id` into the stored ones; 422 `critical_questions_unanswered`), and the declaration can never be lower than the answered questions imply. Added topics must be in the current vocabulary, whose version the personality then names. The answer carries the new `ETag` and `updated_at`; `personality.updated` is written with the change. An empty patch writes nothing.',
  request: { params: personalityParams, body: personalityPatch, mediaTypes: ['application/merge-patch+json', 'application/json'] },
  parameters: [/* @__PURE__ */ ifMatch('The ETag of the version the change is made from (428 without it, 412 when the personality has another version)', true)],
  success: { status: 200, description: 'The changed personality', schema: personality, headers: { ETag: 'The new personality version' } },
  errors: [
    'not_found',
    'precondition_failed',
    'precondition_required',
    'guided_prompt_policy_violation',
    'critical_questions_unanswered',
    'sensitivity_not_confirmed',
    'unknown_topic',
  ],
  access: {
    items: [
      // The personality, read and replaced at its version.
      { actions: ['GetItem', 'PutItem'], keys: [keyRanges.organizations] },
      // Added topics: the current version, then one item per submitted topic.
      { actions: ['GetItem'], keys: [keyRanges.topicVocabulary, keyRanges.topicSets] },
      // The personality.updated webhook event, in the changing transaction (contract 8).
      { actions: ['PutItem'], keys: [keyRanges.webhookEvents] },
    ],
    appliesGuardrail: true,
    publishesWebhookEvents: true,
  },
} as const satisfies OperationDefinition;

export const deletePersonality = {
  function: 'delete-personality',
  method: 'DELETE',
  path: '/v1/personalities/{id}',
  auth: 'user',
  rateClass: 'authenticated',
  tag: 'Personalities',
  summary: 'Delete a personality',
  description:
    'Deletes the personality: from then on it is a 404 to reads and absent from lists, and a `PATCH` racing the deletion can never bring it back. `personality.deleted` is written with the deletion, once. Idempotent: deleting it again is a 204 too; an id that never named a personality of the active organization is a 404.',
  request: { params: personalityParams },
  success: { status: 204, description: 'Deleted (now, or before)' },
  errors: ['not_found'],
  access: {
    items: [
      // The personality deleted, its tombstone written (and read by a repeated DELETE).
      { actions: ['DeleteItem', 'PutItem', 'GetItem'], keys: [keyRanges.organizations] },
      // The personality.deleted webhook event, in the deleting transaction (contract 8).
      { actions: ['PutItem'], keys: [keyRanges.webhookEvents] },
    ],
    publishesWebhookEvents: true,
  },
} as const satisfies OperationDefinition;

// ---------------------------------------------------------------- Administration

export const decideReview = {
  function: 'decide-review',
  method: 'POST',
  path: '/v1/admin/reviews/{ticketId}/decide',
  auth: 'admin',
  rateClass: 'public',
  tag: 'Administration',
  summary: 'Resolve a review ticket and email the developer',
  description:
    "Resolves a review ticket (admin token): the ticket, the organization's `review_status` and the outcome email's outbox record are written in one transaction, then the email goes to the developer through the queue (never lost, never sent twice). The same decision again answers the same 200 and sends nothing; another decision on a resolved ticket is 409. `note` stays on the ticket and is not emailed.",
  request: { params: decideParams, body: decisionBody },
  success: { status: 200, description: 'The resolved ticket, the organization, and the queued email', schema: decisionResult },
  errors: ['not_found', 'review_already_decided'],
  access: {
    items: [
      { actions: ['GetItem', 'UpdateItem'], keys: [keyRanges.reviewTickets, keyRanges.organizations] },
      { actions: ['PutItem', 'UpdateItem'], keys: [keyRanges.outbox] },
      // The review.decided webhook event, beside the email's outbox record (contract 8).
      { actions: ['PutItem', 'UpdateItem'], keys: [keyRanges.webhookEvents] },
    ],
    // The decision's email: an outbox record in the transaction, then a message for sendEmail.
    enqueuesEmail: true,
    publishesWebhookEvents: true,
  },
} as const satisfies OperationDefinition;

// ---------------------------------------------------------------- Vocabularies and webhook endpoints

export const getTopicChangelog = {
  function: 'get-topic-changelog',
  method: 'GET',
  path: '/v1/vocabularies/topics/changelog',
  auth: 'public',
  rateClass: 'public',
  tag: 'Vocabularies',
  summary: 'Published topic vocabulary versions, newest first',
  description:
    'Published versions of the topic vocabulary (what proposals choose topics from), newest first, each with its changes against the complete version before. A page holds at most `limit` entries and about 1 MB of changes (the first entry always, whatever its size), so a page of large versions has fewer than `limit` entries and a `next_cursor`, never none: only `next_cursor: null` ends the list. Public and cacheable: a strong `ETag` per page, `If-None-Match` gives 304, `Cache-Control: public, max-age=300`.',
  request: { query: paginationQuery },
  success: {
    status: 200,
    description: 'Published versions, newest first',
    schema: /* @__PURE__ */ page(changelogEntry),
    headers: { ETag: 'Strong validator of this page', 'Cache-Control': '`public, max-age=300`' },
  },
  notModified: true,
  errors: [],
  // The entries, then the change chunks of the large ones among them.
  access: { items: [{ actions: ['Query'], keys: [keyRanges.topicVocabulary, keyRanges.topicSets] }] },
} as const satisfies OperationDefinition;

export const getWebhookEndpoint = {
  function: 'get-webhook-endpoint',
  method: 'GET',
  path: '/v1/webhooks/{id}',
  auth: 'user',
  rateClass: 'authenticated',
  tag: 'Webhooks',
  summary: 'Read one webhook endpoint of the active organization (never its secret)',
  description:
    'One outgoing webhook endpoint of the active organization. Its signing secret, and anything derived from it, never appears in a response or a log.',
  request: { params: webhookEndpointParams },
  success: {
    status: 200,
    description: 'The endpoint (never its secret)',
    schema: webhookEndpoint,
    headers: { ETag: 'The endpoint version; send it as If-Match with PATCH' },
  },
  notModified: true,
  errors: ['not_found'],
  access: { items: [{ actions: ['GetItem'], keys: [keyRanges.organizations] }] },
} as const satisfies OperationDefinition;

// ---------------------------------------------------------------- Outgoing webhooks (contract 6.16, 6.17)

/** The secret item: written (never with a return value) by the functions that create, rotate and delete endpoints. */
const writesSecret = (actions: readonly ('PutItem' | 'UpdateItem' | 'DeleteItem')[]) =>
  ({ actions, keys: [keyRanges.webhookSecrets], returnValuesNone: true }) as const;

export const createWebhookEndpoint = {
  function: 'create-webhook-endpoint',
  method: 'POST',
  path: '/v1/webhooks',
  auth: 'user',
  rateClass: 'authenticated',
  tag: 'Webhooks',
  summary: 'Register a webhook endpoint; its signing secret is shown this once',
  description:
    'Registers an endpoint of the active organization for the event types listed (or `*`). The answer carries the signing secret (`whsec_...`), the only time it is ever shown (and again to a retry with the same `Idempotency-Key`). The URL must be `https://` (loopback `http://` only on the local stack), carry no credentials, and neither be nor resolve to anything but a global unicast address: private, loopback, link-local, multicast, unspecified, reserved or cloud-metadata addresses in any spelling, and IPv6 outside `2000::/3`, are refused (422 `invalid_webhook_url`); the same check runs again before every delivery, and redirects are never followed. At most 16 endpoints per organization (422 `too_many_webhook_endpoints`). With `Idempotency-Key`, a retry with the same body within 24 h answers the first endpoint and its secret instead of creating a second one.',
  request: { body: createWebhookEndpointBody },
  parameters: [/* @__PURE__ */ idempotencyKey('the first endpoint and its secret')],
  success: {
    status: 201,
    description: 'The endpoint, with its secret (shown this once)',
    schema: createdWebhookEndpoint,
    headers: { Location: 'The URL of the new endpoint', ETag: 'The endpoint version' },
  },
  errors: ['invalid_webhook_url', 'too_many_webhook_endpoints'],
  access: {
    items: [
      // The organization's count of endpoints (the limit of 16), the endpoint itself, and its secret.
      { actions: ['UpdateItem', 'PutItem'], keys: [keyRanges.organizations] },
      /* @__PURE__ */ writesSecret(['PutItem']),
      // The Idempotency-Key's record (lib/idempotency), holding the first result and its secret: claimed,
      // completed with the endpoint, read by a retry, or given back; this function's alone.
      { actions: ['GetItem', 'PutItem', 'DeleteItem'], keys: [keyRanges.webhookCreations] },
    ],
  },
} as const satisfies OperationDefinition;

export const listWebhookEndpoints = {
  function: 'list-webhook-endpoints',
  method: 'GET',
  path: '/v1/webhooks',
  auth: 'user',
  rateClass: 'authenticated',
  tag: 'Webhooks',
  summary: 'Webhook endpoints of the active organization, newest first',
  description: "The active organization's webhook endpoints, newest first (never their secrets).",
  request: { query: paginationQuery },
  success: { status: 200, description: 'Endpoints of the active organization, newest first', schema: /* @__PURE__ */ page(webhookEndpoint) },
  errors: [],
  access: { items: [{ actions: ['Query'], keys: [keyRanges.organizations] }] },
} as const satisfies OperationDefinition;

export const updateWebhookEndpoint = {
  function: 'update-webhook-endpoint',
  method: 'PATCH',
  path: '/v1/webhooks/{id}',
  auth: 'user',
  rateClass: 'authenticated',
  tag: 'Webhooks',
  summary: 'Update a webhook endpoint (JSON Merge Patch): URL, description, events, status',
  description:
    'A JSON Merge Patch of `url`, `description` (null removes it), `events` and `status` (`enabled`, `disabled`). A new URL passes the same rules as at creation (422 `invalid_webhook_url`). `disabled` stops deliveries, pending ones included, at their next attempt; `enabled` (also after the service disabled a failing endpoint) starts its health afresh. With `If-Match` the write happens only if the endpoint still has that ETag (412 otherwise). An empty patch writes nothing.',
  request: { params: webhookEndpointParams, body: webhookEndpointPatch, mediaTypes: ['application/merge-patch+json', 'application/json'] },
  parameters: [/* @__PURE__ */ ifMatch('Apply only if the endpoint still has this ETag (412 otherwise)', false)],
  success: { status: 200, description: 'The endpoint', schema: webhookEndpoint, headers: { ETag: 'The endpoint version' } },
  errors: ['not_found', 'precondition_failed', 'invalid_webhook_url'],
  access: { items: [{ actions: ['GetItem', 'UpdateItem'], keys: [keyRanges.organizations] }] },
} as const satisfies OperationDefinition;

export const deleteWebhookEndpoint = {
  function: 'delete-webhook-endpoint',
  method: 'DELETE',
  path: '/v1/webhooks/{id}',
  auth: 'user',
  rateClass: 'authenticated',
  tag: 'Webhooks',
  summary: 'Delete a webhook endpoint and its secret',
  description:
    'Deletes the endpoint and its signing secret; deliveries still pending to it stop. Deleting an id that is not (or no longer) an endpoint of the active organization is a 404, so a second DELETE tells that the first one happened.',
  request: { params: webhookEndpointParams },
  success: { status: 204, description: 'Deleted' },
  errors: ['not_found'],
  access: {
    items: [{ actions: ['DeleteItem', 'UpdateItem'], keys: [keyRanges.organizations] }, /* @__PURE__ */ writesSecret(['DeleteItem'])],
  },
} as const satisfies OperationDefinition;

export const rotateWebhookSecret = {
  function: 'rotate-webhook-secret',
  method: 'POST',
  path: '/v1/webhooks/{id}/rotate-secret',
  auth: 'user',
  rateClass: 'authenticated',
  tag: 'Webhooks',
  summary: "Rotate an endpoint's signing secret; the previous one keeps signing for 24 hours",
  description:
    'A new signing secret, shown this once. For 24 hours every delivery carries two signatures (`v1,<new> v1,<previous>` in `webhook-signature`), so a receiver can switch secrets without refusing a delivery; then only the new one signs. A promise made is kept: a second rotation within those 24 hours keeps the first previous secret signing until its own expiry (three signatures at most), and a third while both still sign is refused (409 `secret_rotation_conflict`, with `Retry-After`). Of concurrent rotations exactly one wins; the others are 409, so the secret a 200 returns is the one that signs. Takes no body (an empty JSON object at most).',
  request: { params: webhookEndpointParams, body: noBody },
  success: { status: 200, description: 'The new secret (shown this once) and when the previous one stops signing', schema: rotatedSecret },
  errors: ['not_found', 'secret_rotation_conflict'],
  access: {
    // The endpoint's rotation history (no secret on it) is read for the conditional rotation.
    items: [{ actions: ['GetItem', 'UpdateItem'], keys: [keyRanges.organizations] }, /* @__PURE__ */ writesSecret(['UpdateItem'])],
  },
} as const satisfies OperationDefinition;

export const testWebhookEndpoint = {
  function: 'test-webhook-endpoint',
  method: 'POST',
  path: '/v1/webhooks/{id}/test',
  auth: 'user',
  rateClass: 'authenticated',
  tag: 'Webhooks',
  summary: 'Send a ping event to one endpoint',
  description:
    'Sends a `ping` event (`data: { "endpoint_id" }`) to this endpoint alone, whatever it subscribes to, signed like every delivery. Answers at once with the delivery id (its `webhook-id`); follow it in the deliveries log. A disabled endpoint gets no attempt: the delivery is `failed` at once. Takes no body (an empty JSON object at most).',
  request: { params: webhookEndpointParams, body: noBody },
  success: { status: 202, description: 'The ping is on its way', schema: scheduledDelivery },
  errors: ['not_found'],
  access: {
    items: [
      { actions: ['GetItem'], keys: [keyRanges.organizations] },
      // The ping event and its one delivery, in one transaction.
      { actions: ['PutItem'], keys: [keyRanges.webhookEvents, keyRanges.webhookDeliveries] },
    ],
    enqueuesWebhookDeliveries: true,
  },
} as const satisfies OperationDefinition;

export const listWebhookDeliveries = {
  function: 'list-webhook-deliveries',
  method: 'GET',
  path: '/v1/webhooks/{id}/deliveries',
  auth: 'user',
  rateClass: 'authenticated',
  tag: 'Webhooks',
  summary: "An endpoint's delivery log, newest first",
  description:
    "The endpoint's deliveries, newest first, optionally of one `status` (`pending`, `succeeded`, `failed`), each with every attempt: when, the receiver's status (null when it never answered), how long, and why it failed. Response bodies of the receiver are never stored. `id` is the delivery's `webhook-id`, the same on every attempt. A filtered list is read from an index and may lag a write by a moment.",
  request: { params: webhookEndpointParams, query: deliveryListQuery },
  success: { status: 200, description: 'Deliveries of the endpoint, newest first', schema: /* @__PURE__ */ page(webhookDelivery) },
  errors: ['not_found'],
  access: {
    items: [
      { actions: ['GetItem'], keys: [keyRanges.organizations] },
      { actions: ['Query'], keys: [keyRanges.webhookDeliveries] },
      { actions: ['Query'], keys: [keyRanges.webhookDeliveries], index: 'deliveriesByStatus' },
    ],
  },
} as const satisfies OperationDefinition;

export const retryWebhookDelivery = {
  function: 'retry-webhook-delivery',
  method: 'POST',
  path: '/v1/webhooks/{id}/deliveries/{deliveryId}/retry',
  auth: 'user',
  rateClass: 'authenticated',
  tag: 'Webhooks',
  summary: 'Attempt a delivery again now, whatever its status',
  description:
    "A new attempt now, with the same `webhook-id`, whatever the delivery's status. A pending delivery keeps its place on the retry schedule; a succeeded or failed one gets one attempt outside it. The attempt is recorded in the log like any other. A disabled or deleted endpoint gets no attempt. Takes no body (an empty JSON object at most).",
  request: { params: webhookDeliveryParams, body: noBody },
  success: { status: 202, description: 'The attempt is on its way', schema: scheduledDelivery },
  errors: ['not_found'],
  access: {
    items: [
      { actions: ['GetItem'], keys: [keyRanges.organizations] },
      { actions: ['GetItem', 'UpdateItem'], keys: [keyRanges.webhookDeliveries] },
    ],
    enqueuesWebhookDeliveries: true,
  },
} as const satisfies OperationDefinition;

/** Every HTTP operation, by operation id (the SDK's method names). */
export const operations = {
  getInvoice,
  receiveProviderWebhook,
  fromGuidedPrompt,
  createPersonality,
  refreshSession,
  decideReview,
  getTopicChangelog,
  listPaymentMethods,
  updateMe,
  getWebhookEndpoint,
  // Added by the contract since the interface's ten (sections 6.11 to 6.15).
  getMe,
  getPersonality,
  listPersonalities,
  listInvoices,
  logout,
  // Outgoing webhooks (contract 6.16, 6.17).
  createWebhookEndpoint,
  listWebhookEndpoints,
  updateWebhookEndpoint,
  deleteWebhookEndpoint,
  rotateWebhookSecret,
  testWebhookEndpoint,
  listWebhookDeliveries,
  retryWebhookDelivery,
  // Sign-in with an OpenID provider (contract 4.1).
  signIn,
  // Personality lifecycle (contract 6.18).
  updatePersonality,
  deletePersonality,
} as const satisfies Record<string, OperationDefinition>;

export type OperationId = keyof typeof operations;
export type Operation = (typeof operations)[OperationId];

/**
 * Behind API Gateway's `$default` route: every request no operation matched gets a 404 or, for a
 * known path with another method, a 405 with `Allow`, through the same spine.
 */
export const notFound = {
  function: 'not-found',
  method: 'GET',
  path: '$default',
  auth: 'public',
  rateClass: 'public',
  tag: 'Vocabularies',
  summary: 'Catch-all: 404 for unknown paths, 405 for known paths with another method',
  description: 'Every request no operation matches: 404 `not_found`, or 405 `method_not_allowed` with `Allow` for a known path called with another method.',
  request: { query: /* @__PURE__ */ z.record(/* @__PURE__ */ z.string(), /* @__PURE__ */ z.string()) },
  success: { status: 204, description: 'Never: every answer is a problem' },
  errors: ['not_found', 'method_not_allowed'],
  access: {},
} as const satisfies OperationDefinition;

// ---------------------------------------------------------------- Workers

/** Sends review-outcome emails: one SQS batch in, partial batch failures out; claims each outbox record before sending. */
export const sendEmail = {
  function: 'send-email',
  summary: 'Renders and sends the emails the email queue names, through SES',
  // At most the function's reserved concurrency in prod (infra/stages.ts, the worker kind's 5).
  trigger: { kind: 'queue', queue: 'email', batchSize: 10, maxConcurrency: 5 },
  timeoutSeconds: 30,
  access: { items: [{ actions: ['GetItem', 'UpdateItem'], keys: [keyRanges.outbox] }], sendsEmail: true },
} as const satisfies WorkerDefinition;

/** Re-sends outbox records that never reached the email queue (SQS was unreachable when the decision committed). */
export const relayOutbox = {
  function: 'relay-outbox',
  summary: 'Enqueues email outbox records that never reached the queue',
  trigger: { kind: 'schedule', everyMinutes: 1 },
  timeoutSeconds: 30,
  access: {
    items: [
      { actions: ['Query'], keys: [keyRanges.unsentOutbox], index: true },
      { actions: ['UpdateItem'], keys: [keyRanges.outbox] },
    ],
    enqueuesEmail: true,
  },
} as const satisfies WorkerDefinition;

/** Fans each webhook event out to the enabled endpoints of its organization subscribed to it: one delivery each, written once. */
export const fanOutWebhookEvents = {
  function: 'fan-out-webhook-events',
  summary: 'Writes one delivery per subscribed endpoint of each webhook event, and sends them',
  // At most the function's reserved concurrency in prod (infra/stages.ts, the worker kind's 5).
  trigger: { kind: 'queue', queue: 'webhookEvents', batchSize: 10, maxConcurrency: 5 },
  timeoutSeconds: 30,
  access: {
    items: [
      { actions: ['GetItem', 'UpdateItem'], keys: [keyRanges.webhookEvents] },
      { actions: ['Query'], keys: [keyRanges.organizations] },
      { actions: ['PutItem'], keys: [keyRanges.webhookDeliveries] },
    ],
    enqueuesWebhookDeliveries: true,
  },
} as const satisfies WorkerDefinition;

/**
 * Delivers webhooks, from two queues: the hot lane (first attempts to healthy endpoints, tests,
 * manual retries) and the slow lane (retries, failing or slow endpoints), each with its own cap
 * on concurrency so the slow lane can never take the hot lane's. The only reader of signing secrets.
 */
export const deliverWebhooks = {
  function: 'deliver-webhooks',
  summary: 'Attempts webhook deliveries: signed POSTs to the checked address, recorded and rescheduled',
  trigger: {
    kind: 'queues',
    queues: [
      { kind: 'queue', queue: 'webhookDeliveries', batchSize: 10, maxConcurrency: 20 },
      // As many as the hot lane: one organization's attempts in flight (at most 8, attempt-slots.ts) never hold most of either.
      { kind: 'queue', queue: 'webhookRetries', batchSize: 10, maxConcurrency: 20 },
    ],
  },
  timeoutSeconds: 30,
  access: {
    items: [
      // The endpoint (its URL, status and health; disabling it), its organization's name and members.
      { actions: ['GetItem', 'UpdateItem', 'Query'], keys: [keyRanges.organizations] },
      { actions: ['GetItem'], keys: [keyRanges.users] },
      { actions: ['GetItem'], keys: [keyRanges.webhookEvents] },
      { actions: ['GetItem', 'UpdateItem'], keys: [keyRanges.webhookDeliveries] },
      { actions: ['GetItem'], keys: [keyRanges.webhookSecrets] },
      // The endpoint-disabled email: outbox records in the disabling transaction.
      { actions: ['PutItem', 'UpdateItem'], keys: [keyRanges.outbox] },
    ],
    enqueuesEmail: true,
    enqueuesWebhookDeliveries: true,
  },
} as const satisfies WorkerDefinition;

/** Relays webhook events that never reached the fan-out, and sends deliveries that are due with no message on the way (retries beyond SQS's 15-minute delay, lost messages). */
export const sweepWebhooks = {
  function: 'sweep-webhooks',
  summary: 'Relays webhook events and due deliveries to their queues',
  trigger: { kind: 'schedule', everyMinutes: 1 },
  timeoutSeconds: 60,
  access: {
    items: [
      { actions: ['Query'], keys: [keyRanges.pendingWebhookEvents, keyRanges.dueWebhookDeliveries], index: true },
      { actions: ['UpdateItem'], keys: [keyRanges.webhookEvents, keyRanges.webhookDeliveries] },
    ],
    publishesWebhookEvents: true,
    enqueuesWebhookDeliveries: true,
  },
} as const satisfies WorkerDefinition;

export const workers = { sendEmail, relayOutbox, fanOutWebhookEvents, deliverWebhooks, sweepWebhooks } as const satisfies Record<string, WorkerDefinition>;

/** Every function the stack deploys. */
export const allFunctions = /* @__PURE__ */ (() => [...Object.values(operations), notFound, ...Object.values(workers)] as const)();
export type FunctionName = (typeof allFunctions)[number]['function'];
