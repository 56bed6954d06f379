import { createServer } from 'node:net';

/** Asks the OS for a free TCP port on loopback (for stand-ins that cannot bind port 0 themselves). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Polls `probe` until it resolves true or `timeoutMs` passes. */
export async function waitUntil(probe: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await probe().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what} did not become ready within ${timeoutMs} ms`);
}

/**
 * A port the local stack needs is taken. Its message is the one line `npm start` prints: which
 * port, what it is for, and how to start on free ports instead.
 */
export class PortInUseError extends Error {
  override name = 'PortInUseError';
  constructor(
    readonly port: number,
    readonly service: string,
  ) {
    super(`Port ${port} (${service}) is already in use on 127.0.0.1: stop what uses it, or start on free ports with npm start -- --port 0 --free-ports`);
  }
}

/** Whether nothing listens on `port` of loopback now (a bind that succeeds, closed at once). */
function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * Checks the fixed ports before anything starts, so a taken one is one clear line rather than a
 * half-started stack and a stack trace from deep in a stand-in (DynamoDB Local's JVM, fauxqs).
 * Port 0 (any free port) needs no check.
 */
export async function assertPortsFree(ports: Record<string, number>): Promise<void> {
  for (const [service, port] of Object.entries(ports)) {
    if (port !== 0 && !(await isFree(port))) throw new PortInUseError(port, service);
  }
}

/** `server.listen` on loopback as a promise that rejects (with `PortInUseError` for a taken port) instead of emitting an unhandled `error`. */
export function listenOn(
  server: { listen(port: number, host: string, done: () => void): unknown; once(event: 'error', listener: (error: NodeJS.ErrnoException) => void): unknown },
  port: number,
  service: string,
  host = '127.0.0.1',
): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', (error) => reject(error.code === 'EADDRINUSE' ? new PortInUseError(port, service) : error));
    server.listen(port, host, () => resolve());
  });
}
