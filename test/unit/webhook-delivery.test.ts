import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { beforeEach, describe, expect, it } from 'vitest';
import { logger } from '../../lib/logger';
import type { AttemptResult } from '../../lib/webhooks/delivery/attempt';
import { afterAttempt, deliverOnce, movedToSlowLane, RETRY_JITTER } from '../../lib/webhooks/delivery/deliver';
import type { AttemptSlots } from '../../lib/webhooks/delivery/attempt-slots';
import type { DeliveryRecord, DeliveryRepository } from '../../lib/webhooks/delivery/repository';
import { MAX_SQS_DELAY_SECONDS } from '../../lib/webhooks/delivery/queue';
import type { WebhookEventRepository } from '../../lib/webhooks/events/outbox';
import type { EndpointHealthRepository } from '../../lib/webhooks/delivery/health';
import type { WebhookEndpointRepository } from '../../lib/webhooks/endpoints/repository';
import { RETRY_SCHEDULE_SECONDS } from '../../lib/webhooks/delivery/schedule';
import { webhookHeaders } from '../../lib/webhooks/signing';
import type { SigningSecretReader } from '../../lib/webhooks/delivery/signing-secrets';
import { capturedLogs, clearLogs } from '../support/log-capture';

const secret = () => `whsec_${randomBytes(32).toString('base64')}`;
const base: DeliveryRecord = {
  id: 'msg_01JDEM0000000000000000000A',
  organization_id: 'org_01JDEM0000000000000000001',
  endpoint_id: 'whe_01JDEM0000000000000000001',
  event_id: 'evt_01JDEM0000000000000000001',
  event_type: 'ping',
  status: 'pending',
  attempts: [],
  next_attempt_at: '2026-11-01T00:00:00.000Z',
  created_at: '2026-11-01T00:00:00.000Z',
  schedule_step: 0,
  in_schedule: true,
  ttl: 0,
};
const noJitter = () => 0;
const failed = (status: number | null): AttemptResult => ({ response_status: status, error: status === null ? 'connection refused' : null, duration_ms: 12 });

describe('the delivery schedule (contract 8)', () => {
  it('retries after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h, then fails: 8 attempts', () => {
    let record = base;
    let nowMs = Date.parse(base.created_at);
    const delays: number[] = [];
    for (let attempt = 1; attempt <= 8; attempt++) {
      const next = afterAttempt(record, failed(503), new Date(nowMs).toISOString(), nowMs, 1, noJitter);
      if (attempt === 8) {
        expect(next).toMatchObject({ status: 'failed', next_attempt_at: null, in_schedule: false });
        break;
      }
      expect(next.status).toBe('pending');
      const delay = Date.parse(next.next_attempt_at!) - nowMs;
      delays.push(delay / 1000);
      // Within SQS's 15 minutes the worker sends the message itself; longer waits are the sweeper's.
      expect(next.enqueued_for !== undefined).toBe(delay <= MAX_SQS_DELAY_SECONDS * 1000);
      record = { ...record, schedule_step: next.schedule_step, attempts: [...record.attempts, next.attempt!] };
      nowMs += delay;
    }
    expect(delays).toEqual([...RETRY_SCHEDULE_SECONDS]);
    expect(RETRY_SCHEDULE_SECONDS).toEqual([5, 300, 1800, 7200, 18000, 36000, 36000]);
  });

  it('divides every delay by the time scale (the local stack)', () => {
    const next = afterAttempt({ ...base, schedule_step: 1 }, failed(500), base.created_at, 0, 1000, noJitter);
    expect(Date.parse(next.next_attempt_at!)).toBe(300);
  });

  it('stretches each delay by up to 20 % at random, never shortening it', () => {
    for (const step of [0, 1, 4]) {
      const scheduled = RETRY_SCHEDULE_SECONDS[step]! * 1000;
      const delays = [0, 0.25, 0.5, 0.999].map((r) =>
        Date.parse(afterAttempt({ ...base, schedule_step: step }, failed(500), base.created_at, 0, 1, () => r).next_attempt_at!),
      );
      expect(delays[0]).toBe(scheduled);
      expect(delays[3]).toBeLessThanOrEqual(scheduled * (1 + RETRY_JITTER));
      expect(delays[3]).toBeGreaterThan(scheduled * 1.19);
      expect([...delays].sort((a, b) => a - b)).toEqual(delays);
    }
  });

  it('never retries sooner than a receiver’s Retry-After (at most an hour, divided by the time scale like the schedule)', () => {
    const busy = (ms: number): AttemptResult => ({ ...failed(503), retry_after_ms: ms });
    const at = (result: AttemptResult, step: number, scale = 1) =>
      Date.parse(afterAttempt({ ...base, schedule_step: step }, result, base.created_at, 0, scale, noJitter).next_attempt_at!);
    expect(at(busy(600_000), 0)).toBe(600_000); // 10 min asked, 5 s scheduled
    expect(at(busy(2_000), 0)).toBe(5_000); // asked for less than the schedule: the schedule
    expect(at(busy(3_600_000), 1)).toBe(3_600_000); // the most a receiver can ask (attempt.ts caps it)
    expect(at(busy(600_000), 0, 1000)).toBe(600);
    // A wait beyond SQS's 15 minutes is the sweeper's to send.
    expect(afterAttempt(base, busy(3_600_000), base.created_at, 0, 1, noJitter).enqueued_for).toBeUndefined();
  });

  it('succeeds on any 2xx, stops at once on 410, and counts a 3xx, a 4xx or no answer as a failure', () => {
    for (const status of [200, 201, 204, 299]) expect(afterAttempt(base, failed(status), base.created_at, 0, 1).status).toBe('succeeded');
    expect(afterAttempt(base, failed(410), base.created_at, 0, 1)).toMatchObject({ status: 'failed', next_attempt_at: null });
    for (const status of [null, 301, 302, 400, 404, 429, 500]) expect(afterAttempt(base, failed(status), base.created_at, 0, 1).status).toBe('pending');
  });

  it('gives a manual retry outside the schedule one attempt', () => {
    expect(afterAttempt({ ...base, in_schedule: false }, failed(500), base.created_at, 0, 1)).toMatchObject({ status: 'failed', next_attempt_at: null });
  });

  it('repeats a hot-lane attempt left unanswered on the slow lane without taking a step of the schedule', () => {
    const moved = movedToSlowLane({ ...base, schedule_step: 2 }, { ...failed(null), error: 'no answer within 3 s', timed_out: true }, base.created_at, 5000);
    expect(moved).toMatchObject({
      status: 'pending',
      schedule_step: 2,
      next_attempt_at: new Date(5000).toISOString(),
      enqueued_for: new Date(5000).toISOString(),
    });
  });
});

