import { readFileSync } from 'node:fs';
import type { Socket } from 'node:net';
import { SQSClient } from '@aws-sdk/client-sqs';
import type { SQSEvent } from 'aws-lambda';
import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { decideReview } from '../../lib/reviews/decide';
import { postWebhook } from '../../lib/webhooks/delivery/attempt';
import { MAX_ATTEMPTS_PER_ENDPOINT, MAX_ATTEMPTS_PER_ORGANIZATION } from '../../lib/webhooks/delivery/attempt-slots';
import { LAPSED_ATTEMPT_ERROR } from '../../lib/webhooks/delivery/deliver';
import { recordEndpointHealth } from '../../lib/webhooks/delivery/health';
import { deliveryRepository } from '../../lib/webhooks/delivery/repository';
import { createDeliveryHandler } from '../../lib/webhooks/delivery/deliver-worker';
import { webhookEndpointRepository } from '../../lib/webhooks/endpoints/repository';
import { RETRY_SCHEDULE_SECONDS } from '../../lib/webhooks/delivery/schedule';
import { testWebhookEndpoint } from '../../lib/webhooks/delivery/test-endpoint';
import { call, stack } from '../support/api';
import { invoiceObject, mapNewCustomer, signingSecrets, stripeBody, stripeHeaders } from '../support/billing';
import { createTestTicket, manualPersonality, scanTable } from '../support/fixtures';
import { bearer, postAs, signedInAs, signedInUser } from '../support/sessions';
import { endpointFor, eventually, rawAnswer, receiverPool, startRawReceiver, verified, type startReceiver } from '../support/webhook-receiver';
import { report, scaled } from './mode';
import { demo as stackDemo } from '../support/stack';

const receiver = receiverPool();

const unreachable = () =>
  new SQSClient({ endpoint: 'http://127.0.0.1:9', region: 'us-east-1', maxAttempts: 1, credentials: { accessKeyId: 'x', secretAccessKey: 'x' } });
const scale = stack.webhook_time_scale;

const post = postAs;

const deliveryOf = async (accessToken: string, endpointId: string, id: string) =>
  ((await call(`/v1/webhooks/${endpointId}/deliveries?limit=100`, { headers: bearer(accessToken) })).json.data as any[]).find((d) => d.id === id);

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
    const created = await Promise.all(Array.from({ length: n }, (_, i) => post(owner.accessToken, '/v1/personalities', manualPersonality(`Tutor ${i}`))));
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
    const admin = { 'X-Service-Admin-Token': (stackDemo as { admin_token: string }).admin_token, 'Content-Type': 'application/json' };
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

/** A record of a delivery message as the event source hands it to the function, on a lane. */
const sqsRecord = (message: { delivery_id: string; organization_id: string; endpoint_id: string }, lane: 'webhook-deliveries' | 'webhook-retries', n = 1) => ({
  messageId: `m-${n}`,
  receiptHandle: `r-${n}`,
  body: JSON.stringify(message),
  attributes: { ApproximateReceiveCount: '1', SentTimestamp: '0', SenderId: 'test', ApproximateFirstReceiveTimestamp: '0' },
  messageAttributes: {},
  md5OfBody: '',
  eventSource: 'aws:sqs',
  eventSourceARN: `arn:aws:sqs:us-east-1:000000000000:${lane}`,
  awsRegion: 'us-east-1',
});

/** An SQS client that keeps what the worker sends: the stack's own workers never see these deliveries, the test drives them. */
function heldQueue() {
  const sent: { QueueUrl: string; Entries: { MessageBody: string }[] }[] = [];
  const sqs = { send: async (command: { input: (typeof sent)[number] }) => (sent.push(command.input), { Failed: [] }) } as unknown as SQSClient;
  return { sqs, sent, queueUrls: { deliveries: 'http://sqs.invalid/webhook-deliveries', retries: 'http://sqs.invalid/webhook-retries' } };
}

/**
 * The stack's worker code on the stack's DynamoDB, run in this process with the hot lane's
 * patience and the attempt's timeout shortened (300 ms and 1.5 s instead of 3 s and 15 s) so the
 * lane logic is proved in a second; that every attempt ends at its deadline is
 * test/unit/webhook-attempt.test.ts's, and the defaults themselves test/unit/webhook-delivery.test.ts's.
 */
const SHORT = { hotLanePatienceMs: 300, timeoutMs: 1_500 };

