import { randomBytes } from 'node:crypto';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearSecretCache } from '../../lib/aws/secrets';
import { httpHandler } from '../../lib/http/handler';
import type { Limiter } from '../../lib/http/middleware/rate-limit';
import { json } from '../../lib/http/response';
import type { SpineRoute } from '../../lib/http/types';
import type { BucketRef } from '../../lib/ratelimit/limiter';
import { admitted } from '../../lib/ratelimit/gcra';
import { issueAccessToken, type AccessTokenSubject } from '../../lib/sessions/access-token';
import { httpEvent, invoke } from '../support/events';

const key = randomBytes(32).toString('base64url');
const secretsManager = mockClient(SecretsManagerClient);
beforeAll(() => {
  clearSecretCache();
  secretsManager.on(GetSecretValueCommand).resolves({ SecretString: JSON.stringify({ current: 'k1', k1: key }) });
});
afterAll(() => secretsManager.restore());

const route = { function: 'list-payment-methods', auth: 'user', rateClass: 'authenticated', request: {} } as const satisfies SpineRoute;
const subject: AccessTokenSubject = { userId: `usr_${ulid()}`, organizationId: `org_${ulid()}`, sessionId: `ses_${ulid()}` };

/** The spine with a limiter that records which bucket each request drew from, and a given session check. */
function spine(sessionCheck: (s: AccessTokenSubject) => Promise<boolean>) {
  const buckets: BucketRef[] = [];
  const limiter: Limiter = {
    take: async (bucket, policy, now) => {
      buckets.push(bucket);
      return admitted(policy, now, now + 1000 / policy.rate);
    },
  };
  const handler = httpHandler(route, async () => json(200, {}), { limiter, sessionCheck });
  return { handler, buckets };
}

describe('which bucket a user route charges', () => {
  it('the organization’s for a verified token whose session is live and its own', async () => {
    const { handler, buckets } = spine(async () => true);
    const token = await issueAccessToken({ current: 'k1', keys: { k1: key } }, subject);
    const res = await invoke(handler, httpEvent({ ip: '192.0.2.10', headers: { authorization: `Bearer ${token}` } }));
    expect(res.statusCode).toBe(200);
    expect(buckets).toEqual([{ rateClass: 'authenticated', scope: `org:${subject.organizationId}` }]);
  });

  it('the caller’s IP for a verified token whose session ended, is unknown or is not its own', async () => {
    const { handler, buckets } = spine(async () => false);
    const token = await issueAccessToken({ current: 'k1', keys: { k1: key } }, subject);
    const res = await invoke(handler, httpEvent({ ip: '192.0.2.11', headers: { authorization: `Bearer ${token}` } }));
    expect(res.statusCode).toBe(401);
    expect(res.headers['RateLimit-Policy']).toMatch(/^"ip";/);
    expect(buckets).toEqual([{ rateClass: 'public', scope: 'ip:192.0.2.11' }]);
  });

  it('the caller’s IP when the session cannot be checked, and then a 503 from auth without waiting on the session check again', async () => {
    let checks = 0;
    const { handler, buckets } = spine(async () => {
      checks++;
      throw Object.assign(new Error('unreachable'), { name: 'TimeoutError' });
    });
    const token = await issueAccessToken({ current: 'k1', keys: { k1: key } }, subject);
    const res = await invoke(handler, httpEvent({ ip: '192.0.2.12', headers: { authorization: `Bearer ${token}` } }));
    expect(res.statusCode).toBe(503);
    expect(buckets).toEqual([{ rateClass: 'public', scope: 'ip:192.0.2.12' }]);
    // Once per request: a stalled table is waited on once (its bounded read), not once per middleware.
    expect(checks).toBe(1);
  });

  it('asks the session check once per request when it answers', async () => {
    let checks = 0;
    const { handler } = spine(async () => {
      checks++;
      return true;
    });
    const token = await issueAccessToken({ current: 'k1', keys: { k1: key } }, subject);
    await invoke(handler, httpEvent({ headers: { authorization: `Bearer ${token}` } }));
    expect(checks).toBe(1);
  });
});
