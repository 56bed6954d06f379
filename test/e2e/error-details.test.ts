import { describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { secretRef } from '../../lib/aws/secrets';
import { issueAccessToken } from '../../lib/sessions/access-token';
import { call, expectProblem } from '../support/api';
import { bearer, signedInUser } from '../support/sessions';
import { demo as stackDemo } from '../support/stack';

/**
 * Errors that say which mistake was made (issue 29): the same codes as ever, a `detail` per
 * mistake. None says whether a signature was valid: a malformed and a wrongly signed token read
 * the same, and "expired" is said only of a token that verified.
 */
const demo = stackDemo as { admin_token: string; review_tickets: string[] };

const me = (headers: Record<string, string>) => call('/v1/me', { headers });
const detailOf = async (headers: Record<string, string>) => {
  const res = await me(headers);
  expectProblem(res, 401, 'unauthenticated');
  expect(res.headers.get('www-authenticate')).toMatch(/^Bearer /);
  return res.json.detail as string;
};

describe('401 unauthenticated details', () => {
  it('challenges as RFC 6750 says: the realm alone without a bearer token, error="invalid_token" for one that does not do', async () => {
    for (const headers of [{}, { Authorization: 'Basic YWRhOnNlY3JldA==' }] as Record<string, string>[]) {
      expect((await me(headers)).headers.get('www-authenticate')).toBe('Bearer realm="service-api"');
    }
    const { accessToken } = await signedInUser();
    for (const token of ['not.a.jwt', `${accessToken.slice(0, -4)}AAAA`]) {
      const res = await me({ Authorization: `Bearer ${token}` });
      expect(res.headers.get('www-authenticate')).toBe(`Bearer realm="service-api", error="invalid_token", error_description="${res.json.detail}"`);
    }
  });

  it('says the Authorization header is missing', async () => {
    expect(await detailOf({})).toMatch(/Authorization header is missing/);
  });

  it('says the Bearer prefix is missing when the token is sent bare', async () => {
    const { accessToken } = await signedInUser();
    expect(await detailOf({ Authorization: accessToken })).toMatch(/needs the Bearer prefix/);
  });

  it('names another scheme', async () => {
    expect(await detailOf({ Authorization: 'Basic YWRhOnNlY3JldA==' })).toMatch(/uses the Basic scheme/);
  });

  it('says there is no token after Bearer', async () => {
    expect(await detailOf({ Authorization: 'Bearer ' })).toMatch(/no token after Bearer/);
  });

  it('recognises a refresh token sent as the bearer token', async () => {
    const { refreshToken } = await signedInUser();
    expect(await detailOf(bearer(refreshToken))).toMatch(/refresh token was sent as the bearer token.*POST \/v1\/auth\/refresh/);
  });

  it('reads the same for a truncated token, a malformed one and a wrongly signed one: nothing about the signature', async () => {
    const { accessToken } = await signedInUser();
    const [header, payload] = accessToken.split('.');
    const wronglySigned = await new SignJWT(JSON.parse(Buffer.from(payload!, 'base64url').toString()))
      .setProtectedHeader(JSON.parse(Buffer.from(header!, 'base64url').toString()))
      .sign(new Uint8Array(32));
    // Expired as well as wrongly signed: still not "expired", since the signature did not verify.
    const expiredForgery = await new SignJWT({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), iat: 1_000_000, exp: 1_000_900 })
      .setProtectedHeader(JSON.parse(Buffer.from(header!, 'base64url').toString()))
      .sign(new Uint8Array(32));
    const details = new Set<string>();
    for (const token of [accessToken.slice(0, -5), accessToken.split('.').slice(0, 2).join('.'), 'not-a-token', wronglySigned, expiredForgery]) {
      details.add(await detailOf(bearer(token)));
    }
    expect([...details]).toEqual(['The bearer token is not a valid access token']);
  });

  it('says a validly signed token has expired', async () => {
    const { userId, organizationId, session } = await signedInUser();
    const keys = await secretRef('accessTokenKeys')();
    const expired = await issueAccessToken(keys, { userId, organizationId, sessionId: session.session_id }, Date.now() - 3600_000);
    expect(await detailOf(bearer(expired))).toMatch(/access token has expired.*POST \/v1\/auth\/refresh/);
  });

  it('says the session has ended after logout', async () => {
    const user = await signedInUser();
    const out = await call('/v1/auth/logout', { method: 'POST', headers: { Cookie: `service_refresh=${user.refreshToken}` } });
    expect(out.status).toBe(204);
    expect(await detailOf(bearer(user.accessToken))).toMatch(/session of this access token has ended/);
  });
});

