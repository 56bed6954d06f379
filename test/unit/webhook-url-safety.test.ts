import { createServer, request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { checkWebhookUrl, deliveryTarget, parseWebhookUrl, pinnedLookup, unsafeAddressReason, type Resolver } from '../../lib/webhook-endpoints/url-safety';

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

/**
 * Our own list of spellings of addresses a webhook must never reach (contract 6.16), each
 * refused on a deployed stack. Grouped by what they point at; every entry is one URL as a
 * developer (or an attacker) could send it.
 */
const unsafeSpellings: Record<string, string[]> = {
  'loopback, every IPv4 spelling': [
    'https://127.0.0.1/',
    'https://127.0.0.1./',
    'https://127.1/',
    'https://127.0.1/',
    'https://2130706433/',
    'https://0177.0.0.1/',
    'https://0177.0000.0000.0001/',
    'https://0x7f.1/',
    'https://0x7f.0x0.0x0.0x1/',
    'https://0x7f000001/',
    'https://017700000001/',
    'https://%31%32%37.0.0.1/',
    'https://%32%31%33%30%37%30%36%34%33%33/',
    'https://１２７.０.０.１/',
    'https://127.255.255.254/',
    'https://127.0.0.1:8443/hook',
  ],
  'loopback names': ['https://localhost/', 'https://LOCALHOST/', 'https://localhost./', 'https://api.localhost/', 'https://localhost:3000/x'],
  'loopback, IPv6 and embedded forms': [
    'https://[::1]/',
    'https://[0:0:0:0:0:0:0:1]/',
    'https://[0000:0000:0000:0000:0000:0000:0000:0001]/',
    'https://[::ffff:127.0.0.1]/',
    'https://[::ffff:7f00:1]/',
    'https://[0:0:0:0:0:ffff:127.0.0.1]/',
    'https://[::127.0.0.1]/',
    'https://[::7f00:1]/',
    'https://[64:ff9b::127.0.0.1]/',
    'https://[64:ff9b:1::7f00:1]/',
    'https://[2002:7f00:1::]/',
    'https://[2001::1]/',
  ],
  'private (RFC 1918) and CGNAT': [
    'https://10.0.0.1/',
    'https://10.255.255.255/',
    'https://012.0.0.1/',
    'https://167772161/',
    'https://0xa.0.0.1/',
    'https://172.16.0.1/',
    'https://172.31.255.254/',
    'https://192.168.0.1/',
    'https://3232235521/',
    'https://0xc0.0xa8.0.1/',
    'https://100.64.0.1/',
    'https://100.127.255.254/',
    'https://[::ffff:10.0.0.1]/',
    'https://[::ffff:192.168.0.1]/',
    'https://[64:ff9b::10.0.0.1]/',
    'https://[2002:c0a8:1::]/',
  ],
  'unique-local IPv6': ['https://[fc00::1]/', 'https://[fd12:3456:789a::1]/'],
  'link-local': ['https://169.254.0.1/', 'https://[fe80::1]/', 'https://[febf::1]/', 'https://[fec0::1]/'],
  'cloud metadata': [
    'https://169.254.169.254/',
    'https://169.254.169.254./latest/meta-data/',
    'https://2852039166/',
    'https://0xa9fea9fe/',
    'https://0251.0376.0251.0376/',
    'https://169.254.43518/',
    'https://[::ffff:169.254.169.254]/',
    'https://[::ffff:a9fe:a9fe]/',
    'https://[fd00:ec2::254]/',
    'https://100.100.100.200/',
    'https://metadata.google.internal/computeMetadata/v1/',
    'https://metadata.google.internal./',
    'https://metadata.goog/',
    'https://instance-data/',
    'https://ip-10-0-0-1.ec2.internal/',
  ],
  multicast: ['https://224.0.0.1/', 'https://239.255.255.250/', 'https://[ff02::1]/', 'https://[ff05::1:3]/'],
  'unspecified and broadcast': [
    'https://0.0.0.0/',
    'https://0/',
    'https://0.1.2.3/',
    'https://[::]/',
    'https://[0::0]/',
    'https://255.255.255.255/',
    'https://4294967295/',
  ],
  'reserved, documentation and benchmarking': [
    'https://192.0.0.1/',
    'https://192.0.2.10/',
    'https://198.51.100.7/',
    'https://203.0.113.9/',
    'https://198.18.0.1/',
    'https://240.0.0.1/',
    'https://[2001:db8::1]/',
    'https://[2001:2::1]/',
    'https://[100::1]/',
  ],
  'names that are not public': [
    'https://intranet/',
    'https://printer/hook',
    'https://router.lan/',
    'https://nas.local/',
    'https://box.home.arpa/',
    'https://x.localdomain/',
  ],
  credentials: [
    'https://user:pass@example.com/',
    'https://user@example.com/',
    'https://:secret@example.com/',
    'https://good.example.com@evil.example.com/',
    'https://good.example.com%40@evil.example.com/',
  ],
  'schemes other than https': [
    'http://example.com/',
    'HTTP://example.com/',
    'ftp://example.com/',
    'file:///etc/passwd',
    'gopher://example.com/',
    'javascript:alert(1)',
    'ws://example.com/',
    'http://127.0.0.1:9/',
  ],
  'malformed, or hiding characters URL would drop': [
    'not a url',
    '',
    'https://',
    '//example.com/hook',
    '/relative/path',
    'https://exa\tmple.com/',
    'https://example.com/\nx',
    ' https://example.com/',
    'https://example.com /',
    'https://example.com\u0000.evil/',
    'https://[fe80::1%25eth0]/',
    'https://example.com:0/',
    'https://example.com:65536/',
  ],
};

describe('webhook URL rules (contract 6.16)', () => {
  const cases = Object.entries(unsafeSpellings).flatMap(([group, urls]) => urls.map((url) => [group, url] as const));

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

  it('stores the canonical form: case, default port and IP spellings are normalised', async () => {
    const verdict = await checkWebhookUrl('HTTPS://Hooks.Example.COM:443/Path?q=1', aws);
    expect(verdict.ok && verdict.value.href).toBe('https://hooks.example.com/Path?q=1');
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
    for (const address of ['127.0.0.1', '::1', '10.1.2.3', '169.254.169.254', '::7f00:1', 'fd00:ec2::254', 'not-an-ip']) {
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
