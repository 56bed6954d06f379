import { execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';
import { createServer } from 'node:http';
import { dirname } from 'node:path';
import type { AddressInfo } from 'node:net';
import { SignJWT } from 'jose';
import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { identitiesOfUser, linkIdentity, unlinkIdentity } from '../../lib/identities/link';
import { disableUser } from '../../lib/sessions/user-access';
import { call, contractCheckedFetch, expectProblem, stack } from '../support/api';
import { createTestUser } from '../support/fixtures';
import { ApiError, ServiceClient } from 'service-api/client';
import { idTokenFromProvider, signInThroughBrowser } from '../../infra/local/oidc-code-flow';
import { bearer } from '../support/sessions';
import { mintIdToken, signingKey, TEST_AUDIENCE, testIssuerControl, type SigningKey } from '../support/test-issuer';
import { demo as stackDemo } from '../support/stack';
import { opsArgs } from '../support/cli';

const demo = stackDemo as { oidc_issuer_url: string; oidc_client_id: string; users: { id: string; email: string }[] };
const issuer = inject('testIssuer');
const control = testIssuerControl(issuer);
const now = () => Math.floor(Date.now() / 1000);
const execFileAsync = promisify(execFile);

const signIn = (idToken: string) =>
  call('/v1/auth/sessions', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ id_token: idToken }) });

/** The refresh token a Set-Cookie carries. */
const refreshCookieOf = (headers: Headers) => /^service_refresh=([^;]+)/.exec(headers.getSetCookie().find((c) => c.startsWith('service_refresh=')) ?? '')?.[1];

let rs: SigningKey;
let es: SigningKey;
beforeAll(async () => {
  [rs, es] = await Promise.all([signingKey('rs-1', 'RS256'), signingKey('es-1', 'ES256')]);
  await control.setKeys([rs.jwk, es.jwk]);
});

/** A fresh user (an operator created them) and a token of the test provider for their verified email. */
async function userWithToken(claims: Record<string, unknown> = {}) {
  const user = await createTestUser();
  const token = await mintIdToken(rs, { iss: issuer, aud: TEST_AUDIENCE, sub: `sub-${ulid()}`, email: user.email, email_verified: true, ...claims });
  return { user, token };
}

describe('POST /v1/auth/sessions with the local stack’s own OpenID provider', () => {
  it('turns a demo user’s sign-in at the provider (authorization code flow with PKCE) into a session that reads /v1/me and rotates its cookie', async () => {
    const alice = demo.users.find((u) => u.email === 'alice@acme.example')!;
    const idToken = await idTokenFromProvider(demo.oidc_issuer_url, {
      clientId: demo.oidc_client_id,
      redirectUri: 'http://127.0.0.1:4999/callback',
      login: 'local-alice',
    });
    const res = await signIn(idToken);
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ token_type: 'Bearer', expires_in: 900, user_id: alice.id });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('service_refresh='))!;
    expect(cookie).toMatch(/^service_refresh=[^;]+; HttpOnly; Secure; SameSite=Strict; Path=\/v1\/auth; Max-Age=\d+$/);

    const me = await call('/v1/me', { headers: bearer(res.json.access_token as string) });
    expect(me.status).toBe(200);
    expect(me.json.email).toBe('alice@acme.example');

    const refreshed = await call('/v1/auth/refresh', { method: 'POST', headers: { Cookie: `service_refresh=${refreshCookieOf(res.headers)}` } });
    expect(refreshed.status).toBe(200);
    expect(refreshCookieOf(refreshed.headers)).toBeDefined();
    expect(refreshCookieOf(refreshed.headers)).not.toBe(refreshCookieOf(res.headers));
  });

  it('answers a verified stranger (an account of the provider no operator created a user for) with 403 not_a_member', async () => {
    const idToken = await idTokenFromProvider(demo.oidc_issuer_url, {
      clientId: demo.oidc_client_id,
      redirectUri: 'http://127.0.0.1:4999/callback',
      login: 'local-stranger',
    });
    expectProblem(await signIn(idToken), 403, 'not_a_member');
  });
});

