import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import * as fc from 'fast-check';
import { ulid } from 'ulid';
import { notFound, operations } from '../../functions/catalogue';

/** What the fuzzer needs of a route. */
interface FuzzedRoute {
  operationId: string;
  method: string;
  path: string;
  auth: string;
}
import { problemEnvelopeViolations, spineHeaderViolations, stack } from '../support/api';
import { contractViolations } from '../support/contract';
import { signedInUser } from '../support/sessions';
import { mode, report, scaled } from './mode';
import { credentialPatterns, forbiddenValues, leaksIn } from './secrets';
import { demo as stackDemo } from '../support/stack';

/**
 * Property-based fuzzing of every route over HTTP: random and malformed methods, paths, queries,
 * headers, cookies and bodies (huge, deeply nested, binary, odd encodings), some with valid
 * credentials so they get past auth. Invariants: never a 5xx; a ULID X-Request-Id and the
 * rate-limit headers on every answer; every error is the contract's problem envelope; the answer
 * conforms to the OpenAPI document; no secret, token or cookie value comes back.
 */
const demo = stackDemo as { admin_token: string };
const openapi = JSON.parse(readFileSync('openapi.json', 'utf8'));
const runsPerRoute = scaled(30, 1000);

const printable = (maxLength: number) => fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength });
const weirdSegment = fc.oneof(
  fc.string({ maxLength: 40 }).map(encodeURIComponent),
  fc.string({ unit: 'binary', maxLength: 40 }).map(encodeURIComponent),
  fc.constantFrom('%ZZ', '%', '%00', '..', '%2e%2e', '%2F', 'a'.repeat(3000), '%F0%9F%98%80', '%C3%28', 'inv_', 'whe_%00'),
);

function bodyArbitrary(route: FuzzedRoute) {
  const schemaName = `${route.operationId[0]!.toUpperCase()}${route.operationId.slice(1)}Request`;
  const properties = Object.keys(openapi.components.schemas[schemaName]?.properties ?? { description: {} });
  return fc.oneof(
    fc.constant(undefined),
    fc.jsonValue().map((v) => JSON.stringify(v)),
    fc.dictionary(fc.constantFrom(...properties, 'unknown_field', '__proto__', 'constructor'), fc.jsonValue(), { maxKeys: 8 }).map((v) => JSON.stringify(v)),
    fc.string({ maxLength: 200 }),
    fc.uint8Array({ maxLength: 200 }),
    fc.integer({ min: 1, max: 30_000 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth)),
    fc.integer({ min: 1, max: 10_000 }).map((depth) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)),
    fc.constantFrom(65_537, 70_000, 300_000).map((size) => JSON.stringify({ description: 'x'.repeat(size) })),
    fc.constantFrom(
      '\uFEFF{"description":"with a byte order mark"}',
      '{"description":"\\ud800"}',
      '{"a":1,"a":2}',
      'null',
      '1e999',
      '{"description":"\u0000"}',
    ),
  );
}

function requestArbitrary(route: FuzzedRoute, credentials: { bearer: string; refresh: string }) {
  const params = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  return fc
    .record({
      method: fc.oneof(
        { weight: 6, arbitrary: fc.constant(route.method) },
        { weight: 1, arbitrary: fc.constantFrom('GET', 'POST', 'PATCH', 'PUT', 'DELETE', 'OPTIONS', 'HEAD') },
      ),
      segments: fc.tuple(
        ...params.map(() =>
          fc.oneof(fc.constant(`${['inv', 'whe', 'rvw'][params.length % 3]}_${ulid()}`), fc.constantFrom('stripe', 'standard'), weirdSegment),
        ),
      ),
      query: fc.oneof(
        fc.constant(''),
        fc.constantFrom(
          'limit=0',
          'limit=101',
          'limit=abc',
          'limit=1.5',
          'limit=-1',
          'limit=1e3',
          'cursor=!!',
          'cursor=eyJ4IjoxfQ',
          'limit=5&limit=6',
          'foo=bar',
          '%ZZ=1',
          'cursor=' + 'A'.repeat(5000),
        ),
        fc.dictionary(fc.constantFrom('limit', 'cursor', 'x'), fc.string({ maxLength: 30 })).map((d) => new URLSearchParams(d).toString()),
      ),
      headers: fc.record(
        {
          'content-type': fc.oneof(
            fc.constantFrom(
              'application/json',
              'application/merge-patch+json',
              'text/plain',
              'application/json; charset=utf-16',
              'multipart/form-data; boundary=x',
              'application/x-www-form-urlencoded',
              '',
            ),
            printable(60),
          ),
          // Mostly valid, so most cases get past auth into validation and the handler.
          authorization: fc.oneof(
            { weight: 5, arbitrary: fc.constant(`Bearer ${credentials.bearer}`) },
            { weight: 1, arbitrary: fc.constant(`Bearer ${credentials.bearer.slice(0, -2)}xx`) },
            { weight: 1, arbitrary: printable(300).map((s) => `Bearer ${s}`) },
            { weight: 1, arbitrary: printable(100) },
          ),
          cookie: fc.oneof(
            fc.constant(`service_refresh=${credentials.refresh}`),
            printable(200).map((s) => `service_refresh=${s}`),
            printable(200),
          ),
          'x-service-admin-token': fc.oneof({ weight: 3, arbitrary: fc.constant(demo.admin_token) }, { weight: 1, arbitrary: printable(80) }),
          'idempotency-key': printable(300),
          'if-match': printable(80),
          'if-none-match': printable(80),
          'x-request-id': printable(80),
          'stripe-signature': printable(200),
          'webhook-signature': printable(200),
        },
        { requiredKeys: ['authorization', 'x-service-admin-token'] },
      ),
      body: bodyArbitrary(route),
      // One case in eight carries no credential at all.
      withoutCredentials: fc.oneof({ weight: 7, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }),
    })
    .map(({ withoutCredentials, headers, ...rest }) => {
      if (!withoutCredentials) return { ...rest, headers };
      const { authorization: _a, 'x-service-admin-token': _t, ...others } = headers;
      return { ...rest, headers: others };
    });
}

