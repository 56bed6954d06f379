import { readFileSync } from 'node:fs';
import { SQSClient } from '@aws-sdk/client-sqs';
import type { SQSEvent } from 'aws-lambda';
import { ulid } from 'ulid';
import { describe, expect, inject, it } from 'vitest';
import { decideReview } from '../../lib/reviews/decide';
import { postWebhook } from '../../lib/webhook-endpoints/attempt';
import { deliveryRepository } from '../../lib/webhook-endpoints/deliveries';
import { createDeliveryHandler } from '../../lib/webhook-endpoints/delivery-handler';
import { webhookEndpointRepository } from '../../lib/webhook-endpoints/repository';
import { RETRY_SCHEDULE_SECONDS } from '../../lib/webhook-endpoints/schedule';
import { testWebhookEndpoint } from '../../lib/webhook-endpoints/test-endpoint';
import { call, stack, stackLogs } from '../support/api';
import { invoiceObject, mapNewCustomer, signingSecrets, stripeBody, stripeHeaders } from '../support/billing';
import { createTestTicket, scanTable } from '../support/fixtures';
import { bearer, postAs, signedInAs, signedInUser } from '../support/sessions';
import { endpointFor, eventually, receiverPool, verified, type startReceiver } from '../support/webhook-receiver';
import { report, scaled } from './mode';

const receiver = receiverPool();

const unreachable = () =>
  new SQSClient({ endpoint: 'http://127.0.0.1:9', region: 'us-east-1', maxAttempts: 1, credentials: { accessKeyId: 'x', secretAccessKey: 'x' } });
const scale = stack.webhook_time_scale;

const post = postAs;

const deliveryOf = async (accessToken: string, endpointId: string, id: string) =>
  ((await call(`/v1/webhooks/${endpointId}/deliveries?limit=100`, { headers: bearer(accessToken) })).json.data as any[]).find((d) => d.id === id);

const manualPersonality = (n: number) => ({
  name: `Tutor ${n}`,
  summary: 'A patient maths tutor',
  traits: ['patient'],
  tone: { formality: 'casual', warmth: 'warm', humor: 'playful', verbosity: 'concise' },
  topics: ['mathematics'],
  boundaries: [],
  greeting: 'Hello!',
  source: 'manual',
  sensitivity_declaration: { level: 'low', categories: [], confirmed: true },
});

