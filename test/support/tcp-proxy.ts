import { createServer, connect, type Server, type Socket } from 'node:net';

/**
 * A TCP pass-through to a stand-in that can be taken down and brought back on the same port:
 * down means connections are refused and open ones cut, as when the service stops; paused means
 * connections are accepted and nothing ever comes back, as when the service hangs.
 */
export async function startTcpProxy(port: number, target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let paused = false;
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
  };
  const up = () =>
    new Promise<void>((resolve, reject) => {
      server = createServer((client) => {
        track(client);
        // Held: read nothing, answer nothing, until the proxy is resumed or taken down.
        if (paused) return;
        const upstream = connect(target.port, target.host);
        track(upstream);
        client.pipe(upstream).pipe(client);
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
  const cutAll = () => {
    for (const socket of sockets) socket.destroy();
  };
  const down = async () => {
    const closing = new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    cutAll();
    await closing;
    server = undefined;
  };
  /** From now on every connection hangs; open ones are cut, so clients reconnect into the hang. */
  const pause = () => {
    paused = true;
    cutAll();
  };
  const resume = () => {
    paused = false;
    cutAll();
  };
  await up();
  return { up, down, pause, resume, stop: down };
}
