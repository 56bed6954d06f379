import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
// Through the package's export path, as an application would import it.
import { ApiError, ServiceClient, type ClientOptions } from 'service-api/client';
import { startSession } from '../../lib/sessions/start-session';
import { contractCheckedFetch, stack } from '../support/api';
import { cardObject, mapNewCustomer, now, signingSecrets, stripeBody, stripeHeaders } from '../support/billing';
import { ULID } from '../support/events';
import { createTestTicket, createTestUser } from '../support/fixtures';
import { testStackEnv } from '../support/stack-config';
import { eventually, startReceiver, verified } from '../support/webhook-receiver';
import { demo as stackDemo } from '../support/stack';

/**
 * The SDK against the local stack. Every response it receives passes the contract check
 * (`contractCheckedFetch`): status, headers and body as the OpenAPI document describes them.
 */
const demo = stackDemo as { admin_token: string; users: { id: string; organization_id: string }[]; invoices: string[]; webhook_endpoints: string[] };

const client = (options: Partial<ClientOptions> = {}) => new ServiceClient({ baseUrl: stack.base_url, fetch: contractCheckedFetch, ...options });

/** A session-managed client of a fresh user (or of the given one), keeping its rotated refresh tokens. */
async function sessionClient(user?: { userId: string }) {
  const { userId } = user ?? (await createTestUser());
  const session = await startSession({ userId });
  const rotations: (string | null)[] = [];
  const api = client({ refreshToken: session.refresh_token, onRefreshToken: (token) => void rotations.push(token) });
  return { api, session, rotations };
}

async function expectApiError(promise: Promise<unknown>, status: number, code: string): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ status, code, request_id: expect.stringMatching(ULID) });
  return error as ApiError;
}

describe("docs/sdk.md's first script", () => {
  it('is scripts/examples/sdk.mjs, and runs with plain node against a running stack', async () => {
    const page = readFileSync('docs/sdk.md', 'utf8');
    const block = /<!-- sdk-example -->\s*```js\n([\s\S]*?)```/.exec(page)?.[1];
    expect(block).toBe(readFileSync('scripts/examples/sdk.mjs', 'utf8'));
    const { stdout } = await promisify(execFile)(process.execPath, ['scripts/examples/sdk.mjs'], {
      env: { ...process.env, SERVICE_DIR: dirname(dirname(stack.log_file)) },
    });
    expect(stdout).toMatch(/^profile alice@acme\.example Europe\/Paris request 01\w{24}$/m);
    expect(stdout).toMatch(/^invoice ACME-0001 4800 eur$/m);
    expect(stdout).toMatch(/^proposal ready /m);
    expect(stdout).toMatch(/^error 404 not_found 01\w{24}$/m);
    expect(stdout).toMatch(/^review (resolved|review_already_decided)$/m);
    expect(stdout.trim().split('\n').at(-1)).toBe('session ended');
  });
});