const settle = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('outgoing webhooks under concurrency (no event lost or doubled)', () => {
  it('concurrent creations, duplicate provider events and racing review decisions yield one event per change and one delivery per subscribed endpoint', async () => {
    const owner = await signedInUser();
    const other = await signedInUser();
    const [all, subscribed, unsubscribed, foreign] = [await receiver(), await receiver(), await receiver(), await receiver()];
    const endpoints = [await endpointFor(owner.accessToken, all.url, ['*']), await endpointFor(owner.accessToken, subscribed.url, ['personality.created'])];
    await endpointFor(owner.accessToken, unsubscribed.url, ['payment_method.updated']);
    await endpointFor(other.accessToken, foreign.url, ['*']);

    const n = scaled(12, 60);
    const created = await Promise.all(Array.from({ length: n }, (_, i) => post(owner.accessToken, '/v1/personalities', manualPersonality(i))));
    expect(created.map((r) => r.status)).toEqual(Array(n).fill(201));
    const ids = new Set(created.map((r) => r.json.id as string));

    // One provider event delivered 20 times at once: one change, one invoice.updated.
    const customer = await mapNewCustomer(owner.organizationId);
    const body = stripeBody({ id: `evt_${ulid()}`, type: 'invoice.finalized', created: Math.floor(Date.now() / 1000), object: invoiceObject(customer) });
    const duplicates = await Promise.all(
      Array.from({ length: 20 }, () => call('/v1/billing/stripe/webhook', { method: 'POST', headers: stripeHeaders(body, signingSecrets().stripe[0]!), body })),
    );
    expect(duplicates.filter((r) => r.json?.duplicate === false)).toHaveLength(1);

    // Racing decisions on one ticket of the same organization: one decision, one review.decided.
    const ticket = await createTestTicket();
    const ticketOwner = await signedInAs(ticket);
    const decisions = await receiver();
    await endpointFor(ticketOwner.accessToken, decisions.url, ['review.decided']);
    const admin = { 'X-Service-Admin-Token': (inject('demo') as { admin_token: string }).admin_token, 'Content-Type': 'application/json' };
    const decided = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call(`/v1/admin/reviews/${ticket.ticketId}/decide`, {
          method: 'POST',
          headers: admin,
          body: JSON.stringify(i % 2 ? { decision: 'approve' } : { decision: 'reject', reason: 'Incomplete' }),
        }),
      ),
    );
    expect(decided.filter((r) => r.status === 200).length).toBeGreaterThanOrEqual(1);

    await all.waitFor(n + 1, 60_000);
    await subscribed.waitFor(n, 60_000);
    await decisions.waitFor(1);
    await settle(2000);
    const personalities = (r: Awaited<ReturnType<typeof startReceiver>>) =>
      r.received.map((request) => verified(endpoints[r === all ? 0 : 1]!.secret, request)).filter((e) => e.type === 'personality.created');
    for (const r of [all, subscribed]) {
      const events = personalities(r);
      expect(events).toHaveLength(n);
      expect(new Set(events.map((e) => e.data.id as string))).toEqual(ids);
      expect(new Set(r.received.map((request) => request.headers['webhook-id'])).size).toBe(r.received.length);
    }
    expect(all.received.map((request) => JSON.parse(request.body).type).filter((t) => t === 'invoice.updated')).toHaveLength(1);
    expect(decisions.received).toHaveLength(1);
    expect(unsubscribed.received).toHaveLength(0);
    expect(foreign.received).toHaveLength(0);

    // In the table: exactly one event per change, one delivery per subscribed endpoint and event.
    const items = await scanTable();
    const events = items.filter((i) => i.entity === 'WebhookEvent' && i.organization_id === owner.organizationId);
    expect(events.filter((e) => e.type === 'personality.created')).toHaveLength(n);
    expect(events.filter((e) => e.type === 'invoice.updated')).toHaveLength(1);
    const deliveries = items.filter((i) => i.entity === 'WebhookDelivery' && i.organization_id === owner.organizationId);
    expect(deliveries).toHaveLength(2 * n + 1);
    report({
      area: 'Races',
      check: 'webhook events of concurrent changes',
      tried: `${n} concurrent personality creations for an organization with 2 subscribed endpoints, 1 unsubscribed and another organization's; 20 concurrent deliveries of one provider event; 10 racing decisions on one ticket`,
      outcome: `${n} events and ${2 * n} deliveries, each endpoint received each event once (${n} distinct webhook-ids); 1 invoice.updated; 1 review.decided; the unsubscribed and the other organization's endpoints received nothing`,
    });
  }, 120_000);
});

