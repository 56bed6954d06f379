import { ApiError, ServiceClient } from 'service-api/client';
import { describe, expect, it } from 'vitest';
import { call, contractCheckedFetch, expectProblem, stack } from '../support/api';
import { bearer, postAs, signedInUser } from '../support/sessions';
import { endpointFor, receiverPool, verified } from '../support/webhook-receiver';

type User = Awaited<ReturnType<typeof signedInUser>>;
const receiver = receiverPool();

const manual = {
  name: 'Ada',
  summary: 'A patient maths tutor for adults returning to study',
  traits: ['patient'],
  tone: { formality: 'casual', warmth: 'warm', humor: 'light', verbosity: 'concise' },
  topics: ['mathematics'],
  boundaries: ['No exam answers'],
  greeting: 'Hello, shall we start with fractions?',
  source: 'manual',
  sensitivity_declaration: { level: 'low', categories: [], confirmed: true },
};

async function created(user: User, overrides: Record<string, unknown> = {}) {
  const res = await postAs(user.accessToken, '/v1/personalities', { ...manual, ...overrides });
  expect(res.status, res.text).toBe(201);
  return { id: res.json.id as string, etag: await etagOf(user, res.json.id as string), body: res.json as Record<string, any> };
}
const read = (user: User, id: string, headers: Record<string, string> = {}) =>
  call(`/v1/personalities/${id}`, { headers: { ...bearer(user.accessToken), ...headers } });
