import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { call, expectProblem } from '../support/api';
import { manualPersonality } from '../support/fixtures';
import { bearer, postAs, signedInUser } from '../support/sessions';
import { endpointFor, eventually, receiverPool, verified } from '../support/webhook-receiver';
import { report } from '../reliability/mode';

/** Contract 6.16, 6.17 and 8 as amended (issue 35): what an API user can try from outside. */
const receiver = receiverPool();
const post = postAs;
const send = (accessToken: string, path: string, init: { body?: string; type?: string; headers?: Record<string, string> } = {}) =>
  call(path, {
    method: 'POST',
    headers: { ...bearer(accessToken), ...(init.type ? { 'Content-Type': init.type } : {}), ...init.headers },
    ...(init.body === undefined ? {} : { body: init.body }),
  });

describe('routes that take no body (test, rotate-secret, retry)', () => {
  it('take none or {}, and refuse a body of another media type (415) or any other JSON (400)', async () => {
    const user = await signedInUser();
    const server = await receiver();
    const endpoint = await endpointFor(user.accessToken, server.url);
    const delivery = (await post(user.accessToken, `/v1/webhooks/${endpoint.id}/test`)).json.delivery_id as string;
    const routes = [
      `/v1/webhooks/${endpoint.id}/test`,
      `/v1/webhooks/${endpoint.id}/rotate-secret`,
      `/v1/webhooks/${endpoint.id}/deliveries/${delivery}/retry`,
    ];
    for (const path of routes) {
      expectProblem(await send(user.accessToken, path, { body: 'ping', type: 'text/plain' }), 415, 'unsupported_media_type');
      expectProblem(await send(user.accessToken, path, { body: '<x/>', type: 'application/xml' }), 415, 'unsupported_media_type');
      for (const body of ['{"a":1}', '[]', '"x"', 'null', '{"url":"https://evil.example"}', '{']) {
        expectProblem(await send(user.accessToken, path, { body, type: 'application/json' }), 400, 'invalid_request');
      }
    }
    // Nothing, or an empty object, is what they take.
    for (const init of [{}, { body: '{}', type: 'application/json' }, { body: ' { } ', type: 'application/json; charset=utf-8' }]) {
      expect((await send(user.accessToken, routes[0]!, init)).status).toBe(202);
      expect((await send(user.accessToken, routes[2]!, init)).status).toBe(202);
    }
    expect((await send(user.accessToken, routes[1]!, { body: '{}', type: 'application/json' })).status).toBe(200);
    report({
      area: 'Input bounds',
      check: 'bodies sent to webhook routes that take none (test, rotate-secret, retry)',
      tried: 'text/plain and XML bodies, and JSON that is not an empty object ({"a":1}, [], "x", null, a stray url, malformed)',
      outcome: 'every one refused: 415 unsupported_media_type for another media type, 400 invalid_request for any other JSON; nothing, {} and { } accepted',
    });
  });
});

describe('delivery-list cursors', () => {
  it('answer a tampered or foreign cursor with 400, never 500', async () => {
    const user = await signedInUser();
    const server = await receiver();
    const endpoint = await endpointFor(user.accessToken, server.url);
    for (let i = 0; i < 3; i++) await post(user.accessToken, `/v1/webhooks/${endpoint.id}/test`);
    await server.waitFor(3);
    const list = (query: string) => call(`/v1/webhooks/${endpoint.id}/deliveries${query}`, { headers: bearer(user.accessToken) });
    const first = await list('?limit=1');
    expect(first.json.next_cursor).toEqual(expect.any(String));
    const real = JSON.parse(Buffer.from(first.json.next_cursor as string, 'base64url').toString()) as Record<string, unknown>;
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const tampered = [
      { ...real, after: 'MSG#' },
      { ...real, after: `MSG#${String(real.after)}` },
      { ...real, after: 'x'.repeat(150) },
      { ...real, after: '' },
      { ...real, after: 42 },
      { ...real, after: 'msg_0000' },
      { ...real, after: `${String(real.after)}#` },
      { ...real, whe: 'whe_01M8G0HXRQA5D1YY6X8E9ZGQYX' },
      { ...real, status: 'failed' },
      { ...real, extra: 1 },
    ];
    for (const cursor of [...tampered.map(encode), 'not-base64!', encode('x'), encode(null), '']) {
      for (const filter of ['', '&status=succeeded']) {
        const res = await list(`?limit=1&cursor=${encodeURIComponent(cursor)}${filter}`);
        if (cursor === '') expect(res.status).toBeLessThan(500);
        else expectProblem(res, 400, 'invalid_request');
      }
    }
    // The real one still pages.
    expect((await list(`?limit=1&cursor=${first.json.next_cursor}`)).status).toBe(200);
    report({
      area: 'Input bounds',
      check: 'tampered delivery-list cursors',
      tried: `${tampered.length + 3} cursors (its delivery id emptied, prefixed, lengthened, made a number, another endpoint or filter, extra members, not base64, not JSON), with and without a status filter`,
      outcome: 'every one a 400 invalid_request, none a 500; the real cursor still pages',
    });
  });
});