describe('Standard Webhooks signatures', () => {
  it('verify with the official library, with either secret during a rotation', () => {
    const [current, previous] = [secret(), secret()];
    const body = JSON.stringify({ id: 'evt_1', type: 'ping', timestamp: new Date().toISOString(), data: { endpoint_id: 'whe_1' } });
    const headers = webhookHeaders('msg_1', Math.floor(Date.now() / 1000), body, [current, previous]);
    expect(headers['webhook-signature']!.split(' ')).toHaveLength(2);
    for (const key of [current, previous]) expect(new Webhook(key).verify(body, headers)).toMatchObject({ type: 'ping' });
    expect(() => new Webhook(secret()).verify(body, headers)).toThrow();
    expect(() => new Webhook(current).verify(`${body} `, headers)).toThrow();
  });
});

describe('webhook secrets never reach the logs', () => {
  beforeEach(clearLogs);

  /** A delivery worker over in-memory stand-ins, so every line it logs can be read. */
  function worker(result: AttemptResult, secrets: string[]) {
    let record: DeliveryRecord = { ...base, next_attempt_at: new Date(0).toISOString() };
    const sent: Record<string, string>[] = [];
    const deps = {
      deliveries: {
        claim: async () => ({ claimed: true, record: { ...record, claim_token: 't' } }),
        finish: async (_claimed: DeliveryRecord, _token: string, outcome: { status: DeliveryRecord['status'] }) => {
          record = { ...record, status: outcome.status };
          return 'finished';
        },
      } as unknown as DeliveryRepository,
      endpoints: {
        get: async () => ({
          id: base.endpoint_id,
          organization_id: base.organization_id,
          url: 'https://hooks.example.com/in',
          status: 'enabled',
          events: ['*'],
        }),
      } as unknown as WebhookEndpointRepository,
      events: { get: async () => ({ id: base.event_id, payload: '{"type":"ping"}' }) } as unknown as WebhookEventRepository,
      secrets: { active: async () => secrets } as unknown as SigningSecretReader,
      health: { succeeded: async () => undefined, failed: async () => undefined, slow: async () => undefined } as unknown as EndpointHealthRepository,
      slots: {
        acquire: async () => ({ organizationId: base.organization_id, endpointId: base.endpoint_id, lease: 'l' }),
        release: async () => undefined,
      } as unknown as AttemptSlots,
      resolve: async () => [{ address: '93.184.216.34', family: 4 }],
      post: async (_target: unknown, headers: Record<string, string>) => {
        sent.push(headers);
        return result;
      },
      sqs: { send: async () => ({ Failed: [] }) } as never,
      queueUrls: { deliveries: 'https://sqs.example/d', retries: 'https://sqs.example/r' },
      logger: logger.child({ test: 'secret-logs' }),
      timeScale: 1,
    };
    return { run: () => deliverOnce({ delivery_id: base.id, organization_id: base.organization_id, endpoint_id: base.endpoint_id }, 'retries', deps), sent };
  }

  it.each([
    ['a success', { response_status: 200, error: null, duration_ms: 5 }],
    ['a 500', { response_status: 500, error: null, duration_ms: 5 }],
    ['a refused connection', { response_status: null, error: 'connection refused', duration_ms: 1 }],
    ['a timeout', { response_status: null, error: 'no answer within 15 s', duration_ms: 15000, timed_out: true as const }],
  ])('after %s, with both secrets of a rotation signing', async (_, result) => {
    const secrets = [secret(), secret()];
    const { run, sent } = worker(result, secrets);
    await run();
    expect(sent).toHaveLength(1);
    expect(capturedLogs.length).toBeGreaterThan(0);
    const text = capturedLogs.map((line) => JSON.stringify(line)).join('\n');
    for (const value of secrets) {
      const key = value.slice('whsec_'.length);
      for (let i = 0; i + 8 <= key.length; i++) expect(text).not.toContain(key.slice(i, i + 8));
    }
    // Nor the signatures made with them.
    for (const signature of sent[0]!['webhook-signature']!.split(' ')) expect(text).not.toContain(signature.slice(3, 20));
  });
});
