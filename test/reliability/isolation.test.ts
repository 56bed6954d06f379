import { describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { call, type ApiResponse } from '../support/api';
import { bearer, signedInAs } from '../support/sessions';
import { report } from './mode';
import { demo as stackDemo } from '../support/stack';

/**
 * The tenant isolation matrix: for every organization-scoped route, a caller of organization A
 * asking for B's resources gets exactly what it gets for a resource that does not exist.
 */
const demo = stackDemo as { users: { id: string; organization_id: string }[]; invoices: string[]; webhook_endpoints: string[] };

/** The parts of a 404 a caller could compare (the request id and the echoed path differ by nature). */
const comparable = (r: ApiResponse) => {
  const { request_id: _r, instance: _i, ...problem } = r.json as Record<string, unknown>;
  return { status: r.status, contentType: r.headers.get('content-type'), problem };
};

async function twoOrganizations() {
  const [alice, bob] = [demo.users[0]!, demo.users.find((u) => u.organization_id !== demo.users[0]!.organization_id)!];
  return { a: await signedInAs({ userId: alice.id }), b: await signedInAs({ userId: bob.id }) };
}

describe('tenant isolation matrix', () => {
  it.each([
    ['GET /v1/billing/invoices/{id}', '/v1/billing/invoices/', demo.invoices, 'inv'],
    ['GET /v1/webhooks/{id}', '/v1/webhooks/', demo.webhook_endpoints, 'whe'],
  ] as const)("%s: B's resources are a 404 to A, identical to a missing one", async (route, prefix, ids, idPrefix) => {
    const { a, b } = await twoOrganizations();
    const ofB: string[] = [];
    for (const id of ids) if ((await call(`${prefix}${id}`, { headers: bearer(b.accessToken) })).status === 200) ofB.push(id);
    expect(ofB.length).toBeGreaterThan(0);
    const missing = comparable(await call(`${prefix}${idPrefix}_${ulid()}`, { headers: bearer(a.accessToken) }));
    expect(missing.status).toBe(404);
    for (const id of ofB) expect(comparable(await call(`${prefix}${id}`, { headers: bearer(a.accessToken) }))).toEqual(missing);
    report({
      area: 'Tenant isolation',
      check: route,
      tried: `${ofB.length} resources of organization B requested by A`,
      outcome: '404, identical to a missing resource (status, content type, problem body)',
    });
  });

  it("GET /v1/billing/payment-methods: lists never cross, and A's cursor is refused to B", async () => {
    const { a, b } = await twoOrganizations();
    const list = async (token: string, query = '') =>
      (await call(`/v1/billing/payment-methods${query}`, { headers: bearer(token) })).json as { data: { id: string }[]; next_cursor: string | null };
    const ofA = await list(a.accessToken);
    const ofB = await list(b.accessToken);
    expect(ofA.data.length).toBeGreaterThan(0);
    expect(ofB.data.length).toBeGreaterThan(0);
    expect(ofA.data.map((m) => m.id).filter((id) => ofB.data.some((m) => m.id === id))).toEqual([]);
    const cursorOfA = (await list(a.accessToken, '?limit=1')).next_cursor!;
    const foreign = await call(`/v1/billing/payment-methods?cursor=${encodeURIComponent(cursorOfA)}`, { headers: bearer(b.accessToken) });
    const tampered = await call(`/v1/billing/payment-methods?cursor=${encodeURIComponent(`${cursorOfA.slice(0, -2)}AA`)}`, { headers: bearer(b.accessToken) });
    expect(foreign.status).toBe(400);
    expect(comparable(foreign).problem.code).toBe(comparable(tampered).problem.code);
    report({
      area: 'Tenant isolation',
      check: 'GET /v1/billing/payment-methods',
      tried: "both organizations' lists compared; A's cursor presented by B",
      outcome: 'no common item; the foreign cursor is a 400 like a tampered one',
    });
  });

  it('POST /v1/personalities: an Idempotency-Key is scoped to its organization', async () => {
    const { a, b } = await twoOrganizations();
    const body = JSON.stringify({
      name: 'Isolation Iris',
      summary: 'Checks tenants',
      traits: ['careful'],
      tone: { formality: 'casual', warmth: 'warm', humor: 'playful', verbosity: 'concise' },
      topics: ['gaming'],
      boundaries: [],
      greeting: 'Hello',
      source: 'manual',
      vocabulary_version: '2026.10.0',
      sensitivity_declaration: { level: 'low', categories: [], confirmed: true },
    });
    const key = ulid();
    const create = (token: string) =>
      call('/v1/personalities', { method: 'POST', headers: { ...bearer(token), 'Content-Type': 'application/json', 'Idempotency-Key': key }, body });
    const ofA = await create(a.accessToken);
    const ofB = await create(b.accessToken);
    expect([ofA.status, ofB.status]).toEqual([201, 201]);
    expect(ofB.json.id).not.toBe(ofA.json.id);
    expect(ofB.json.organization_id).not.toBe(ofA.json.organization_id);
    report({
      area: 'Tenant isolation',
      check: 'POST /v1/personalities (Idempotency-Key)',
      tried: 'the same key used by A, then by B',
      outcome: "B gets a personality of its own, never A's stored result",
    });
  });

  it('PATCH /v1/me changes only the caller', async () => {
    const { a, b } = await twoOrganizations();
    const name = `Isolated ${ulid()}`;
    const patched = await call('/v1/me', {
      method: 'PATCH',
      headers: { ...bearer(a.accessToken), 'Content-Type': 'application/merge-patch+json' },
      body: JSON.stringify({ display_name: name }),
    });
    expect(patched.json.id).toBe(a.userId);
    const ofB = await call('/v1/me', { method: 'PATCH', headers: { ...bearer(b.accessToken), 'Content-Type': 'application/merge-patch+json' }, body: '{}' });
    expect(ofB.json.display_name).not.toBe(name);
    report({
      area: 'Tenant isolation',
      check: 'PATCH /v1/me',
      tried: "A's patch, then B's profile read back",
      outcome: 'only the caller changed (the route has no id to point elsewhere)',
    });
  });
});
