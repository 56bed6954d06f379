import type { Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { postWebhook, retryAfterMs } from '../../lib/webhooks/delivery/attempt';
import { rawAnswer as http, startRawReceiver } from '../support/webhook-receiver';
import { report } from '../reliability/mode';

const receivers: Awaited<ReturnType<typeof startRawReceiver>>[] = [];
afterEach(async () => {
  await Promise.all(receivers.splice(0).map((receiver) => receiver.close()));
});
async function rawReceiver(answer: (socket: Socket) => void) {
  const receiver = await startRawReceiver(answer);
  receivers.push(receiver);
  return { ...receiver, url: new URL(receiver.url) };
}

const TIMEOUT_MS = 400;
const attempt = (url: URL) =>
  postWebhook({ url, host: url.hostname, address: { address: '127.0.0.1', family: 4 } }, { 'content-type': 'application/json' }, '{"id":"evt_1"}', {
    timeoutMs: TIMEOUT_MS,
  });
const tick = () => new Promise((r) => setTimeout(r, 50));

describe('an attempt ends within its timeout, whatever the receiver does (contract 8)', () => {
  it.each([
    ['101 with Upgrade and Connection: Upgrade', http(['HTTP/1.1 101 Switching Protocols', 'Upgrade: websocket', 'Connection: Upgrade'])],
    ['101 without Upgrade', http(['HTTP/1.1 101 Switching Protocols'])],
  ])('a protocol switch (%s) is a failed attempt at once, never followed', async (_, answer) => {
    const receiver = await rawReceiver((socket) => socket.write(answer));
    const result = await attempt(receiver.url);
    expect(result).toMatchObject({ response_status: 101, error: 'protocol switch not followed' });
    expect(result.duration_ms).toBeLessThan(TIMEOUT_MS);
    await tick();
    expect(receiver.open.size, 'the connection is closed').toBe(0);
  });

  it.each([
    ['100 Continue', 'HTTP/1.1 100 Continue'],
    ['102 Processing', 'HTTP/1.1 102 Processing'],
    ['103 Early Hints', 'HTTP/1.1 103 Early Hints\r\nLink: </style.css>; rel=preload'],
  ])('an informational answer (%s) and then nothing times out at the deadline', async (_, status) => {
    const receiver = await rawReceiver((socket) => socket.write(`${status}\r\n\r\n`));
    const result = await attempt(receiver.url);
    expect(result).toMatchObject({ response_status: null, error: `no answer within ${TIMEOUT_MS / 1000} s`, timed_out: true });
    expect(result.duration_ms).toBeGreaterThanOrEqual(TIMEOUT_MS - 5);
    expect(result.duration_ms).toBeLessThan(TIMEOUT_MS + 200);
    await tick();
    expect(receiver.open.size).toBe(0);
  });

  it('an informational answer followed by a final 200 succeeds', async () => {
    const receiver = await rawReceiver((socket) => socket.write(http(['HTTP/1.1 103 Early Hints']) + http(['HTTP/1.1 200 OK', 'Content-Length: 0'])));
    expect(await attempt(receiver.url)).toMatchObject({ response_status: 200, error: null });
  });

  it.each([
    ['half-closes its side without answering', (socket: Socket) => socket.end()],
    ['drops the connection without answering', (socket: Socket) => socket.destroy()],
    ['sends half a status line, then closes', (socket: Socket) => socket.end('HTTP/1.1 2')],
  ])('a receiver that %s fails at once', async (_, answer) => {
    const receiver = await rawReceiver(answer);
    const result = await attempt(receiver.url);
    expect(result.response_status).toBeNull();
    expect(result.error).toMatch(/connection (reset|closed without an answer)/);
    expect(result.duration_ms).toBeLessThan(TIMEOUT_MS);
  });

  it.each([
    ['never answers', () => undefined],
    [
      'trickles its headers a byte at a time, never ending them',
      (socket: Socket) => {
        const bytes = Buffer.from('HTTP/1.1 200 OK\r\nX-Slow: ' + 'a'.repeat(1000));
        let i = 0;
        const timer = setInterval(() => (socket.writable && i < bytes.length ? socket.write(bytes.subarray(i, ++i)) : clearInterval(timer)), 20);
        socket.on('close', () => clearInterval(timer));
      },
    ],
  ])('a receiver that %s is let go at the deadline, counted from the start (not from its last byte)', async (_, answer) => {
    const receiver = await rawReceiver(answer);
    const result = await attempt(receiver.url);
    expect(result).toMatchObject({ response_status: null, timed_out: true });
    expect(result.duration_ms).toBeLessThan(TIMEOUT_MS + 200);
    await tick();
    expect(receiver.open.size).toBe(0);
  });

  it('settles on the status line of a 200 whose body never ends, and never reads that body', async () => {
    const receiver = await rawReceiver((socket) => {
      socket.write(http(['HTTP/1.1 200 OK', 'Transfer-Encoding: chunked']));
      const timer = setInterval(() => (socket.writable ? socket.write('5\r\nhello\r\n') : clearInterval(timer)), 10);
      socket.on('close', () => clearInterval(timer));
    });
    const result = await attempt(receiver.url);
    expect(result).toMatchObject({ response_status: 200, error: null });
    await tick();
    expect(receiver.open.size).toBe(0);
  });

  it('answers that are not HTTP, and refused connections, fail at once', async () => {
    const garbage = await rawReceiver((socket) => socket.end('SSH-2.0-OpenSSH_9.6\r\n'));
    expect(await attempt(garbage.url)).toMatchObject({ response_status: null, error: 'the answer was not valid HTTP' });
    const closed = await rawReceiver(() => undefined);
    const port = Number(closed.url.port);
    await receivers.pop()!.close();
    expect(await attempt(new URL(`http://127.0.0.1:${port}/hook`))).toMatchObject({ response_status: null, error: 'connection refused' });
  });

  it('reports the hostile receivers it tried', () => {
    report({
      area: 'Webhook receivers',
      check: 'every way a receiver can keep an attempt open (socket level)',
      tried:
        '101 with and without Upgrade, 100/102/103 then nothing, half-close, drop, half a status line, silence, headers trickled a byte at a time, an endless chunked body, SSH banner, a closed port',
      outcome: `each attempt settled once, by its deadline at the latest (${TIMEOUT_MS} ms here; 15 s in service), with its connection closed: switches and 1xx never followed, bodies never read`,
    });
  });

  it('keeps a failed answer’s Retry-After (seconds or a date, at most an hour), never a successful one’s', async () => {
    const busy = await rawReceiver((socket) => socket.end(http(['HTTP/1.1 503 Service Unavailable', 'Retry-After: 120', 'Content-Length: 0'])));
    expect(await attempt(busy.url)).toMatchObject({ response_status: 503, error: null, retry_after_ms: 120_000 });
    const fine = await rawReceiver((socket) => socket.end(http(['HTTP/1.1 200 OK', 'Retry-After: 120', 'Content-Length: 0'])));
    expect((await attempt(fine.url)).retry_after_ms).toBeUndefined();
    const now = Date.parse('2026-11-21T13:00:00.000Z');
    expect(retryAfterMs({ 'retry-after': '86400' }, now)).toBe(3_600_000);
    expect(retryAfterMs({ 'retry-after': 'Sat, 21 Nov 2026 13:10:00 GMT' }, now)).toBe(600_000);
    for (const value of ['-5', '0', 'soon', '1e9', 'Sat, 21 Nov 2026 12:00:00 GMT', '9'.repeat(100)]) {
      expect(retryAfterMs({ 'retry-after': value }, now), value).toBeUndefined();
    }
  });
});
