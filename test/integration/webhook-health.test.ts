import { describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { createUser } from '../../lib/users/create-user';
import { userRepository } from '../../lib/users/repository';
import { logger } from '../../lib/logger';
import { createWebhookEndpoint } from '../../lib/webhooks/endpoints/create';
import { recordEndpointHealth } from '../../lib/webhooks/delivery/health';
import { webhookEndpointRepository } from '../../lib/webhooks/endpoints/repository';
import { AUTO_DISABLE_AFTER_MS } from '../../lib/webhooks/delivery/schedule';
import { updateWebhookEndpoint } from '../../lib/webhooks/endpoints/update';
import { settledEmailsTo } from '../support/email';
import { createTestUser } from '../support/fixtures';

const day = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

/** An organization with two developers (one disabled by an operator) and one endpoint of it. */
async function failingSetup() {
  const owner = await createTestUser();
  const colleague = await createUser({ email: `${ulid().toLowerCase()}@test.example`, organizationId: owner.organizationId });
  const departed = await createUser({ email: `${ulid().toLowerCase()}@test.example`, organizationId: owner.organizationId });
  await userRepository().setDisabled(departed.id, true, new Date().toISOString());
  const endpoint = await createWebhookEndpoint({ organizationId: owner.organizationId, url: 'https://hooks.example.com/down', events: ['*'] });
  const stored = (await webhookEndpointRepository().get(owner.organizationId, endpoint.id))!;
  return { owner, colleague, departed, endpoint, stored };
}

const health = () => ({ timeScale: 1, logger: logger.child({ test: 'health' }) });
const fail = (stored: Parameters<typeof recordEndpointHealth>[0], atMs: number) =>
  recordEndpointHealth(stored, { at: iso(atMs), outcome: 'failed', durationMs: 3 }, atMs, health());
const succeed = (stored: Parameters<typeof recordEndpointHealth>[0], atMs: number) =>
  recordEndpointHealth(stored, { at: iso(atMs), outcome: 'succeeded', durationMs: 3 }, atMs, health());

describe('auto-disable: an endpoint whose every delivery failed for 5 days (contract 8)', () => {
  it('is disabled by the first failure 5 days after the first one, and its developers are emailed once through the outbox', async () => {
    const { owner, colleague, departed, endpoint, stored } = await failingSetup();
    const t0 = Date.now() - 6 * day;
    expect(await fail(stored, t0)).toBe(false);
    expect(await fail(stored, t0 + 2 * day)).toBe(false);
    // Just short of 5 days: still enabled.
    expect(await fail(stored, t0 + AUTO_DISABLE_AFTER_MS - 1000)).toBe(false);
    expect((await webhookEndpointRepository().get(owner.organizationId, endpoint.id))!.status).toBe('enabled');
    // Several workers see the 5 days at once: one disables it.
    const results = await Promise.all([1, 2, 3, 4].map((n) => fail(stored, t0 + AUTO_DISABLE_AFTER_MS + n)));
    expect(results.filter(Boolean)).toHaveLength(1);
    const disabled = (await webhookEndpointRepository().get(owner.organizationId, endpoint.id))!;
    expect(disabled).toMatchObject({ status: 'disabled', disabled_reason: 'failing', failing_since: iso(t0) });

    for (const address of [owner.email, colleague.email]) {
      const emails = await settledEmailsTo(address);
      expect(emails).toHaveLength(1);
      expect(emails[0]!.subject).toBe(`Webhook endpoint disabled: ${endpoint.id}`);
      expect(emails[0]!.body.text).toContain('https://hooks.example.com/down');
      expect(emails[0]!.body.text).toContain(iso(t0));
      expect(emails[0]!.body.text).not.toContain('whsec_');
    }
    expect(await settledEmailsTo(departed.email, 1, 500, 0)).toHaveLength(0);

    // Enabled again by the developer: its failures are forgotten; a new failure starts a new count.
    await updateWebhookEndpoint(owner.organizationId, endpoint.id, { status: 'enabled' }, undefined, Date.now());
    const enabled = (await webhookEndpointRepository().get(owner.organizationId, endpoint.id))!;
    expect(enabled.failing_since).toBeUndefined();
    expect(await fail(enabled, Date.now())).toBe(false);
    expect((await webhookEndpointRepository().get(owner.organizationId, endpoint.id))!.status).toBe('enabled');
  });

  it('counts from the first failure after the last success: a success in between starts over', async () => {
    const { owner, endpoint, stored } = await failingSetup();
    const t0 = Date.now() - 10 * day;
    await fail(stored, t0);
    await succeed(stored, t0 + 3 * day);
    await fail(stored, t0 + 4 * day);
    // 6 days after the first failure, but only 2 after the last success: enabled.
    expect(await fail(stored, t0 + 6 * day)).toBe(false);
    const now = (await webhookEndpointRepository().get(owner.organizationId, endpoint.id))!;
    expect(now).toMatchObject({ status: 'enabled', failing_since: iso(t0 + 4 * day), last_success_at: iso(t0 + 3 * day) });
  });

  it('ignores a failure that finished after a later success (attempts out of order)', async () => {
    const { owner, endpoint, stored } = await failingSetup();
    const t0 = Date.now() - day;
    await succeed(stored, t0 + 1000);
    // An attempt that started before the success reports its failure late.
    expect(await fail(stored, t0)).toBe(false);
    expect((await webhookEndpointRepository().get(owner.organizationId, endpoint.id))!.failing_since).toBeUndefined();
  });
});
