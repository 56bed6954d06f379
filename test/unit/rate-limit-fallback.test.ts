import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { BoundedMap } from '../../lib/bounded-map';
import { httpHandler } from '../../lib/http/handler';
import { json } from '../../lib/http/response';
import type { SpineRoute } from '../../lib/http/types';
import { createRateLimiter, MAX_REMEMBERED_BUCKETS } from '../../lib/ratelimit/limiter';
import { httpEvent, invoke } from '../support/events';
import { capturedLogs, clearLogs } from '../support/log-capture';

const route: SpineRoute = { function: 't', auth: 'public', rateClass: 'public', request: {} };
const policy = { rate: 5, burst: 10 };
const bucket = (scope = 'ip:192.0.2.1') => ({ rateClass: 'public', scope });

/** A client of a DynamoDB that is not there (nothing listens on port 9: every call is refused at once), counting its calls. */
function deadClient(endpoint = 'http://127.0.0.1:9') {
  const client = DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint, region: 'us-east-1', maxAttempts: 1, credentials: { accessKeyId: 'x', secretAccessKey: 'x' } }),
  );
  const calls = { count: 0 };
  client.middlewareStack.add(
    (next) => async (args) => {
      calls.count++;
      return next(args);
    },
    { step: 'initialize', name: 'countCalls' },
  );
  return { client, calls };
}

// A DynamoDB that accepts connections and never answers (paused, not down).
let paused: Server;
const held = new Set<Socket>();
beforeAll(async () => {
  paused = createServer((socket) => {
    held.add(socket);
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => paused.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  for (const socket of held) socket.destroy();
  await new Promise<void>((resolve) => paused.close(() => resolve()));
});

describe('the rate limiter when DynamoDB cannot answer', () => {
  it('limits a flood in memory at the route’s policy instead of admitting it, with headers, a warning and the metric', async () => {
    const { client } = deadClient();
    const handler = httpHandler(route, async () => json(200, { ok: true }), { limiter: createRateLimiter({ client, tableName: 't' }) });
    clearLogs();
    const started = Date.now();
    const responses = await Promise.all(Array.from({ length: 40 }, () => invoke(handler, httpEvent({ ip: '198.51.100.40' }))));
    const elapsed = (Date.now() - started) / 1000;
    const served = responses.filter((r) => r.statusCode === 200).length;
    expect(served).toBeGreaterThanOrEqual(policy.burst);
    expect(served).toBeLessThanOrEqual(Math.floor(policy.burst + policy.rate * elapsed) + 1);
    expect(responses.filter((r) => r.statusCode === 429)).toHaveLength(40 - served);
    for (const res of responses) expect(res.headers['X-RateLimit-Remaining']).toMatch(/^\d+$/);
    const warnings = capturedLogs.filter((line) => line.metric === 'rate_limiter_fallback');
    expect(warnings).toHaveLength(40);
    expect(warnings[0]).toMatchObject({ level: 'warn', route: 't', RateLimiterFallbacks: 1 });
    expect(responses.map((r) => r.headers['X-Request-Id'])).toContain(warnings[0]!.requestId);
  });

  it('gives up on a DynamoDB that does not answer after its timeout, then stops asking it for a while', async () => {
    const { port } = paused.address() as { port: number };
    const { client, calls } = deadClient(`http://127.0.0.1:${port}`);
    const limiter = createRateLimiter({ client, tableName: 't', timeoutMs: 200, retryAfterFailureMs: 60_000 });
    const first = Date.now();
    const decision = await limiter.take(bucket(), policy, first);
    expect(Date.now() - first).toBeGreaterThanOrEqual(190);
    expect(decision).toMatchObject({ allowed: true, source: 'fallback' });
    expect(decision.fallbackCause).toBeInstanceOf(Error);
    // While DynamoDB is known to be down, decisions are immediate and cost no call.
    const before = calls.count;
    const timer = Date.now();
    const decisions = [];
    // At the first request's time: the in-memory bucket has burst - 1 tokens left.
    for (let i = 0; i < 20; i++) decisions.push(await limiter.take(bucket(), policy, first));
    expect(calls.count).toBe(before);
    expect(Date.now() - timer).toBeLessThan(100);
    expect(decisions.filter((d) => d.allowed)).toHaveLength(policy.burst - 1);
  });

  it('probes DynamoDB again once the wait is over, one request at a time', async () => {
    const { client, calls } = deadClient();
    const limiter = createRateLimiter({ client, tableName: 't', retryAfterFailureMs: 1000 });
    const t0 = Date.now();
    await limiter.take(bucket(), policy, t0);
    const afterFirst = calls.count;
    await limiter.take(bucket(), policy, t0 + 500);
    expect(calls.count).toBe(afterFirst);
    await limiter.take(bucket(), policy, Date.now() + 1500);
    expect(calls.count).toBe(afterFirst + 1);
  });

  it('carries on from what the instance knew: a bucket it saw empty does not get a fresh burst', async () => {
    const hints = new BoundedMap<string, number>(100);
    const now = Date.now();
    // As DynamoDB last answered: the bucket is empty for the next 10 seconds.
    hints.set('public#ip:192.0.2.9', now + 10_000 + (policy.burst - 1) * 200);
    const { client, calls } = deadClient();
    const limiter = createRateLimiter({ client, tableName: 't', hints });
    const decision = await limiter.take(bucket('ip:192.0.2.9'), policy, now);
    expect(decision).toMatchObject({ allowed: false, source: 'known_empty' });
    expect(decision.retryAfterSeconds).toBe(10);
    expect(calls.count).toBe(0);
  });

  it('remembers a bounded number of buckets, however many clients it sees', async () => {
    const hints = new BoundedMap<string, number>(MAX_REMEMBERED_BUCKETS);
    const { client } = deadClient();
    const limiter = createRateLimiter({ client, tableName: 't', hints });
    const now = Date.now();
    for (let i = 0; i < MAX_REMEMBERED_BUCKETS + 500; i++) await limiter.take(bucket(`ip:10.${i >> 16}.${(i >> 8) & 255}.${i & 255}`), policy, now);
    expect(hints.size).toBe(MAX_REMEMBERED_BUCKETS);
  });
});