describe('receivers that fail, hang, answer slowly or reset the connection', () => {
  it('lets go of a hung attempt on the hot lane after 3 s, records a hang past 15 s as a failed attempt, and retries it', async () => {
    const user = await signedInUser();
    const server = await receiver((n) => (n < 2 ? { hang: true } : { status: 200 }));
    const endpoint = await endpointFor(user.accessToken, server.url);
    const { delivery_id } = (await post(user.accessToken, `/v1/webhooks/${endpoint.id}/test`)).json;
    const delivery = await eventually(async () => {
      const d = await deliveryOf(user.accessToken, endpoint.id, delivery_id);
      return d?.status === 'succeeded' ? d : undefined;
    }, 50_000);
    expect(delivery.attempts[0]).toMatchObject({ response_status: null, error: 'no answer within 3 s on the hot lane: repeated on the slow lane' });
    expect(delivery.attempts[0].duration_ms).toBeGreaterThanOrEqual(2_900);
    expect(delivery.attempts[1]).toMatchObject({ response_status: null, error: 'no answer within 15 s' });
    expect(delivery.attempts[1].duration_ms).toBeGreaterThanOrEqual(14_900);
    expect(delivery.attempts[1].duration_ms).toBeLessThan(17_000);
    expect(delivery.attempts[2]).toMatchObject({ response_status: 200, error: null });
    expect(new Set(server.received.map((r) => r.headers['webhook-id']))).toEqual(new Set([delivery_id]));
    report({
      area: 'Webhook receivers',
      check: 'a receiver that never answers',
      tried: 'the first two attempts hang, the next answers 200',
      outcome: `attempt 1 left the hot lane after ${delivery.attempts[0].duration_ms} ms and was repeated at once on the slow lane; attempt 2 recorded after ${delivery.attempts[1].duration_ms} ms as "no answer within 15 s" (status null); attempt 3 succeeded, the same webhook-id throughout`,
    });
  }, 60_000);

  it('accepts a slow 2xx within 15 s (on the slow lane), then sends that endpoint to the slow lane first', async () => {
    const user = await signedInUser();
    const server = await receiver((n) => ({ status: 200, delayMs: n < 2 ? 6000 : 0 }));
    const endpoint = await endpointFor(user.accessToken, server.url);
    const first = (await post(user.accessToken, `/v1/webhooks/${endpoint.id}/test`)).json.delivery_id;
    const slow = await eventually(async () => {
      const d = await deliveryOf(user.accessToken, endpoint.id, first);
      return d?.status === 'succeeded' ? d : undefined;
    }, 30_000);
    // 3 s on the hot lane, then the full 15 s on the slow lane, where the 6-second answer counts.
    expect(slow.attempts.map((a: any) => a.response_status)).toEqual([null, 200]);
    expect(slow.attempts[1].duration_ms).toBeGreaterThanOrEqual(5900);
    expect((await webhookEndpointRepository().get(user.organizationId, endpoint.id))!.slow_at).toBeDefined();
    const second = (await post(user.accessToken, `/v1/webhooks/${endpoint.id}/test`)).json.delivery_id;
    await server.waitFor(3);
    const moved = await eventually(async () =>
      stackLogs().find((line) => line.deliveryId === second && String(line.message).startsWith('webhook delivery moved to the slow lane')),
    );
    expect(moved).toBeDefined();
    // Answering fast again brings it back to the hot lane.
    await eventually(async () => ((await webhookEndpointRepository().get(user.organizationId, endpoint.id))!.slow_at === undefined ? true : undefined));
    report({
      area: 'Webhook receivers',
      check: 'a receiver that answers slowly',
      tried: 'a 200 after 6 s twice, then fast answers',
      outcome: `the hot lane let go after ${slow.attempts[0].duration_ms} ms; the slow lane's attempt got the 200 after ${slow.attempts[1].duration_ms} ms and succeeded; the endpoint's next delivery went straight to the slow lane, and a fast success brought it back`,
    });
  }, 60_000);

  it('records connection resets and succeeds on a later attempt', async () => {
    const user = await signedInUser();
    const server = await receiver((n) => (n < 2 ? { reset: true } : { status: 202 }));
    const endpoint = await endpointFor(user.accessToken, server.url);
    const { delivery_id } = (await post(user.accessToken, `/v1/webhooks/${endpoint.id}/test`)).json;
    const delivery = await eventually(async () => {
      const d = await deliveryOf(user.accessToken, endpoint.id, delivery_id);
      return d?.status === 'succeeded' ? d : undefined;
    });
    expect(delivery.attempts.map((a: any) => [a.response_status, a.error])).toEqual([
      [null, 'connection reset'],
      [null, 'connection reset'],
      [202, null],
    ]);
    report({
      area: 'Webhook receivers',
      check: 'a receiver that resets the connection',
      tried: 'the first two attempts reset, the third answers 202',
      outcome: 'two attempts recorded as "connection reset", the third succeeded; the same webhook-id throughout',
    });
  });

  it(
    'retries a failing receiver on the schedule (compressed by the time scale) and gives up after 8 attempts',
    async () => {
      const user = await signedInUser();
      const server = await receiver(() => ({ status: 500 }));
      const endpoint = await endpointFor(user.accessToken, server.url);
      const { delivery_id } = (await post(user.accessToken, `/v1/webhooks/${endpoint.id}/test`)).json;
      // Quick mode watches the first five attempts; long mode the whole schedule (about 100 s at 1000×).
      const attempts = scaled(5, 8);
      const delivery = await eventually(
        async () => {
          const d = await deliveryOf(user.accessToken, endpoint.id, delivery_id);
          return d?.attempts.length >= attempts ? d : undefined;
        },
        scaled(40_000, 200_000),
      );
      const gaps = delivery.attempts.slice(1).map((a: any, i: number) => Date.parse(a.at) - Date.parse(delivery.attempts[i].at));
      gaps.forEach((gap: number, i: number) => expect(gap, `gap ${i}`).toBeGreaterThanOrEqual((RETRY_SCHEDULE_SECONDS[i]! * 1000) / scale - 50));
      if (attempts === 8) {
        await eventually(async () => ((await deliveryOf(user.accessToken, endpoint.id, delivery_id))?.status === 'failed' ? true : undefined), 10_000);
        await settle(3000);
        expect(server.received).toHaveLength(8);
      } else {
        expect(delivery.status).toBe('pending');
        expect(delivery.next_attempt_at).not.toBeNull();
      }
      report({
        area: 'Webhook receivers',
        check: 'a receiver that always fails',
        tried: `answers 500 to every attempt, time scale ${scale}`,
        outcome: `attempts ${delivery.attempts.length} at gaps ${gaps.map((g: number) => `${g} ms`).join(', ')} (each at least the schedule's delay ÷ ${scale})${attempts === 8 ? '; after the 8th the delivery is failed and nothing more is sent' : ''}`,
      });
    },
    scaled(60_000, 240_000),
  );
});