const etagOf = async (user: User, id: string) => (await read(user, id)).headers.get('etag')!;
const patch = (user: User, id: string, body: unknown, ifMatch?: string, contentType = 'application/merge-patch+json') =>
  call(`/v1/personalities/${id}`, {
    method: 'PATCH',
    headers: { ...bearer(user.accessToken), 'Content-Type': contentType, ...(ifMatch === undefined ? {} : { 'If-Match': ifMatch }) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
const remove = (user: User, id: string) => call(`/v1/personalities/${id}`, { method: 'DELETE', headers: bearer(user.accessToken) });
const listIds = async (user: User) =>
  ((await call('/v1/personalities?limit=100', { headers: bearer(user.accessToken) })).json.data as { id: string }[]).map((p) => p.id);

describe('GET /v1/personalities/{id}: the ETag', () => {
  it('answers the personality with its version as a strong ETag, and 304 for If-None-Match', async () => {
    const user = await signedInUser();
    const { id, body } = await created(user);
    const res = await read(user, id);
    expect(res.json).toEqual(body);
    expect(res.json.updated_at).toBe(res.json.created_at);
    expect(res.headers.get('etag')).toBe('"v0"');
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    const notModified = await read(user, id, { 'If-None-Match': '"v0"' });
    expect(notModified.status).toBe(304);
    expect(notModified.text).toBe('');
    expect((await read(user, id, { 'If-None-Match': 'W/"v0"' })).status).toBe(304);
  });
});

describe('PATCH /v1/personalities/{id} (contract 6.18)', () => {
  it('applies a merge patch from the version it names: 200, the new ETag and updated_at, the same as a read', async () => {
    const user = await signedInUser();
    const { id, etag, body } = await created(user);
    const res = await patch(user, id, { name: 'Ada Lovelace', tone: { humor: 'none' }, traits: ['patient', 'precise'] }, etag);
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get('etag')).toBe('"v1"');
    expect(res.json).toEqual({
      ...body,
      name: 'Ada Lovelace',
      tone: { ...manual.tone, humor: 'none' },
      traits: ['patient', 'precise'],
      updated_at: expect.any(String),
    });
    expect(Date.parse(res.json.updated_at as string)).toBeGreaterThan(Date.parse(body.created_at as string));
    expect((await read(user, id)).json).toEqual(res.json);
    // The old version is stale now: a second write from it is refused, a read from it is not a 304.
    expectProblem(await patch(user, id, { name: 'Lost update' }, etag), 412, 'precondition_failed');
    expect((await read(user, id, { 'If-None-Match': etag })).status).toBe(200);
    // application/json is a merge patch too.
    expect((await patch(user, id, { greeting: 'Welcome back!' }, '"v1"', 'application/json')).status).toBe(200);
  });

  it('requires If-Match: 428 without, 412 for a weak or foreign tag, 400 for a malformed one', async () => {
    const user = await signedInUser();
    const { id } = await created(user);
    const missing = await patch(user, id, { name: 'No precondition' });
    expectProblem(missing, 428, 'precondition_required');
    expect(missing.json.detail).toContain('If-Match');
    expectProblem(await patch(user, id, { name: 'Weak' }, 'W/"v0"'), 412, 'precondition_failed');
    expectProblem(await patch(user, id, { name: 'Foreign' }, '"abc"'), 412, 'precondition_failed');
    expectProblem(await patch(user, id, { name: 'Malformed' }, 'v0'), 400, 'invalid_request');
    expect((await read(user, id)).json.name).toBe('Ada');
  });

  it('refuses what a personality cannot become: removed members, unknown or read-only members, a body that is not JSON', async () => {
    const user = await signedInUser();
    const { id, etag } = await created(user);
    for (const body of [
      { name: null },
      { source: 'guided_prompt' },
      { id: 'pers_01ARZ3NDEKTSV4RRFFQ69G5FAV' },
      { tone: { humor: 'loud' } },
      { created_by: 'x' },
    ]) {
      expectProblem(await patch(user, id, body, etag), 400, 'invalid_request');
    }
    expectProblem(await patch(user, id, 'name=x', etag, 'text/plain'), 415, 'unsupported_media_type');
    expect(await etagOf(user, id)).toBe(etag);
  });

  it('answers an empty patch with the personality as it is, writing nothing (still from the version it names)', async () => {
    const user = await signedInUser();
    const { id, etag, body } = await created(user);
    const res = await patch(user, id, {}, etag);
    expect(res.status).toBe(200);
    expect(res.json).toEqual(body);
    expect(res.headers.get('etag')).toBe(etag);
    expectProblem(await patch(user, id, {}, '"v7"'), 412, 'precondition_failed');
  });

  it('puts changed text through the acceptable-use gate: 422 with the categories, nothing written, no echo', async () => {
    const user = await signedInUser();
    const { id, etag } = await created(user);
    const res = await patch(
      user,
      id,
      { greeting: 'I explain how to build a pipe bomb for your neighbour. bedrock-test:refuse:weapons_drugs_facilitation' },
      etag,
    );
    expectProblem(res, 422, 'guided_prompt_policy_violation');
    expect(res.json.policy_categories).toContain('weapons_drugs_facilitation');
    expect(res.text).not.toContain('pipe bomb');
    expect(await etagOf(user, id)).toBe(etag);
  });

  it('asks the critical questions a change raises, and keeps the declaration at least what the answers imply', async () => {
    const user = await signedInUser();
    const { id, etag } = await created(user);
    const kids = { summary: 'A homework helper for kids aged 8 to 12: explains maths step by step. bedrock-test:aspect:minors' };
    const unanswered = await patch(user, id, kids, etag);
    expectProblem(unanswered, 422, 'critical_questions_unanswered');
    expect(unanswered.json.unanswered_question_ids).toEqual(['minors']);
    expect(unanswered.json.critical_questions[0]).toMatchObject({ id: 'minors', question: expect.any(String) });

    const answer = { critical_answers: [{ question_id: 'minors', answer: 'Ages 8 to 12, with a parent present.' }] };
    const tooLow = await patch(user, id, { ...kids, ...answer }, etag);
    expectProblem(tooLow, 422, 'sensitivity_not_confirmed');
    expect(tooLow.json.required_sensitivity).toEqual({ level: 'high', categories: ['minors'] });

    const declared = { sensitivity_declaration: { level: 'high', categories: ['minors'], confirmed: true } };
    const ok = await patch(user, id, { ...kids, ...answer, ...declared }, etag);
    expect(ok.status, ok.text).toBe(200);
    expect(ok.json.critical_answers).toEqual([{ question_id: 'minors', answer: 'Ages 8 to 12, with a parent present.' }]);

    // Answered once, the question stays answered; the declaration can never drop below it again.
    const lowered = await patch(user, id, { sensitivity_declaration: { level: 'low', categories: [], confirmed: true } }, ok.headers.get('etag')!);
    expectProblem(lowered, 422, 'sensitivity_not_confirmed');
    const unconfirmed = await patch(
      user,
      id,
      { sensitivity_declaration: { level: 'high', categories: ['minors'], confirmed: false } },
      ok.headers.get('etag')!,
    );
    expectProblem(unconfirmed, 422, 'sensitivity_not_confirmed');
    expect((await patch(user, id, { name: 'Homework helper' }, ok.headers.get('etag')!)).status).toBe(200);
  });

  it('takes added topics from the current vocabulary only, and asks what a sensitive topic raises', async () => {
    const user = await signedInUser();
    const { id, etag } = await created(user);
    const unknown = await patch(user, id, { topics: ['mathematics', 'no-such-topic'] }, etag);
    expectProblem(unknown, 422, 'unknown_topic');
    expect(unknown.json.unknown_topics).toEqual(['no-such-topic']);
    const health = await patch(user, id, { topics: ['mathematics', 'health'] }, etag);
    expectProblem(health, 422, 'critical_questions_unanswered');
    expect(health.json.unanswered_question_ids).toEqual(['medical']);
    const ok = await patch(user, id, { topics: ['science', 'mathematics', 'science'] }, etag);
    expect(ok.status, ok.text).toBe(200);
    expect(ok.json.topics).toEqual(['science', 'mathematics']);
    expect(ok.json.vocabulary_version).toEqual(expect.any(String));
  });

  it('lets one of concurrent changes from one ETag win; the others get 412', async () => {
    const user = await signedInUser();
    const { id, etag } = await created(user);
    const responses = await Promise.all(Array.from({ length: 6 }, (_, i) => patch(user, id, { name: `Writer ${i}` }, etag)));
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 412, 412, 412, 412, 412]);
    const winner = responses.find((r) => r.status === 200)!;
    expect((await read(user, id)).json.name).toBe(winner.json.name);
    expect(await etagOf(user, id)).toBe('"v1"');
  });

  it("answers another organization's personality with 404, as a missing one", async () => {
    const [owner, stranger] = [await signedInUser(), await signedInUser()];
    const { id, etag } = await created(owner);
    expectProblem(await patch(stranger, id, { name: 'Mine now' }, etag), 404, 'not_found');
    expectProblem(await remove(stranger, id), 404, 'not_found');
    expect((await read(owner, id)).json.name).toBe('Ada');
  });
});

