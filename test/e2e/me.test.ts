import { describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { call, expectProblem } from '../support/api';
import { bearer, signedInUser } from '../support/sessions';

const patch = (accessToken: string, body: unknown, headers: Record<string, string> = {}) =>
  call('/v1/me', {
    method: 'PATCH',
    headers: { ...bearer(accessToken), 'Content-Type': 'application/merge-patch+json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('PATCH /v1/me', () => {
  it('updates the four fields, canonicalises them, and answers the full profile with an ETag', async () => {
    const user = await signedInUser();
    const res = await patch(user.accessToken, {
      display_name: '  Dana  ',
      locale: 'pt-br',
      timezone: 'america/sao_paulo',
      avatar_url: 'https://img.example/a.png',
    });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      id: user.userId,
      email: user.email,
      display_name: 'Dana',
      locale: 'pt-BR',
      timezone: 'America/Sao_Paulo',
      avatar_url: 'https://img.example/a.png',
      active_organization_id: user.organizationId,
      updated_at: expect.stringMatching(/Z$/),
    });
    expect(res.headers.get('etag')).toMatch(/^"v\d+"$/);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('removes the avatar with null (merge patch) and keeps what the patch does not name', async () => {
    const user = await signedInUser();
    await patch(user.accessToken, { avatar_url: 'https://img.example/a.png', display_name: 'Kept' });
    const res = await patch(user.accessToken, { avatar_url: null });
    expect(res.json).toMatchObject({ avatar_url: null, display_name: 'Kept' });
  });

  it('also accepts application/json', async () => {
    const user = await signedInUser();
    const res = await patch(user.accessToken, { display_name: 'J' }, { 'Content-Type': 'application/json' });
    expect(res.status).toBe(200);
  });

  it.each([
    [{ email: 'new@example.com' }, '/email'],
    [{ id: 'usr_x' }, '/id'],
    [{ active_organization_id: 'org_x' }, '/active_organization_id'],
    [{ display_name: null }, '/display_name'],
    [{ display_name: '' }, '/display_name'],
    [{ display_name: 'x'.repeat(101) }, '/display_name'],
    [{ locale: 'not a locale!' }, '/locale'],
    [{ locale: 42 }, '/locale'],
    [{ timezone: 'Mars/Olympus' }, '/timezone'],
    [{ timezone: '+01:00' }, '/timezone'],
    [{ avatar_url: 'http://img.example/a.png' }, '/avatar_url'],
    [{ avatar_url: 'javascript:alert(1)' }, '/avatar_url'],
  ])('refuses %j with a 400 pointing at %s', async (body, pointer) => {
    const user = await signedInUser();
    const res = await patch(user.accessToken, body);
    expectProblem(res, 400, 'invalid_request');
    expect(res.json.errors.map((e: { path: string }) => e.path)).toContain(pointer);
  });

  it.each([['[1,2]'], ['"text"'], ['null'], ['{"display_name":']])('refuses the body %s with 400', async (body) => {
    const user = await signedInUser();
    expectProblem(await patch(user.accessToken, body), 400, 'invalid_request');
  });

  it('refuses a body that is not valid UTF-8 with 400, leaving the profile as it was', async () => {
    const user = await signedInUser();
    const before = await patch(user.accessToken, {});
    const latin1 = Buffer.concat([Buffer.from('{"display_name":"Caf'), Buffer.from([0xe9]), Buffer.from('"}')]);
    const res = await call('/v1/me', {
      method: 'PATCH',
      headers: { ...bearer(user.accessToken), 'Content-Type': 'application/merge-patch+json' },
      body: latin1,
    });
    expectProblem(res, 400, 'invalid_request');
    const after = await patch(user.accessToken, {});
    expect(after.json.display_name).toBe(before.json.display_name);
  });

  it('refuses a non-JSON media type with 415', async () => {
    const user = await signedInUser();
    expectProblem(await patch(user.accessToken, 'display_name=x', { 'Content-Type': 'text/plain' }), 415, 'unsupported_media_type');
  });

  it('honours If-Match: the current ETag updates, a stale one is 412', async () => {
    const user = await signedInUser();
    const first = await patch(user.accessToken, { display_name: 'One' });
    const etag = first.headers.get('etag')!;
    const second = await patch(user.accessToken, { display_name: 'Two' }, { 'If-Match': etag });
    expect(second.status).toBe(200);
    expectProblem(await patch(user.accessToken, { display_name: 'Three' }, { 'If-Match': etag }), 412, 'precondition_failed');
    expectProblem(await patch(user.accessToken, { display_name: 'Three' }, { 'If-Match': `W/${second.headers.get('etag')}` }), 412, 'precondition_failed');
    expectProblem(await patch(user.accessToken, { display_name: 'Three' }, { 'If-Match': '"garbage"' }), 412, 'precondition_failed');
    expect((await patch(user.accessToken, {}, { 'If-Match': '*' })).json.display_name).toBe('Two');
  });

  it('lets exactly one of several concurrent updates with the same If-Match win', async () => {
    const user = await signedInUser();
    const etag = (await patch(user.accessToken, {})).headers.get('etag')!;
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => patch(user.accessToken, { display_name: `Writer ${i}` }, { 'If-Match': etag })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 412)).toHaveLength(9);
  });

  it('leaves the profile and its ETag unchanged for an empty patch', async () => {
    const user = await signedInUser();
    const a = await patch(user.accessToken, {});
    const b = await patch(user.accessToken, {});
    expect(b.headers.get('etag')).toBe(a.headers.get('etag'));
    expect(b.json.updated_at).toBe(a.json.updated_at);
  });

  it.each([
    ['no header', {}],
    ['a non-bearer scheme', { Authorization: 'Basic dXNlcjpwYXNz' }],
    ['garbage', { Authorization: 'Bearer not.a.jwt' }],
    ['an empty bearer', { Authorization: 'Bearer ' }],
  ])('refuses %s with 401 unauthenticated', async (_, headers) => {
    const res = await call('/v1/me', { method: 'PATCH', headers: { 'Content-Type': 'application/json', ...headers }, body: '{}' });
    expectProblem(res, 401, 'unauthenticated');
    expect(res.headers.get('www-authenticate')).toMatch(/^Bearer/);
  });

  it('refuses a token with a wrong signature, an expired one and one with alg none', async () => {
    const user = await signedInUser();
    const [header, payload] = user.accessToken.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    expectProblem(await patch(forged, {}), 401, 'unauthenticated');

    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', kid: 'k1' })).toString('base64url')}.${payload}.`;
    expectProblem(await patch(none, {}), 401, 'unauthenticated');

    const wrongKey = await new SignJWT({ ...claims, exp: Math.floor(Date.now() / 1000) + 600 })
      .setProtectedHeader({ alg: 'HS256', kid: 'k1' })
      .sign(new Uint8Array(32));
    expectProblem(await patch(wrongKey, {}), 401, 'unauthenticated');
  });
});
