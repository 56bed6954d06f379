import { describe, expect, it, vi } from 'vitest';

// This file's handlers reach DynamoDB Local through a proxy that can be paused (connections hang,
// as when DynamoDB does not answer). The endpoint must be set before any module creates its
// client, hence hoisted above the imports.
const proxyPlan = await vi.hoisted(async () => (await import('../support/dynamodb-proxy')).routeDynamoDbThroughProxy());

import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { handler as listPaymentMethods } from '../../functions/list-payment-methods/handler';
import { handler as notFound } from '../../functions/not-found/handler';
import { docClient, tableName } from '../../lib/aws/dynamodb';
import { bucketPolicies } from '../../lib/ratelimit/config';
import { refreshSession } from '../../lib/sessions/refresh';
import { startSession } from '../../lib/sessions/start-session';
import { keys } from '../../lib/store/keys';
import { httpEvent, lambdaContext } from '../support/events';
import { createTestUser } from '../support/fixtures';
import { useDynamoDbProxy } from '../support/dynamodb-proxy';
import { dynamoRequestsDuring, problemCodeOf } from '../support/problems';
import { mode, report, scaled } from './mode';

/**
 * The abuse an adversarial review found (issue 20), each tried against the handlers in this
 * process with the contract's default limits (authenticated 20/s burst 40, public 5/s burst 10):
 * these fail before the fix and pass after it.
 */
const proxy = useDynamoDbProxy(proxyPlan);

const uniqueIp = () => `198.18.${Math.floor(Math.random() * 255)}.${Math.floor(Math.random() * 254) + 1}`;
const statusCounts = (statuses: number[]) =>
  Object.entries(statuses.reduce<Record<number, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {}))
    .map(([s, c]) => `${s}×${c}`)
    .join(', ');
const hitUnknownPath = (ip: string) => notFound(httpEvent({ rawPath: '/v1/flood', ip }), lambdaContext());
const listMethods = (token: string, ip: string) =>
  listPaymentMethods(
    httpEvent({ rawPath: '/v1/billing/payment-methods', routeKey: 'GET /v1/billing/payment-methods', ip, headers: { authorization: `Bearer ${token}` } }),
    lambdaContext(),
  );

describe(`abuse that costs money (${mode} mode)`, () => {
  it('a revoked session’s access token cannot move its organization’s bucket', async () => {
    const victim = await createTestUser();
    // A colleague in the same organization, with a session of their own.
    const colleagueId = `usr_${ulid()}`;
    await docClient.send(
      new PutCommand({
        TableName: tableName,
        Item: {
          ...keys.user(colleagueId),
          entity: 'User',
          id: colleagueId,
          email: `${colleagueId.toLowerCase()}@test.example`,
          display_name: 'Colleague',
          locale: 'en-US',
          timezone: 'UTC',
          avatar_url: null,
          active_organization_id: victim.organizationId,
          created_at: new Date().toISOString(),
          updated_at: new Date().toISOString(),
          version: 0,
        },
      }),
    );
    const colleague = await refreshSession((await startSession({ userId: colleagueId })).refresh_token, Date.now());

    // A thief replays the victim's stolen refresh token first and gets an access token; the
    // victim's own refresh after the grace window is a reuse, which revokes the whole family.
    const stolen = (await startSession({ userId: victim.userId })).refresh_token;
    const t0 = Date.now() - 60_000;
    const thief = await refreshSession(stolen, t0);
    expect(await problemCodeOf(refreshSession(stolen, t0 + 30_000))).toBe('refresh_token_reused');

    const attempts = scaled(120, 400);
    const thiefIp = uniqueIp();
    const statuses: number[] = [];
    for (let i = 0; i < attempts; i++) statuses.push((await listMethods(thief.body.access_token, thiefIp)).statusCode);
    const legitimate = await listMethods(colleague.body.access_token, uniqueIp());

    expect(legitimate.statusCode).toBe(200);
    expect(legitimate.headers['RateLimit-Policy']).toMatch(/^"org";/);
    // The colleague's organization bucket is untouched by the thief: only their own call is in it.
    expect(Number(legitimate.headers['X-RateLimit-Remaining'])).toBe(bucketPolicies.authenticated.burst - 1);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    report({
      area: 'Abuse',
      check: 'a revoked session’s token against its organization’s bucket',
      tried: `reuse detection revoked a thief's family; the thief's access token sent ${attempts} times, then a colleague in the same organization called`,
      outcome: `thief: ${statusCounts(statuses)}, charged to the thief's IP bucket; colleague: 200 with the organization's bucket at ${legitimate.headers['X-RateLimit-Remaining']} of ${bucketPolicies.authenticated.burst} left (only their own call)`,
    });
  });

  it('a refused request costs no DynamoDB write once the instance has seen its bucket empty', async () => {
    const ip = uniqueIp();
    const flood = scaled(200, 2000);
    const { result: statuses, requests } = await dynamoRequestsDuring(async () => {
      const out: number[] = [];
      for (let i = 0; i < flood; i++) out.push((await hitUnknownPath(ip)).statusCode);
      return out;
    });
    const refused = statuses.filter((s) => s === 429).length;
    const admitted = statuses.filter((s) => s === 404).length;
    // One write per admitted request, one to learn the bucket is empty, and one per probe each
    // time a token comes back: never one per refused request.
    expect(requests).toBeLessThanOrEqual(2 * admitted + 2);
    expect(refused).toBeGreaterThan(flood / 2);
    report({
      area: 'Abuse',
      check: 'cost of a refused request',
      tried: `${flood} requests from one IP, as fast as one caller can, against the public bucket (5/s, burst 10)`,
      outcome: `${statusCounts(statuses)}; ${requests} DynamoDB requests in all (${(requests / flood).toFixed(3)} per request): refused requests wrote nothing`,
    });
  });

  // Last: it leaves this process's limiter limiting in memory for a few seconds.
  it('a flood while DynamoDB does not answer is limited per instance, not admitted', async () => {
    const { burst, rate } = bucketPolicies.public;
    const ip = uniqueIp();
    const size = 40;
    proxy().pause();
    let responses;
    const started = Date.now();
    try {
      responses = await Promise.all(Array.from({ length: size }, () => hitUnknownPath(ip)));
    } finally {
      proxy().resume();
    }
    const elapsed = (Date.now() - started) / 1000;
    const statuses = responses.map((r) => r.statusCode);
    const served = statuses.filter((s) => s === 404).length;
    expect(served).toBeGreaterThanOrEqual(burst);
    expect(served).toBeLessThanOrEqual(Math.floor(burst + rate * elapsed) + 1);
    expect(statuses.filter((s) => s !== 404 && s !== 429)).toEqual([]);
    for (const r of responses) expect(r.headers['X-RateLimit-Remaining']).toMatch(/^\d+$/);
    report({
      area: 'Abuse',
      check: 'flood while DynamoDB does not answer',
      tried: `${size} concurrent requests from one IP while every DynamoDB connection hung (public bucket 5/s, burst 10)`,
      outcome: `${statusCounts(statuses)} in ${elapsed.toFixed(1)} s: the limiter gave up on DynamoDB after 1 s and limited in memory at the route's policy (allowance ${Math.floor(burst + rate * elapsed)})`,
    });
  }, 30_000);
});
