import type { SQSClient } from '@aws-sdk/client-sqs';
import type { SQSEvent } from 'aws-lambda';
import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { logger } from '../../lib/logger';
import { attemptSlots, MAX_ATTEMPTS_PER_ENDPOINT, MAX_ATTEMPTS_PER_ORGANIZATION } from '../../lib/webhooks/delivery/attempt-slots';
import { createWebhookEndpoint } from '../../lib/webhooks/endpoints/create';
import { CLAIM_MS, deliverOnce, LAPSED_ATTEMPT_ERROR } from '../../lib/webhooks/delivery/deliver';
import { deliveryRepository } from '../../lib/webhooks/delivery/repository';
import { createDeliveryHandler } from '../../lib/webhooks/delivery/deliver-worker';
import { testWebhookEndpoint } from '../../lib/webhooks/delivery/test-endpoint';
import { createTestUser } from '../support/fixtures';
import { report } from '../reliability/mode';

/** An SQS client that takes every message and keeps it, so a test sees what the worker sent. */
function capturingSqs() {
  const sent: { QueueUrl: string; Entries: { MessageBody: string; DelaySeconds: number }[] }[] = [];
  const sqs = { send: async (command: { input: (typeof sent)[number] }) => (sent.push(command.input), { Failed: [] }) } as unknown as SQSClient;
  return { sqs, sent, queueUrls: { deliveries: 'http://sqs.invalid/deliveries', retries: 'http://sqs.invalid/retries' } };
}

async function endpointWithPing(url = 'http://127.0.0.1:9/hook') {
  const user = await createTestUser();
  const endpoint = await createWebhookEndpoint({ organizationId: user.organizationId, url, events: ['*'] });
  const { delivery_id } = await testWebhookEndpoint(user.organizationId, endpoint.id, Date.now(), capturingSqs());
  return { user, endpoint, message: { delivery_id, organization_id: user.organizationId, endpoint_id: endpoint.id } };
}

const record = (body: unknown, n = 1): SQSEvent['Records'][number] => ({
  messageId: `m-${n}`,
  receiptHandle: `r-${n}`,
  body: JSON.stringify(body),
  attributes: { ApproximateReceiveCount: '1', SentTimestamp: '0', SenderId: 'test', ApproximateFirstReceiveTimestamp: '0' },
  messageAttributes: {},
  md5OfBody: '',
  eventSource: 'aws:sqs',
  eventSourceARN: 'arn:aws:sqs:us-east-1:000000000000:webhook-retries',
  awsRegion: 'us-east-1',
});

describe('attempt slots: fair share held in DynamoDB conditions', () => {
  it('lets at most 4 attempts to one endpoint and 8 of one organization run at once, however many workers ask', async () => {
    const slots = attemptSlots();
    const org = `org_${ulid()}`;
    const endpoints = Array.from({ length: 4 }, () => `whe_${ulid()}`);
    const now = Date.now();
    const asks = endpoints.flatMap((endpoint) => Array.from({ length: 10 }, () => slots.acquire(org, endpoint, ulid(), now, CLAIM_MS)));
    const held = (await Promise.all(asks)).filter((slot) => slot !== undefined);
    expect(held).toHaveLength(MAX_ATTEMPTS_PER_ORGANIZATION);
    for (const endpoint of endpoints) expect(held.filter((slot) => slot.endpointId === endpoint).length).toBeLessThanOrEqual(MAX_ATTEMPTS_PER_ENDPOINT);
    // Another organization is not touched by it.
    expect(await slots.acquire(`org_${ulid()}`, endpoints[0]!, ulid(), now, CLAIM_MS)).toBeDefined();
    // A slot given back is free for the next attempt, of any endpoint of the organization.
    await slots.release(held[0]!);
    expect(await slots.acquire(org, endpoints[0]!, ulid(), now, CLAIM_MS)).toBeDefined();
    expect(await slots.acquire(org, endpoints[1]!, ulid(), now, CLAIM_MS)).toBeUndefined();
    report({
      area: 'Races',
      check: 'webhook attempt slots (fair share) under concurrent workers',
      tried: '40 concurrent asks for a slot, 10 for each of 4 endpoints of one organization, against DynamoDB Local',
      outcome: `exactly ${MAX_ATTEMPTS_PER_ORGANIZATION} granted, at most ${MAX_ATTEMPTS_PER_ENDPOINT} per endpoint; another organization unaffected; a slot given back was granted again`,
    });
  });

  it('bounds one endpoint at 4 while the organization’s other endpoints still get slots', async () => {
    const slots = attemptSlots();
    const org = `org_${ulid()}`;
    const [hung, healthy] = [`whe_${ulid()}`, `whe_${ulid()}`];
    const now = Date.now();
    const onHung = await Promise.all(Array.from({ length: 12 }, () => slots.acquire(org, hung, ulid(), now, CLAIM_MS)));
    expect(onHung.filter(Boolean)).toHaveLength(MAX_ATTEMPTS_PER_ENDPOINT);
    expect(await slots.acquire(org, healthy, ulid(), now, CLAIM_MS)).toBeDefined();
  });

  it('takes back the slots of workers that died (their leases lapse)', async () => {
    const slots = attemptSlots();
    const org = `org_${ulid()}`;
    const endpoint = `whe_${ulid()}`;
    const then = Date.now();
    for (let i = 0; i < MAX_ATTEMPTS_PER_ENDPOINT; i++) expect(await slots.acquire(org, endpoint, ulid(), then, 1_000)).toBeDefined();
    expect(await slots.acquire(org, endpoint, ulid(), then + 500, 1_000)).toBeUndefined();
    // Never released; a second later the leases have lapsed, and the next asker sweeps them out.
    expect(await slots.acquire(org, endpoint, ulid(), then + 1_500, 1_000)).toBeDefined();
  });
});

