import dns from 'node:dns';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardNetwork } from '../../infra/local/network-guard';

/**
 * The hermetic stack's guard (contract 7), on stand-ins for the real lookup and connect so this
 * test itself reaches nothing: what it records, and what it lets pass unrecorded.
 */
describe('the local stack’s network guard', () => {
  const dir = mkdtempSync(join(tmpdir(), 'network-guard-'));
  const file = join(dir, 'off-machine.log');
  const socket = net.Socket.prototype as unknown as { connect: (this: net.Socket, ...args: unknown[]) => net.Socket };
  const originals = { lookup: dns.lookup, promisesLookup: dns.promises.lookup, resolve4: dns.resolve4, connect: socket.connect };
  const asked: string[] = [];
  beforeAll(() => {
    const stub = (host: string, ...rest: unknown[]) => {
      asked.push(host);
      const callback = rest.at(-1);
      if (typeof callback === 'function') (callback as (error: Error) => void)(Object.assign(new Error('stub'), { code: 'ENOTFOUND' }));
    };
    Object.assign(dns, { lookup: stub, resolve4: stub });
    Object.assign(dns.promises, { lookup: async (host: string) => (asked.push(host), []) });
    socket.connect = function (this: net.Socket) {
      return this;
    };
    guardNetwork(file);
  });
  afterAll(() => {
    Object.assign(dns, { lookup: originals.lookup, resolve4: originals.resolve4 });
    Object.assign(dns.promises, { lookup: originals.promisesLookup });
    socket.connect = originals.connect;
    rmSync(dir, { recursive: true, force: true });
  });

  it('lets loopback names and addresses pass unrecorded', async () => {
    dns.lookup('localhost', () => undefined);
    await dns.promises.lookup('api.localhost.');
    new net.Socket().connect({ host: '127.0.0.1', port: 9 });
    new net.Socket().connect({ host: '::1', port: 9 });
    new net.Socket().connect(9, '127.0.0.2');
    new net.Socket().connect({ path: '/tmp/some.sock' });
    expect(existsSync(file)).toBe(false);
    expect(asked).toEqual(['localhost', 'api.localhost.']);
  });

  it('records every other lookup, resolution and connection, once each', async () => {
    dns.lookup('hooks.acme.example', () => undefined);
    dns.lookup('hooks.acme.example', () => undefined);
    await dns.promises.lookup('bedrock-runtime.us-east-1.amazonaws.com');
    dns.resolve4('example.invalid', () => undefined);
    new net.Socket().connect({ host: '93.184.216.34', port: 443 });
    new net.Socket().connect(443, '2606:4700:4700::1111');
    const lines = readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .map((line) => line.slice(line.indexOf(' ') + 1));
    expect(lines).toEqual([
      'dns.lookup hooks.acme.example',
      'dns.promises.lookup bedrock-runtime.us-east-1.amazonaws.com',
      'dns.resolve4 example.invalid',
      'connect 93.184.216.34',
      'connect 2606:4700:4700::1111',
    ]);
  });
});