describe('receivers that fail, hang, answer slowly or reset the connection', () => {
  it('lets go of a hung attempt on the hot lane at its patience, records a hang past the timeout as a failed attempt, and retries it', async () => {
    const user = await signedInUser();
    const server = await receiver((n) => (n < 2 ? { hang: true } : { status: 200 }));
    const endpoint = await endpointFor(user.accessToken, server.url);
    const queue = heldQueue();
    const { delivery_id } = await testWebhookEndpoint(user.organizationId, endpoint.id, Date.now(), queue);
    const message = { delivery_id, organization_id: user.organizationId, endpoint_id: endpoint.id };
    const worker = createDeliveryHandler({ ...queue, ...SHORT });
    await worker({ Records: [sqsRecord(message, 'webhook-deliveries')] }, { awsRequestId: ulid() });
    expect(queue.sent.at(-1)!.QueueUrl).toBe(queue.queueUrls.retries);
    await worker({ Records: [sqsRecord(message, 'webhook-retries')] }, { awsRequestId: ulid() });
    await settle(50);
    await worker({ Records: [sqsRecord(message, 'webhook-retries')] }, { awsRequestId: ulid() });
    const delivery = (await deliveryRepository().get(user.organizationId, endpoint.id, delivery_id))!;
    expect(delivery.status).toBe('succeeded');
    expect(delivery.attempts[0]).toMatchObject({ response_status: null, error: 'no answer within 0.3 s on the hot lane: repeated on the slow lane' });
    expect(delivery.attempts[0]!.duration_ms).toBeGreaterThanOrEqual(290);
    expect(delivery.attempts[1]).toMatchObject({ response_status: null, error: 'no answer within 1.5 s' });
    expect(delivery.attempts[1]!.duration_ms).toBeGreaterThanOrEqual(1_490);
    expect(delivery.attempts[1]!.duration_ms).toBeLessThan(2_500);
    expect(delivery.attempts[2]).toMatchObject({ response_status: 200, error: null });
    expect(new Set(server.received.map((r) => r.headers['webhook-id']))).toEqual(new Set([delivery_id]));
    report({
      area: 'Webhook receivers',
      check: 'a receiver that never answers',
      tried: 'the first two attempts hang, the next answers 200 (the worker with its bounds shortened ×10: hot lane 0.3 s, attempt 1.5 s)',
      outcome: `attempt 1 left the hot lane after ${delivery.attempts[0]!.duration_ms} ms and was repeated at once on the slow lane; attempt 2 recorded after ${delivery.attempts[1]!.duration_ms} ms as "no answer within 1.5 s" (status null); attempt 3 succeeded, the same webhook-id throughout`,
    });
  });

  it('repeats a slow answer on the slow lane, where a 2xx within the timeout counts, and sends that endpoint to the slow lane meanwhile', async () => {
    const user = await signedInUser();
    const server = await receiver((n) => ({ status: 200, delayMs: n < 2 ? 600 : 0 }));
    const endpoint = await endpointFor(user.accessToken, server.url);
    const queue = heldQueue();
    const worker = createDeliveryHandler({ ...queue, ...SHORT });
    const message = (id: string) => ({ delivery_id: id, organization_id: user.organizationId, endpoint_id: endpoint.id });
    const first = await testWebhookEndpoint(user.organizationId, endpoint.id, Date.now(), queue);
    const second = await testWebhookEndpoint(user.organizationId, endpoint.id, Date.now(), queue);
    // The hot lane lets go of the slow answer at its patience, and marks the endpoint slow...
    await worker({ Records: [sqsRecord(message(first.delivery_id), 'webhook-deliveries')] }, { awsRequestId: ulid() });
    expect((await webhookEndpointRepository().get(user.organizationId, endpoint.id))!.slow_at).toBeDefined();
    // ...so its next delivery, arriving on the hot lane, goes straight to the slow lane without an attempt.
    const sentBefore = queue.sent.length;
    await worker({ Records: [sqsRecord(message(second.delivery_id), 'webhook-deliveries')] }, { awsRequestId: ulid() });
    expect(server.received).toHaveLength(1);
    expect(queue.sent.slice(sentBefore).map((s) => s.QueueUrl)).toEqual([queue.queueUrls.retries]);
    // On the slow lane the same slow answer is within the timeout: a success.
    await worker({ Records: [sqsRecord(message(first.delivery_id), 'webhook-retries')] }, { awsRequestId: ulid() });
    const slow = (await deliveryRepository().get(user.organizationId, endpoint.id, first.delivery_id))!;
    expect(slow.status).toBe('succeeded');
    expect(slow.attempts.map((a) => a.response_status)).toEqual([null, 200]);
    expect(slow.attempts[1]!.duration_ms).toBeGreaterThanOrEqual(590);
    // Answering quickly again (under 5 s) brings the endpoint back to the hot lane.
    await worker({ Records: [sqsRecord(message(second.delivery_id), 'webhook-retries')] }, { awsRequestId: ulid() });
    expect((await webhookEndpointRepository().get(user.organizationId, endpoint.id))!.slow_at).toBeUndefined();
    report({
      area: 'Webhook receivers',
      check: 'a receiver that answers slowly',
      tried: 'a 200 after 600 ms twice, then fast answers (the worker with its bounds shortened ×10: hot lane 0.3 s, attempt 1.5 s)',
      outcome: `the hot lane let go after ${slow.attempts[0]!.duration_ms} ms and marked the endpoint slow, so its next delivery went straight to the slow lane; the slow lane's attempt got the 200 after ${slow.attempts[1]!.duration_ms} ms and succeeded; a fast success brought it back to the hot lane`,
    });
  });

  it('records a failed attempt at once from receivers that switch protocols, half-close, drop or answer garbage, while another organization’s pings keep arriving', async () => {
    const modes = [
      { mode: 'answers 101 with Upgrade and Connection: Upgrade', error: 'protocol switch not followed', status: 101 },
      { mode: 'half-closes its side without answering', error: 'connection reset', status: null },
      { mode: 'drops the connection without answering', error: 'connection reset', status: null },
      { mode: 'answers something that is not HTTP', error: 'the answer was not valid HTTP', status: null },
    ];
    const answers: ((socket: Socket) => void)[] = [
      (socket) => socket.end(rawAnswer(['HTTP/1.1 101 Switching Protocols', 'Upgrade: websocket', 'Connection: Upgrade'])),
      (socket) => socket.end(),
      (socket) => socket.destroy(),
      (socket) => socket.end('SSH-2.0-OpenSSH_9.6\r\n'),
    ];
    const [hostile, other] = [await signedInUser(), await signedInUser()];
    const raws = await Promise.all(answers.map((answer) => startRawReceiver(answer)));
    const healthy = await receiver();
    try {
      const endpoints: { id: string; secret: string }[] = [];
      for (const raw of raws) endpoints.push(await endpointFor(hostile.accessToken, raw.url));
      const otherEndpoint = await endpointFor(other.accessToken, healthy.url);
      const pings = await Promise.all(
        endpoints.flatMap((endpoint) =>
          Array.from({ length: 5 }, async () => ({ endpoint, res: await post(hostile.accessToken, `/v1/webhooks/${endpoint.id}/test`) })),
        ),
      );
      const latencies: number[] = [];
      for (let i = 0; i < 3; i++) {
        const sent = Date.now();
        await post(other.accessToken, `/v1/webhooks/${otherEndpoint.id}/test`);
        await healthy.waitFor(i + 1);
        latencies.push(healthy.received[i]!.at - sent);
      }
      const recorded = await eventually(async () => {
        const all = await Promise.all(pings.map(({ endpoint, res }) => deliveryOf(hostile.accessToken, endpoint.id, res.json.delivery_id)));
        return all.every((d) => d?.attempts.length >= 1) ? all : undefined;
      }, 15_000);
      const outcomes = modes.map(({ mode, error, status }, i) => {
        const own = recorded.filter((_, n) => pings[n]!.endpoint.id === endpoints[i]!.id);
        for (const delivery of own) expect(delivery.attempts[0], mode).toMatchObject({ response_status: status, error });
        return `${mode}: "${error}" within ${Math.max(...own.map((d) => d.attempts[0].duration_ms as number))} ms`;
      });
      const slowest = Math.max(...recorded.map((d) => d.attempts[0].duration_ms as number));
      expect(slowest).toBeLessThan(3_000);
      expect(Math.max(...latencies)).toBeLessThan(3_000);
      for (const endpoint of endpoints) await call(`/v1/webhooks/${endpoint.id}`, { method: 'DELETE', headers: bearer(hostile.accessToken) });
      report({
        area: 'Webhook receivers',
        check: 'receivers that switch protocols (101 + Upgrade), half-close, drop the connection or answer garbage',
        tried: "5 pings to each of 4 such receivers of one organization, over the local stack, and meanwhile 3 pings of another organization's endpoint",
        outcome: `each of the 20 recorded a failed attempt at once (${outcomes.join('; ')}); the other organization's pings arrived ${latencies.join(', ')} ms after they were sent`,
      });
    } finally {
      await Promise.all(raws.map((raw) => raw.close()));
    }
  });

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
      // Quick mode watches the first four attempts (2 s); long mode the whole schedule (about 100 s at 1000×).
      const attempts = scaled(4, 8);
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

    // The claim lapses; the sweeper re-sends it, and the worker that claims it records the lapsed
    // attempt as failed and goes on with the schedule: the next attempt succeeds.
    const recovered = await eventually(async () => {
      const d = await deliveryRepository().get(user.organizationId, endpoint.id, crashing.delivery_id);
      return d?.status === 'succeeded' ? d : undefined;
    }, 30_000);
    expect(recovered.attempts.map((a) => [a.response_status, a.error])).toEqual([
      [null, LAPSED_ATTEMPT_ERROR],
      [200, null],
    ]);
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
        'only the dead record was reported failed; the duplicated delivery was attempted once (its claim); once the dead one\'s claim lapsed, the next worker recorded that attempt as failed ("the attempt did not finish") and the schedule\'s next attempt succeeded, with the same webhook-id (the receiver saw it twice, at-least-once); no claim left',
    });
  });
});

