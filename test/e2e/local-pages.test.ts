import { request } from 'node:http';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createTestUser } from '../support/fixtures';
import { call, stack } from '../support/api';

/**
 * The pages only the local stack serves, outside the API: the OpenAPI document as served (its
 * server is the origin that serves it), the reference page, and the local sign-in that sets the
 * refresh cookie for "Try it out" (docs/api.md, "Try it out on the local stack").
 */
const committed = JSON.parse(readFileSync('openapi.json', 'utf8'));
const { port } = new URL(stack.base_url);

/** One request with exactly these headers (fetch would not let a test choose `Host` or `Origin`). */
function send(method: string, path: string, headers: Record<string, string>, body = '') {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; json: any }>((resolve, reject) => {
    const req = request(`${stack.base_url}${path}`, { method, headers: { ...headers, 'Content-Length': String(Buffer.byteLength(body)) } }, (res) => {
      let text = '';
      res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, json: text ? JSON.parse(text) : undefined }));
    });
    req.once('error', reject).end(body);
  });
}

const signIn = (email: string, headers: Record<string, string> = {}) =>
  send(
    'POST',
    '/_local/sign-in',
    { Host: `127.0.0.1:${port}`, Origin: stack.base_url, 'Content-Type': 'application/json', ...headers },
    JSON.stringify({ email }),
  );

describe('the API reference of the local stack', () => {
  it('serves the committed document with the origin that serves it as its one server', async () => {
    const response = await fetch(`${stack.base_url}/openapi.json`);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const served = (await response.json()) as any;
    expect(served.servers).toEqual([{ url: stack.base_url, description: expect.any(String) }]);
    expect(committed.servers[0].url).toBe('http://127.0.0.1:3000');
    // One document: the refresh cookie is optional in both (a browser sends its own), and nothing but the server differs.
    const refresh = served.paths['/v1/auth/refresh'].post.parameters.find((p: any) => p.in === 'cookie');
    expect(refresh).toMatchObject({ name: 'service_refresh', required: false });
    const { servers: _s, ...servedRest } = served;
    const { servers: _c, ...committedRest } = committed;
    expect(servedRest).toEqual(committedRest);
  });

  it('names the host the client used, localhost included', async () => {
    const served = await send('GET', '/openapi.json', { Host: `localhost:${port}` });
    expect(served.json.servers[0].url).toBe(`http://localhost:${port}`);
  });

  it('serves a reference page that loads the document and its two assets', async () => {
    const html = await (await fetch(`${stack.base_url}/docs`)).text();
    expect(html).toContain("url: '/openapi.json'");
    const assets = html.match(/\/docs\/swagger-ui[\w.-]+/g) ?? [];
    expect(assets).toHaveLength(2);
    for (const asset of assets) expect((await fetch(`${stack.base_url}${asset}`)).status, asset).toBe(200);
    // No favicon request to answer with a 404 (and to charge to the caller's rate limit).
    expect(html).toContain('<link rel="icon" href="data:,">');
  });

  it('sends /docs/ to /docs', async () => {
    const response = await fetch(`${stack.base_url}/docs/`, { redirect: 'manual' });
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe('/docs');
  });
});

describe('POST /_local/sign-in', () => {
  it('starts a session and sets its refresh cookie with the API own attributes; the refresh route takes it', async () => {
    const user = await createTestUser();
    const response = await signIn(user.email);
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ user_id: user.userId, organization_id: user.organizationId, expires_at: expect.any(String) });
    const [cookie] = response.headers['set-cookie'] as string[];
    expect(cookie).toMatch(/^service_refresh=ses_[^;]+; HttpOnly; Secure; SameSite=Strict; Path=\/v1\/auth; Max-Age=1209600$/);
    const refreshed = await call('/v1/auth/refresh', { method: 'POST', headers: { Cookie: cookie!.split(';')[0]! } });
    expect(refreshed.status).toBe(200);
  });

  it.each([
    ['another site', { Origin: 'http://attacker.example' }],
    ['no Origin at all', { Origin: '' }],
    ['a name other than loopback (DNS rebinding)', { Host: `attacker.example:${port}`, Origin: `http://attacker.example:${port}` }],
    ['a form post rather than JSON', { 'Content-Type': 'application/x-www-form-urlencoded' }],
  ])('refuses %s with a 400 and sets no cookie', async (_name, headers) => {
    const user = await createTestUser();
    const response = await signIn(user.email, headers);
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ code: 'invalid_request', request_id: response.headers['x-request-id'] });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('answers 404 for an unknown user', async () => {
    const response = await signIn('nobody-here@test.example');
    expect(response.status).toBe(404);
    expect(response.json.code).toBe('not_found');
  });

  it('is not an API route: other methods reach the API, which does not know the path', async () => {
    expect((await call('/_local/sign-in')).status).toBe(404);
  });
});
