import { request } from 'node:http';
import { connect } from 'node:net';
import { readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { SignJWT } from 'jose';
import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { GATEWAY_MAX_BODY_BYTES, GATEWAY_MAX_HEADER_BYTES } from '../../infra/local/api-emulator';
import { requestBounds } from '../../lib/http/middleware/validate-input';
import { ACCESS_TOKEN_TTL_SECONDS } from '../../lib/sessions/config';
import { MAX_IF_MATCH_TAGS } from '../../lib/users/update-me';
import { call, expectProblem, stack } from '../support/api';
import { ULID } from '../support/events';
import { createTestUser, scanTable } from '../support/fixtures';
import { keys } from '../../lib/store/keys';
import { bearer, signedInUser } from '../support/sessions';
import { mode, report } from './mode';

/** Access tokens as someone holding the signing key could mint them, for a live session. */
async function mint(claims: { sub: string; org: string; sid: string; iat: number; exp: number }): Promise<string> {
  const keys = JSON.parse(readFileSync(stack.secrets_file, 'utf8'))['access-token-keys'] as Record<string, string>;
  return new SignJWT({ org: claims.org, sid: claims.sid })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT', kid: keys.current! })
    .setIssuer('service-api')
    .setAudience('service-api')
    .setSubject(claims.sub)
    .setIssuedAt(claims.iat)
    .setExpirationTime(claims.exp)
    .setJti(ulid())
    .sign(Buffer.from(keys[keys.current!]!, 'base64url'));
}

/** One raw HTTP exchange with the emulator (fetch cannot send an oversized header block). */
function rawExchange(options: {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  bodyBytes?: number;
}): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  const url = new URL(stack.base_url);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        method: options.method ?? 'GET',
        path: options.path ?? '/v1/vocabularies/topics/changelog',
        headers: options.headers,
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
      },
    );
    // The gateway answers before the upload is over and closes: the rest of the write fails.
    req.on('error', (error: NodeJS.ErrnoException) => (['EPIPE', 'ECONNRESET'].includes(error.code ?? '') ? undefined : reject(error)));
    if (options.bodyBytes) {
      const chunk = Buffer.alloc(1024 * 1024, 0x61);
      let left = options.bodyBytes;
      const pump = () => {
        while (left > 0) {
          const piece = chunk.subarray(0, Math.min(chunk.length, left));
          left -= piece.length;
          if (!req.write(piece)) return void req.once('drain', pump);
        }
        req.end();
      };
      pump();
    } else req.end();
  });
}

function expectGatewayProblem(res: { status: number; headers: Record<string, string | string[] | undefined>; body: string }, status: number, code: string) {
  expect(res.status).toBe(status);
  expect(res.headers['content-type']).toBe('application/problem+json');
  const problem = JSON.parse(res.body) as Record<string, unknown>;
  expect(problem).toMatchObject({ status, code, type: `urn:problem:${code}` });
  expect(res.headers['x-request-id']).toMatch(ULID);
  expect(problem.request_id).toBe(res.headers['x-request-id']);
}

/** The local addresses every socket listening on `port` is bound to (Linux: /proc/net/tcp, tcp6). */
function listeningAddresses(port: number): string[] {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  return ['/proc/net/tcp', '/proc/net/tcp6'].flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(/\s+/))
      .filter((fields) => fields[3] === '0A' && fields[1]?.endsWith(`:${hexPort}`))
      .map((fields) => fields[1]!.split(':')[0]!),
  );
}
// 127.0.0.1 as /proc writes it, in IPv4 and in IPv4-mapped IPv6; ::1.
const loopback = new Set(['0100007F', '0000000000000000FFFF00000100007F', '00000000000000000000000001000000']);

