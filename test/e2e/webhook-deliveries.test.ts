import { describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { call, expectProblem, stack } from '../support/api';
import { cardObject, invoiceObject, mapNewCustomer, now, sendOverHttp, signingSecrets, stripeBody, stripeHeaders } from '../support/billing';
import { settledEmailsTo } from '../support/email';
import { createTestTicket } from '../support/fixtures';
import { bearer, postAs, signedInAs, signedInUser } from '../support/sessions';
import { endpointFor, eventually, receiverPool, verified } from '../support/webhook-receiver';
import { demo as stackDemo } from '../support/stack';

const receiver = receiverPool();
const post = postAs;
const json = (accessToken: string, method: string, body: unknown) => ({
  method,
  headers: { ...bearer(accessToken), 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

async function deliveries(accessToken: string, endpointId: string, query = '') {
  const res = await call(`/v1/webhooks/${endpointId}/deliveries${query}`, { headers: bearer(accessToken) });
  expect(res.status, res.text).toBe(200);
  return res.json as {
    data: { id: string; status: string; event_type: string; event_id: string; attempts: any[]; next_attempt_at: string | null }[];
    next_cursor: string | null;
  };
}

/** Waits until the delivery `id` of the endpoint has `status`. */
const settled = (accessToken: string, endpointId: string, id: string, status: string) =>
  eventually(async () => (await deliveries(accessToken, endpointId)).data.find((d) => d.id === id && d.status === status), 30_000, `${id} ${status}`);

/** Once a 410 has disabled the endpoint, enables it again, as its developer would. */
async function enabledAgain(accessToken: string, endpointId: string) {
  await eventually(async () => ((await call(`/v1/webhooks/${endpointId}`, { headers: bearer(accessToken) })).json.status === 'disabled' ? true : undefined));
  expect((await call(`/v1/webhooks/${endpointId}`, json(accessToken, 'PATCH', { status: 'enabled' }))).status).toBe(200);
}

describe('delivering webhooks on the local stack (contract 8)', () => {
  it('delivers a ping signed so the official standardwebhooks library verifies it', async () => {
    const user = await signedInUser();
    const server = await receiver();
    const endpoint = await endpointFor(user.accessToken, server.url, ['review.decided']);
    const test = await post(user.accessToken, `/v1/webhooks/${endpoint.id}/test`);
    expect(test.status).toBe(202);
    expect(test.json.delivery_id).toMatch(/^msg_[0-9A-HJKMNP-TV-Z]{26}$/);
    const [request] = await server.waitFor(1);
    const payload = verified(endpoint.secret, request!);
    expect(payload).toEqual({ id: expect.stringMatching(/^evt_/), type: 'ping', timestamp: expect.any(String), data: { endpoint_id: endpoint.id } });
    expect(request!.headers['webhook-id']).toBe(test.json.delivery_id);
    expect(request!.headers['user-agent']).toBe('service-api-webhooks/1');
    expect(request!.headers['content-type']).toBe('application/json');
    expect(Math.abs(Number(request!.headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(30);
    const delivery = await settled(user.accessToken, endpoint.id, test.json.delivery_id, 'succeeded');
    expect(delivery).toMatchObject({ event_type: 'ping', event_id: payload.id, next_attempt_at: null });
    expect(delivery.attempts).toEqual([{ at: expect.any(String), response_status: 200, duration_ms: expect.any(Number), error: null }]);
    // Another secret does not verify it.
    expect(() => verified(`whsec_${Buffer.alloc(32, 7).toString('base64')}`, request!)).toThrow();
  });

  it("delivers personality.created to the organization's subscribed endpoints, and nothing to another organization", async () => {
    const owner = await signedInUser();
    const other = await signedInUser();
    const [mine, unsubscribed, foreign] = [await receiver(), await receiver(), await receiver()];
    const endpoint = await endpointFor(owner.accessToken, mine.url, ['personality.created']);
    await endpointFor(owner.accessToken, unsubscribed.url, ['review.decided']);
    await endpointFor(other.accessToken, foreign.url, ['*']);
    const created = await post(owner.accessToken, '/v1/personalities', {
      name: 'Ada',
      summary: 'A patient maths tutor',
      traits: ['patient'],
      tone: { formality: 'casual', warmth: 'warm', humor: 'playful', verbosity: 'concise' },
      topics: ['mathematics'],
      boundaries: ['No exam answers'],
      greeting: 'Hello, shall we start with fractions?',
      source: 'manual',
      sensitivity_declaration: { level: 'low', categories: [], confirmed: true },
    });
    expect(created.status, created.text).toBe(201);
    const [request] = await mine.waitFor(1);
    const payload = verified(endpoint.secret, request!);
    expect(payload.type).toBe('personality.created');
    // The data is the personality as GET /v1/personalities/{id} returns it.
    const read = await call(`/v1/personalities/${created.json.id}`, { headers: bearer(owner.accessToken) });
    expect(payload.data).toEqual(read.json);
    await new Promise((r) => setTimeout(r, 1500));
    expect(mine.received).toHaveLength(1);
    expect(unsubscribed.received).toHaveLength(0);
    expect(foreign.received).toHaveLength(0);
  });

  it('gets the event to a receiver that fails twice on the third attempt, with the same webhook-id, and logs every attempt', async () => {
    const user = await signedInUser();
    const server = await receiver((n) => ({ status: n < 2 ? 503 : 204 }));
    const endpoint = await endpointFor(user.accessToken, server.url);
    const test = await post(user.accessToken, `/v1/webhooks/${endpoint.id}/test`);
    const requests = await server.waitFor(3);
    expect(new Set(requests.map((r) => r.headers['webhook-id']))).toEqual(new Set([test.json.delivery_id]));
    for (const request of requests) verified(endpoint.secret, request);
    // Each attempt is signed anew at its own time, over the same event.
    expect(new Set(requests.map((r) => JSON.parse(r.body).id)).size).toBe(1);
    const delivery = await settled(user.accessToken, endpoint.id, test.json.delivery_id, 'succeeded');
    expect(delivery.attempts.map((a) => a.response_status)).toEqual([503, 503, 204]);
    expect(delivery.attempts.every((a) => a.error === null)).toBe(true);
    await new Promise((r) => setTimeout(r, 1500));
    expect(server.received).toHaveLength(3);
  });

  it('stops at once on 410 Gone, disables the endpoint and emails its developers', async () => {
    const user = await signedInUser();
    const server = await receiver(() => ({ status: 410 }));
    const endpoint = await endpointFor(user.accessToken, server.url);
    const test = await post(user.accessToken, `/v1/webhooks/${endpoint.id}/test`);
    const delivery = await settled(user.accessToken, endpoint.id, test.json.delivery_id, 'failed');
    expect(delivery.attempts.map((a) => a.response_status)).toEqual([410]);
    expect(delivery.next_attempt_at).toBeNull();
    expect((await call(`/v1/webhooks/${endpoint.id}`, { headers: bearer(user.accessToken) })).json.status).toBe('disabled');
    const [email, ...more] = await settledEmailsTo(user.email);
    expect(more).toEqual([]);
    expect(email!.subject).toBe(`Webhook endpoint disabled: ${endpoint.id}`);
    expect(email!.body.text).toContain('410 Gone');
    expect(email!.body.text).toContain(server.url);
    // Its next ping is stopped without an attempt.
    const next = await post(user.accessToken, `/v1/webhooks/${endpoint.id}/test`);
    expect((await settled(user.accessToken, endpoint.id, next.json.delivery_id, 'failed')).attempts).toEqual([]);
    expect(server.received).toHaveLength(1);
  });

  it('never follows a redirect: a 3xx is a failed attempt, retried on the schedule', async () => {
    const user = await signedInUser();
    const target = await receiver();
    const server = await receiver((n) => (n === 0 ? { status: 302, headers: { Location: target.url } } : { status: 200 }));
    const endpoint = await endpointFor(user.accessToken, server.url);
    const test = await post(user.accessToken, `/v1/webhooks/${endpoint.id}/test`);
    const delivery = await settled(user.accessToken, endpoint.id, test.json.delivery_id, 'succeeded');
    expect(delivery.attempts.map((a) => [a.response_status, a.error])).toEqual([
      [302, 'redirect not followed'],
      [200, null],
    ]);
    expect(target.received).toHaveLength(0);
  });

  it('signs with both secrets for 24 hours after a rotation: either verifies', async () => {
    const user = await signedInUser();
    const server = await receiver();
    const endpoint = await endpointFor(user.accessToken, server.url);
    const rotated = await post(user.accessToken, `/v1/webhooks/${endpoint.id}/rotate-secret`);
    await post(user.accessToken, `/v1/webhooks/${endpoint.id}/test`);
    const [request] = await server.waitFor(1);
    expect(String(request!.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect(verified(rotated.json.secret, request!).type).toBe('ping');
    expect(verified(endpoint.secret, request!).type).toBe('ping');
  });

  it('delivers review.decided beside the email, and invoice.updated only when the invoice the API shows changed', async () => {
    const ticket = await createTestTicket();
    const user = await signedInAs(ticket);
    const server = await receiver();
    const endpoint = await endpointFor(user.accessToken, server.url, ['review.decided', 'invoice.updated']);
    const admin = { 'X-Service-Admin-Token': (stackDemo as { admin_token: string }).admin_token, 'Content-Type': 'application/json' };
    const decided = await call(`/v1/admin/reviews/${ticket.ticketId}/decide`, {
      method: 'POST',
      headers: admin,
      body: JSON.stringify({ decision: 'approve' }),
    });
    expect(decided.status).toBe(200);
    const [review] = await server.waitFor(1);
    expect(verified(endpoint.secret, review!)).toMatchObject({
      type: 'review.decided',
      data: { ticket_id: ticket.ticketId, decision: 'approve', organization: { id: ticket.organizationId, review_status: 'approved' } },
    });

    const customer = await mapNewCustomer(ticket.organizationId);
    const object = invoiceObject(customer);
    const send = async (type: string, obj: Record<string, unknown>, created: number) => {
      const body = stripeBody({ id: `evt_${ulid()}`, type, created, object: obj });
      const res = await call('/v1/billing/stripe/webhook', { method: 'POST', headers: stripeHeaders(body, signingSecrets().stripe[0]!), body });
      expect(res.status).toBe(200);
    };
    const t = Math.floor(Date.now() / 1000);
    await send('invoice.finalized', object, t);
    const [, invoice] = await server.waitFor(2);
    expect(verified(endpoint.secret, invoice!)).toMatchObject({
      type: 'invoice.updated',
      data: { status: 'open', provider_invoice_id: object.id, total: 1200 },
    });
    // The same state again (invoice.sent), a stale event and a duplicate: no event.
    await send('invoice.sent', object, t + 1);
    await send('invoice.created', { ...object, status: 'draft' }, t - 60);
    await send('invoice.paid', { ...object, status: 'paid', amount_paid: 1200, amount_remaining: 0 }, t + 2);
    const [, , paid] = await server.waitFor(3);
    expect(verified(endpoint.secret, paid!)).toMatchObject({ type: 'invoice.updated', data: { status: 'paid', amount_paid: 1200 } });
    await new Promise((r) => setTimeout(r, 1500));
    expect(server.received).toHaveLength(3);
  });

  it('delivers payment_method.updated on attach, a visible update and detach (with detached: true), not on a repeat', async () => {
    const user = await signedInUser();
    const server = await receiver();
    const endpoint = await endpointFor(user.accessToken, server.url, ['payment_method.updated']);
    const customer = await mapNewCustomer(user.organizationId);
    const card = cardObject(customer);
    const t = now();
    expect((await sendOverHttp('stripe', 'payment_method.attached', card, t)).status).toBe(200);
    await server.waitFor(1);
    // The same card again (an event of another id, same content): nothing the API shows changed.
    expect((await sendOverHttp('standard', 'payment_method.updated', card, t + 1)).status).toBe(200);
    expect((await sendOverHttp('stripe', 'payment_method.updated', { ...card, card: { ...card.card, exp_year: 2032 } }, t + 2)).status).toBe(200);
    await server.waitFor(2);
    expect((await sendOverHttp('stripe', 'payment_method.detached', { ...card, customer: null }, t + 3, { customer })).status).toBe(200);
    await server.waitFor(3);
    await new Promise((r) => setTimeout(r, 1500));
    const events = server.received.map((request) => verified(endpoint.secret, request));
    expect(events.map((e) => e.type)).toEqual(['payment_method.updated', 'payment_method.updated', 'payment_method.updated']);
    expect(events[0]!.data).toMatchObject({ type: 'card', card: { last4: '4242', exp_year: 2031 }, is_default: false });
    expect(events[0]!.data.detached).toBeUndefined();
    expect(events[1]!.data).toMatchObject({ card: { exp_year: 2032 } });
    expect(events[2]!.data).toMatchObject({ detached: true, card: { last4: '4242' } });
  });

  it('retries a delivery on request, whatever its status, with the same webhook-id', async () => {
    const user = await signedInUser();
    const server = await receiver((n) => ({ status: n === 0 ? 410 : 200 }));
    const endpoint = await endpointFor(user.accessToken, server.url);
    const test = await post(user.accessToken, `/v1/webhooks/${endpoint.id}/test`);
    await settled(user.accessToken, endpoint.id, test.json.delivery_id, 'failed');
    // The 410 disabled the endpoint: the developer enables it again once the receiver is back.
    await enabledAgain(user.accessToken, endpoint.id);
    const retry = await post(user.accessToken, `/v1/webhooks/${endpoint.id}/deliveries/${test.json.delivery_id}/retry`);
    expect(retry.status).toBe(202);
    expect(retry.json).toEqual({ delivery_id: test.json.delivery_id });
    const delivery = await settled(user.accessToken, endpoint.id, test.json.delivery_id, 'succeeded');
    expect(delivery.attempts.map((a) => a.response_status)).toEqual([410, 200]);
    expect(server.received.map((r) => r.headers['webhook-id'])).toEqual([test.json.delivery_id, test.json.delivery_id]);
    // A succeeded delivery can be sent again too.
    await post(user.accessToken, `/v1/webhooks/${endpoint.id}/deliveries/${test.json.delivery_id}/retry`);
    await server.waitFor(3);
    expectProblem(await post(user.accessToken, `/v1/webhooks/${endpoint.id}/deliveries/msg_${ulid()}/retry`), 404, 'not_found');
  });

  it('stops pending deliveries of a disabled or deleted endpoint', async () => {
    const user = await signedInUser();
    const server = await receiver(() => ({ status: 500 }));
    const endpoint = await endpointFor(user.accessToken, server.url);
    const test = await post(user.accessToken, `/v1/webhooks/${endpoint.id}/test`);
    await server.waitFor(2);
    const patch = await call(`/v1/webhooks/${endpoint.id}`, {
      method: 'PATCH',
      headers: { ...bearer(user.accessToken), 'Content-Type': 'application/json' },
      body: JSON.stringify({ status: 'disabled' }),
    });
    expect(patch.status).toBe(200);
    const delivery = await settled(user.accessToken, endpoint.id, test.json.delivery_id, 'failed');
    const attempts = delivery.attempts.length;
    await new Promise((r) => setTimeout(r, 2500));
    expect(server.received.length).toBeLessThanOrEqual(attempts + 1);
    expect((await deliveries(user.accessToken, endpoint.id)).data[0]!.attempts.length).toBe(attempts);
  });

  it('lists deliveries newest first, by status, with cursors; another organization gets 404', async () => {
    const user = await signedInUser();
    const server = await receiver((n) => ({ status: n % 2 === 0 ? 200 : 410 }));
    const endpoint = await endpointFor(user.accessToken, server.url);
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) {
      ids.push((await post(user.accessToken, `/v1/webhooks/${endpoint.id}/test`)).json.delivery_id);
      await server.waitFor(i + 1);
      // A 410 disables the endpoint: enabled again for the next ping.
      if (i % 2 === 1) await enabledAgain(user.accessToken, endpoint.id);
    }
    await eventually(async () => ((await deliveries(user.accessToken, endpoint.id)).data.every((d) => d.status !== 'pending') ? true : undefined));
    const all = await deliveries(user.accessToken, endpoint.id);
    expect(all.data.map((d) => d.id)).toEqual([...ids].reverse());
    const page = await deliveries(user.accessToken, endpoint.id, '?limit=3');
    const rest = await deliveries(user.accessToken, endpoint.id, `?limit=3&cursor=${page.next_cursor}`);
    expect([...page.data, ...rest.data].map((d) => d.id)).toEqual([...ids].reverse());
    expect(rest.next_cursor).toBeNull();
    const succeeded = await eventually(async () => {
      const page = await deliveries(user.accessToken, endpoint.id, '?status=succeeded&limit=1');
      return page.data.length === 1 && page.next_cursor ? page : undefined;
    });
    const secondSucceeded = await deliveries(user.accessToken, endpoint.id, `?status=succeeded&limit=1&cursor=${succeeded.next_cursor}`);
    expect([...succeeded.data, ...secondSucceeded.data].every((d) => d.status === 'succeeded')).toBe(true);
    expect(new Set([...succeeded.data, ...secondSucceeded.data].map((d) => d.id)).size).toBe(2);
    // A cursor of another filter is a 400.
    expectProblem(
      await call(`/v1/webhooks/${endpoint.id}/deliveries?status=failed&cursor=${succeeded.next_cursor}`, { headers: bearer(user.accessToken) }),
      400,
      'invalid_request',
    );
    const other = await signedInUser();
    expectProblem(await call(`/v1/webhooks/${endpoint.id}/deliveries`, { headers: bearer(other.accessToken) }), 404, 'not_found');
    expectProblem(await post(other.accessToken, `/v1/webhooks/${endpoint.id}/deliveries/${ids[0]}/retry`), 404, 'not_found');
    expectProblem(await post(other.accessToken, `/v1/webhooks/${endpoint.id}/test`), 404, 'not_found');
    expect(stack.base_url).toBeTruthy();
  });
});
