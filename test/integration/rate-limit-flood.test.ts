import { describe, expect, it } from 'vitest';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import type { BucketPolicy } from '../../lib/ratelimit/config';
import { createRateLimiter, maxLease } from '../../lib/ratelimit/limiter';

/** A client of its own per simulated instance, counting the bucket writes it sends. */
function instance() {
  const client = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: process.env.DYNAMODB_ENDPOINT, region: 'us-east-1' }));
  const writes = { count: 0 };
  client.middlewareStack.add(
    (next) => async (args) => {
      writes.count++;
      return next(args);
    },
    { step: 'initialize', name: 'countWrites' },
  );
  return { limiter: createRateLimiter({ client }), writes };
}

/**
 * A flood on a simulated clock: every `stepMs`, each caller of each instance asks for a token
 * (concurrently, as requests reach separate Lambda instances), for `durationMs`. Returns the times
 * of the admitted requests and the writes all instances sent.
 */
async function flood(policy: BucketPolicy, instances: number, callersEach: number, durationMs: number, stepMs: number) {
  const bucket = { rateClass: 'flood', scope: `org:${ulid()}` };
  const fleet = Array.from({ length: instances }, instance);
  const start = Date.now();
  const admitted: number[] = [];
  let refused = 0;
  for (let t = 0; t < durationMs; t += stepMs) {
    const decisions = await Promise.all(fleet.flatMap(({ limiter }) => Array.from({ length: callersEach }, () => limiter.take(bucket, policy, start + t))));
    for (const d of decisions) if (d.allowed) admitted.push(start + t);
    refused += decisions.filter((d) => !d.allowed).length;
  }
  return { admitted, refused, writes: fleet.reduce((sum, i) => sum + i.writes.count, 0) };
}

/** The contract's bound over every interval between two admissions: never more than burst + rate × elapsed. */
function worstExcess(admitted: number[], policy: BucketPolicy): number {
  const times = [...admitted].sort((a, b) => a - b);
  let worst = -Infinity;
  for (let i = 0; i < times.length; i++) {
    for (let j = i; j < times.length; j++) worst = Math.max(worst, j - i + 1 - (policy.burst + (policy.rate * (times[j]! - times[i]!)) / 1000));
  }
  return worst;
}

describe('the token bucket under a flood of many instances (leases)', () => {
  const policy = { rate: 20, burst: 40 };

  it('never admits more than burst + rate × elapsed over any interval, across 10 instances of 5 callers', async () => {
    const { admitted } = await flood(policy, 10, 5, 2000, 10);
    expect(worstExcess(admitted, policy)).toBeLessThanOrEqual(0);
    // And serves nearly all of it: leases that expire unspent are few.
    expect(admitted.length).toBeGreaterThanOrEqual(0.8 * (policy.burst + policy.rate * 2));
  });

  it('costs one instance with 50 concurrent callers well under one write per admitted request, and refusals nothing', async () => {
    const { admitted, refused, writes } = await flood(policy, 1, 50, 2000, 10);
    expect(worstExcess(admitted, policy)).toBeLessThanOrEqual(0);
    expect(refused).toBeGreaterThan(admitted.length * 10);
    // One write draws a lease of up to a quarter of the burst.
    expect(writes).toBeLessThanOrEqual(Math.ceil(admitted.length / 2));
    expect(writes).toBeGreaterThanOrEqual(Math.ceil(admitted.length / maxLease(policy)));
  });

  it('keeps the write rate of a bucket flooded by 50 instances far below a partition’s 1,000 writes a second', async () => {
    const seconds = 2;
    const { admitted, writes } = await flood(policy, 50, 1, seconds * 1000, 10);
    expect(worstExcess(admitted, policy)).toBeLessThanOrEqual(0);
    // Without batches each instance would write once per emission interval: 50 × 20 = 1,000 a second.
    expect(writes / seconds).toBeLessThan(250);
  });

  it('never refuses a request of a busy instance while the bucket has tokens to spare', async () => {
    const { limiter } = instance();
    const bucket = { rateClass: 'flood', scope: `org:${ulid()}` };
    const generous = { rate: 10_000, burst: 10_000 };
    // Requests arriving a few at a time while earlier ones still wait for a write, as an HTTP server receives them.
    const decisions = await Promise.all(
      Array.from({ length: 300 }, async (_, i) => {
        await new Promise((resolve) => setTimeout(resolve, i % 30));
        return limiter.take(bucket, generous, Date.now());
      }),
    );
    expect(decisions.filter((d) => !d.allowed)).toEqual([]);
  });
});
