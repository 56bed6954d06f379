import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { call, expectProblem, stackLogs } from '../support/api';
import { scanTable } from '../support/fixtures';
import { bearer, signedInAs, signedInUser } from '../support/sessions';
import { loopbackGroups, unsafeWebhookUrls } from '../support/unsafe-webhook-urls';
import { demo as stackDemo } from '../support/stack';

const demo = stackDemo as { users: { id: string; organization_id: string }[]; webhook_endpoints: string[] };

/** Every 8-character window of a value: what a "last digits" or "prefix" leak would show. */
function fragments(secret: string): string[] {
  const out = new Set<string>();
  for (let i = 0; i + 8 <= secret.length; i++) out.add(secret.slice(i, i + 8));
  return [...out];
}

async function demoUserToken(index: number) {
  return (await signedInAs({ userId: demo.users[index]!.id })).accessToken;
}

describe('GET /v1/webhooks/{id}', () => {
  it("reads the organization's endpoint and never shows its secret or anything derived from it", async () => {
    // Bob (Globex) reads Globex's endpoint; the seeded secret is looked up in the table directly.
    const bob = await demoUserToken(1);
    const items = await scanTable();
    const globexEndpoints = items.filter((i) => i.entity === 'WebhookEndpoint' && i.organization_id === demo.users[1]!.organization_id);
    expect(globexEndpoints.length).toBeGreaterThanOrEqual(1);
    const endpoint = globexEndpoints[0]!;
    // The secret is an item of its own, outside the organization's partition.
    expect(endpoint.secret).toBeUndefined();
    const secret = items.find((i) => i.entity === 'WebhookEndpointSecret' && i.endpoint_id === endpoint.id)!.secret as string;
    expect(secret).toMatch(/^whsec_/);

    const res = await call(`/v1/webhooks/${String(endpoint.id)}`, { headers: bearer(bob) });
    expect(res.status).toBe(200);
    expect(res.headers.get('etag')).toMatch(/^"v\d+"$/);
    expect(res.json).toEqual({
      id: endpoint.id,
      url: endpoint.url,
      description: endpoint.description ?? null,
      events: endpoint.events,
      status: 'enabled',
      created_at: expect.any(String),
      updated_at: expect.any(String),
      secret_rotated_at: expect.any(String),
    });

    const requestId = res.headers.get('x-request-id')!;
    const logs = stackLogs()
      .filter((line) => line.requestId === requestId)
      .map((line) => JSON.stringify(line));
    expect(logs.length).toBeGreaterThan(0);
    const seen = [res.text, JSON.stringify([...res.headers]), ...logs].join('\n');
    const encoded = secret.slice('whsec_'.length);
    const derived = [createHash('sha256').update(secret).digest('hex'), createHash('sha256').update(secret).digest('base64')];
    for (const fragment of [...fragments(secret), ...fragments(encoded), ...derived.flatMap(fragments)]) {
      expect(seen).not.toContain(fragment);
    }
  });

  it("answers another organization's endpoint exactly like a missing one", async () => {
    const alice = await demoUserToken(0);
    const items = await scanTable();
    const globex = items.find((i) => i.entity === 'WebhookEndpoint' && i.organization_id === demo.users[1]!.organization_id)!;
    const foreign = await call(`/v1/webhooks/${String(globex.id)}`, { headers: bearer(alice) });
    const missing = await call(`/v1/webhooks/whe_${ulid()}`, { headers: bearer(alice) });
    expectProblem(foreign, 404, 'not_found');
    expect({ ...foreign.json, request_id: 0, instance: 0 }).toEqual({ ...missing.json, request_id: 0, instance: 0 });
  });

  it.each(['nope', 'whe_', `inv_${ulid()}`, 'whe_' + '0'.repeat(40)])('answers a malformed id %j with 400', async (id) => {
    const user = await signedInUser();
    expectProblem(await call(`/v1/webhooks/${id}`, { headers: bearer(user.accessToken) }), 400, 'invalid_request');
  });

  it('requires a valid access token', async () => {
    expectProblem(await call(`/v1/webhooks/${demo.webhook_endpoints[0]}`), 401, 'unauthenticated');
  });
});

