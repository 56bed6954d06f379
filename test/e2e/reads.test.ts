import { describe, expect, it } from 'vitest';
import { call, expectProblem } from '../support/api';
import { invoiceObject, mapNewCustomer, sendOverHttp } from '../support/billing';
import { bearer, signedInUser } from '../support/sessions';

type User = Awaited<ReturnType<typeof signedInUser>>;
const get = (user: User, path: string, headers: Record<string, string> = {}) => call(path, { headers: { ...bearer(user.accessToken), ...headers } });

const manual = (name: string) => ({
  name,
  summary: 'Plans weeknight dinners',
  traits: ['practical'],
  tone: { formality: 'casual', warmth: 'warm', humor: 'light', verbosity: 'concise' },
  topics: ['cooking'],
  boundaries: [],
  greeting: 'What is in your fridge?',
  source: 'manual',
  sensitivity_declaration: { level: 'low', categories: [], confirmed: true },
});
const create = (user: User, name: string) =>
  call('/v1/personalities', {
    method: 'POST',
    headers: { ...bearer(user.accessToken), 'Content-Type': 'application/json' },
    body: JSON.stringify(manual(name)),
  });

describe('GET /v1/me', () => {
  it('answers the profile with the ETag that a following PATCH accepts as If-Match', async () => {
    const user = await signedInUser();
    const read = await get(user, '/v1/me');
    expect(read.status).toBe(200);
    expect(read.json).toMatchObject({ id: user.userId, email: user.email, active_organization_id: user.organizationId });
    const etag = read.headers.get('etag')!;
    expect(etag).toMatch(/^"v\d+"$/);
    expect(read.headers.get('cache-control')).toBe('private, no-cache');

    const patched = await call('/v1/me', {
      method: 'PATCH',
      headers: { ...bearer(user.accessToken), 'Content-Type': 'application/merge-patch+json', 'If-Match': etag },
      body: JSON.stringify({ display_name: 'Read Then Write' }),
    });
    expect(patched.status).toBe(200);
    // The old ETag is stale now: a conditional GET answers the new profile, a conditional PATCH 412.
    const again = await get(user, '/v1/me', { 'If-None-Match': etag });
    expect(again.status).toBe(200);
    expect(again.json.display_name).toBe('Read Then Write');
    expect(again.headers.get('etag')).toBe(patched.headers.get('etag'));
    const stale = await call('/v1/me', {
      method: 'PATCH',
      headers: { ...bearer(user.accessToken), 'Content-Type': 'application/merge-patch+json', 'If-Match': etag },
      body: JSON.stringify({ display_name: 'Lost update' }),
    });
    expectProblem(stale, 412, 'precondition_failed');
  });

  it('answers 304 without a body while the ETag still matches (weak comparison, lists, *)', async () => {
    const user = await signedInUser();
    const etag = (await get(user, '/v1/me')).headers.get('etag')!;
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const res = await get(user, '/v1/me', { 'If-None-Match': header });
      expect(res.status, header).toBe(304);
      expect(res.text).toBe('');
      expect(res.headers.get('etag')).toBe(etag);
    }
  });

  it('needs a bearer token', async () => {
    expectProblem(await call('/v1/me'), 401, 'unauthenticated');
  });
});

