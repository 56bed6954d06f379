import { createLocalJWKSet, decodeProtectedHeader, errors, SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { ProblemError } from '../../lib/contract/problems';
import { verifyIdToken } from '../../lib/identities/id-token';
import { parseTrustedIssuers, type TrustedIssuer } from '../../lib/identities/issuers';
import { providerKeys, ProviderUnavailableError } from '../../lib/identities/provider-keys';
import { mintIdToken, signingKey, type SigningKey } from '../support/test-issuer';

const issuer = 'https://id.example.com';
const trusted: TrustedIssuer = { issuer, audiences: ['app'] };
const nowMs = Date.now();
const now = Math.floor(nowMs / 1000);

let key: SigningKey;
beforeAll(async () => {
  key = await signingKey('k1', 'ES256');
});

const verify = (token: string, issuers: TrustedIssuer[] = [trusted]) =>
  verifyIdToken(token, nowMs, { issuers, keysOf: () => createLocalJWKSet({ keys: [key.jwk] }) });

/** The 401's detail, or what else was thrown. */
async function refusal(token: string): Promise<string> {
  try {
    await verify(token);
  } catch (error) {
    if (error instanceof ProblemError && error.code === 'invalid_id_token') return error.detail!;
    throw error;
  }
  throw new Error('the token verified');
}

describe('verifyIdToken (OIDC Core 3.1.3.7, contract 4.1)', () => {
  it('answers the identity of a valid token, its email only as verified as the provider says', async () => {
    const token = await mintIdToken(key, { iss: issuer, aud: 'app', sub: 's1', email: 'a@b.example', email_verified: true });
    expect(await verify(token)).toEqual({ issuer, subject: 's1', email: 'a@b.example', emailVerified: true });
    const unverified = await mintIdToken(key, { iss: issuer, aud: 'app', sub: 's1', email: 'a@b.example' });
    expect((await verify(unverified)).emailVerified).toBe(false);
  });

  it('reads the email from the claim the provider is configured with', async () => {
    const token = await mintIdToken(key, { iss: issuer, aud: 'app', sub: 's1', email: 'other@b.example', upn: 'a@b.example', email_verified: true });
    expect((await verify(token, [{ ...trusted, email_claim: 'upn' }])).email).toBe('a@b.example');
  });

  it('counts exp, nbf and iat with 60 s of leeway, and refuses a token over an hour old', async () => {
    const at = (claims: Record<string, number>) => mintIdToken(key, { iss: issuer, aud: 'app', ...claims });
    await expect(verify(await at({ iat: now - 100, exp: now - 59 }))).resolves.toBeDefined();
    expect(await refusal(await at({ iat: now - 100, exp: now - 61 }))).toMatch(/has expired/);
    await expect(verify(await at({ iat: now + 59, exp: now + 600 }))).resolves.toBeDefined();
    expect(await refusal(await at({ iat: now + 61, exp: now + 600 }))).toMatch(/issued in the future/);
    await expect(verify(await at({ iat: now, exp: now + 600, nbf: now + 59 }))).resolves.toBeDefined();
    expect(await refusal(await at({ iat: now, exp: now + 600, nbf: now + 61 }))).toMatch(/not valid yet/);
    await expect(verify(await at({ iat: now - 3659, exp: now + 600 }))).resolves.toBeDefined();
    expect(await refusal(await at({ iat: now - 3661, exp: now + 600 }))).toMatch(/too old/);
  });

  it('needs sub, exp and iat', async () => {
    for (const missing of ['sub', 'exp', 'iat']) {
      const claims: Record<string, unknown> = { iss: issuer, aud: 'app', sub: 's', iat: now, exp: now + 60 };
      delete claims[missing];
      const token = await new SignJWT(claims).setProtectedHeader({ alg: 'ES256', kid: 'k1' }).sign(key.privateKey);
      expect(await refusal(token)).toContain(`"${missing}"`);
    }
  });

  it('refuses none and HMAC before looking for a key, and any algorithm not asymmetric', async () => {
    const body = Buffer.from(JSON.stringify({ iss: issuer, aud: 'app', sub: 's', iat: now, exp: now + 60 })).toString('base64url');
    const header = (h: object) => Buffer.from(JSON.stringify(h)).toString('base64url');
    expect(await refusal(`${header({ alg: 'none' })}.${body}.`)).toMatch(/alg none/);
    for (const alg of ['HS256', 'HS384', 'HS512']) {
      const token = await new SignJWT({ sub: 's' })
        .setProtectedHeader({ alg, kid: 'k1' })
        .setIssuer(issuer)
        .setAudience('app')
        .setIssuedAt()
        .setExpirationTime('1m')
        .sign(new TextEncoder().encode(JSON.stringify(key.jwk)));
      expect(await refusal(token)).toMatch(new RegExp(`HMAC \\(${alg}\\)`));
    }
    expect(await refusal(`${header({ alg: 'RSA1_5' })}.${body}.c2ln`)).toMatch(/algorithm this service does not accept/);
  });

  it('refuses an issuer it does not trust, compared exactly (a trailing slash is another issuer)', async () => {
    for (const iss of ['https://evil.example', `${issuer}/`, issuer.toUpperCase()]) {
      expect(await refusal(await mintIdToken(key, { iss, aud: 'app' }))).toMatch(/issuer this service does not trust/);
    }
  });

  it('needs one of its audiences, and with several audiences an azp it trusts', async () => {
    expect(await refusal(await mintIdToken(key, { iss: issuer, aud: 'other' }))).toMatch(/another audience/);
    await expect(verify(await mintIdToken(key, { iss: issuer, aud: ['other', 'app'], azp: 'app' }))).resolves.toBeDefined();
    expect(await refusal(await mintIdToken(key, { iss: issuer, aud: ['other', 'app'] }))).toMatch(/azp/);
    expect(await refusal(await mintIdToken(key, { iss: issuer, aud: ['other', 'app'], azp: 'other' }))).toMatch(/azp/);
  });

  it('refuses a signature of another key, a kid not in the JWKS, and a subject over 255 characters', async () => {
    const other = await signingKey('k1', 'ES256');
    expect(await refusal(await mintIdToken(other, { iss: issuer, aud: 'app' }))).toMatch(/signature does not verify/);
    const stranger = await signingKey('k9', 'ES256');
    expect(await refusal(await mintIdToken(stranger, { iss: issuer, aud: 'app' }))).toMatch(/no key of the issuer's JWKS/);
    expect(await refusal(await mintIdToken(key, { iss: issuer, aud: 'app', sub: 'x'.repeat(256) }))).toMatch(/"sub"/);
  });

  it('turns a provider whose keys cannot be had into the 503 with its Retry-After', async () => {
    const token = await mintIdToken(key, { iss: issuer, aud: 'app' });
    const failure = verifyIdToken(token, nowMs, {
      issuers: [trusted],
      keysOf: () => () => Promise.reject(new ProviderUnavailableError(issuer, 42)),
    });
    await expect(failure).rejects.toMatchObject({ code: 'service_unavailable', retryAfterSeconds: 42 });
  });
});

describe('trusted issuers (stage configuration)', () => {
  it('accepts https issuers, and http only to a loopback host', () => {
    expect(parseTrustedIssuers('[{"issuer":"https://a.example","audiences":["x"]},{"issuer":"http://127.0.0.1:9000","audiences":["y"]}]')).toHaveLength(2);
    for (const bad of ['http://a.example', 'https://u:p@a.example', 'https://a.example?x=1', 'https://a.example#f', 'ftp://a.example', 'nope']) {
      expect(() => parseTrustedIssuers(JSON.stringify([{ issuer: bad, audiences: ['x'] }]))).toThrow(/OIDC_TRUSTED_ISSUERS: 0\.issuer/);
    }
  });

  it('needs an audience, each issuer once, known fields only', () => {
    expect(() => parseTrustedIssuers('[{"issuer":"https://a.example","audiences":[]}]')).toThrow(/audiences/);
    expect(() => parseTrustedIssuers('[{"issuer":"https://a.example","audiences":["x"]},{"issuer":"https://a.example","audiences":["y"]}]')).toThrow(
      /at most once/,
    );
    expect(() => parseTrustedIssuers('[{"issuer":"https://a.example","audiences":["x"],"audience":"y"}]')).toThrow(/audience/);
    expect(() => parseTrustedIssuers('not json')).toThrow(/JSON list/);
  });
});

/** A provider behind a fetch of the test's own: it counts requests and answers as told. */
function fakeProvider(options: { jwksUri?: string; discoveryIssuer?: string } = {}) {
  const state = { keys: [] as object[], requests: [] as string[], status: 200, stall: false };
  const fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : input.toString();
    state.requests.push(url);
    expect(init?.redirect).toBe('error');
    if (state.stall) {
      return new Promise<Response>((_, reject) => init!.signal!.addEventListener('abort', () => reject(init!.signal!.reason as Error)));
    }
    if (state.status !== 200) return new Response('{}', { status: state.status });
    if (url.endsWith('/.well-known/openid-configuration')) {
      return Response.json({ issuer: options.discoveryIssuer ?? issuer, jwks_uri: options.jwksUri ?? `${issuer}/keys` });
    }
    return Response.json({ keys: state.keys });
  }) as typeof globalThis.fetch;
  return { state, fetch };
}

