import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, stack, stackLogs } from '../support/api';
import { launchChromium } from '../support/chromium';
import { ULID } from '../support/events';
import { bearer, postAs, signedInUser } from '../support/sessions';

/**
 * CORS as contract section 1 decides, in a real browser (Debian's Chromium through
 * playwright-core, as the /docs test does): a page served from another loopback port (an allowed
 * origin of the local stack) calls the API with a bearer token, which takes a preflight, and reads
 * what the API exposes; a page of an unlisted origin cannot read anything; the preflight is the
 * gateway's (no function, no rate-limit token). And HEAD, wherever GET is.
 */
const WAIT = { timeout: 15_000 };

let chromium: Awaited<ReturnType<typeof launchChromium>>;
let browser: BrowserContext;
const pages: Server[] = [];

/** A page server on a loopback address of its own: its origin is `http://<host>:<port>`, another origin than the API's. */
async function pageOrigin(host: string): Promise<string> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end('<!doctype html><title>An app on another origin</title><p>app</p>');
  });
  pages.push(server);
  await new Promise<void>((listening) => server.listen(0, host, listening));
  return `http://${host}:${(server.address() as AddressInfo).port}`;
}

/** What a page at `origin` gets when it calls the API with fetch (the browser's CORS rules apply). */
async function fetchFromPage(origin: string, path: string, headers: Record<string, string>) {
  const page = await browser.newPage();
  try {
    await page.goto(origin, WAIT);
    return await page.evaluate(
      async ({ url, headers }) => {
        try {
          const response = await fetch(url, { headers, credentials: 'include' });
          const read = (name: string) => response.headers.get(name);
          return {
            status: response.status,
            requestId: read('X-Request-Id'),
            etag: read('ETag'),
            remaining: read('X-RateLimit-Remaining'),
            body: response.status === 200 ? await response.json() : null,
          };
        } catch (error) {
          return { failed: String(error) };
        }
      },
      { url: `${stack.base_url}${path}`, headers },
    );
  } finally {
    await page.close();
  }
}

beforeAll(async () => {
  chromium = await launchChromium();
  browser = chromium.browser;
}, 60_000);

afterAll(async () => {
  await chromium?.close();
  for (const server of pages) server.close();
});

/** A fresh user's own webhook endpoint: a path no other test calls, so the access log shows exactly what reached a function. */
async function ownEndpoint() {
  const user = await signedInUser();
  const created = await postAs(user.accessToken, '/v1/webhooks', { url: 'http://127.0.0.1:9/hook', events: ['personality.created'] });
  expect(created.status, created.text).toBe(201);
  return { user, id: created.json.id as string, path: `/v1/webhooks/${created.json.id as string}` };
}