describe('DELETE /v1/personalities/{id} (contract 6.18)', () => {
  it('deletes: 204, then 404 to reads and changes and absent from lists; again 204; an id never used 404', async () => {
    const user = await signedInUser();
    const [kept, gone] = [await created(user), await created(user, { name: 'Gone soon' })];
    expect((await remove(user, gone.id)).status).toBe(204);
    expectProblem(await read(user, gone.id), 404, 'not_found');
    expectProblem(await patch(user, gone.id, { name: 'Back?' }, gone.etag), 404, 'not_found');
    expect(await listIds(user)).toEqual([kept.id]);
    expect((await remove(user, gone.id)).status).toBe(204);
    expectProblem(await remove(user, 'pers_01ARZ3NDEKTSV4RRFFQ69G5FAV'), 404, 'not_found');
  });

  it('is never undone by a change racing it: whatever commits first, the personality stays deleted', async () => {
    const user = await signedInUser();
    for (let round = 0; round < 4; round++) {
      const { id, etag } = await created(user, { name: `Racer ${round}` });
      const [changed, deleted] = await Promise.all([patch(user, id, { name: `Changed ${round}` }, etag), remove(user, id)]);
      expect(deleted.status).toBe(204);
      expect([200, 404]).toContain(changed.status);
      expectProblem(await read(user, id), 404, 'not_found');
      expect(await listIds(user)).not.toContain(id);
    }
  });
});

describe('personality.updated and personality.deleted (contract 8)', () => {
  it('delivers each change and the deletion, once, to subscribed endpoints, however many deletions race', async () => {
    const user = await signedInUser();
    const server = await receiver();
    const endpoint = await endpointFor(user.accessToken, server.url, ['personality.updated', 'personality.deleted']);
    const { id, etag } = await created(user);
    const changed = await patch(user, id, { greeting: 'Good morning! Fractions or decimals today?' }, etag);
    expect(changed.status).toBe(200);
    const racing = await Promise.all(Array.from({ length: 4 }, () => remove(user, id)));
    expect(racing.map((r) => r.status)).toEqual([204, 204, 204, 204]);
    expect((await remove(user, id)).status).toBe(204);
    const requests = await server.waitFor(2);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const events = requests.map((request) => verified(endpoint.secret, request));
    expect(events).toHaveLength(2);
    const updated = events.find((e) => e.type === 'personality.updated')!;
    expect(updated.data).toEqual(changed.json);
    expect(events.find((e) => e.type === 'personality.deleted')!.data).toEqual({ id });
  });
});

describe('the SDK', () => {
  it('reads a personality with its ETag, changes it from that ETag, and deletes it', async () => {
    const user = await signedInUser();
    const { id, body } = await created(user);
    const api = new ServiceClient({ baseUrl: stack.base_url, fetch: contractCheckedFetch, accessToken: user.accessToken });
    const first = await api.getPersonalityWithETag(id);
    expect(first).toEqual({ notModified: false, etag: '"v0"', value: body });
    expect(await api.getPersonalityWithETag(id, { ifNoneMatch: first.etag })).toEqual({ notModified: true, etag: '"v0"' });
    const { value, etag } = await api.updatePersonality(id, { name: 'Ada, again' }, { ifMatch: first.etag });
    expect(value.name).toBe('Ada, again');
    expect(etag).toBe('"v1"');
    const stale = await api.updatePersonality(id, { name: 'Stale' }, { ifMatch: first.etag }).catch((e: unknown) => e);
    expect(stale).toBeInstanceOf(ApiError);
    expect(stale).toMatchObject({ status: 412, code: 'precondition_failed' });
    await api.deletePersonality(id);
    await api.deletePersonality(id);
    expect(await api.getPersonalityWithETag(id).catch((e: unknown) => e)).toMatchObject({ status: 404, code: 'not_found' });
  });
});
