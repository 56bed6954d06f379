import { appendFileSync } from 'node:fs';
import dns from 'node:dns';
import { syncBuiltinESMExports } from 'node:module';
import net, { isIP } from 'node:net';
import { join } from 'node:path';

/**
 * The local stack is hermetic (contract 7): it resolves no name and opens no connection off this
 * machine. The guard watches the stack's own process for both and writes each to a file the tests
 * read at the end of a run (test/support/global-setup.ts fails the run if it is not empty). It
 * records, never blocks: `--bedrock aws` or an outside OIDC issuer are the developer's choice.
 */

/** Where a stack directory's guard writes what left the machine (absent: nothing did). */
export const offMachineLogOf = (dir: string) => join(dir, 'logs', 'off-machine.log');

const loopbackName = (name: string) => {
  const host = name.toLowerCase().replace(/\.+$/, '');
  return host === 'localhost' || host.endsWith('.localhost');
};

const loopbackAddress = (address: string) => {
  const host = address.replace(/^\[|\]$/g, '').toLowerCase();
  return host.startsWith('127.') || host === '::1' || host.startsWith('::ffff:127.') || host === '0:0:0:0:0:0:0:1';
};

/** Whether a lookup of `name` stays on the machine: an address literal of loopback, or a loopback name. */
const staysHome = (name: unknown) => typeof name !== 'string' || (isIP(name) ? loopbackAddress(name) : loopbackName(name));

/**
 * Installs the guard in this process: every DNS lookup or resolution of a name other than
 * `localhost` (and `*.localhost`), and every TCP connection to an address other than loopback, is
 * appended to `file` once. `dns.lookup` and `dns.promises.lookup` (what sockets, `fetch` and the
 * webhook resolver use) and every `resolve*` are wrapped, and `net.Socket#connect` (every TCP and
 * TLS client) is watched.
 */
export function guardNetwork(file: string): void {
  const seen = new Set<string>();
  const record = (what: string) => {
    if (seen.has(what)) return;
    seen.add(what);
    try {
      appendFileSync(file, `${new Date().toISOString()} ${what}\n`);
    } catch {
      // The guard never breaks what it watches (its directory may be gone at shutdown).
    }
  };
  const watch = <T extends object>(target: T, name: string, kind: string) => {
    const original = (target as Record<string, unknown>)[name];
    if (typeof original !== 'function') return;
    (target as Record<string, unknown>)[name] = function (this: unknown, host: unknown, ...rest: unknown[]) {
      if (!staysHome(host)) record(`${kind} ${String(host)}`);
      return (original as (...args: unknown[]) => unknown).call(this, host, ...rest);
    };
  };
  const resolvers = (target: object) => Object.keys(target).filter((name) => name.startsWith('resolve') || name === 'lookup');
  for (const name of resolvers(dns)) watch(dns, name, `dns.${name}`);
  for (const name of resolvers(dns.promises)) watch(dns.promises, name, `dns.promises.${name}`);
  for (const name of Object.getOwnPropertyNames(dns.Resolver.prototype).filter((n) => n.startsWith('resolve')))
    watch(dns.Resolver.prototype, name, `dns.Resolver.${name}`);
  for (const name of Object.getOwnPropertyNames(dns.promises.Resolver.prototype).filter((n) => n.startsWith('resolve'))) {
    watch(dns.promises.Resolver.prototype, name, `dns.promises.Resolver.${name}`);
  }
  // ESM named imports of node:dns see the wrapped functions too.
  syncBuiltinESMExports();

  const socket = net.Socket.prototype as unknown as { connect: (this: net.Socket, ...args: unknown[]) => net.Socket };
  const connect = socket.connect;
  socket.connect = function (this: net.Socket, ...args: unknown[]) {
    const first = args[0];
    const options = (Array.isArray(first) ? first[0] : first) as { host?: string; path?: string } | number | string | undefined;
    const host =
      typeof options === 'object' && options !== null ? (options.path ? undefined : options.host) : typeof options === 'number' ? args[1] : undefined;
    // A name is looked up first (recorded there); an address literal is connected to as it is.
    if (typeof host === 'string' && isIP(host.replace(/^\[|\]$/g, '')) && !loopbackAddress(host)) record(`connect ${host}`);
    return connect.apply(this, args);
  };
}