describe('GET /v1/personalities/{id} and GET /v1/personalities', () => {
  it('reads a created personality at its Location; another organization gets the same 404 as a missing one', async () => {
    const [owner, stranger] = [await signedInUser(), await signedInUser()];
    const created = await create(owner, 'Dinner Planner');
    expect(created.status).toBe(201);
    const location = created.headers.get('location')!;
    const read = await get(owner, location);
    expect(read.status).toBe(200);
    expect(read.json).toEqual(created.json);

    const foreign = await get(stranger, location);
    const missing = await get(stranger, '/v1/personalities/pers_01ARZ3NDEKTSV4RRFFQ69G5FAV');
    expectProblem(foreign, 404, 'not_found');
    expectProblem(missing, 404, 'not_found');
    expect(foreign.json.detail).toBe(missing.json.detail);
    expectProblem(await get(owner, '/v1/personalities/not-an-id'), 400, 'invalid_request');
  });

  it('lists newest first with cursors that stay in their organization', async () => {
    const [owner, stranger] = [await signedInUser(), await signedInUser()];
    const ids: string[] = [];
    for (const name of ['First', 'Second', 'Third']) ids.push((await create(owner, name)).json.id);
    const first = await get(owner, '/v1/personalities?limit=2');
    expect(first.json.data.map((p: { id: string }) => p.id)).toEqual([ids[2], ids[1]]);
    expect(first.json.next_cursor).toEqual(expect.any(String));
    const second = await get(owner, `/v1/personalities?limit=2&cursor=${encodeURIComponent(first.json.next_cursor)}`);
    expect(second.json).toEqual({ data: [expect.objectContaining({ id: ids[0] })], next_cursor: null });

    expect((await get(stranger, '/v1/personalities')).json).toEqual({ data: [], next_cursor: null });
    expectProblem(await get(stranger, `/v1/personalities?cursor=${encodeURIComponent(first.json.next_cursor)}`), 400, 'invalid_request');
    expectProblem(await get(owner, '/v1/personalities?limit=0'), 400, 'invalid_request');
  });
});

describe('GET /v1/billing/invoices', () => {
  it('lists the invoices webhooks delivered, newest first, filtered by status, with cursors', async () => {
    const [owner, stranger] = [await signedInUser(), await signedInUser()];
    const customer = await mapNewCustomer(owner.organizationId);
    const base = 1_792_000_000;
    // Delivered out of order: the list is ordered by when each invoice was created at the provider.
    const statuses = ['open', 'paid', 'open', 'draft', 'open'] as const;
    const order = [2, 0, 4, 1, 3];
    for (const i of order) {
      const res = await sendOverHttp(
        'stripe',
        'invoice.updated',
        invoiceObject(customer, { status: statuses[i], number: `T-${i}`, created: base + i * 3600 }),
        base + i * 3600 + 60,
      );
      expect(res.status).toBe(200);
    }
    const all = await get(owner, '/v1/billing/invoices');
    expect(all.status).toBe(200);
    expect(all.json.data.map((i: { number: string }) => i.number)).toEqual(['T-4', 'T-3', 'T-2', 'T-1', 'T-0']);

    const open1 = await get(owner, '/v1/billing/invoices?status=open&limit=2');
    expect(open1.json.data.map((i: { number: string }) => i.number)).toEqual(['T-4', 'T-2']);
    const open2 = await get(owner, `/v1/billing/invoices?status=open&limit=2&cursor=${encodeURIComponent(open1.json.next_cursor)}`);
    expect(open2.json).toEqual({ data: [expect.objectContaining({ number: 'T-0', status: 'open' })], next_cursor: null });
    // Every listed invoice reads the same one by one.
    const one = await get(owner, `/v1/billing/invoices/${open2.json.data[0].id}`);
    expect(one.json).toEqual(open2.json.data[0]);

    // A cursor belongs to its organization and its filter.
    expectProblem(await get(owner, `/v1/billing/invoices?status=paid&cursor=${encodeURIComponent(open1.json.next_cursor)}`), 400, 'invalid_request');
    expectProblem(await get(stranger, `/v1/billing/invoices?status=open&cursor=${encodeURIComponent(open1.json.next_cursor)}`), 400, 'invalid_request');
    expect((await get(stranger, '/v1/billing/invoices')).json).toEqual({ data: [], next_cursor: null });
    expectProblem(await get(owner, '/v1/billing/invoices?status=refunded'), 400, 'invalid_request');
  });

  it('leaves out a deleted draft', async () => {
    const owner = await signedInUser();
    const customer = await mapNewCustomer(owner.organizationId);
    const draft = invoiceObject(customer, { status: 'draft', number: null });
    expect((await sendOverHttp('stripe', 'invoice.created', draft)).status).toBe(200);
    expect((await get(owner, '/v1/billing/invoices')).json.data).toHaveLength(1);
    expect((await sendOverHttp('stripe', 'invoice.deleted', draft, Math.floor(Date.now() / 1000) + 5)).status).toBe(200);
    expect((await get(owner, '/v1/billing/invoices')).json).toEqual({ data: [], next_cursor: null });
  });
});