describe('the SDK against the local stack', () => {
  it('refreshes the session by itself, keeps the rotated cookie, and patches the profile with If-Match', async () => {
    const { api, rotations, session } = await sessionClient();
    const { value: profile, etag } = await api.updateMe({ display_name: 'Ada', timezone: 'Europe/Paris' });
    expect(profile).toMatchObject({ display_name: 'Ada', timezone: 'Europe/Paris' });
    expect(rotations).toHaveLength(1);
    expect(rotations[0]).not.toBe(session.refresh_token);

    const next = await api.updateMe({ locale: 'fr-FR' }, { ifMatch: etag });
    expect(next.value.locale).toBe('fr-FR');
    const stale = await expectApiError(api.updateMe({ locale: 'de-DE' }, { ifMatch: etag }), 412, 'precondition_failed');
    expect(stale.message).toContain('precondition_failed');
    expect(rotations).toHaveLength(1); // one access token served all three calls
  });

  it('reads the profile and its ETag, lists and reads back what it created, walks invoices, and logs out', async () => {
    const { api, rotations } = await sessionClient();
    const me = await api.getMe();
    if (me.notModified) throw new Error('expected a profile');
    expect(await api.getMe({ ifNoneMatch: me.etag })).toEqual({ notModified: true, etag: me.etag });
    expect((await api.updateMe({ display_name: 'Read first' }, { ifMatch: me.etag })).value.display_name).toBe('Read first');

    const created = await api.createPersonality({
      name: 'Sous Chef',
      summary: 'Plans dinners',
      traits: ['practical'],
      tone: { formality: 'casual', warmth: 'warm', humor: 'light', verbosity: 'concise' },
      topics: ['cooking'],
      boundaries: [],
      greeting: 'Hungry?',
      source: 'manual',
      sensitivity_declaration: { level: 'low', categories: [], confirmed: true },
    });
    expect(await api.getPersonality(created.id)).toEqual(created);
    const listed = [];
    for await (const personality of api.iteratePersonalities({ limit: 1 })) listed.push(personality.id);
    expect(listed).toEqual([created.id]);
    const invoices = [];
    for await (const invoice of api.iterateInvoices({ status: 'open' })) invoices.push(invoice);
    expect(invoices).toEqual([]);

    await api.logout();
    expect(rotations.at(-1)).toBeNull();
    // The client knows its session is over: a typed error that says so, without a request.
    const ended = await api.getMe().catch((e: unknown) => e);
    expect(ended).toBeInstanceOf(ApiError);
    expect(ended).toMatchObject({ status: 401, code: 'session_ended', request_id: '' });
    expect((ended as ApiError).message).toMatch(/session has ended.*new ServiceClient/);
    await api.logout(); // harmless again
  });

  it('ends the session on a replayed refresh token and tells the application', async () => {
    const { api, session } = await sessionClient();
    await api.refreshSession();
    await new Promise((r) => setTimeout(r, Number(testStackEnv.REFRESH_GRACE_SECONDS) * 1000 + 500));
    const tokens: (string | null)[] = [];
    const stolen = client({ refreshToken: session.refresh_token, onRefreshToken: (t) => void tokens.push(t) });
    await expectApiError(stolen.refreshSession(), 401, 'refresh_token_reused');
    expect(tokens).toEqual([null]);
    // The family is revoked: the legitimate client is signed out too, and learns it on its next refresh.
    await expectApiError(api.refreshSession(), 401, 'invalid_refresh_token');
    await expect(api.listPaymentMethods()).rejects.toMatchObject({ code: 'session_ended' });
  });

  it('shares one refresh between concurrent first calls', async () => {
    const { api, rotations } = await sessionClient();
    const results = await Promise.all([api.listPaymentMethods(), api.listPaymentMethods(), api.listPaymentMethods()]);
    expect(results.map((r) => r.data)).toEqual([[], [], []]);
    expect(rotations).toHaveLength(1);
  });

  it('reads invoices of the own organization only, with typed not-found errors', async () => {
    const alice = demo.users[0]!;
    const { api } = await sessionClient({ userId: alice.id });
    const outcomes = await Promise.all(
      demo.invoices.map((id) =>
        api.getInvoice(id).then(
          (invoice) => invoice.id,
          (e: ApiError) => e.code,
        ),
      ),
    );
    expect(outcomes.filter((o) => o.startsWith('inv_')).length).toBeGreaterThan(0);
    expect(outcomes.filter((o) => o === 'not_found').length).toBeGreaterThan(0);
    await expectApiError(api.getInvoice(`inv_${ulid()}`), 404, 'not_found');
    await expectApiError(api.getInvoice('not-an-id'), 400, 'invalid_request');
  });

  it('delivers signed provider events and iterates payment methods page by page', async () => {
    const user = await createTestUser();
    const { api } = await sessionClient(user);
    const customer = await mapNewCustomer(user.organizationId);
    const secret = signingSecrets().stripe[0]!;
    const deliveries = [0, 1, 2].map((i) =>
      stripeBody({ id: `evt_${ulid()}`, type: 'payment_method.attached', created: now() + i, object: cardObject(customer, { created: now() + i }) }),
    );
    for (const body of deliveries)
      expect(await api.receiveProviderWebhook('stripe', { body, headers: stripeHeaders(body, secret) })).toEqual({ received: true, duplicate: false });
    expect(await api.receiveProviderWebhook('stripe', { body: deliveries[0]!, headers: stripeHeaders(deliveries[0]!, secret) })).toEqual({
      received: true,
      duplicate: true,
    });
    await expectApiError(
      api.receiveProviderWebhook('stripe', { body: deliveries[0]!, headers: stripeHeaders(deliveries[0]!, 'whsec_wrong') }),
      400,
      'invalid_signature',
    );

    const seen = [];
    for await (const method of api.iteratePaymentMethods({ limit: 1 })) seen.push(method);
    expect(seen).toHaveLength(3);
    expect(new Set(seen.map((m) => m.id)).size).toBe(3);
    expect(seen[0]!.card?.last4).toBe('4242');
  });

  it('iterates the topic changelog newest first and honours If-None-Match', async () => {
    const api = client();
    const versions = [];
    for await (const entry of api.iterateTopicChangelog({ limit: 1 })) versions.push(entry.published_at);
    expect(versions.length).toBeGreaterThanOrEqual(3);
    expect([...versions].sort().reverse()).toEqual(versions);

    const first = await api.getTopicChangelog();
    expect(first.notModified).toBe(false);
    const again = await api.getTopicChangelog({ ifNoneMatch: first.etag });
    expect(again).toEqual({ notModified: true, etag: first.etag });
  });

  it('proposes a personality and accepts it once, whatever the retries', async () => {
    const { api } = await sessionClient();
    const description = 'A friendly cooking assistant that suggests weeknight recipes for busy families.';
    const proposed = await api.fromGuidedPrompt({ description });
    expect(proposed.status).toBe('ready');
    const body = {
      ...proposed.proposal!,
      source: 'guided_prompt' as const,
      source_ref: description,
      proposal_token: proposed.proposal_token,
      sensitivity_declaration: { level: 'low' as const, categories: [], confirmed: true as const },
      critical_answers: proposed.critical_questions.map((q) => ({ question_id: q.id, answer: 'Answered by the developer.' })),
    };
    const idempotencyKey = ulid();
    const [first, second] = await Promise.all([api.createPersonality(body, { idempotencyKey }), api.createPersonality(body, { idempotencyKey })]);
    expect(second.id).toBe(first.id);
    expect(first.id).toMatch(/^pers_/);
    const error = await expectApiError(api.fromGuidedPrompt({ description: '' }), 400, 'invalid_request');
    expect(error.problem?.errors?.[0]?.path).toBe('/description');
  });

  it('decides a review with the admin token, idempotently', async () => {
    const { ticketId } = await createTestTicket();
    const admin = client({ adminToken: demo.admin_token });
    const result = await admin.decideReview(ticketId, { decision: 'approve', note: 'Welcome aboard' });
    expect(result).toMatchObject({ ticket: { id: ticketId, status: 'resolved' }, organization: { review_status: 'approved' }, email: { status: 'queued' } });
    expect(await admin.decideReview(ticketId, { decision: 'approve', note: 'Welcome aboard' })).toEqual(result);
    await expectApiError(admin.decideReview(ticketId, { decision: 'reject', reason: 'Changed my mind' }), 409, 'review_already_decided');
    await expectApiError(client({ adminToken: 'wrong' }).decideReview(ticketId, { decision: 'approve' }), 401, 'invalid_admin_token');
  });

  it('reads webhook endpoints of the own organization, never their secret', async () => {
    const { api } = await sessionClient({ userId: demo.users[0]!.id });
    const outcomes = await Promise.all(
      demo.webhook_endpoints.map((id) =>
        api.getWebhookEndpoint(id).then(
          (e) => e,
          (e: ApiError) => e.code,
        ),
      ),
    );
    const own = outcomes.filter((o): o is Exclude<typeof o, string> => typeof o !== 'string');
    expect(own.length).toBeGreaterThan(0);
    for (const read of own) {
      if (read.notModified) throw new Error('a read without If-None-Match is never a 304');
      expect(Object.keys(read.value)).not.toContain('secret');
      // Read again with its ETag: the unchanged endpoint is a 304, without a body.
      const again = await api.getWebhookEndpoint(read.value.id, { ifNoneMatch: read.etag });
      expect(again).toEqual({ notModified: true, etag: read.etag });
      expect(again.lastResponse.status).toBe(304);
    }
    expect(outcomes).toContain('not_found');
  });

  it('gives every result the request id and rate limit of its answer', async () => {
    const { api } = await sessionClient();
    const results = [
      await api.getMe(),
      await api.listPaymentMethods(),
      await api.call('listInvoices', { query: { limit: '1' } }),
      await client().getTopicChangelog({ limit: 1 }),
    ];
    const created = await api.createWebhookEndpoint({ url: 'https://hooks.invalid/sdk', events: ['*'] }).catch((e: ApiError) => e);
    for (const result of results) {
      expect(result.lastResponse).toMatchObject({ request_id: expect.stringMatching(ULID), status: 200, attempts: 1 });
      expect(result.lastResponse.rateLimit).toMatchObject({ limit: expect.any(Number), remaining: expect.any(Number) });
      expect(Object.keys(result)).not.toContain('lastResponse');
    }
    // A create carries the Idempotency-Key the SDK made for it, whatever the answer.
    const response = created instanceof ApiError ? created.response : created.lastResponse;
    expect(response?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(response?.request_id).toMatch(ULID);
  });

  it('manages webhook endpoints and reads their delivery log through named methods', async () => {
    const { api } = await sessionClient();
    const receiver = await startReceiver();
    try {
      const created = await api.createWebhookEndpoint({ url: receiver.url, events: ['*'], description: 'SDK' });
      expect(created.secret).toMatch(/^whsec_/);
      const listed = [];
      for await (const endpoint of api.iterateWebhookEndpoints({ limit: 1 })) listed.push(endpoint.id);
      expect(listed).toEqual([created.id]);
      const { value: endpoint, etag } = await api.updateWebhookEndpoint(created.id, { description: 'SDK, renamed' });
      expect(endpoint.description).toBe('SDK, renamed');
      await expectApiError(api.updateWebhookEndpoint(created.id, { description: 'late' }, { ifMatch: '"v0"' }), 412, 'precondition_failed');
      const rotated = await api.rotateWebhookSecret(created.id);
      const { delivery_id } = await api.testWebhookEndpoint(created.id);
      const [request] = await receiver.waitFor(1);
      expect(verified(rotated.secret, request!).type).toBe('ping');
      const delivery = await eventually(async () => {
        for await (const d of api.iterateWebhookDeliveries(created.id, { status: 'succeeded' })) if (d.id === delivery_id) return d;
        return undefined;
      });
      expect(delivery.attempts[0]?.response_status).toBe(200);
      expect(await api.retryWebhookDelivery(created.id, delivery_id)).toEqual({ delivery_id });
      await receiver.waitFor(2);
      expect(etag).toBe('"v1"');
      expect((await api.deleteWebhookEndpoint(created.id)).lastResponse).toMatchObject({ status: 204, request_id: expect.stringMatching(ULID) });
      await expectApiError(api.deleteWebhookEndpoint(created.id), 404, 'not_found');
      await expectApiError(api.createWebhookEndpoint({ url: 'https://169.254.169.254/', events: ['*'] }), 422, 'invalid_webhook_url');
    } finally {
      await receiver.close();
    }
  });

  it('with a fixed access token, surfaces 401 as a typed error instead of refreshing', async () => {
    await expectApiError(client({ accessToken: 'not-a-jwt' }).listPaymentMethods(), 401, 'unauthenticated');
  });
});
