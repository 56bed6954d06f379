import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import { createServer as createTcpServer, type AddressInfo, type Socket } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterEach, expect } from 'vitest';
import { postAs } from './sessions';

/** One delivery as a receiver saw it. */
export interface Received {
  at: number;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** What the receiver does with the n-th request (0-based): answer a status (after a delay), hang, or reset the connection. */
export type Behaviour = { status: number; delayMs?: number; headers?: Record<string, string> } | { hang: true } | { reset: true };

/**
 * A real HTTP receiver on loopback (the local stack allows loopback webhook URLs), recording
 * every request and answering as the test scripts it, like a developer's server would.
 */
export async function startReceiver(behave: (n: number, request: Received) => Behaviour = () => ({ status: 200 })) {
  const received: Received[] = [];
  const sockets = new Set<Socket>();
  const hanging: ServerResponse[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request: Received = { at: Date.now(), path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      const behaviour = behave(received.length, request);
      received.push(request);
      if ('hang' in behaviour) return void hanging.push(res);
      if ('reset' in behaviour) return void req.socket.destroy();
      setTimeout(() => {
        res.writeHead(behaviour.status, { 'Content-Type': 'text/plain', ...behaviour.headers });
        res.end('receiver says: no secrets here');
      }, behaviour.delayMs ?? 0);
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    port,
    received,
    /** Waits until at least `count` requests arrived (or fails after `timeoutMs`). */
    async waitFor(count: number, timeoutMs = 20_000): Promise<Received[]> {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} deliveries, got ${received.length}`);
        await new Promise((r) => setTimeout(r, 50));
      }
      return received;
    },
    async close() {
      for (const res of hanging) res.destroy();
      for (const socket of sockets) socket.destroy();
      await new Promise((done) => server.close(done));
    },
  };
}

/**
 * A receiver at the socket level, so it can answer what no HTTP server library would: a protocol
 * switch, informational answers only, half a header, a half-closed socket. `answer` gets each
 * connection once its request has begun to arrive; `connections` counts them, `open` holds those
 * not yet closed.
 */
export async function startRawReceiver(answer: (socket: Socket) => void) {
  const open = new Set<Socket>();
  let connections = 0;
  const server = createTcpServer((socket) => {
    connections++;
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    socket.on('error', () => undefined);
    socket.once('data', () => answer(socket));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    open,
    connections: () => connections,
    async close() {
      for (const socket of open) socket.destroy();
      await new Promise((done) => server.close(done));
    },
  };
}

/** HTTP/1.1 status line and headers, as a raw receiver writes them. */
export const rawAnswer = (lines: string[]) => `${lines.join('\r\n')}\r\n\r\n`;

/** Verifies a received delivery with the official `standardwebhooks` library, as a receiver would; returns the parsed payload or throws. */
export function verified(secret: string, request: Received): { id: string; type: string; timestamp: string; data: Record<string, unknown> } {
  return new Webhook(secret).verify(request.body, {
    'webhook-id': String(request.headers['webhook-id']),
    'webhook-timestamp': String(request.headers['webhook-timestamp']),
    'webhook-signature': String(request.headers['webhook-signature']),
  }) as { id: string; type: string; timestamp: string; data: Record<string, unknown> };
}

/** Polls until `check` returns a value (not undefined), or fails after `timeoutMs`. */
export async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs = 20_000, what = 'the condition'): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Receivers a test file starts, each closed after its test: `const receiver = receiverPool();`. */
export function receiverPool() {
  const started: Awaited<ReturnType<typeof startReceiver>>[] = [];
  afterEach(async () => {
    await Promise.all(started.splice(0).map((r) => r.close()));
  });
  return async (behave?: (n: number, request: Received) => Behaviour) => {
    const receiver = await startReceiver(behave);
    started.push(receiver);
    return receiver;
  };
}

/** Registers an endpoint through the API and returns it with its secret. */
export async function endpointFor(accessToken: string, url: string, events: string[] = ['*']) {
  const res = await postAs(accessToken, '/v1/webhooks', { url, events });
  expect(res.status, res.text).toBe(201);
  return res.json as { id: string; secret: string };
}
