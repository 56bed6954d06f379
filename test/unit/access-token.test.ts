import { randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';
import { ulid } from 'ulid';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ServiceUnavailableError } from '../../lib/contract/problems';
import { checkAccessToken, issueAccessToken, verifyAccessToken, type AccessTokenKeys } from '../../lib/sessions/access-token';
import { ACCESS_TOKEN_CLOCK_SKEW_SECONDS, ACCESS_TOKEN_TTL_SECONDS } from '../../lib/sessions/config';
import type { SessionRepository } from '../../lib/sessions/repository';
import { isSessionLive } from '../../lib/sessions/session-status';

const key = randomBytes(32).toString('base64url');
const keys: AccessTokenKeys = { current: 'k1', keys: { k1: key } };
const subject = { userId: `usr_${ulid()}`, organizationId: `org_${ulid()}`, sessionId: `ses_${ulid()}` };
const now = Date.now();
const nowSeconds = Math.floor(now / 1000);

/** A token signed with the real key, with whatever claims an attacker holding it would choose. */
function forged(claims: { iat?: number; exp?: number; org?: string; sub?: string }) {
  let jwt = new SignJWT({ org: claims.org ?? subject.organizationId, sid: subject.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT', kid: 'k1' })
    .setIssuer('service-api')
    .setAudience('service-api')
    .setSubject(claims.sub ?? subject.userId)
    .setJti(ulid());
  if (claims.iat !== undefined) jwt = jwt.setIssuedAt(claims.iat);
  if (claims.exp !== undefined) jwt = jwt.setExpirationTime(claims.exp);
  return jwt.sign(Buffer.from(key, 'base64url'));
}

describe('access-token verification', () => {
  it('accepts the tokens the service issues, for their whole lifetime', async () => {
    const token = await issueAccessToken(keys, subject, now);
    expect(await verifyAccessToken(keys, token, now)).toEqual(subject);
    expect(await verifyAccessToken(keys, token, now + (ACCESS_TOKEN_TTL_SECONDS - 1) * 1000)).toEqual(subject);
    expect(await verifyAccessToken(keys, token, now + ACCESS_TOKEN_TTL_SECONDS * 1000)).toBeUndefined();
  });

  it('refuses a correctly signed token with a 10-year expiry', async () => {
    expect(await verifyAccessToken(keys, await forged({ iat: nowSeconds, exp: nowSeconds + 10 * 365 * 86_400 }), now)).toBeUndefined();
  });

  it('refuses a lifetime other than the configured one, either way', async () => {
    for (const lifetime of [ACCESS_TOKEN_TTL_SECONDS - 1, ACCESS_TOKEN_TTL_SECONDS + 1, 60]) {
      expect(await verifyAccessToken(keys, await forged({ iat: nowSeconds, exp: nowSeconds + lifetime }), now), String(lifetime)).toBeUndefined();
    }
  });

  it('refuses an iat in the future beyond the clock skew, and accepts one within it', async () => {
    const at = (iat: number) => forged({ iat, exp: iat + ACCESS_TOKEN_TTL_SECONDS });
    expect(await verifyAccessToken(keys, await at(nowSeconds + 3600), now)).toBeUndefined();
    expect(await verifyAccessToken(keys, await at(nowSeconds + ACCESS_TOKEN_CLOCK_SKEW_SECONDS + 1), now)).toBeUndefined();
    expect(await verifyAccessToken(keys, await at(nowSeconds + ACCESS_TOKEN_CLOCK_SKEW_SECONDS), now)).toEqual(subject);
  });

  it('refuses a token without iat or exp', async () => {
    expect(await verifyAccessToken(keys, await forged({ exp: nowSeconds + ACCESS_TOKEN_TTL_SECONDS }), now)).toBeUndefined();
    expect(await verifyAccessToken(keys, await forged({ iat: nowSeconds }), now)).toBeUndefined();
  });

  describe('when the crypto engine itself fails', () => {
    afterEach(() => vi.restoreAllMocks());

    // The engine failing says nothing of the token: a 503 with Retry-After, never a 401 that logs out.
    for (const step of ['importKey', 'verify'] as const) {
      it(`answers 503 for a valid token when WebCrypto's ${step} fails`, async () => {
        const token = await issueAccessToken(keys, subject, now);
        vi.spyOn(crypto.subtle, step).mockRejectedValueOnce(new DOMException('The operation failed for an operation-specific reason', 'OperationError'));
        const failure = await checkAccessToken(keys, token, now).catch((error: unknown) => error);
        expect(failure).toBeInstanceOf(ServiceUnavailableError);
        expect((failure as ServiceUnavailableError).status).toBe(503);
        expect((failure as ServiceUnavailableError).retryAfterSeconds).toEqual(expect.any(Number));
        // Once the engine recovers, the same token verifies.
        expect(await verifyAccessToken(keys, token, now)).toEqual(subject);
      });
    }

    it('still refuses a wrong signature as invalid (a verdict, not a failure)', async () => {
      const token = await issueAccessToken(keys, subject, now);
      const [header, payload, signature = ''] = token.split('.');
      const flipped = `${header}.${payload}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
      expect(await checkAccessToken(keys, flipped, now)).toEqual({ failure: 'invalid' });
    });
  });
});

describe('the session check', () => {
  /** A session store holding one live session of `subject`, counting reads. */
  function store(
    session: { user_id: string; organization_id: string; revoked?: boolean } = { user_id: subject.userId, organization_id: subject.organizationId },
  ) {
    const reads = { count: 0 };
    const repository = {
      isActive: async (_id: string, _now: number, bound?: { userId: string; organizationId: string }) => {
        reads.count++;
        if (session.revoked) return false;
        return bound === undefined || (bound.userId === session.user_id && bound.organizationId === session.organization_id);
      },
      get: async () => {
        reads.count++;
        return { ...session, absolute_expires_at: now + 86_400_000, revoked_at: session.revoked ? new Date(now).toISOString() : undefined };
      },
    } as unknown as SessionRepository;
    return { repository, reads };
  }

  it('accepts the session’s own user and organization', async () => {
    const { repository } = store();
    expect(await isSessionLive({ ...subject, sessionId: `ses_${ulid()}` }, now, { sessions: repository, cacheSeconds: 0 })).toBe(true);
  });

  it('refuses another organization’s or another user’s token on a live session id, even once the session is cached as live', async () => {
    const { repository } = store();
    const sessionId = `ses_${ulid()}`;
    expect(await isSessionLive({ ...subject, sessionId }, now, { sessions: repository, cacheSeconds: 30 })).toBe(true);
    expect(await isSessionLive({ ...subject, sessionId, organizationId: `org_${ulid()}` }, now, { sessions: repository, cacheSeconds: 30 })).toBe(false);
    expect(await isSessionLive({ ...subject, sessionId, userId: `usr_${ulid()}` }, now, { sessions: repository, cacheSeconds: 30 })).toBe(false);
    // The real tokens of that session still work.
    expect(await isSessionLive({ ...subject, sessionId }, now, { sessions: repository, cacheSeconds: 30 })).toBe(true);
  });

  it('remembers an ended session for a minute, so a flood of its tokens costs one read', async () => {
    const { repository, reads } = store({ user_id: subject.userId, organization_id: subject.organizationId, revoked: true });
    const sessionId = `ses_${ulid()}`;
    for (let i = 0; i < 50; i++) expect(await isSessionLive({ ...subject, sessionId }, now + i * 100, { sessions: repository })).toBe(false);
    expect(reads.count).toBe(2);
    await isSessionLive({ ...subject, sessionId }, now + 61_000, { sessions: repository });
    expect(reads.count).toBe(4);
  });

  it('does not hold a read that found no session against the next request', async () => {
    // The finding: a read that came back without the session's item was remembered as "ended", and
    // every request of that live session answered 401 for a minute. Not found is not ended.
    const sessionId = `ses_${ulid()}`;
    let found = false;
    const repository = {
      isActive: async () => found,
      get: async () => (found ? { user_id: subject.userId, organization_id: subject.organizationId, absolute_expires_at: now + 86_400_000 } : undefined),
    } as unknown as SessionRepository;
    expect(await isSessionLive({ ...subject, sessionId }, now, { sessions: repository })).toBe(false);
    found = true;
    expect(await isSessionLive({ ...subject, sessionId }, now + 100, { sessions: repository })).toBe(true);
  });

  it('does not remember a refusal of a foreign token on a live session', async () => {
    const { repository } = store();
    const sessionId = `ses_${ulid()}`;
    expect(await isSessionLive({ ...subject, sessionId, userId: `usr_${ulid()}` }, now, { sessions: repository })).toBe(false);
    expect(await isSessionLive({ ...subject, sessionId }, now + 100, { sessions: repository })).toBe(true);
  });
});