describe('POST /v1/auth/sessions with a provider the tests run (trusted with --oidc-issuer)', () => {
  it('links a first sign-in by verified email, then signs that identity in by (iss, sub) whatever its email says later', async () => {
    const { user, token } = await userWithToken({ sub: 'stable-sub-' + ulid() });
    const first = await signIn(token);
    expect(first.status).toBe(201);
    expect(first.json).toMatchObject({ user_id: user.userId, organization_id: user.organizationId });
    const me = await call('/v1/me', { headers: bearer(first.json.access_token as string) });
    expect(me.json.id).toBe(user.userId);

    const { sub } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string };
    const later = await mintIdToken(es, { iss: issuer, aud: TEST_AUDIENCE, sub, email: 'changed@elsewhere.example', email_verified: false });
    const again = await signIn(later);
    expect(again.status).toBe(201);
    expect(again.json.user_id).toBe(user.userId);
  });

  it('accepts a token within the 60 s leeway of its expiry', async () => {
    const { token } = await userWithToken({ iat: now() - 600, exp: now() - 30 });
    expect((await signIn(token)).status).toBe(201);
  });

  it('answers a verified identity of nobody known with 403 not_a_member, and creates nobody', async () => {
    const email = `nobody-${ulid().toLowerCase()}@test.example`;
    const token = await mintIdToken(rs, { iss: issuer, aud: TEST_AUDIENCE, sub: `sub-${ulid()}`, email, email_verified: true });
    expectProblem(await signIn(token), 403, 'not_a_member');
    // Still nobody: the same token is refused again, not signed in as someone created by the first call.
    expectProblem(await signIn(token), 403, 'not_a_member');
  });

  it('starts no session for a user an operator disabled', async () => {
    const { user, token } = await userWithToken();
    await disableUser({ userId: user.userId });
    const res = await signIn(token);
    expectProblem(res, 403, 'not_a_member');
    expect(res.json.detail).toMatch(/disabled/);
  });

  describe('refuses the classic attacks with 401 invalid_id_token and a detail naming the reason, never the token', () => {
    const refused = async (token: string, reason: RegExp) => {
      const res = await signIn(token);
      expectProblem(res, 401, 'invalid_id_token');
      expect(res.json.detail).toMatch(reason);
      for (const part of token.split('.').filter((p) => p.length > 8)) expect(res.text).not.toContain(part);
    };

    it('alg none (an unsigned token)', async () => {
      const { user } = await userWithToken();
      const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
      const payload = { iss: issuer, aud: TEST_AUDIENCE, sub: 'x', email: user.email, email_verified: true, iat: now(), exp: now() + 300 };
      await refused(`${encode({ alg: 'none', typ: 'JWT' })}.${encode(payload)}.`, /not signed \(alg none\)/);
    });

    it('HMAC with the provider’s public key as the secret', async () => {
      const { user } = await userWithToken();
      for (const secret of [JSON.stringify(rs.jwk), rs.jwk.n!]) {
        const token = await new SignJWT({ sub: 'x', email: user.email, email_verified: true })
          .setProtectedHeader({ alg: 'HS256', kid: rs.kid })
          .setIssuer(issuer)
          .setAudience(TEST_AUDIENCE)
          .setIssuedAt()
          .setExpirationTime('5m')
          .sign(new TextEncoder().encode(secret));
        await refused(token, /HMAC \(HS256\)/);
      }
    });

    it('a token of another audience', async () => {
      const { token } = await userWithToken({ aud: 'some-other-client' });
      await refused(token, /audience/);
    });

    it('several audiences whose authorized party (azp) is not trusted', async () => {
      const { token } = await userWithToken({ aud: [TEST_AUDIENCE, 'some-other-client'], azp: 'some-other-client' });
      await refused(token, /azp/);
      const { token: accepted } = await userWithToken({ aud: [TEST_AUDIENCE, 'some-other-client'], azp: TEST_AUDIENCE });
      expect((await signIn(accepted)).status).toBe(201);
    });

    it('a token of another issuer, whose keys are never fetched', async () => {
      let requests = 0;
      const rogue = createServer((_req, res) => {
        requests++;
        res.writeHead(404).end();
      });
      await new Promise<void>((resolve) => rogue.listen(0, '127.0.0.1', resolve));
      try {
        const rogueIssuer = `http://127.0.0.1:${(rogue.address() as AddressInfo).port}`;
        const { token } = await userWithToken({ iss: rogueIssuer });
        await refused(token, /issuer this service does not trust/);
        expect(requests).toBe(0);
      } finally {
        rogue.close();
      }
    });

    it('an expired token (past the leeway)', async () => {
      const { token } = await userWithToken({ iat: now() - 600, exp: now() - 120 });
      await refused(token, /has expired/);
    });

    it('a token from the future (iat or nbf beyond the leeway)', async () => {
      const { token } = await userWithToken({ iat: now() + 600, exp: now() + 1200 });
      await refused(token, /issued in the future/);
      const { token: notYet } = await userWithToken({ nbf: now() + 600 });
      await refused(notYet, /not valid yet/);
    });

    it('a token issued more than an hour ago, even if it has not expired', async () => {
      const { token } = await userWithToken({ iat: now() - 2 * 3600, exp: now() + 3600 });
      await refused(token, /too old/);
    });

    it('a kid that is not in the JWKS', async () => {
      const unpublished = await signingKey('not-published', 'ES256');
      const { user } = await userWithToken();
      const token = await mintIdToken(unpublished, { iss: issuer, aud: TEST_AUDIENCE, email: user.email, email_verified: true });
      await refused(token, /no key of the issuer's JWKS matches/);
    });

    it('a forged signature (a published kid, another key)', async () => {
      const forger = await signingKey(es.kid, 'ES256');
      const { user } = await userWithToken();
      const token = await mintIdToken(forger, { iss: issuer, aud: TEST_AUDIENCE, email: user.email, email_verified: true });
      await refused(token, /signature does not verify/);
      // A valid token with one character of its payload changed does not verify either.
      const { token: valid } = await userWithToken();
      const [h, p, s] = valid.split('.');
      const tampered = JSON.parse(Buffer.from(p!, 'base64url').toString()) as Record<string, unknown>;
      await refused(`${h}.${Buffer.from(JSON.stringify({ ...tampered, sub: 'someone-else' })).toString('base64url')}.${s}`, /signature does not verify/);
    });

    it('an unverified email at a first sign-in', async () => {
      const { token } = await userWithToken({ email_verified: false });
      await refused(token, /unverified email/);
      const { token: stringly } = await userWithToken({ email_verified: 'true' });
      await refused(stringly, /unverified email/);
    });

    it('what is not a JWT at all', async () => {
      await refused('not-a-jwt', /malformed/);
      await refused('a.b.c', /malformed/);
    });
  });

  it('links concurrent first sign-ins of one identity once, to the one user', async () => {
    const { user, token } = await userWithToken();
    const responses = await Promise.all(Array.from({ length: 8 }, () => signIn(token)));
    expect(responses.map((r) => r.status)).toEqual(Array(8).fill(201));
    expect(new Set(responses.map((r) => r.json.user_id))).toEqual(new Set([user.userId]));
    const { identities } = await identitiesOfUser({ userId: user.userId });
    expect(identities).toHaveLength(1);
    expect(identities[0]).toMatchObject({ issuer, user_id: user.userId, linked_by: 'email' });
  });

  it("links each verified identity with the user's email at its first sign-in, two of one provider racing included (contract 4.1)", async () => {
    const user = await createTestUser();
    const subjects = ['a', 'b'].map((s) => `${s}-${ulid()}`);
    const tokens = await Promise.all(subjects.map((sub) => mintIdToken(rs, { iss: issuer, aud: TEST_AUDIENCE, sub, email: user.email, email_verified: true })));
    // Each identity twice, all at once: each links once, and every sign-in is the user's.
    const responses = await Promise.all([...tokens, ...tokens].map(signIn));
    expect(responses.map((r) => r.status)).toEqual(Array(4).fill(201));
    expect(new Set(responses.map((r) => r.json.user_id))).toEqual(new Set([user.userId]));
    const { identities } = await identitiesOfUser({ userId: user.userId });
    expect(identities.map((i) => i.subject).sort()).toEqual(subjects.sort());
  });

  it('signs in an identity an operator linked (ops identity:link), and nobody once unlinked', async () => {
    const user = await createTestUser();
    const subject = `operator-linked-${ulid()}`;
    // No email at all: only the operator's link can sign it in.
    const token = await mintIdToken(rs, { iss: issuer, aud: TEST_AUDIENCE, sub: subject });
    expectProblem(await signIn(token), 403, 'not_a_member');
    expect(await linkIdentity({ issuer, subject, userId: user.userId })).toMatchObject({ created: true, linked_by: 'operator' });
    expect(await linkIdentity({ issuer, subject, email: user.email })).toMatchObject({ created: false });
    const res = await signIn(token);
    expect(res.status).toBe(201);
    expect(res.json.user_id).toBe(user.userId);
    expect(await unlinkIdentity({ issuer, subject })).toMatchObject({ unlinked: true, user_id: user.userId });
    expect(await unlinkIdentity({ issuer, subject })).toMatchObject({ unlinked: false });
    expectProblem(await signIn(token), 403, 'not_a_member');
  });
});

