import { describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { invoiceIdFor } from '../../lib/billing/projections';
import { billingRepository } from '../../lib/billing/repository';
import { reviewRepository } from '../../lib/reviews/repository';
import { startSession } from '../../lib/sessions/start-session';
import { call } from '../support/api';
import { invoiceObject, mapNewCustomer, now, signingSecrets, stripeBody, stripeHeaders } from '../support/billing';
import { settledEmailsTo } from '../support/email';
import { createTestTicket, createTestUser } from '../support/fixtures';
import { bearer, signedInUser } from '../support/sessions';
import { mode, report, scaled } from './mode';
import { demo as stackDemo } from '../support/stack';

/**
 * Storms of concurrent requests over HTTP, each followed by a check of the invariant it threatens.
 * Sizes grow in long mode.
 */
const size = scaled(25, 200);
const demo = stackDemo as { admin_token: string };
const statusCounts = (statuses: number[]) =>
  Object.entries(statuses.reduce<Record<number, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {}))
    .map(([s, c]) => `${s}×${c}`)
    .join(', ');

describe(`race storms (${mode} mode, ${size} concurrent requests each)`, () => {
  it('a refresh storm on one family: every tab stays signed in, the family stays valid', async () => {
    const user = await createTestUser();
    const session = await startSession({ userId: user.userId });
    const refresh = (token: string) => call('/v1/auth/refresh', { method: 'POST', headers: { Cookie: `service_refresh=${token}` } });
    const responses = await Promise.all(Array.from({ length: size }, () => refresh(session.refresh_token)));
    const statuses = responses.map((r) => r.status);
    expect(statuses.every((s) => s === 200)).toBe(true);
    // Whichever cookie a browser keeps last, it still works (inside the grace window).
    const kept = /service_refresh=([^;]+)/.exec(responses.at(-1)!.headers.get('set-cookie')!)![1]!;
    expect((await refresh(kept)).status).toBe(200);
    report({
      area: 'Races',
      check: 'refresh storm on one family',
      tried: `${size} concurrent refreshes with one cookie`,
      outcome: `${statusCounts(statuses)}; the last cookie kept still rotates; no logout`,
    });
  });

  it('a duplicate webhook storm: one effect, every copy acknowledged', async () => {
    const user = await signedInUser();
    const customer = await mapNewCustomer(user.organizationId);
    const object = invoiceObject(customer);
    const body = stripeBody({ id: `evt_${ulid()}`, type: 'invoice.finalized', created: now(), object });
    const secret = signingSecrets().stripe[0]!;
    const responses = await Promise.all(
      Array.from({ length: size }, () => call('/v1/billing/stripe/webhook', { method: 'POST', headers: stripeHeaders(body, secret), body })),
    );
    expect(responses.map((r) => r.status).every((s) => s === 200)).toBe(true);
    const firsts = responses.filter((r) => r.json.duplicate === false);
    expect(firsts).toHaveLength(1);
    const event = JSON.parse(body) as { id: string };
    expect((await billingRepository().getEvent('stripe', event.id))?.outcome).toBe('applied');
    const invoice = await call(`/v1/billing/invoices/${invoiceIdFor(object.id, object.created)}`, { headers: bearer(user.accessToken) });
    expect(invoice.json.status).toBe('open');
    report({
      area: 'Races',
      check: 'duplicate webhook storm',
      tried: `${size} concurrent deliveries of one signed event`,
      outcome: `all 200; exactly 1 duplicate:false, ${size - 1} duplicate:true; one event record, applied; the invoice readable`,
    });
  });

  it('concurrent review decisions: one decision wins, one email', async () => {
    const t = await createTestTicket();
    const bodies = Array.from({ length: size }, (_, i) => (i % 2 === 0 ? { decision: 'approve' } : { decision: 'reject', reason: 'No' }));
    const responses = await Promise.all(
      bodies.map((body) =>
        call(`/v1/admin/reviews/${t.ticketId}/decide`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Service-Admin-Token': demo.admin_token },
          body: JSON.stringify(body),
        }),
      ),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    const winners = new Set(responses.filter((r) => r.status === 200).map((r) => r.json.ticket.decision));
    expect(winners.size).toBe(1);
    const stored = await reviewRepository().get(t.ticketId);
    expect(stored?.decision).toBe([...winners][0]);
    expect(await settledEmailsTo(t.email)).toHaveLength(1);
    report({
      area: 'Races',
      check: 'concurrent review decisions',
      tried: `${size} concurrent decisions (approve and reject) on one ticket`,
      outcome: `${statusCounts(statuses)}; one decision stored; exactly one email`,
    });
  });

  it('concurrent profile updates with one If-Match: exactly one wins', async () => {
    const user = await signedInUser();
    const patch = (body: unknown, headers: Record<string, string> = {}) =>
      call('/v1/me', {
        method: 'PATCH',
        headers: { ...bearer(user.accessToken), 'Content-Type': 'application/merge-patch+json', ...headers },
        body: JSON.stringify(body),
      });
    const etag = (await patch({})).headers.get('etag')!;
    const responses = await Promise.all(Array.from({ length: size }, (_, i) => patch({ display_name: `Writer ${i}` }, { 'If-Match': etag })));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 412)).toHaveLength(size - 1);
    const winner = responses.find((r) => r.status === 200)!.json.display_name;
    expect((await patch({})).json.display_name).toBe(winner);
    report({
      area: 'Races',
      check: 'concurrent profile updates with If-Match',
      tried: `${size} concurrent PATCHes with one ETag`,
      outcome: `${statusCounts(statuses)}; the stored profile is the winner's`,
    });
  });

  it('a rate-limit storm on one organization stays within burst + rate × elapsed', async () => {
    // The worker runs handlers with the contract's default limits (authenticated 20/s, burst 40).
    const { handler } = await import('../../functions/list-payment-methods/handler');
    const { httpEvent, lambdaContext } = await import('../support/events');
    const user = await signedInUser();
    const started = Date.now();
    const seconds = scaled(2, 10);
    let admitted = 0;
    let refused = 0;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (Date.now() - started < seconds * 1000) {
          const response = await handler(
            httpEvent({
              rawPath: '/v1/billing/payment-methods',
              routeKey: 'GET /v1/billing/payment-methods',
              headers: { authorization: `Bearer ${user.accessToken}` },
            }),
            lambdaContext(),
          );
          if (response.statusCode === 200) admitted++;
          else if (response.statusCode === 429) refused++;
          else throw new Error(`unexpected ${response.statusCode}`);
        }
      }),
    );
    const elapsed = (Date.now() - started) / 1000;
    const allowance = 40 + 20 * elapsed;
    expect(admitted).toBeLessThanOrEqual(Math.ceil(allowance) + 1);
    expect(admitted).toBeGreaterThanOrEqual(Math.floor(0.9 * allowance));
    report({
      area: 'Races',
      check: 'rate-limit storm on one organization',
      tried: `8 concurrent callers for ${elapsed.toFixed(1)} s against 20/s, burst 40`,
      outcome: `${admitted} admitted (allowance ${allowance.toFixed(0)}), ${refused} refused with 429`,
    });
  }, 60_000);
});