describe('providerKeys: a trusted provider’s keys', () => {
  const header = (kid: string) => ({ alg: 'ES256', kid });
  const token = { payload: new Uint8Array(), signature: new Uint8Array() } as never;

  it('fetches discovery then JWKS once, caches them, and refetches an unknown kid at most once per interval', async () => {
    const provider = fakeProvider();
    provider.state.keys = [key.jwk];
    let clock = 0;
    const keys = providerKeys(trusted, { fetch: provider.fetch, now: () => clock });
    await keys(header('k1'), token);
    await keys(header('k1'), token);
    expect(provider.state.requests).toEqual([`${issuer}/.well-known/openid-configuration`, `${issuer}/keys`]);
    // Unknown kids inside the minute: no request, however many.
    clock = 59_000;
    for (let i = 0; i < 50; i++) await expect(keys(header(`made-up-${i}`), token)).rejects.toBeInstanceOf(errors.JWKSNoMatchingKey);
    expect(provider.state.requests).toHaveLength(2);
    // After the minute, a rotated key is fetched once and used.
    const rotated = await signingKey('k2', 'ES256');
    provider.state.keys = [key.jwk, rotated.jwk];
    clock = 60_000;
    await expect(keys(header('k2'), token)).resolves.toBeDefined();
    expect(provider.state.requests).toHaveLength(4);
  });

  it('shares one fetch between concurrent callers', async () => {
    const provider = fakeProvider();
    provider.state.keys = [key.jwk];
    const keys = providerKeys(trusted, { fetch: provider.fetch, now: () => 0 });
    await Promise.all(Array.from({ length: 20 }, async () => keys(header('k1'), token)));
    expect(provider.state.requests).toHaveLength(2);
  });

  it('refreshes keys 10 minutes old, and keeps using them up to an hour while the provider fails', async () => {
    const provider = fakeProvider();
    provider.state.keys = [key.jwk];
    let clock = 0;
    const keys = providerKeys(trusted, { fetch: provider.fetch, now: () => clock });
    await keys(header('k1'), token);
    provider.state.status = 503;
    clock = 600_000;
    await expect(keys(header('k1'), token)).resolves.toBeDefined();
    expect(provider.state.requests).toHaveLength(3);
    clock = 3_600_000;
    await expect(keys(header('k1'), token)).rejects.toBeInstanceOf(ProviderUnavailableError);
  });

  it('is unavailable, with the seconds until it may ask again, when the first fetch fails; and asks no sooner', async () => {
    const provider = fakeProvider();
    provider.state.status = 500;
    let clock = 0;
    const keys = providerKeys(trusted, { fetch: provider.fetch, now: () => clock });
    await expect(keys(header('k1'), token)).rejects.toMatchObject({ retryAfterSeconds: 60 });
    clock = 45_000;
    await expect(keys(header('k1'), token)).rejects.toMatchObject({ retryAfterSeconds: 15 });
    expect(provider.state.requests).toHaveLength(1);
  });

  it('gives up at its deadline when the provider does not answer', async () => {
    const provider = fakeProvider();
    provider.state.stall = true;
    const keys = providerKeys(trusted, { fetch: provider.fetch, timeoutMs: 50 });
    const started = Date.now();
    await expect(keys(header('k1'), token)).rejects.toBeInstanceOf(ProviderUnavailableError);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('fetches keys only where configuration says: never from another origin, nor for a discovery document naming another issuer', async () => {
    for (const provider of [fakeProvider({ jwksUri: 'https://elsewhere.example/keys' }), fakeProvider({ jwksUri: 'http://169.254.169.254/latest' })]) {
      const keys = providerKeys(trusted, { fetch: provider.fetch });
      await expect(keys(header('k1'), token)).rejects.toBeInstanceOf(ProviderUnavailableError);
      expect(provider.state.requests).toEqual([`${issuer}/.well-known/openid-configuration`]);
    }
    const impostor = fakeProvider({ discoveryIssuer: 'https://evil.example' });
    await expect(providerKeys(trusted, { fetch: impostor.fetch })(header('k1'), token)).rejects.toBeInstanceOf(ProviderUnavailableError);
    expect(impostor.state.requests).toHaveLength(1);
    // A JWKS on another origin is fetched when the stage pins it (Google's), without discovery.
    const pinned = fakeProvider();
    pinned.state.keys = [key.jwk];
    await providerKeys({ ...trusted, jwks_uri: 'https://www.googleapis.example/oauth2/v3/certs' }, { fetch: pinned.fetch })(header('k1'), token);
    expect(pinned.state.requests).toEqual(['https://www.googleapis.example/oauth2/v3/certs']);
  });

  it('refuses a document larger than a JWKS can be', async () => {
    const fetch = (async () => new Response(JSON.stringify({ keys: [], pad: 'x'.repeat(300 * 1024) }))) as typeof globalThis.fetch;
    await expect(providerKeys(trusted, { fetch })(header('k1'), token)).rejects.toBeInstanceOf(ProviderUnavailableError);
  });

  it('gives jwtVerify the key its header names', async () => {
    const provider = fakeProvider();
    provider.state.keys = [key.jwk];
    const signed = await mintIdToken(key, { iss: issuer, aud: 'app' });
    const identity = await verifyIdToken(signed, nowMs, { issuers: [trusted], keysOf: (t) => providerKeys(t, { fetch: provider.fetch }) });
    expect(identity.subject).toBe('subject-1');
    expect(decodeProtectedHeader(signed).kid).toBe('k1');
  });
});
