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