describe('isolation: one organization’s receivers never delay another’s deliveries (fair share)', () => {
  it("delivers another organization's pings within seconds while 40 pings of one organization hang on a silent receiver", async () => {
    const [a, b] = [await signedInUser(), await signedInUser()];
    const silent = await receiver(() => ({ hang: true }));
    const healthy = await receiver();
    const silentEndpoint = await endpointFor(a.accessToken, silent.url);
    const healthyEndpoint = await endpointFor(b.accessToken, healthy.url);
    const flood = scaled(40, 100);
    await Promise.all(Array.from({ length: flood }, () => post(a.accessToken, `/v1/webhooks/${silentEndpoint.id}/test`)));
    await silent.waitFor(MAX_ATTEMPTS_PER_ENDPOINT);
    const latencies: number[] = [];
    for (let i = 0; i < 4; i++) {
      const sent = Date.now();
      await post(b.accessToken, `/v1/webhooks/${healthyEndpoint.id}/test`);
      await healthy.waitFor(i + 1);
      latencies.push(healthy.received[i]!.at - sent);
      await settle(500);
    }
    // The silent receiver never had more than its endpoint's share of attempts at once.
    expect(silent.received.length).toBeLessThanOrEqual(flood);
    expect(Math.max(...latencies)).toBeLessThan(3_000);
    await call(`/v1/webhooks/${silentEndpoint.id}`, { method: 'DELETE', headers: bearer(a.accessToken) });
    report({
      area: 'Tenant isolation',
      check: 'a silent webhook receiver against another organization',
      tried: `${flood} pings of one organization to a receiver that never answers, then 4 pings of another organization's endpoint over 2 s`,
      outcome: `the other organization's pings arrived ${latencies.join(', ')} ms after they were sent; the silent receiver held at most ${MAX_ATTEMPTS_PER_ENDPOINT} attempts at a time (its endpoint's slots), the rest waited without holding a worker`,
    });
  }, 60_000);

  it("retries another organization's failed delivery on time while one organization's failing receivers fill the slow lane", async () => {
    const [a, b] = [await signedInUser(), await signedInUser()];
    const silent = [await receiver(() => ({ hang: true })), await receiver(() => ({ hang: true })), await receiver(() => ({ hang: true }))];
    const flaky = await receiver((n) => ({ status: n === 0 ? 500 : 200 }));
    const endpoints: { id: string; secret: string }[] = [];
    for (const r of silent) endpoints.push(await endpointFor(a.accessToken, r.url));
    // Failing already: every delivery of these endpoints takes the slow lane, with the full 15 s.
    for (const endpoint of endpoints) {
      const stored = (await webhookEndpointRepository().get(a.organizationId, endpoint.id))!;
      await recordEndpointHealth(stored, { at: new Date().toISOString(), outcome: 'failed', durationMs: 15_000 }, Date.now(), { timeScale: scale });
    }
    const flood = scaled(30, 100);
    await Promise.all(Array.from({ length: flood }, (_, i) => post(a.accessToken, `/v1/webhooks/${endpoints[i % endpoints.length]!.id}/test`)));
    await eventually(async () => (silent.reduce((n, r) => n + r.received.length, 0) >= MAX_ATTEMPTS_PER_ORGANIZATION ? true : undefined));
    const flakyEndpoint = await endpointFor(b.accessToken, flaky.url);
    const sent = Date.now();
    await post(b.accessToken, `/v1/webhooks/${flakyEndpoint.id}/test`);
    await flaky.waitFor(2, 15_000);
    const retriedAfter = flaky.received[1]!.at - sent;
    const held = silent.reduce((n, r) => n + r.received.length, 0);
    expect(held).toBeLessThanOrEqual(MAX_ATTEMPTS_PER_ORGANIZATION + MAX_ATTEMPTS_PER_ENDPOINT);
    expect(retriedAfter).toBeLessThan(5_000);
    for (const endpoint of endpoints) await call(`/v1/webhooks/${endpoint.id}`, { method: 'DELETE', headers: bearer(a.accessToken) });
    report({
      area: 'Tenant isolation',
      check: "one organization's failing receivers against another's retries (the slow lane)",
      tried: `${flood} pings of one organization to 3 failing endpoints whose receivers never answer (slow lane, 15 s each), then another organization's ping to a receiver that fails once`,
      outcome: `the other organization's retry arrived ${retriedAfter} ms after its first ping (schedule: 5 s ÷ ${scale}); the failing organization had ${held} attempts started (its slots: ${MAX_ATTEMPTS_PER_ORGANIZATION}), the rest waited without holding a worker`,
    });
  }, 60_000);
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