describe('a delivery worker that cannot finish', () => {
  it('leaves a hung attempt behind at the record’s deadline; the next worker records it as a failed attempt and sends nothing', async () => {
    const { user, endpoint, message } = await endpointWithPing();
    const queue = capturingSqs();
    let posts = 0;
    // A receiver (or anything) that holds the attempt forever: the batch still answers, by its record deadline.
    const hung = createDeliveryHandler({ ...queue, claimMs: 1_000, recordTimeoutMs: 300, post: () => (posts++, new Promise(() => undefined)) });
    const started = Date.now();
    const result = await hung({ Records: [record(message)] }, { awsRequestId: ulid() });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(result.batchItemFailures).toEqual([{ itemIdentifier: 'm-1' }]);
    expect(posts).toBe(1);

    // Its claim lapses; the next message (SQS redelivers, or the sweeper sends it) records that attempt as failed.
    await new Promise((r) => setTimeout(r, 1_100));
    const next = await deliverOnce(message, 'retries', {
      ...queue,
      claimMs: 1_000,
      logger,
      post: () => (posts++, Promise.reject(new Error('no attempt expected'))),
    });
    expect(next).toBe('lapsed');
    expect(posts).toBe(1);
    const stored = (await deliveryRepository().get(user.organizationId, endpoint.id, message.delivery_id))!;
    expect(stored).toMatchObject({ status: 'pending', schedule_step: 1, attempts: [{ response_status: null, error: LAPSED_ATTEMPT_ERROR }] });
    expect(stored.claim_token).toBeUndefined();
    // The schedule goes on from it: the next attempt is a retry at its time, sent with its delay.
    expect(Date.parse(stored.next_attempt_at!)).toBeGreaterThan(Date.now() - 1_000);
    expect(queue.sent.at(-1)!.QueueUrl).toBe(queue.queueUrls.retries);
    report({
      area: 'Faults',
      check: 'a delivery whose attempt never ends',
      tried: 'a batch whose one attempt never settles (record deadline 0.3 s, claim 1 s), then the delivery claimed again',
      outcome: `the batch answered in ${Date.now() - started < 2_000 ? 'under 2 s' : 'time'} with the record failed; the next worker recorded the lapsed attempt as failed ("${LAPSED_ATTEMPT_ERROR}"), scheduled the next one and sent nothing`,
    });
  });

  it('makes a delivery whose endpoint has no free slot wait, without an attempt and without holding the worker', async () => {
    const { user, endpoint, message } = await endpointWithPing();
    const slots = attemptSlots();
    for (let i = 0; i < MAX_ATTEMPTS_PER_ENDPOINT; i++) await slots.acquire(user.organizationId, endpoint.id, ulid(), Date.now(), CLAIM_MS);
    const queue = capturingSqs();
    let posts = 0;
    const outcome = await deliverOnce(message, 'deliveries', {
      ...queue,
      logger,
      post: async () => (posts++, { response_status: 200, error: null, duration_ms: 1 }),
    });
    expect(outcome).toBe('deferred');
    expect(posts).toBe(0);
    const stored = (await deliveryRepository().get(user.organizationId, endpoint.id, message.delivery_id))!;
    expect(stored).toMatchObject({ status: 'pending', attempts: [], deferred_since: expect.any(Number) });
    expect(stored.claim_token).toBeUndefined();
    const delaySeconds = queue.sent.at(-1)!.Entries[0]!.DelaySeconds;
    expect(delaySeconds).toBeGreaterThanOrEqual(1);
    expect(Date.parse(stored.next_attempt_at!) - Date.now()).toBeGreaterThan(500);
  });
});