describe('the operator CLI (npm run ops -- identity:*)', () => {
  const ops = async (...args: string[]) =>
    execFileAsync(process.execPath, opsArgs(...args, '--dir', dirname(dirname(stack.log_file))), {
      encoding: 'utf8',
    }).then(
      ({ stdout }) => ({ code: 0, out: stdout.trim() }),
      (error: { code: number; stderr: string }) => ({ code: error.code, out: error.stderr.trim() }),
    );

  it('links an identity to a user, lists it, and unlinks it, each one line of JSON; a wrong user id is a usage error naming --user', async () => {
    const user = await createTestUser();
    const subject = `cli-linked-${ulid()}`;
    const token = await mintIdToken(rs, { iss: issuer, aud: TEST_AUDIENCE, sub: subject });
    const linked = await ops('identity:link', '--issuer', issuer, '--subject', subject, '--user', user.userId);
    expect(linked.code, linked.out).toBe(0);
    expect(JSON.parse(linked.out)).toMatchObject({ issuer, subject, user_id: user.userId, linked_by: 'operator', created: true });
    expect((await signIn(token)).json.user_id).toBe(user.userId);

    const [listed, wrong] = await Promise.all([
      ops('identity:list', '--email', user.email),
      ops('identity:link', '--issuer', issuer, '--subject', subject, '--user', 'alice'),
    ]);
    expect(JSON.parse(listed.out)).toMatchObject({ user_id: user.userId, identities: [{ issuer, subject, linked_by: 'operator' }] });
    expect(wrong).toEqual({ code: 2, out: expect.stringMatching(/^ops identity:link: invalid_input: --user: Must be a user id/) });

    const unlinked = await ops('identity:unlink', '--issuer', issuer, '--subject', subject);
    expect(JSON.parse(unlinked.out)).toMatchObject({ user_id: user.userId, unlinked: true });
    expectProblem(await signIn(token), 403, 'not_a_member');
  });
});

