import { createServer, connect, type Server, type Socket } from 'node:net';

/**
 * A TCP pass-through to a stand-in that can be taken down and brought back on the same port:
 * down means connections are refused and open ones cut, as when the service stops.
 */
export async function startTcpProxy(port: number, target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  const up = () =>
    new Promise<void>((resolve, reject) => {
      server = createServer((client) => {
        const upstream = connect(target.port, target.host);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => undefined);
        }
        client.pipe(upstream).pipe(client);
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
  const down = async () => {
    const closing = new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    for (const socket of sockets) socket.destroy();
    await closing;
    server = undefined;
  };
  await up();
  return { up, down, stop: down };
}
