import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as sesModule from 'aws-ses-v2-local';

// A CommonJS module with `exports.default`: unwrap the interop layer Node's ESM loader adds.
type StartSes = typeof sesModule.default;
const startSesServer: StartSes = (sesModule.default as unknown as { default?: StartSes }).default ?? sesModule.default;

/** A running SES stand-in. */
export interface SesLocal {
  /** Both the SES API endpoint and the inbox page (`/`), with `GET /store` for tests. */
  endpoint: string;
  stop: () => Promise<void>;
}

/** Starts aws-ses-v2-local in process on loopback. */
export async function startSesLocal(options: { port?: number } = {}): Promise<SesLocal> {
  const server: Server = await startSesServer({ host: '127.0.0.1', port: options.port ?? 0 });
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((done) => server.close(() => done())),
  };
}
