import { describe, expect, it } from 'vitest';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { handler as notFound } from '../../functions/not-found/handler';
import { handler as updateMe } from '../../functions/update-me/handler';
import { docClient, tableName } from '../../lib/aws/dynamodb';
import { bucketPolicies } from '../../lib/ratelimit/config';
import { createRateLimiter, maxLease } from '../../lib/ratelimit/limiter';
import { keys } from '../../lib/store/keys';
import { issueAccessToken } from '../../lib/sessions/access-token';
import { readAccessTokenKeys } from '../../lib/sessions/access-keys';
import { sessionRepository } from '../../lib/sessions/repository';
import { startSession } from '../../lib/sessions/start-session';
import { httpEvent, invoke } from '../support/events';
import { dynamoRequestsDuring } from '../support/problems';
import { createTestUser } from '../support/fixtures';

const uniqueIp = () => `198.51.${Math.floor(Math.random() * 255)}.${Math.floor(Math.random() * 255)}`;
const uniqueBucket = () => ({ rateClass: 'test', scope: `ip:${ulid()}` });

async function bucketExists(rateClass: string, scope: string): Promise<boolean> {
  const result = await docClient.send(new GetCommand({ TableName: tableName, Key: keys.rateBucket(rateClass, scope), ConsistentRead: true }));
  return result.Item !== undefined;
}

async function accessTokenFor(user: { userId: string }) {
  const session = await startSession({ userId: user.userId });
  const me = (await import('../../lib/users/repository')).userRepository();
  const stored = await me.get(user.userId);
  return issueAccessToken(await readAccessTokenKeys(), { userId: user.userId, organizationId: stored!.active_organization_id, sessionId: session.session_id });
}