type FuzzRequest = { method: string; segments: string[]; query: string; headers: Record<string, string>; body: string | Uint8Array | undefined };

function urlOf(route: FuzzedRoute, request: FuzzRequest): string {
  let i = 0;
  const path = route.path.replace(/\{\w+\}/g, () => request.segments[i++]!);
  return `${stack.base_url}${path}${request.query ? `?${request.query}` : ''}`;
}

/** What in this answer breaks an invariant (empty when none does). */
async function violations(route: FuzzedRoute, request: FuzzRequest, forbidden: string[]): Promise<{ status: number; problems: string[] }> {
  const url = urlOf(route, request);
  const hasBody = request.body !== undefined && request.method !== 'GET' && request.method !== 'HEAD';
  const response = await fetch(url, { method: request.method, headers: request.headers, ...(hasBody ? { body: request.body } : {}) });
  const text = await response.text();
  const problems: string[] = [];
  if (response.status >= 500) problems.push(`a ${response.status}`);
  problems.push(...spineHeaderViolations(response.headers).map((name) => `no valid ${name}`));
  if (response.status >= 400 && request.method !== 'HEAD') {
    let problem: Record<string, unknown> | undefined;
    try {
      problem = JSON.parse(text);
    } catch {
      problems.push('an error body that is not JSON');
    }
    problems.push(...problemEnvelopeViolations(response.status, response.headers, problem));
  }
  problems.push(...contractViolations(request.method, url, response.status, response.headers, text).map((v) => `contract: ${v}`));
  // What the caller sent must not come back; the refresh route's own answer legitimately carries new credentials.
  const sent = [request.headers.authorization?.replace(/^Bearer /, ''), request.headers.cookie?.split('=')[1], request.headers['x-service-admin-token']].filter(
    (v): v is string => !!v && v.length >= 12,
  );
  const answer = `${text}\n${[...response.headers.entries()].map(([k, v]) => `${k}: ${v}`).join('\n')}`;
  const issuesCredentials = route.operationId === 'refreshSession' && response.status === 200;
  const leaks = issuesCredentials
    ? leaksIn(answer, [...forbidden, ...sent]).filter((l) => !credentialPatterns.some(([name]) => name === l))
    : leaksIn(answer, [...forbidden, ...sent]);
  problems.push(...leaks.map((l) => `leaks ${l}`));
  return { status: response.status, problems };
}

const fuzzedRoutes: FuzzedRoute[] = [
  ...Object.entries(operations).map(([operationId, o]) => ({ operationId, ...o })),
  { ...notFound, operationId: 'unknown', path: '/v1/{anything}' },
];

describe(`fuzzing every route (${mode} mode, ${runsPerRoute} cases each)`, () => {
  const statuses: Record<string, Record<number, number>> = {};

  it.each(fuzzedRoutes.map((r) => [`${r.method} ${r.path}`, r] as const))(
    '%s holds every invariant',
    async (_name, route) => {
      const user = await signedInUser();
      const forbidden = forbiddenValues([user.accessToken, user.refreshToken]);
      const seen: Record<number, number> = {};
      await fc.assert(
        fc.asyncProperty(requestArbitrary(route, { bearer: user.accessToken, refresh: user.refreshToken }), async (request) => {
          const { status, problems } = await violations(route, request, forbidden);
          seen[status] = (seen[status] ?? 0) + 1;
          expect(problems, `${request.method} ${urlOf(route, request as FuzzRequest).slice(0, 200)}`).toEqual([]);
        }),
        { numRuns: runsPerRoute, endOnFailure: true },
      );
      statuses[`${route.method} ${route.path}`] = seen;
      report({
        area: 'Fuzzing',
        check: `${route.method} ${route.path}`,
        tried: `${runsPerRoute} generated requests`,
        outcome: `no invariant broken; statuses ${Object.entries(seen)
          .map(([s, c]) => `${s}×${c}`)
          .join(', ')}`,
      });
    },
    scaled(60_000, 900_000),
  );

  it('left no secret, token or cookie value in any log line of the stack', () => {
    const logs = readFileSync(stack.log_file, 'utf8');
    const leaks = leaksIn(logs, forbiddenValues());
    expect(leaks).toEqual([]);
    report({
      area: 'Log hygiene',
      check: 'the stack log after the whole suite so far',
      tried: `${logs.split('\n').length} log lines scanned for every secret value, demo refresh tokens, JWTs, refresh cookies and webhook secrets`,
      outcome: 'nothing found',
    });
  });
});
