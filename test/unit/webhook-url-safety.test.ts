import { createServer, request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { unsafeWebhookUrls } from '../support/unsafe-webhook-urls';
import { checkWebhookUrl, deliveryTarget, parseWebhookUrl, pinnedLookup, unsafeAddressReason, type Resolver } from '../../lib/webhooks/endpoints/url-safety';

const aws = { allowLoopback: false };
const local = { allowLoopback: true };

/** A DNS of our own: names this test controls, and nothing else resolves (as offline). */
function fakeDns(records: Record<string, string[]>): Resolver & { calls: string[] } {
  const calls: string[] = [];
  const resolve = async (host: string) => {
    calls.push(host);
    const addresses = records[host];
    if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  return Object.assign(resolve, { calls });
}

describe('webhook URL rules (contract 6.16)', () => {
  const cases = Object.entries(unsafeWebhookUrls).flatMap(([group, urls]) => urls.map((url) => [group, url] as const));

  it.each(cases)('refuses %s: %j', async (_group, url) => {
    const verdict = await checkWebhookUrl(url, aws, { resolve: fakeDns({}) });
    expect(verdict.ok).toBe(false);
    // The reason never repeats the URL (it may carry credentials).
    if (!verdict.ok && url.length > 8) expect(verdict.reason).not.toContain(url.trim());
  });

  it.each([
    'https://example.com/hook',
    'https://hooks.example.com:8443/a/b?c=d',
    'https://93.184.216.34/',
    'https://[2606:4700:4700::1111]/',
    'https://xn--bcher-kva.example/',
    'https://bücher.example/',
    'https://EXAMPLE.com./x',
  ])('accepts a public receiver %j', async (url) => {
    const verdict = await checkWebhookUrl(url, aws, { resolve: fakeDns({}) });
    expect(verdict).toMatchObject({ ok: true });
  });

  it('stores the canonical form: case, default port, IP spellings and trailing dots are normalised', async () => {
    const verdict = await checkWebhookUrl('HTTPS://Hooks.Example.COM:443/Path?q=1', aws, { resolve: fakeDns({}) });
    expect(verdict.ok && verdict.value.href).toBe('https://hooks.example.com/Path?q=1');
    for (const spelling of ['https://hooks.example.com./x', 'https://hooks.example.com../x', 'https://HOOKS.example.com.../x']) {
      const folded = await checkWebhookUrl(spelling, aws, { resolve: fakeDns({}) });
      expect(folded.ok && folded.value.href, spelling).toBe('https://hooks.example.com/x');
    }
  });

  it('looks a folded name up once, as the name it is', async () => {
    const dns = fakeDns({});
    await checkWebhookUrl('https://hooks.example.com.../x', aws, { resolve: dns });
    expect(dns.calls).toEqual(['hooks.example.com']);
  });

  it('never looks up a name that cannot resolve (RFC 6761 .invalid): accepted, and every attempt fails', async () => {
    const dns = fakeDns({});
    expect(await checkWebhookUrl('https://hooks.acme.invalid/x', aws, { resolve: dns })).toMatchObject({ ok: true });
    expect(await deliveryTarget('https://hooks.acme.invalid/x', aws, { resolve: dns })).toMatchObject({ ok: false, reason: 'The host name did not resolve' });
    expect(dns.calls).toEqual([]);
  });

  it('on a hermetic stack, resolves loopback names only, looks nothing up and connects to this machine only', async () => {
    const hermetic = { allowLoopback: true, hermetic: true };
    expect(await deliveryTarget('http://receiver.localhost:4000/x', hermetic)).toMatchObject({ ok: true, value: { address: { address: '127.0.0.1' } } });
    expect(await deliveryTarget('https://hooks.example.com/x', hermetic)).toMatchObject({ ok: false, reason: 'The host name did not resolve' });
    expect(await checkWebhookUrl('https://hooks.example.com/x', hermetic)).toMatchObject({ ok: true });
    // The same rules at creation; an attempt to a public address fails without connecting.
    expect(await checkWebhookUrl('https://93.184.216.34/x', hermetic)).toMatchObject({ ok: true });
    expect(await deliveryTarget('https://93.184.216.34/x', hermetic)).toMatchObject({
      ok: false,
      reason: expect.stringContaining('only to receivers on this machine'),
    });
    expect(await deliveryTarget('https://[2606:4700:4700::1111]/x', hermetic)).toMatchObject({ ok: false });
  });

  describe('names are resolved and refused if ANY address is unsafe', () => {
    const dns = fakeDns({
      'rebind.example': ['93.184.216.34', '10.0.0.1'],
      'loop.example': ['127.0.0.1'],
      'mapped.example': ['::ffff:169.254.169.254'],
      'v6.example': ['2606:4700:4700::1111', 'fd00:ec2::254'],
      'nip.example': ['192.168.1.1'],
      'good.example': ['93.184.216.34', '2606:4700:4700::1111'],
    });
    it.each(['rebind.example', 'loop.example', 'mapped.example', 'v6.example', 'nip.example'])('%s', async (host) => {
      expect((await checkWebhookUrl(`https://${host}/hook`, aws, { resolve: dns })).ok).toBe(false);
    });
    it('accepts a name whose every address is public', async () => {
      expect((await checkWebhookUrl('https://good.example/hook', aws, { resolve: dns })).ok).toBe(true);
    });
    it('accepts a name that does not resolve yet, but an attempt to it fails', async () => {
      expect((await checkWebhookUrl('https://not-yet.example/hook', aws, { resolve: dns })).ok).toBe(true);
      expect((await deliveryTarget('https://not-yet.example/hook', aws, { resolve: dns })).ok).toBe(false);
    });
    it('gives up on a lookup that hangs, within the timeout', async () => {
      const hanging: Resolver = () => new Promise(() => undefined);
      const started = Date.now();
      expect((await deliveryTarget('https://slow.example/hook', aws, { resolve: hanging, timeoutMs: 50 })).ok).toBe(false);
      expect(Date.now() - started).toBeLessThan(1000);
    });
  });

  describe('on the local stack (configuration, not a request flag)', () => {
    it.each(['http://127.0.0.1:9/webhooks', 'http://localhost:4000/', 'http://[::1]:4000/x', 'http://127.0.0.2/', 'https://127.0.0.1/'])(
      'allows loopback %j',
      async (url) => {
        expect((await checkWebhookUrl(url, local, { resolve: fakeDns({}) })).ok).toBe(true);
      },
    );
    it.each([
      'http://example.com/',
      'http://10.0.0.1/',
      'https://192.168.0.1/',
      'https://169.254.169.254/',
      'http://[::ffff:127.0.0.1]/',
      'https://u:p@127.0.0.1/',
    ])('still refuses %j', async (url) => {
      expect((await checkWebhookUrl(url, local, { resolve: fakeDns({}) })).ok).toBe(false);
    });
  });

  it('classifies addresses with ipaddr.js ranges', () => {
    expect(unsafeAddressReason('8.8.8.8', aws)).toBeUndefined();
    expect(unsafeAddressReason('2606:4700:4700::1111', aws)).toBeUndefined();
    for (const address of ['127.0.0.1', '::1', '10.1.2.3', '169.254.169.254', '::7f00:1', 'fd00:ec2::254', '4000::1', '100::1', 'not-an-ip']) {
      expect(unsafeAddressReason(address, aws), address).toBeDefined();
    }
  });

  it('keeps the length bound', () => {
    expect(parseWebhookUrl(`https://example.com/${'a'.repeat(2048)}`, aws)).toMatchObject({ ok: false });
  });
});

describe('connecting to the checked address only', () => {
  it('resolves once, connects to exactly the checked address, and keeps the name in Host', async () => {
    const seen: IncomingHttpHeaders[] = [];
    const server = createServer((req, res) => {
      seen.push(req.headers);
      res.end('ok');
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const { port } = server.address() as AddressInfo;
    // The name answers a loopback address to the check (allowed here, as on the local stack), and
    // would answer something else to any later lookup: there must be none.
    let answers = 0;
    const rebinding: Resolver = async () => (answers++ === 0 ? [{ address: '127.0.0.1', family: 4 }] : [{ address: '10.0.0.1', family: 4 }]);
    const target = await deliveryTarget(`http://receiver.localhost:${port}/hook`, local, { resolve: rebinding });
    expect(target.ok).toBe(true);
    if (!target.ok) return;
    const status = await new Promise<number>((resolve, reject) => {
      const req = request({ host: target.value.host, port, path: '/hook', method: 'POST', lookup: pinnedLookup(target.value.address), agent: false }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.end('{}');
    });
    server.close();
    expect(status).toBe(200);
    expect(answers).toBe(1);
    expect(seen[0]?.host).toBe(`receiver.localhost:${port}`);
  });
});