describe('the distributed token bucket', () => {
  it('admits no more than burst + rate x elapsed under concurrent hammering, and nearly all of it', async () => {
    const policy = { rate: 20, burst: 40 };
    const bucket = uniqueBucket();
    // Four "function instances" (each its own limiter and hints), three concurrent callers each.
    const instances = Array.from({ length: 4 }, () => createRateLimiter());
    // Long enough that the window's end weighs little: a contended instance waits for a batch of up
    // to burst/4 tokens before it writes, so up to that many can be left in the bucket when the
    // callers stop (a constant, 10 here, against the window's 160).
    const durationMs = 6000;
    const start = Date.now();
    let admitted = 0;
    let firstNow = Infinity;
    let lastNow = 0;
    await Promise.all(
      instances.flatMap((limiter) =>
        Array.from({ length: 3 }, async () => {
          while (Date.now() - start < durationMs) {
            const now = Date.now();
            firstNow = Math.min(firstNow, now);
            lastNow = Math.max(lastNow, now);
            if ((await limiter.take(bucket, policy, now)).allowed) admitted++;
          }
        }),
      ),
    );
    const allowance = policy.burst + (policy.rate * (lastNow - firstNow)) / 1000;
    expect(admitted).toBeLessThanOrEqual(Math.floor(allowance) + 1);
    // Tokens an instance leased in the window and had not spent when the callers stopped are not
    // lost: the flood's next requests there would spend them (lib/ratelimit/limiter.ts). Spend
    // them at the window's end, counting only lease decisions (a write would draw new tokens).
    let held = 0;
    for (const limiter of instances) while ((await limiter.take(bucket, policy, lastNow)).source === 'lease') held++;
    expect(admitted + held).toBeLessThanOrEqual(Math.floor(allowance) + 1);
    expect(admitted + held).toBeGreaterThanOrEqual(0.9 * allowance);
  });

  it('keeps two organizations and two IPs in separate buckets', async () => {
    const limiter = createRateLimiter();
    const policy = { rate: 1, burst: 2 };
    const now = Date.now();
    const a = { rateClass: 'authenticated', scope: `org:org_${ulid()}` };
    const b = { rateClass: 'authenticated', scope: `org:org_${ulid()}` };
    const ipA = { rateClass: 'public', scope: `ip:${uniqueIp()}` };
    const ipB = { rateClass: 'public', scope: `ip:${uniqueIp()}` };
    for (const bucket of [a, ipA]) {
      expect((await limiter.take(bucket, policy, now)).allowed).toBe(true);
      expect((await limiter.take(bucket, policy, now)).allowed).toBe(true);
      expect((await limiter.take(bucket, policy, now)).allowed).toBe(false);
    }
    // The exhausted buckets did not touch their neighbours.
    expect((await limiter.take(b, policy, now)).remaining).toBe(1);
    expect((await limiter.take(ipB, policy, now)).remaining).toBe(1);
  });

  it('charges an authenticated call to its organization and never to the caller IP', async () => {
    const user = await createTestUser();
    const token = await accessTokenFor(user);
    const ip = uniqueIp();
    const res = await invoke(
      updateMe,
      httpEvent({ method: 'PATCH', rawPath: '/v1/me', ip, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: '{}' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['RateLimit-Policy']).toMatch(/^"org";/);
    expect(await bucketExists('authenticated', `org:${user.organizationId}`)).toBe(true);
    expect(await bucketExists('public', `ip:${ip}`)).toBe(false);
  });

  it('charges a revoked session’s token to the caller’s IP, never to its organization', async () => {
    const user = await createTestUser();
    const session = await startSession({ userId: user.userId });
    const token = await issueAccessToken(await readAccessTokenKeys(), {
      userId: user.userId,
      organizationId: user.organizationId,
      sessionId: session.session_id,
    });
    await sessionRepository().revoke(session.session_id, Date.now());
    const ip = uniqueIp();
    const res = await invoke(
      updateMe,
      httpEvent({ method: 'PATCH', rawPath: '/v1/me', ip, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: '{}' }),
    );
    expect(res.statusCode).toBe(401);
    expect(res.headers['RateLimit-Policy']).toMatch(/^"ip";/);
    expect(await bucketExists('authenticated', `org:${user.organizationId}`)).toBe(false);
    expect(await bucketExists('public', `ip:${ip}`)).toBe(true);
  });

  it('refuses without writing once an instance has seen the bucket empty', async () => {
    const { burst } = bucketPolicies.public;
    const ip = uniqueIp();
    const hit = () => invoke(notFound, httpEvent({ rawPath: '/v1/nothing', ip }));
    for (let i = 0; i < burst; i++) expect((await hit()).statusCode).toBe(404);
    // The first refusal learns that the bucket is empty (one write); the next ones cost nothing.
    expect((await hit()).statusCode).toBe(429);
    const statuses: number[] = [];
    const { requests } = await dynamoRequestsDuring(async () => {
      for (let i = 0; i < 50; i++) statuses.push((await hit()).statusCode);
    });
    expect(statuses.every((status) => status === 429)).toBe(true);
    expect(requests).toBe(0);
  });

  it('charges a call whose token fails to the public bucket of its IP', async () => {
    const ip = uniqueIp();
    const res = await invoke(
      updateMe,
      httpEvent({ method: 'PATCH', rawPath: '/v1/me', ip, headers: { authorization: 'Bearer x.y.z', 'content-type': 'application/json' }, body: '{}' }),
    );
    expect(res.statusCode).toBe(401);
    expect(res.headers['RateLimit-Policy']).toMatch(/^"ip";/);
    expect(await bucketExists('public', `ip:${ip}`)).toBe(true);
  });

  it('counts down consistently, refuses with 429 and Retry-After, and admits again after that wait', async () => {
    const { burst, rate } = bucketPolicies.public;
    const ip = uniqueIp();
    const hit = () => invoke(notFound, httpEvent({ rawPath: '/v1/nothing', ip }));
    for (let i = 1; i <= burst; i++) {
      const res = await hit();
      expect(res.statusCode).toBe(404);
      expect(Number(res.headers['X-RateLimit-Remaining'])).toBeLessThanOrEqual(burst - i + 1);
      expect(res.headers['X-RateLimit-Limit']).toBe(String(rate));
    }
    const limited = await hit();
    expect(limited.statusCode).toBe(429);
    expect(limited.json).toMatchObject({ code: 'rate_limited', status: 429 });
    const retryAfter = Number(limited.headers['Retry-After']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(limited.headers['X-RateLimit-Remaining']).toBe('0');
    expect(limited.headers.RateLimit).toMatch(/^"ip";r=0;t=\d+$/);
    expect(limited.headers['RateLimit-Policy']).toBe(`"ip";q=${burst};w=${Math.ceil(burst / rate)}`);
    // Reset is when the bucket is full again: at least Retry-After away.
    const resetIn = Date.parse(limited.headers['X-RateLimit-Reset']!) - Date.now();
    expect(resetIn).toBeGreaterThan((retryAfter - 1) * 1000);
    await new Promise((r) => setTimeout(r, retryAfter * 1000));
    expect((await hit()).statusCode).toBe(404);
  });

  it('costs at most one DynamoDB request per API request in the steady state, fewer once the instance sees demand', async () => {
    let sends = 0;
    const counter = (next: (args: unknown) => Promise<unknown>) => async (args: unknown) => {
      sends++;
      return next(args);
    };
    docClient.middlewareStack.add(counter as never, { step: 'initialize', name: 'countSends' });
    try {
      const ip = uniqueIp();
      const hit = () => invoke(notFound, httpEvent({ rawPath: '/v1/nothing', ip }));
      await hit(); // warms this instance's hint for the bucket
      sends = 0;
      const n = 5;
      for (let i = 0; i < n; i++) await hit();
      // Each write draws what the instance expects to spend soon (a lease), so a quick series needs fewer.
      expect(sends).toBeLessThanOrEqual(n);
      expect(sends).toBeGreaterThanOrEqual(Math.ceil(n / maxLease(bucketPolicies.public)));
      // An idle bucket (first sight, nothing stored) is one write too.
      sends = 0;
      await invoke(notFound, httpEvent({ rawPath: '/v1/nothing', ip: uniqueIp() }));
      expect(sends).toBe(1);
    } finally {
      docClient.middlewareStack.remove('countSends');
    }
  });
});