describe('CORS in a browser on another origin', () => {
  it('lets a page of an allowed origin call the API and read X-Request-Id, ETag and the rate limit; its preflight reaches no function', async () => {
    const { user, id, path } = await ownEndpoint();
    const origin = await pageOrigin('127.0.0.1');
    expect(origin).not.toBe(stack.base_url);
    // Authorization makes the browser send a preflight first.
    const answer = await fetchFromPage(origin, path, bearer(user.accessToken));
    expect(answer).toMatchObject({ status: 200, requestId: expect.stringMatching(ULID), etag: expect.stringMatching(/^"/), body: { id } });
    expect(Number((answer as { remaining: string }).remaining)).toBeGreaterThanOrEqual(0);
    // Conditional reads work across origins too.
    const again = await fetchFromPage(origin, path, { ...bearer(user.accessToken), 'If-None-Match': (answer as { etag: string }).etag });
    expect(again).toMatchObject({ status: 304, requestId: expect.stringMatching(ULID) });
    // What reached a function: the two GETs, each with the request id the page read; the preflights did not.
    const reached = stackLogs().filter((line) => line.message === 'request completed' && line.path === path);
    expect(reached.map((line) => [line.method, line.status])).toEqual([
      ['GET', 200],
      ['GET', 304],
    ]);
    expect(reached.map((line) => line.requestId)).toEqual([(answer as { requestId: string }).requestId, (again as { requestId: string }).requestId]);
  });

  it('gives a page of an unlisted origin nothing to read', async () => {
    const { user, path } = await ownEndpoint();
    const unlisted = await pageOrigin('127.0.0.2');
    expect(await fetchFromPage(unlisted, path, bearer(user.accessToken))).toEqual({ failed: expect.stringMatching(/Failed to fetch/) });
    // Nor a simple request (no preflight): the answer comes, without a CORS header, so the browser hides it.
    const simple = await fetchFromPage(unlisted, '/v1/vocabularies/topics/changelog?limit=1', {});
    expect(simple).toEqual({ failed: expect.stringMatching(/Failed to fetch/) });
    expect(stackLogs().filter((line) => line.path === path && line.method !== 'POST')).toEqual([]);
  });
});

describe('the gateway’s answer to a preflight', () => {
  const preflight = (origin: string) =>
    fetch(`${stack.base_url}/v1/me`, {
      method: 'OPTIONS',
      headers: { Origin: origin, 'Access-Control-Request-Method': 'PATCH', 'Access-Control-Request-Headers': 'authorization,content-type,if-match' },
    });

  it('names an allowed origin exactly, with credentials, never *; draws no token and runs no function', async () => {
    const before = stackLogs().length;
    // More preflights than any bucket's burst: none is refused, since none draws a token.
    const answers = await Promise.all(Array.from({ length: 30 }, () => preflight('http://localhost:5173')));
    for (const answer of answers) {
      expect(answer.status).toBe(204);
      expect(answer.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
      expect(answer.headers.get('access-control-allow-credentials')).toBe('true');
      expect(answer.headers.get('access-control-allow-methods')).toContain('PATCH');
      expect(answer.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('if-match');
      expect(answer.headers.get('x-ratelimit-remaining')).toBeNull();
      expect(answer.headers.get('x-request-id')).toBeNull();
    }
    expect(
      stackLogs()
        .slice(before)
        .filter((line) => line.method === 'OPTIONS'),
    ).toEqual([]);
  });

  it('gives an unlisted origin no CORS header, on a preflight or an answer', async () => {
    for (const origin of ['https://evil.example', 'http://127.0.0.2:5173', 'http://localhost.evil.example', 'null']) {
      const answer = await preflight(origin);
      expect(answer.status).toBe(204);
      expect(
        [...answer.headers.keys()].filter((name) => name.startsWith('access-control-')),
        origin,
      ).toEqual([]);
      const read = await call('/v1/vocabularies/topics/changelog?limit=1', { headers: { Origin: origin } });
      expect(read.status).toBe(200);
      expect(
        [...read.headers.keys()].filter((name) => name.startsWith('access-control-')),
        origin,
      ).toEqual([]);
    }
    const allowed = await call('/v1/vocabularies/topics/changelog?limit=1', { headers: { Origin: 'http://127.0.0.1:8080' } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:8080');
    expect(allowed.headers.get('access-control-expose-headers')?.split(',')).toEqual(
      expect.arrayContaining(['X-Request-Id', 'ETag', 'Retry-After', 'X-RateLimit-Remaining']),
    );
  });
});

describe('HEAD wherever GET is', () => {
  it('answers as GET without a body: status, ETag and the spine headers; a 304 and a 404 too', async () => {
    const { user, path } = await ownEndpoint();
    const got = await call(path, { headers: bearer(user.accessToken) });
    const head = await call(path, { method: 'HEAD', headers: bearer(user.accessToken) });
    expect(head.status).toBe(200);
    expect(head.text).toBe('');
    expect(head.headers.get('etag')).toBe(got.headers.get('etag'));
    expect(head.headers.get('x-request-id')).toMatch(ULID);
    expect((await call(path, { method: 'HEAD', headers: { ...bearer(user.accessToken), 'If-None-Match': got.headers.get('etag')! } })).status).toBe(304);
    const missing = await call('/v1/nope', { method: 'HEAD' });
    expect([missing.status, missing.text]).toEqual([404, '']);
  });
});
