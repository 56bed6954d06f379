import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const lib = join(import.meta.dirname, '..', '..', 'lib');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : path.endsWith('.ts') ? [path] : [];
  });
}

/** The folder of `lib/` a file belongs to (`(root)` for files directly in `lib/`). */
const folderOf = (file: string) => {
  const parts = relative(lib, file).split(sep);
  return parts.length > 1 ? parts[0]! : '(root)';
};

/** Every relative import of every file under lib/, resolved to the file it names. */
const imports = sourceFiles(lib).flatMap((file) =>
  [...readFileSync(file, 'utf8').matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"](\.[^'"]+)['"]/g)].map((match) => ({
    from: file,
    to: normalize(join(dirname(file), match[1]!)),
  })),
);
const insideLib = imports.filter((i) => !relative(lib, i.to).startsWith('..'));

/** Folder-level edges: which folder imports which. */
const edges = new Map<string, Set<string>>();
for (const { from, to } of insideLib) {
  const [a, b] = [folderOf(from), folderOf(to)];
  if (a !== b) edges.set(a, new Set([...(edges.get(a) ?? []), b]));
}

describe('the layers of lib/', () => {
  it('has no folder-level cycle, so it reads bottom-up', () => {
    const cycles: string[] = [];
    const visit = (node: string, path: string[]) => {
      for (const next of edges.get(node) ?? []) {
        if (path.includes(next)) cycles.push([...path.slice(path.indexOf(next)), next].join(' -> '));
        else visit(next, [...path, next]);
      }
    };
    for (const node of edges.keys()) visit(node, [node]);
    expect([...new Set(cycles)]).toEqual([]);
  });

  it('keeps lib/http an adapter: nothing outside it imports it', () => {
    const offenders = insideLib.filter((i) => folderOf(i.to) === 'http' && folderOf(i.from) !== 'http').map((i) => relative(lib, i.from));
    expect([...new Set(offenders)]).toEqual([]);
  });

  it('keeps the contract floor at the bottom: it imports nothing of lib/', () => {
    expect([...(edges.get('contract') ?? [])]).toEqual([]);
  });

  it('keeps the store and AWS layers free of domain code', () => {
    const allowedBelowDomains = new Set(['(root)', 'contract', 'store', 'aws']);
    for (const layer of ['aws', 'store']) expect([...(edges.get(layer) ?? [])].filter((f) => !allowedBelowDomains.has(f))).toEqual([]);
  });
});

/** A file's text without comments, so a rule reads code, not the prose explaining it. */
const codeOf = (file: string) =>
  readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

/** The code lines of lib/ outside one of its folders that match `pattern`, each with its file. */
const linesOutside = (folder: string, pattern: RegExp) =>
  sourceFiles(lib)
    .filter((file) => folderOf(file) !== folder)
    .flatMap((file) =>
      codeOf(file)
        .split('\n')
        .filter((line) => pattern.test(line))
        .map((line) => `${relative(lib, file)}: ${line.trim()}`),
    );

/** What sets an HTTP response header or cookie: its name as a key, a cookie's attributes, a response's fields. */
const responseHeaderOrCookie =
  /(['"]?\b(Retry-After|Set-Cookie|Allow|WWW-Authenticate|Accept-Patch|ETag|Location|Cache-Control|Content-Location|Expires|Vary|X-Request-Id|RateLimit(-Policy)?|X-RateLimit-[A-Za-z]+)\b['"]?\s*:)|HttpOnly|Max-Age=|\bcookies\s*:|\bstatusCode\s*:/;

const functionsDir = join(import.meta.dirname, '..', '..', 'functions');
const handlers = readdirSync(functionsDir)
  .map((name) => join(functionsDir, name, 'handler.ts'))
  .filter((file) => existsSync(file));

describe('the HTTP adapter owns HTTP (lib/http and the handlers)', () => {
  it('leaves no module of lib/ outside lib/http setting a response header or a cookie: use cases state facts', () => {
    expect(linesOutside('http', responseHeaderOrCookie)).toEqual([]);
  });

  it('catches what it forbids', () => {
    for (const line of ["headers: { 'Retry-After': '1' }", 'cookies: [cleared]', '`service_refresh=; HttpOnly; Max-Age=0`', 'Allow: methods'])
      expect(responseHeaderOrCookie.test(line), line).toBe(true);
    for (const line of ["headers['Stripe-Signature']", 'retryAfterSeconds: 1', "'content-length': String(n)"])
      expect(responseHeaderOrCookie.test(line), line).toBe(false);
  });

  it('leaves header validation and 304s to the spine: no handler reads a header or cookie from the event, parses a key or answers a 304', () => {
    const byHand = [
      /\bevent\.(headers|cookies)\b/,
      /\b(headerOf|cookieOf|idempotencyKeyOf|ifNoneMatchHits|noneMatchHits|parseEntityTags)\b/,
      /if-none-match/i,
      /\b304\b/,
      /Set-Cookie|\bcookies\s*:/,
    ];
    expect(handlers.length).toBeGreaterThan(20);
    const offenders = handlers.flatMap((file) => {
      const code = codeOf(file);
      return byHand.filter((pattern) => pattern.test(code)).map((pattern) => `${relative(functionsDir, file)}: ${pattern}`);
    });
    expect(offenders).toEqual([]);
  });
});

describe('repositories state keys and conditions, not plumbing (lib/aws/items.ts)', () => {
  it('leaves reads, transactions and answered updates to the one typed helper: no GetCommand or TransactWriteCommand, no cast of an item outside lib/aws', () => {
    const plumbing = /\bnew (GetCommand|TransactWriteCommand)\b|\.(Item|Attributes)\s+as\b|\bresult\.Item\b/;
    expect(plumbing.test('return result.Item as SessionItem | undefined;')).toBe(true);
    expect(plumbing.test('return result.Attributes as DeliveryRecord;')).toBe(true);
    expect(linesOutside('aws', plumbing)).toEqual([]);
  });
});

describe('the key formats data contract (lib/store/keys.ts)', () => {
  it('points every access pattern at a file that exists and mentions the key', () => {
    const source = readFileSync(join(lib, 'store', 'keys.ts'), 'utf8');
    const rows = [...source.matchAll(/^ \* \| ([^|]+)\|([^|]+)\|\s*([\w/.-]+\.ts)\s*\|$/gm)];
    expect(rows.length).toBeGreaterThan(15);
    for (const [, pattern, , file] of rows) {
      const path = join(lib, file!);
      expect(existsSync(path), `${pattern!.trim()}: ${file}`).toBe(true);
      expect(readFileSync(path, 'utf8'), `${file} should use the key formats`).toMatch(/\bkeys\./);
    }
  });
});
