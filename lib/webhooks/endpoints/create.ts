import { ulid } from 'ulid';
import * as z from 'zod/mini';
import { retryOnConflict, RETRY } from '../../aws/transactions';
import { idempotencyKeyHeader } from '../../contract/idempotency';
import { ProblemError } from '../../contract/problems';
import { Refusal } from '../../contract/refusals';
import { oncePerKey, type Completion } from '../../idempotency/once-per-key';
import { idempotencyRepository, type IdempotencyRepository } from '../../idempotency/repository';
import { idPattern } from '../../ids';
import type { Logger } from '../../logger';
import { keys } from '../../store/keys';
import { webhookConfig } from '../config';
import { MAX_WEBHOOK_ENDPOINTS, webhookEndpointRepository, type WebhookEndpointRepository } from './repository';
import { presentEndpoint } from './read';
import { newSigningSecret } from '../signing';
import { createWebhookEndpointBody, type WebhookEndpoint } from '../schemas';
import { checkWebhookUrl, type Resolver, type UrlPolicy } from './url-safety';

export const createWebhookEndpointInput = z.extend(createWebhookEndpointBody, {
  organizationId: z.string().check(z.regex(idPattern('org'), 'Must be an organization id (org_...)')),
  /** Given (operators, the seed), a second run answers the stored endpoint instead of creating another. */
  id: z.optional(z.string().check(z.regex(idPattern('whe'), 'Must be a webhook endpoint id (whe_ and a ULID)'))),
  /** The request's `Idempotency-Key` (contract 6.16): a retry with the same body answers the first endpoint and its secret. */
  idempotencyKey: z.optional(idempotencyKeyHeader),
});

/** What the endpoint use cases check URLs with: the stack's policy and the DNS (tests pass their own). */
export interface UrlCheckDeps {
  policy?: UrlPolicy;
  resolve?: Resolver;
}

/** The URL rules of contract 6.16, as a 422 `invalid_webhook_url` whose detail says which rule (never echoing the URL). */
export async function safeUrl(url: string, { policy = webhookConfig, resolve }: UrlCheckDeps = {}): Promise<string> {
  const verdict = await checkWebhookUrl(url, policy, resolve ? { resolve } : {});
  if (!verdict.ok) throw new ProblemError('invalid_webhook_url', { detail: verdict.reason });
  return verdict.value.href;
}

/** A created (or, with an id given twice, found) endpoint; the secret only when this call made it. */
export type CreatedWebhookEndpoint = WebhookEndpoint & { organization_id: string; created: boolean; version: number; secret?: string };

/** What creating uses; production defaults, tests pass their own. */
export type CreateWebhookEndpointDeps = { endpoints?: WebhookEndpointRepository; idempotency?: IdempotencyRepository; logger?: Logger } & UrlCheckDeps;

/**
 * The records of creations with an `Idempotency-Key` hold the signing secret: they live apart
 * from the organization's items (`WEBHOOKCREATE#`), where only the creating function reaches them.
 */
const creationRecords = () => idempotencyRepository({ keyOf: keys.webhookCreation });

/**
 * Registers an outgoing webhook endpoint (POST /v1/webhooks, the operator CLI and the seed)
 * with a fresh signing secret, returned here, once; no read ever shows it again. The URL must
 * pass the rules of contract 6.16 (422 `invalid_webhook_url`), and the organization may have at
 * most 16 endpoints (422 `too_many_webhook_endpoints`, enforced by the creating transaction).
 * With an id, a second run answers the stored endpoint (without its secret). With an
 * `Idempotency-Key`, the one mechanism of every creating route (lib/idempotency): a retry with
 * the same body within 24 hours answers the first endpoint and its secret, before anything else
 * runs (the URL's lookup included); the same key with another body is a 422, and a retry while
 * the first runs a 409.
 */
export async function createWebhookEndpoint(
  // Event types are checked by the schema: operators type them as text.
  input: Omit<z.input<typeof createWebhookEndpointInput>, 'events'> & { events: readonly string[] },
  nowMs = Date.now(),
  deps: CreateWebhookEndpointDeps = {},
): Promise<CreatedWebhookEndpoint> {
  const { organizationId, url, description = null, events, id = `whe_${ulid(nowMs)}`, idempotencyKey } = createWebhookEndpointInput.parse(input);
  const keyed = idempotencyKey === undefined ? undefined : { organizationId, key: idempotencyKey, body: { url, description, events }, nowMs };
  const { result } = await oncePerKey<CreatedWebhookEndpoint>(
    keyed,
    (complete) => createOnce({ organizationId, url, description, events, id }, nowMs, complete, deps),
    { repository: deps.idempotency ?? creationRecords(), logger: deps.logger },
  );
  return result;
}

async function createOnce(
  {
    organizationId,
    url: rawUrl,
    description,
    events,
    id,
  }: { organizationId: string; url: string; description: string | null; events: WebhookEndpoint['events']; id: string },
  nowMs: number,
  complete: Completion<CreatedWebhookEndpoint> | undefined,
  deps: CreateWebhookEndpointDeps,
): Promise<CreatedWebhookEndpoint> {
  const { endpoints = webhookEndpointRepository() } = deps;
  const url = await safeUrl(rawUrl, deps);
  const nowIso = new Date(nowMs).toISOString();
  const endpoint: WebhookEndpoint = { id, url, description, events, status: 'enabled', created_at: nowIso, updated_at: nowIso, secret_rotated_at: nowIso };
  const secret = newSigningSecret();
  const created: CreatedWebhookEndpoint = { ...endpoint, organization_id: organizationId, created: true, version: 0, secret };
  const outcome = await retryOnConflict(
    async () => {
      const result = await endpoints.create({ ...endpoint, organization_id: organizationId }, secret, complete?.(created));
      return result === 'conflict' ? RETRY : result;
    },
    { what: "The organization's webhook endpoints" },
  );
  if (outcome === 'no_organization') throw new Refusal('not_found', `No organization ${organizationId}`);
  if (outcome === 'too_many') {
    throw new ProblemError('too_many_webhook_endpoints', {
      detail: `An organization may have at most ${MAX_WEBHOOK_ENDPOINTS} webhook endpoints; delete one first`,
    });
  }
  if (outcome === 'created') return created;
  const existing = await endpoints.getPublic(organizationId, id);
  if (!existing || existing.url !== url) throw new Refusal('conflict', `Webhook endpoint ${id} exists with another URL`);
  return { ...presentEndpoint(existing), organization_id: organizationId, created: false, version: existing.version ?? 0 };
}

export { presentEndpoint };