const json = (accessToken: string, method: string, body: unknown, headers: Record<string, string> = {}) => ({
  method,
  headers: { ...bearer(accessToken), 'Content-Type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

/** Creates an endpoint over HTTP and returns the answer. */
async function create(accessToken: string, body: Record<string, unknown>) {
  return call('/v1/webhooks', json(accessToken, 'POST', { events: ['*'], ...body }));
}

describe('managing endpoints through the API (contract 6.16)', () => {
  it('creates, lists, reads, updates, disables, rotates and deletes an endpoint; the secret only at creation and rotation', async () => {
    const user = await signedInUser();
    const created = await create(user.accessToken, {
      url: 'https://hooks.example.com/a',
      description: 'First',
      events: ['personality.created', 'review.decided'],
    });
    expect(created.status).toBe(201);
    const endpoint = created.json as Record<string, unknown> & { id: string; secret: string };
    expect(endpoint).toEqual({
      id: expect.stringMatching(/^whe_/),
      url: 'https://hooks.example.com/a',
      description: 'First',
      events: ['personality.created', 'review.decided'],
      status: 'enabled',
      created_at: expect.any(String),
      updated_at: expect.any(String),
      secret_rotated_at: expect.any(String),
      secret: expect.stringMatching(/^whsec_[A-Za-z0-9+/]{43}=$/),
    });
    expect(created.headers.get('location')).toBe(`/v1/webhooks/${endpoint.id}`);
    const etag = created.headers.get('etag')!;
    expect(etag).toBe('"v0"');

    const second = await create(user.accessToken, { url: 'https://hooks.example.com/b', events: ['*'] });
    const listed = await call('/v1/webhooks', { headers: bearer(user.accessToken) });
    expect(listed.status).toBe(200);
    expect(listed.json.data.map((e: { id: string }) => e.id)).toEqual([second.json.id, endpoint.id]);
    expect(listed.json.next_cursor).toBeNull();
    const page1 = await call('/v1/webhooks?limit=1', { headers: bearer(user.accessToken) });
    const page2 = await call(`/v1/webhooks?limit=1&cursor=${page1.json.next_cursor}`, { headers: bearer(user.accessToken) });
    expect([...page1.json.data, ...page2.json.data].map((e: { id: string }) => e.id)).toEqual([second.json.id, endpoint.id]);

    const path = `/v1/webhooks/${endpoint.id}`;
    const patched = await call(path, json(user.accessToken, 'PATCH', { status: 'disabled', description: null, events: ['*'] }, { 'If-Match': etag }));
    expect(patched.status).toBe(200);
    expect(patched.json).toMatchObject({ status: 'disabled', description: null, events: ['*'], url: 'https://hooks.example.com/a' });
    expect(patched.headers.get('etag')).toBe('"v1"');
    // The ETag it was given is stale now.
    expectProblem(await call(path, json(user.accessToken, 'PATCH', { status: 'enabled' }, { 'If-Match': etag })), 412, 'precondition_failed');
    const read = await call(path, { headers: bearer(user.accessToken) });
    expect(read.json.status).toBe('disabled');
    expect(read.text).not.toContain(endpoint.secret);

    const rotated = await call(`${path}/rotate-secret`, { method: 'POST', headers: bearer(user.accessToken) });
    expect(rotated.status).toBe(200);
    expect(rotated.json.secret).toMatch(/^whsec_/);
    expect(rotated.json.secret).not.toBe(endpoint.secret);
    expect(Date.parse(rotated.json.previous_secret_expires_at) - Date.now()).toBeGreaterThan(23.9 * 3600_000);
    const afterRotation = await call(path, { headers: bearer(user.accessToken) });
    expect(Date.parse(afterRotation.json.secret_rotated_at)).toBeGreaterThan(Date.parse(endpoint.secret_rotated_at as string));
    expect(afterRotation.text).not.toContain(rotated.json.secret);

    const deleted = await call(path, { method: 'DELETE', headers: bearer(user.accessToken) });
    expect(deleted.status).toBe(204);
    expect(deleted.text).toBe('');
    expectProblem(await call(path, { headers: bearer(user.accessToken) }), 404, 'not_found');
    // Decision: a second DELETE names nothing, so it is a 404 too.
    expectProblem(await call(path, { method: 'DELETE', headers: bearer(user.accessToken) }), 404, 'not_found');
    expectProblem(await call(`${path}/rotate-secret`, { method: 'POST', headers: bearer(user.accessToken) }), 404, 'not_found');

    // No line of these requests' logs holds either secret or any 8 characters of one.
    const ids = new Set([created, rotated].map((r) => r.headers.get('x-request-id')));
    const logs = stackLogs()
      .filter((line) => ids.has(line.requestId as string))
      .map((line) => JSON.stringify(line))
      .join('\n');
    expect(logs.length).toBeGreaterThan(0);
    for (const secret of [endpoint.secret, rotated.json.secret as string]) for (const fragment of fragments(secret)) expect(logs).not.toContain(fragment);
  });

  it("answers another organization's endpoint with 404 on every route, and changes nothing", async () => {
    const [owner, other] = [await signedInUser(), await signedInUser()];
    const endpoint = (await create(owner.accessToken, { url: 'https://hooks.example.com/mine' })).json as { id: string };
    const path = `/v1/webhooks/${endpoint.id}`;
    expectProblem(await call(path, { headers: bearer(other.accessToken) }), 404, 'not_found');
    expectProblem(await call(path, json(other.accessToken, 'PATCH', { status: 'disabled' })), 404, 'not_found');
    expectProblem(await call(`${path}/rotate-secret`, { method: 'POST', headers: bearer(other.accessToken) }), 404, 'not_found');
    expectProblem(await call(path, { method: 'DELETE', headers: bearer(other.accessToken) }), 404, 'not_found');
    expect((await call('/v1/webhooks', { headers: bearer(other.accessToken) })).json.data).toEqual([]);
    const mine = await call(path, { headers: bearer(owner.accessToken) });
    expect(mine.json).toMatchObject({ status: 'enabled', secret_rotated_at: mine.json.created_at });
    // Another organization's list cursor is a 400, like a tampered one.
    await create(owner.accessToken, { url: 'https://hooks.example.com/mine2' });
    const cursor = (await call('/v1/webhooks?limit=1', { headers: bearer(owner.accessToken) })).json.next_cursor as string;
    expectProblem(await call(`/v1/webhooks?cursor=${cursor}`, { headers: bearer(other.accessToken) }), 400, 'invalid_request');
  });

  const refused = Object.entries(unsafeWebhookUrls)
    .filter(([group]) => !loopbackGroups.has(group))
    .flatMap(([group, urls]) => urls.map((url) => [group, url] as const));

  it(`refuses every unsafe URL spelling (${refused.length}) with 422 invalid_webhook_url, at creation and on update`, async () => {
    const user = await signedInUser();
    const endpoint = (await create(user.accessToken, { url: 'https://hooks.example.com/ok' })).json as { id: string };
    const failures: string[] = [];
    for (const [group, url] of refused) {
      for (const res of [await create(user.accessToken, { url }), await call(`/v1/webhooks/${endpoint.id}`, json(user.accessToken, 'PATCH', { url }))]) {
        if (res.status !== 422 || res.json?.code !== 'invalid_webhook_url') failures.push(`${group}: ${JSON.stringify(url)} → ${res.status} ${res.text}`);
        else expectProblem(res, 422, 'invalid_webhook_url');
      }
    }
    expect(failures).toEqual([]);
    // Nothing was created, and the endpoint kept its URL.
    expect((await call('/v1/webhooks', { headers: bearer(user.accessToken) })).json.data).toHaveLength(1);
    expect((await call(`/v1/webhooks/${endpoint.id}`, { headers: bearer(user.accessToken) })).json.url).toBe('https://hooks.example.com/ok');
  });

  it('allows plain loopback receivers on the local stack only (configuration, not a request flag)', async () => {
    const user = await signedInUser();
    for (const url of unsafeWebhookUrls['loopback, every IPv4 spelling']!.slice(0, 4)) {
      const res = await create(user.accessToken, { url });
      expect(res.status, url).toBe(201);
      expect((await call(`/v1/webhooks/${res.json.id}`, { method: 'DELETE', headers: bearer(user.accessToken) })).status).toBe(204);
    }
  });

  it.each([
    ['an unknown event type', { url: 'https://hooks.example.com/x', events: ['invoice.paid'] }],
    ['no event types', { url: 'https://hooks.example.com/x', events: [] }],
    ['a URL over 2048 characters', { url: `https://hooks.example.com/${'a'.repeat(2030)}`, events: ['*'] }],
    ['an unknown field', { url: 'https://hooks.example.com/x', events: ['*'], secret: 'whsec_mine' }],
    ['no URL', { events: ['*'] }],
    ['an empty URL', { url: '', events: ['*'] }],
  ])('answers %s with 400', async (_, body) => {
    const user = await signedInUser();
    expectProblem(await call('/v1/webhooks', json(user.accessToken, 'POST', body)), 400, 'invalid_request');
  });

  it('allows 16 endpoints per organization, also when 24 are created at once', async () => {
    const user = await signedInUser();
    const results = await Promise.all(Array.from({ length: 24 }, (_, i) => create(user.accessToken, { url: `https://hooks.example.com/${i}` })));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(16);
    for (const res of results.filter((r) => r.status !== 201)) expectProblem(res, 422, 'too_many_webhook_endpoints');
    const listed = await call('/v1/webhooks?limit=100', { headers: bearer(user.accessToken) });
    expect(listed.json.data).toHaveLength(16);
    // Deleting one makes room for exactly one more.
    expect((await call(`/v1/webhooks/${listed.json.data[0].id}`, { method: 'DELETE', headers: bearer(user.accessToken) })).status).toBe(204);
    const again = await Promise.all([1, 2, 3].map((i) => create(user.accessToken, { url: `https://hooks.example.com/again${i}` })));
    expect(again.map((r) => r.status).sort()).toEqual([201, 422, 422]);
  });

  it('lets exactly one of concurrent updates with one ETag win', async () => {
    const user = await signedInUser();
    const created = await create(user.accessToken, { url: 'https://hooks.example.com/race' });
    const etag = created.headers.get('etag')!;
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call(`/v1/webhooks/${created.json.id}`, json(user.accessToken, 'PATCH', { description: `writer ${i}` }, { 'If-Match': etag })),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, ...Array(9).fill(412)]);
    const winner = results.find((r) => r.status === 200)!.json.description;
    expect((await call(`/v1/webhooks/${created.json.id}`, { headers: bearer(user.accessToken) })).json.description).toBe(winner);
  });
});