describe(`hardening (${mode} mode)`, () => {
  it('refuses access tokens this service would never issue, even correctly signed for a live session', async () => {
    const user = await signedInUser();
    const other = await createTestUser();
    const now = Math.floor(Date.now() / 1000);
    const live = { sub: user.userId, org: user.organizationId, sid: user.session.session_id };
    const cases = {
      'a 10-year exp': await mint({ ...live, iat: now, exp: now + 10 * 365 * 86_400 }),
      'an iat an hour in the future': await mint({ ...live, iat: now + 3600, exp: now + 3600 + ACCESS_TOKEN_TTL_SECONDS }),
      "another organization's org on a live sid": await mint({ ...live, org: other.organizationId, iat: now, exp: now + ACCESS_TOKEN_TTL_SECONDS }),
      "another user's sub on a live sid": await mint({ ...live, sub: other.userId, iat: now, exp: now + ACCESS_TOKEN_TTL_SECONDS }),
    };
    for (const [name, token] of Object.entries(cases)) {
      const res = await call('/v1/billing/payment-methods', { headers: bearer(token) });
      expect(res.status, name).toBe(401);
      expectProblem(res, 401, 'unauthenticated');
    }
    // The same claims, as the service issues them, are accepted: the checks above are what refused.
    expect(
      (await call('/v1/billing/payment-methods', { headers: bearer(await mint({ ...live, iat: now, exp: now + ACCESS_TOKEN_TTL_SECONDS })) })).status,
    ).toBe(200);
    report({
      area: 'Authentication',
      check: 'forged access tokens on a live session',
      tried: `tokens signed with the real key: ${Object.keys(cases).join('; ')}`,
      outcome: 'each 401 unauthenticated; the same session with the issued lifetime and its own sub and org is 200',
    });
  });

  it('bounds every client-controlled size with a 4xx before DynamoDB sees it', async () => {
    const user = await signedInUser();
    // A real change, so the write is conditional on the listed versions (`#version IN (...)`).
    const patch = (ifMatch: string) =>
      call('/v1/me', {
        method: 'PATCH',
        headers: { ...bearer(user.accessToken), 'Content-Type': 'application/merge-patch+json', 'If-Match': ifMatch },
        body: JSON.stringify({ display_name: `Bounded ${ulid()}` }),
      });
    const tags = (n: number) => Array.from({ length: n }, (_, i) => `"v${i}"`).join(', ');
    const tooManyTags = await patch(tags(101));
    expectProblem(tooManyTags, 400, 'invalid_request');
    expect(tooManyTags.json.errors).toEqual([expect.objectContaining({ location: 'header', path: '/If-Match' })]);
    // At the bound the header is read as usual: the current version, "v0", is among the tags.
    expect((await patch(tags(MAX_IF_MATCH_TAGS))).status).toBe(200);

    const query = new URLSearchParams(Object.fromEntries(Array.from({ length: requestBounds.queryParameters + 1 }, (_, i) => [`p${i}`, '1']))).toString();
    expectProblem(await call(`/v1/nope?${query}`), 400, 'invalid_request');
    const headers = Object.fromEntries(Array.from({ length: requestBounds.headers + 1 }, (_, i) => [`x-h${i}`, '1']));
    expectProblem(await call('/v1/vocabularies/topics/changelog', { headers }), 400, 'invalid_request');
    report({
      area: 'Input bounds',
      check: 'If-Match, query parameters, headers',
      tried: `If-Match with 101 entity tags; ${requestBounds.queryParameters + 1} query parameters; ${requestBounds.headers + 1} headers`,
      outcome: `each a 400 invalid_request pointing at the part (101 tags was a 500: DynamoDB refuses an IN of more than 100 operands); ${MAX_IF_MATCH_TAGS} tags are read as usual`,
    });
  });

  it('answers what the gateway refuses with the problem envelope and a request id', async () => {
    expectGatewayProblem(
      await rawExchange({
        method: 'POST',
        path: '/v1/personalities',
        headers: { 'content-type': 'application/json', 'content-length': String(GATEWAY_MAX_BODY_BYTES + 1) },
        bodyBytes: GATEWAY_MAX_BODY_BYTES + 1,
      }),
      413,
      'payload_too_large',
    );
    expectGatewayProblem(await rawExchange({ headers: { 'x-padding': 'p'.repeat(GATEWAY_MAX_HEADER_BYTES + 1024) } }), 431, 'request_header_fields_too_large');
    const malformed = await new Promise<string>((resolve, reject) => {
      const url = new URL(stack.base_url);
      const socket = connect(Number(url.port), url.hostname, () => socket.end('GET /v1 HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n'));
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(malformed).toMatch(/^HTTP\/1\.1 400 /);
    expect(malformed).toMatch(/X-Request-Id: [0-9A-HJKMNP-TV-Z]{26}/);
    expect(malformed).toContain('"code":"invalid_request"');
    report({
      area: 'Input bounds',
      check: 'what the gateway refuses (local emulator)',
      tried: `a body of ${GATEWAY_MAX_BODY_BYTES + 1} bytes; a header block over ${GATEWAY_MAX_HEADER_BYTES} bytes; a malformed header line`,
      outcome:
        '413 payload_too_large, 431 request_header_fields_too_large and 400 invalid_request, each a problem envelope with a fresh X-Request-Id (they were a 500, a bare 431 and a bare 400)',
    });
  }, 60_000);

  it('keeps webhook-endpoint secrets out of every organization item', async () => {
    const items = await scanTable();
    const organizationItems = items.filter((item) => String(item.pk).startsWith('ORG#'));
    const endpoints = organizationItems.filter((item) => item.entity === 'WebhookEndpoint');
    const secrets = items.filter((item) => item.entity === 'WebhookEndpointSecret');
    expect(endpoints.length).toBeGreaterThanOrEqual(3);
    // No organization item holds a secret, under any attribute name.
    for (const item of organizationItems) expect(JSON.stringify(item)).not.toMatch(/whsec_/);
    for (const endpoint of endpoints) {
      const secret = secrets.find((s) => s.endpoint_id === endpoint.id);
      expect(secret?.pk).toBe(keys.webhookEndpointSecret(String(endpoint.organization_id), String(endpoint.id)).pk);
      expect(secret?.secret).toMatch(/^whsec_/);
    }
    report({
      area: 'Tenant isolation',
      check: 'where webhook-endpoint secrets are stored',
      tried: `every item of the local table after the seed (${organizationItems.length} organization items, ${endpoints.length} endpoints)`,
      outcome: `each secret is an item of its own under ${keys.webhookEndpointSecretPrefix}<org>#<whe>, which no function role may address (test/infra/least-privilege.test.ts); no organization item holds one (DynamoDB Local does not enforce IAM: locally the projection is what keeps it out of answers)`,
    });
  });

  it('keeps the local stack to this machine and its secrets to their owner', () => {
    const dir = dirname(stack.secrets_file);
    for (const file of ['demo.json', 'secrets.json']) expect((statSync(join(dir, file)).mode & 0o777).toString(8), file).toBe('600');
    const ports = { api: stack.base_url, dynamodb: stack.dynamodb_endpoint, sqs: stack.sqs_endpoint, ses: stack.ses_endpoint, bedrock: stack.bedrock_endpoint };
    for (const [name, endpoint] of Object.entries(ports)) {
      const addresses = listeningAddresses(Number(new URL(endpoint).port));
      expect(addresses.length, name).toBeGreaterThan(0);
      expect(
        addresses.filter((address) => !loopback.has(address)),
        name,
      ).toEqual([]);
    }
    report({
      area: 'Local stack',
      check: 'network binding and file modes',
      tried: 'the listening sockets of the API emulator, DynamoDB Local, fauxqs, the SES and Bedrock stand-ins; the modes of demo.json and secrets.json',
      outcome:
        'every stand-in listens on loopback only (DynamoDB Local and fauxqs listened on all interfaces); both files are 0600 (demo.json was world-readable)',
    });
  });
});