describe('faults: the queue down, the worker crashing mid-batch', () => {
  it('delivers an event whose change committed while the events queue was unreachable (the sweeper relays it)', async () => {
    const ticket = await createTestTicket();
    const owner = await signedInAs(ticket);
    const server = await receiver();
    const endpoint = await endpointFor(owner.accessToken, server.url, ['review.decided']);
    const started = Date.now();
    const result = await decideReview(ticket.ticketId, { decision: 'approve' }, Date.now(), { webhooks: { sqs: unreachable() } });
    expect(result.ticket.status).toBe('resolved');
    const [request] = await server.waitFor(1, 30_000);
    expect(verified(endpoint.secret, request!)).toMatchObject({ type: 'review.decided', data: { ticket_id: ticket.ticketId } });
    await settle(2000);
    expect(server.received).toHaveLength(1);
    report({
      area: 'Faults',
      check: 'SQS unreachable when a change commits its webhook event',
      tried: 'a review decision with the events queue refusing connections',
      outcome: `the decision committed; the sweeper relayed the pending event and review.decided arrived once, ${Date.now() - started} ms later (time scale ${scale})`,
    });
  });

  it('delivers a ping whose delivery never reached its queue (the sweeper sends it)', async () => {
    const user = await signedInUser();
    const server = await receiver();
    const endpoint = await endpointFor(user.accessToken, server.url);
    const { delivery_id } = await testWebhookEndpoint(user.organizationId, endpoint.id, Date.now(), { sqs: unreachable() });
    const [request] = await server.waitFor(1, 30_000);
    expect(request!.headers['webhook-id']).toBe(delivery_id);
    await settle(2000);
    expect(server.received).toHaveLength(1);
  });

  it('survives a worker that dies after sending and before recording: at-least-once with the same webhook-id, records consistent', async () => {
    const user = await signedInUser();
    const server = await receiver();
    const endpoint = await endpointFor(user.accessToken, server.url);
    // Two deliveries whose messages SQS never got: only this test's batch (and later the sweeper) sends them.
    const crashing = await testWebhookEndpoint(user.organizationId, endpoint.id, Date.now(), { sqs: unreachable() });
    const healthy = await testWebhookEndpoint(user.organizationId, endpoint.id, Date.now(), { sqs: unreachable() });
    const record = (id: string, n: number) => ({
      messageId: `m-${n}`,
      receiptHandle: `r-${n}`,
      body: JSON.stringify({ delivery_id: id, organization_id: user.organizationId, endpoint_id: endpoint.id }),
      attributes: { ApproximateReceiveCount: '1', SentTimestamp: '0', SenderId: 'test', ApproximateFirstReceiveTimestamp: '0' },
      messageAttributes: {},
      md5OfBody: '',
      eventSource: 'aws:sqs',
      eventSourceARN: 'arn:aws:sqs:us-east-1:000000000000:webhook-deliveries',
      awsRegion: 'us-east-1',
    });
    // The worker posts, then dies before recording (for the crashing delivery only).
    const handler = createDeliveryHandler({
      claimMs: 2000,
      post: async (target, headers, body, options) => {
        const result = await postWebhook(target, headers, body, options);
        if (headers['webhook-id'] === crashing.delivery_id) throw new Error('worker crashed after sending');
        return result;
      },
    });
    // The healthy delivery's message arrives twice in the batch (SQS is at-least-once too).
    const batch: SQSEvent = { Records: [record(crashing.delivery_id, 1), record(healthy.delivery_id, 2), record(healthy.delivery_id, 3)] };
    const result = await handler(batch, { awsRequestId: ulid() });
    expect(result.batchItemFailures).toEqual([{ itemIdentifier: 'm-1' }]);
    const byId = (id: string) => server.received.filter((r) => r.headers['webhook-id'] === id);
    expect(byId(healthy.delivery_id)).toHaveLength(1);
    expect(byId(crashing.delivery_id)).toHaveLength(1);
    const afterCrash = await deliveryRepository().get(user.organizationId, endpoint.id, crashing.delivery_id);
    expect(afterCrash).toMatchObject({ status: 'pending', attempts: [] });

    // The claim expires; the sweeper re-sends it and a worker of the stack attempts it again.
    const recovered = await eventually(async () => {
      const d = await deliveryRepository().get(user.organizationId, endpoint.id, crashing.delivery_id);
      return d?.status === 'succeeded' ? d : undefined;
    }, 30_000);
    expect(recovered.attempts).toHaveLength(1);
    expect(recovered.claim_token).toBeUndefined();
    expect(byId(crashing.delivery_id)).toHaveLength(2);
    const healthyRecord = await deliveryRepository().get(user.organizationId, endpoint.id, healthy.delivery_id);
    expect(healthyRecord).toMatchObject({ status: 'succeeded' });
    expect(healthyRecord!.attempts).toHaveLength(1);
    report({
      area: 'Faults',
      check: 'the delivery worker dying mid-batch',
      tried: 'a batch of 3 records: a delivery whose worker dies after the POST and before recording it, and another delivery whose message came twice',
      outcome:
        'only the dead record was reported failed; the duplicated delivery was attempted once (its claim); the dead one was attempted again after its claim expired, with the same webhook-id (the receiver saw it twice, at-least-once), and its record holds one attempt, succeeded, no claim left',
    });
  });
});

