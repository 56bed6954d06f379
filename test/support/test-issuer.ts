import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWK, type JWTPayload } from 'jose';

/**
 * An OpenID provider the tests run themselves, with keys of their own: a loopback server of a
 * discovery document and a JWKS, nothing more (ID tokens are minted by the tests with jose, as a
 * provider signs them). Tests set what it serves and read how often it was asked through
 * `/_control/*`, so a key rotation, an outage and the number of JWKS fetches can be tried from
 * any worker process.
 */
export async function startTestIssuer(): Promise<{ issuer: string; stop: () => Promise<void> }> {
  let jwks: { keys: JWK[] } = { keys: [] };
  let failWith: number | undefined;
  let stallMs = 0;
  const hits = { discovery: 0, jwks: 0 };
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const body = Buffer.concat(chunks).toString('utf8');
      const send = (status: number, value: unknown) => {
        response.writeHead(status, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify(value));
      };
      const path = request.url ?? '/';
      if (path === '/_control/jwks' && request.method === 'PUT') return void ((jwks = JSON.parse(body) as typeof jwks), send(204, {}));
      if (path === '/_control/outage' && request.method === 'PUT') {
        const { status, stall_ms } = JSON.parse(body) as { status?: number; stall_ms?: number };
        failWith = status;
        stallMs = stall_ms ?? 0;
        return void send(204, {});
      }
      if (path === '/_control/hits') return void send(200, hits);
      if (path === '/.well-known/openid-configuration') hits.discovery++;
      else if (path === '/jwks') hits.jwks++;
      else return void send(404, { error: 'not_found' });
      // Unref'd: a stalled answer never keeps the test run alive.
      if (stallMs > 0) await new Promise((resolve) => setTimeout(resolve, stallMs).unref());
      if (failWith !== undefined) return void send(failWith, { error: 'unavailable' });
      if (path === '/jwks') return void send(200, jwks);
      send(200, { issuer, jwks_uri: `${issuer}/jwks`, id_token_signing_alg_values_supported: ['RS256', 'ES256'], response_types_supported: ['code'] });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    issuer,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The audiences the test stack trusts the test issuer for (infra flag `--oidc-audience`). */
export const TEST_AUDIENCE = 'test-product';

/** Drives a test issuer from a test: what it serves, and how often it was asked. */
export function testIssuerControl(issuer: string) {
  const control = async (path: string, method: string, body?: unknown) => {
    const response = await fetch(`${issuer}/_control/${path}`, { method, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    return response.status === 200 ? await response.json() : undefined;
  };
  return {
    setKeys: (keys: JWK[]) => control('jwks', 'PUT', { keys }),
    /** Answers discovery and JWKS with this status (undefined: healthy again), after stalling if asked. */
    outage: (status: number | undefined, stallMs = 0) => control('outage', 'PUT', { status, stall_ms: stallMs }),
    hits: async () => (await control('hits', 'GET')) as { discovery: number; jwks: number },
  };
}

/** A signing key of a test provider: the private key to sign with, the public JWK to publish. */
export async function signingKey(kid: string, alg: 'RS256' | 'ES256' = 'RS256') {
  const { privateKey, publicKey } = await generateKeyPair(alg, { extractable: true });
  return { kid, alg, privateKey, publicKey, jwk: { ...(await exportJWK(publicKey)), kid, alg, use: 'sig' } as JWK };
}
export type SigningKey = Awaited<ReturnType<typeof signingKey>>;

/** An ID token as a provider issues one: signed with `key`, claims as given over sensible defaults (iat now, 5 minutes to live). */
export async function mintIdToken(key: SigningKey, claims: JWTPayload & { iss: string; aud: string | string[] }, header: Record<string, unknown> = {}) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ sub: 'subject-1', iat: now, exp: now + 300, ...claims })
    .setProtectedHeader({ alg: key.alg, kid: key.kid, typ: 'JWT', ...header })
    .sign(key.privateKey);
}