describe('secret rotation keeps its promises', () => {
  it('signs with every secret still inside its 24 hours (three at most), and refuses a third rotation until the oldest expires', async () => {
    const user = await signedInUser();
    const server = await receiver();
    const endpoint = await endpointFor(user.accessToken, server.url);
    const first = await post(user.accessToken, `/v1/webhooks/${endpoint.id}/rotate-secret`);
    const second = await post(user.accessToken, `/v1/webhooks/${endpoint.id}/rotate-secret`);
    expect([first.status, second.status]).toEqual([200, 200]);
    // The first rotation promised the original secret 24 hours: it still signs beside both new ones.
    await post(user.accessToken, `/v1/webhooks/${endpoint.id}/test`);
    const [request] = await server.waitFor(1);
    expect(String(request!.headers['webhook-signature']).split(' ')).toHaveLength(3);
    for (const secret of [endpoint.secret, first.json.secret, second.json.secret]) expect(verified(secret, request!).type).toBe('ping');
    // A third would drop the original before its promised expiry: refused, with when to try again.
    const third = await post(user.accessToken, `/v1/webhooks/${endpoint.id}/rotate-secret`);
    expectProblem(third, 409, 'secret_rotation_conflict');
    const retryAfter = Number(third.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(23 * 3600);
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
    report({
      area: 'Races',
      check: 'two rotations of a webhook secret within 24 hours',
      tried: 'rotate, rotate again at once, ping, then rotate a third time',
      outcome: `the ping carried 3 signatures and each of the 3 secrets (original, first, second) verified it; the third rotation was 409 secret_rotation_conflict with Retry-After ${retryAfter} s (when the original's promise ends)`,
    });
  });

  it('answers concurrent rotations so every secret a 200 returns signs: of those that overlap one wins, the others are 409', async () => {
    const user = await signedInUser();
    const server = await receiver();
    const endpoint = await endpointFor(user.accessToken, server.url);
    const results = await Promise.all(Array.from({ length: 6 }, () => post(user.accessToken, `/v1/webhooks/${endpoint.id}/rotate-secret`)));
    const won = results.filter((r) => r.status === 200);
    const lost = results.filter((r) => r.status !== 200);
    // Six at once: a request that read the endpoint after another's rotation committed is a rotation after it
    // (at most two such, the promise bound); every other lost its race.
    expect(won.length).toBeGreaterThanOrEqual(1);
    expect(won.length).toBeLessThanOrEqual(2);
    expect(lost.length).toBeGreaterThanOrEqual(4);
    for (const refused of lost) expectProblem(refused, 409, 'secret_rotation_conflict');
    await post(user.accessToken, `/v1/webhooks/${endpoint.id}/test`);
    const [request] = await server.waitFor(1);
    expect(String(request!.headers['webhook-signature']).split(' ')).toHaveLength(1 + won.length);
    for (const winner of [endpoint, ...won.map((r) => r.json as { secret: string })]) expect(verified(winner.secret, request!).type).toBe('ping');
    report({
      area: 'Races',
      check: 'concurrent rotations of one webhook secret',
      tried: '6 rotations of one endpoint at once',
      outcome: `${won.length} answered 200 (one per read of the endpoint: a later reader is a later rotation) and ${lost.length} 409 secret_rotation_conflict; the next ping carried ${1 + won.length} signatures, and every secret a 200 returned verified it`,
    });
  });
});

describe('POST /v1/webhooks with Idempotency-Key', () => {
  it('answers a retry, also a concurrent one, with the first endpoint and its secret, and makes one endpoint', async () => {
    const user = await signedInUser();
    const body = JSON.stringify({ url: 'https://hooks.example.invalid/idem', events: ['*'] });
    const create = (key: string, payload = body) =>
      send(user.accessToken, '/v1/webhooks', { body: payload, type: 'application/json', headers: { 'Idempotency-Key': key } });
    const first = await create('create-once');
    expect(first.status).toBe(201);
    const again = await create('create-once');
    expect(again.status).toBe(201);
    expect(again.json).toEqual(first.json);
    // Concurrent ones: a retry while the first runs is a 409 idempotency_key_in_use (the IETF draft,
    // as for personalities); retried after its Retry-After, as the SDK does, it gets the first result.
    const createSettled = async (key: string) => {
      for (;;) {
        const response = await create(key);
        if (response.status !== 409) return response;
        expectProblem(response, 409, 'idempotency_key_in_use');
        await new Promise((r) => setTimeout(r, Number(response.headers.get('retry-after')) * 1000));
      }
    };
    const racing = await Promise.all(Array.from({ length: 5 }, () => createSettled('create-racing')));
    expect(racing.map((r) => r.status)).toEqual(Array(5).fill(201));
    expect(new Set(racing.map((r) => `${r.json.id} ${r.json.secret}`)).size).toBe(1);
    // The same body in another key order is the same request.
    const reordered = await create('create-once', JSON.stringify({ events: ['*'], url: 'https://hooks.example.invalid/idem' }));
    expect(reordered.json.id).toBe(first.json.id);
    const listed = (await call('/v1/webhooks', { headers: bearer(user.accessToken) })).json.data as { id: string }[];
    expect(listed.map((e) => e.id).sort()).toEqual([first.json.id, racing[0]!.json.id].sort());
    // The same key with another body is refused, and creates nothing.
    const other = await create('create-once', JSON.stringify({ url: 'https://hooks.example.invalid/other', events: ['*'] }));
    expectProblem(other, 422, 'idempotency_key_reused');
    for (const key of ['has a space', 'k'.repeat(256)]) expectProblem(await create(key), 400, 'invalid_request');
    expect((await call('/v1/webhooks', { headers: bearer(user.accessToken) })).json.data).toHaveLength(2);
    report({
      area: 'Races',
      check: 'POST /v1/webhooks retried with one Idempotency-Key',
      tried:
        'a create sent twice with one key, 5 at once with another (each retried past a 409 in-flight answer), once with its members reordered, and once with another body',
      outcome: `each key made one endpoint: the retries answered 201 with the first endpoint and its secret; the other body was ${other.status}; 2 endpoints in all`,
    });
  });
});

describe('fan-out to endpoints that share a URL', () => {
  it('delivers once per URL, signed with every sharing endpoint’s secret', async () => {
    const user = await signedInUser();
    const shared = await receiver();
    const alone = await receiver();
    const spellings = [shared.url, shared.url.replace('127.0.0.1', '127.0.0.1.'), shared.url.replace('http://', 'HTTP://')];
    const sharing: { id: string; secret: string }[] = [];
    for (const url of spellings) sharing.push(await endpointFor(user.accessToken, url, ['personality.created']));
    const separate = await endpointFor(user.accessToken, alone.url, ['personality.created']);
    const created = await post(user.accessToken, '/v1/personalities', manualPersonality('Ada'));
    expect(created.status).toBe(201);
    await alone.waitFor(1);
    const [request] = await shared.waitFor(1);
    await new Promise((r) => setTimeout(r, 1500));
    expect(shared.received).toHaveLength(1);
    for (const endpoint of sharing) expect(verified(endpoint.secret, request!).data.id).toBe(created.json.id);
    expect(() => new Webhook(separate.secret).verify(request!.body, request!.headers as Record<string, string>)).toThrow();
    expect(verified(separate.secret, alone.received[0]!).type).toBe('personality.created');
    // The delivery is the oldest endpoint's; the others have none for it.
    const logOf = async (id: string) => (await call(`/v1/webhooks/${id}/deliveries`, { headers: bearer(user.accessToken) })).json.data as unknown[];
    expect(await eventually(async () => ((await logOf(sharing[0]!.id)).length === 1 ? true : undefined))).toBe(true);
    for (const endpoint of sharing.slice(1)) expect(await logOf(endpoint.id)).toEqual([]);
    report({
      area: 'Abuse',
      check: 'several endpoints of one organization at one URL',
      tried: '3 endpoints at one receiver (in 3 spellings of its URL) and 1 elsewhere, then a personality created',
      outcome: 'the shared receiver got one request, which each of the 3 secrets verifies; the other got its own; only the oldest endpoint logs the delivery',
    });
  });
});