describe('the provider’s keys: fetched at run time, refetched sparingly, with deadlines', () => {
  // The test stack refetches after 1 s (OIDC_KEYS_REFETCH_SECONDS), not the contract's minute.
  const interval = 1000;
  afterAll(() => control.outage(undefined, 0));

  it('takes a key the provider rotated in without a deploy, once its keys may be fetched again', async () => {
    const rotated = await signingKey(`rotated-${ulid()}`, 'ES256');
    await control.setKeys([rs.jwk, es.jwk, rotated.jwk]);
    const user = await createTestUser();
    const token = await mintIdToken(rotated, { iss: issuer, aud: TEST_AUDIENCE, sub: `sub-${ulid()}`, email: user.email, email_verified: true });
    const started = Date.now();
    let res = await signIn(token);
    while (res.status === 401 && Date.now() - started < interval + 3000) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      res = await signIn(token);
    }
    expect(res.status).toBe(201);
  });

  it('asks the provider for its keys at most once per interval, however many unknown kids arrive', async () => {
    await new Promise((resolve) => setTimeout(resolve, interval));
    const before = await control.hits();
    const started = Date.now();
    const { user } = await userWithToken();
    const tokens = await Promise.all(
      Array.from({ length: 20 }, async (_, i) =>
        mintIdToken(await signingKey(`made-up-${i}`, 'ES256'), { iss: issuer, aud: TEST_AUDIENCE, email: user.email, email_verified: true }),
      ),
    );
    const responses = await Promise.all(tokens.map(signIn));
    for (const res of responses) expectProblem(res, 401, 'invalid_id_token');
    const elapsed = Date.now() - started;
    const fetches = (await control.hits()).jwks - before.jwks;
    expect(fetches).toBeGreaterThanOrEqual(1);
    expect(fetches).toBeLessThanOrEqual(1 + Math.floor(elapsed / interval));
  });

  it('answers 503 with Retry-After when the keys cannot be fetched, within the fetch deadline even if the provider stalls', async () => {
    const { user } = await userWithToken();
    const unknownKid = async () =>
      mintIdToken(await signingKey(`outage-${ulid()}`, 'ES256'), { iss: issuer, aud: TEST_AUDIENCE, email: user.email, email_verified: true });
    await control.outage(undefined, 6000);
    await new Promise((resolve) => setTimeout(resolve, interval));
    const started = Date.now();
    const stalled = await signIn(await unknownKid());
    expectProblem(stalled, 503, 'service_unavailable');
    expect(Number(stalled.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    // The refresh's deadline is 3 s; the rest is this busy machine.
    expect(Date.now() - started).toBeLessThan(8000);
  });
});

describe('a product built on it (docs/sign-in.md)', () => {
  it('signs its user in at the provider in a browser, exchanges the ID token in its backend, and the SDK carries on', async () => {
    const product = spawn(process.execPath, ['scripts/examples/product-sign-in.mjs'], {
      env: { ...process.env, SERVICE_DIR: dirname(dirname(stack.log_file)), PORT: '0' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      const origin = await new Promise<string>((resolve, reject) => {
        product.stdout.on('data', (chunk: Buffer) => {
          const url = /http:\/\/127\.0\.0\.1:\d+/.exec(chunk.toString())?.[0];
          if (url) resolve(url);
        });
        product.once('exit', (code) => reject(new Error(`the example exited with ${code}`)));
      });
      const signedIn = await signInThroughBrowser(`${origin}/login`, 'local-carol');
      expect(signedIn.response.status).toBe(200);
      const page = await signedIn.response.text();
      expect(page).toContain('Signed in as Carol Chen');
      expect(page).toContain('carol@acme.example');
      const stranger = await signInThroughBrowser(`${origin}/login`, 'local-stranger');
      expect(stranger.response.status).toBe(403);
      expect(await stranger.response.text()).toContain('not_a_member');
    } finally {
      product.kill();
    }
  });

  it('the SDK’s signIn holds the new session: it calls on, and hands the refresh token over to keep', async () => {
    const { user, token } = await userWithToken();
    const kept: (string | null)[] = [];
    const api = new ServiceClient({ baseUrl: stack.base_url, fetch: contractCheckedFetch, onRefreshToken: (t) => void kept.push(t) });
    expect(await api.signIn(token)).toMatchObject({ user_id: user.userId, organization_id: user.organizationId });
    expect(kept).toHaveLength(1);
    expect((await api.getMe()).notModified === false && (await api.getMe()).etag).toBeTruthy();
    await api.refreshSession();
    expect(kept).toHaveLength(2);
    await api.logout();
    expect(kept.at(-1)).toBeNull();
    const refused = await new ServiceClient({ baseUrl: stack.base_url, fetch: contractCheckedFetch }).signIn('not-a-jwt').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 401, code: 'invalid_id_token' });
  });
});

describe('the stack', () => {
  it('names its own provider in demo.json, with the client its demo users sign in with', () => {
    expect(demo.oidc_issuer_url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(demo.oidc_client_id).toBe('service-local-demo');
    expect(stack.oidc_issuer_url).toBe(demo.oidc_issuer_url);
  });
});
