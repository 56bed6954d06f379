import { describe, expect, it } from 'vitest';
import { ULID } from '../support/events';
import { call, expectProblem, expectSpineHeaders, stackLogs } from '../support/api';
import { bearer, signedInUser } from '../support/sessions';

describe('the spine over HTTP', () => {
  it('answers an unknown path with a 404 envelope and a request id', async () => {
    const res = await call('/v1/no/such/thing');
    expectProblem(res, 404, 'not_found');
    expect(res.headers.get('x-request-id')).toMatch(ULID);
    expect(res.json.instance).toBe('/v1/no/such/thing');
  });

  it('routes a path that starts with // on the path as sent, never reading a host out of it', async () => {
    const user = await signedInUser();
    for (const path of ['//evil.example/v1/me', '//v1//me']) {
      const res = await call(path, { headers: bearer(user.accessToken) });
      expectProblem(res, 404, 'not_found');
      expect(res.json.instance).toBe(path);
    }
  });

  it('answers a known path with another method with 405 and Allow', async () => {
    const res = await call('/v1/vocabularies/topics/changelog', { method: 'DELETE' });
    expectProblem(res, 405, 'method_not_allowed');
    expect(res.headers.get('allow')).toBe('GET, HEAD'); // HEAD wherever GET is
  });

  it('reports the public IP bucket on public routes and the organization bucket on authenticated ones', async () => {
    const pub = await call('/v1/vocabularies/topics/changelog');
    expectSpineHeaders(pub);
    expect(pub.headers.get('ratelimit-policy')).toMatch(/^"ip";/);
    const user = await signedInUser();
    const me = await call('/v1/me', { method: 'PATCH', headers: { ...bearer(user.accessToken), 'Content-Type': 'application/json' }, body: '{}' });
    expectSpineHeaders(me);
    expect(me.headers.get('ratelimit-policy')).toMatch(/^"org";/);
  });

  it('gives every response a different request id', async () => {
    const ids = await Promise.all([1, 2, 3].map(async () => (await call('/v1/vocabularies/topics/changelog')).headers.get('x-request-id')));
    expect(new Set(ids).size).toBe(3);
  });

  it('writes every log line of a request with the id of its response', async () => {
    const res = await call('/v1/vocabularies/topics/changelog?limit=0', { headers: { 'X-Request-Id': 'mine' } });
    const id = res.headers.get('x-request-id');
    // The access log line is written before the response leaves, so it is there now.
    const lines = stackLogs().filter((line) => line.requestId === id);
    // A refused request is one line: the access line, with the problem's code.
    expect(lines).toEqual([expect.objectContaining({ message: 'request completed', status: 400, code: 'invalid_request' })]);
    expect(lines.every((line) => line.clientRequestId === 'mine')).toBe(true);
    // Lambda's and API Gateway's request ids are on it too (the emulator makes both, as AWS does).
    expect(lines[0]!.awsRequestId).toMatch(ULID);
    expect(lines[0]!.apiRequestId).toMatch(ULID);
    expect(
      stackLogs()
        .filter((line) => line.clientRequestId === 'mine')
        .every((line) => line.requestId === id),
    ).toBe(true);
  });
});