describe('isolation: one dead receiver does not delay another organization', () => {
  it("delivers another organization's event at once while a flood of deliveries hangs on a dead receiver", async () => {
    const [a, b] = [await signedInUser(), await signedInUser()];
    const dead = await receiver(() => ({ hang: true }));
    const healthy = await receiver();
    const deadEndpoint = await endpointFor(a.accessToken, dead.url);
    const healthyEndpoint = await endpointFor(b.accessToken, healthy.url);
    // Locally the hot lane runs 4 batches of 10 at once (AWS: up to 20 × 10): a flood within that is what this proves (docs/webhooks.md, isolation).
    const flood = scaled(16, 30);
    await Promise.all(Array.from({ length: flood }, () => post(a.accessToken, `/v1/webhooks/${deadEndpoint.id}/test`)));
    await dead.waitFor(Math.min(flood, 8));
    const sent = Date.now();
    await post(b.accessToken, `/v1/webhooks/${healthyEndpoint.id}/test`);
    await healthy.waitFor(1);
    const firstLatency = healthy.received[0]!.at - sent;
    expect(firstLatency).toBeLessThan(5000);

    // Once its attempts time out the dead endpoint is failing: its next deliveries take the slow lane at once.
    await eventually(async () => ((await webhookEndpointRepository().get(a.organizationId, deadEndpoint.id))!.failing_since ? true : undefined), 30_000);
    const more = await Promise.all(Array.from({ length: flood }, () => post(a.accessToken, `/v1/webhooks/${deadEndpoint.id}/test`)));
    const movedIds = new Set(more.map((r) => r.json.delivery_id));
    const again = Date.now();
    await post(b.accessToken, `/v1/webhooks/${healthyEndpoint.id}/test`);
    await healthy.waitFor(2);
    const secondLatency = healthy.received[1]!.at - again;
    expect(secondLatency).toBeLessThan(5000);
    const moved = await eventually(async () => {
      const count = stackLogs().filter(
        (line) => movedIds.has(line.deliveryId) && String(line.message).startsWith('webhook delivery moved to the slow lane'),
      ).length;
      return count === flood ? count : undefined;
    });
    report({
      area: 'Tenant isolation',
      check: 'a dead webhook receiver against another organization',
      tried: `${flood} deliveries to a receiver that never answers (15 s each), then another organization's ping; then ${flood} more once the endpoint was failing`,
      outcome: `the other organization's ping arrived ${firstLatency} ms after it was sent while the dead receiver held its attempts, and ${secondLatency} ms the second time; the failing endpoint's ${moved} new deliveries went straight to the slow lane`,
    });
  }, 90_000);
});

describe('webhook secrets stay out of logs and records', () => {
  it('leaves no endpoint secret, nor its key, in any log line of the stack or any delivery record', async () => {
    const items = await scanTable();
    const secrets = items.filter((i) => i.entity === 'WebhookEndpointSecret').flatMap((i) => [i.secret, i.previous_secret].filter(Boolean) as string[]);
    expect(secrets.length).toBeGreaterThan(5);
    const logs = readFileSync(stack.log_file, 'utf8');
    const records = JSON.stringify(items.filter((i) => i.entity === 'WebhookDelivery' || i.entity === 'WebhookEvent' || i.entity === 'WebhookEndpoint'));
    const leaks = secrets.filter((secret) => {
      const key = secret.slice('whsec_'.length);
      return logs.includes(key) || records.includes(key);
    });
    expect(leaks).toEqual([]);
    expect(logs).not.toMatch(/whsec_[A-Za-z0-9+/]{8,}/);
    report({
      area: 'Secrets',
      check: 'webhook endpoint secrets in logs and delivery records',
      tried: `${secrets.length} endpoint secrets (current and previous) searched in ${logs.split('\n').length} log lines and every event, delivery and endpoint item`,
      outcome: 'none found, with or without its whsec_ prefix',
    });
  });
});