describe('401 invalid_admin_token details', () => {
  const decide = (headers: Record<string, string>) =>
    call(`/v1/admin/reviews/${demo.review_tickets[0] as string}/decide`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify({ decision: 'approve' }),
    });

  it('says the header is missing, or that a bearer token is not the admin token, or that the token is wrong', async () => {
    const missing = await decide({});
    expectProblem(missing, 401, 'invalid_admin_token');
    expect(missing.json.detail).toBe('The X-Service-Admin-Token header is missing');

    const { accessToken } = await signedInUser();
    const bearerInstead = await decide(bearer(accessToken));
    expectProblem(bearerInstead, 401, 'invalid_admin_token');
    expect(bearerInstead.json.detail).toMatch(/takes the admin token in the X-Service-Admin-Token header, not an Authorization header/);

    const wrong = await decide({ 'X-Service-Admin-Token': 'guess' });
    expectProblem(wrong, 401, 'invalid_admin_token');
    expect(wrong.json.detail).toBe('The X-Service-Admin-Token header is not the admin token');
  });
});

describe('precondition headers: malformed is a 400, a mismatch a 412, each saying why', () => {
  const patch = (accessToken: string, ifMatch: string) =>
    call('/v1/me', {
      method: 'PATCH',
      headers: { ...bearer(accessToken), 'Content-Type': 'application/merge-patch+json', 'If-Match': ifMatch },
      body: JSON.stringify({ display_name: 'Precondition' }),
    });

  it('an unquoted If-Match is a 400 that shows a quoted one', async () => {
    const user = await signedInUser();
    const res = await patch(user.accessToken, 'v1');
    expectProblem(res, 400, 'invalid_request');
    expect(res.json.errors).toEqual([{ location: 'header', path: '/If-Match', message: expect.stringMatching(/Entity tags are quoted.*"v3"/) }]);
  });

  it('a weak If-Match is a 412 that says weak tags never match', async () => {
    const user = await signedInUser();
    const etag = (await me(bearer(user.accessToken))).headers.get('etag')!;
    const res = await patch(user.accessToken, `W/${etag}`);
    expectProblem(res, 412, 'precondition_failed');
    expect(res.json.detail).toMatch(/compares strongly.*weak tag/);
  });

  it('a tag of another resource and a stale version each get their own 412 detail', async () => {
    const user = await signedInUser();
    const foreign = await patch(user.accessToken, '"abc"');
    expectProblem(foreign, 412, 'precondition_failed');
    expect(foreign.json.detail).toMatch(/No If-Match tag is a version of this profile/);
    const etag = (await me(bearer(user.accessToken))).headers.get('etag')!;
    expect((await patch(user.accessToken, etag)).status).toBe(200);
    const stale = await patch(user.accessToken, etag);
    expectProblem(stale, 412, 'precondition_failed');
    expect(stale.json.detail).toMatch(/changed since you read it/);
  });

  it('a malformed If-None-Match is the same 400 on every conditional read', async () => {
    const user = await signedInUser();
    for (const [path, headers] of [
      ['/v1/me', bearer(user.accessToken)],
      ['/v1/vocabularies/topics/changelog', {}],
    ] as const) {
      const res = await call(path, { headers: { ...headers, 'If-None-Match': 'v1' } });
      expectProblem(res, 400, 'invalid_request');
      expect(res.json.errors).toEqual([{ location: 'header', path: '/If-None-Match', message: expect.stringMatching(/quoted/) }]);
    }
  });
});

describe('validation messages', () => {
  it('a missing field reads "Is required", a wrong type says what it must be', async () => {
    const user = await signedInUser();
    const missing = await call('/v1/personalities', {
      method: 'POST',
      headers: { ...bearer(user.accessToken), 'Content-Type': 'application/json' },
      body: JSON.stringify({ source: 'manual', summary: 'No name', traits: [], topics: [], boundaries: [], greeting: 'Hi' }),
    });
    expectProblem(missing, 400, 'invalid_request');
    expect(missing.json.errors).toContainEqual({ location: 'body', path: '/name', message: 'Is required' });
    expect(JSON.stringify(missing.json.errors)).not.toMatch(/received undefined/);
    const typed = await call('/v1/me', {
      method: 'PATCH',
      headers: { ...bearer(user.accessToken), 'Content-Type': 'application/merge-patch+json' },
      body: JSON.stringify({ display_name: 42 }),
    });
    expect(typed.json.errors).toEqual([{ location: 'body', path: '/display_name', message: 'Must be a string, not a number' }]);
  });
});
