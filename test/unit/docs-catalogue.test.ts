import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { operations } from '../../functions/catalogue';

/**
 * The catalogue generates each operation's reference (openapi.json, the `/docs` page); docs/api.md
 * is an index that links to it. This keeps the two in step: every operation is in the index, the
 * index names nothing the catalogue lacks, and no page restates a catalogue description (a
 * sentence of more than 12 words copied verbatim is a second copy that will drift).
 */
const api = readFileSync('docs/api.md', 'utf8');
const indexSection = api.slice(api.indexOf('\n## Operations\n'), api.indexOf('\n## ', api.indexOf('\n## Operations\n') + 1));
/** The index's rows: `| \`METHOD /path\` | \`operationId\` | ...`. */
const rows = [...indexSection.matchAll(/^\| `([A-Z]+) (\/[^`]*)` \| `(\w+)` \|/gm)].map((m) => ({ method: m[1]!, path: m[2]!, id: m[3]! }));
const catalogue = Object.entries(operations).map(([id, o]) => ({ method: o.method, path: o.path, id }));
const key = (r: { method: string; path: string; id: string }) => `${r.id}: ${r.method} ${r.path}`;

const pages = [
  'README.md',
  ...readdirSync('docs')
    .filter((f) => f.endsWith('.md'))
    .map((f) => join('docs', f)),
];
/** Whitespace-normalised, so a sentence wrapped over lines in Markdown still counts as copied. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

/** A description's sentences: split after `.`, `;` or `:` followed by a space (the catalogue writes them so). */
function sentences(text: string): string[] {
  return text
    .split(/(?<=[.;:])\s+/)
    .map((s) => s.trim().replace(/[.;:]$/, ''))
    .filter((s) => s.split(/\s+/).length > 12);
}

describe('docs/api.md and the catalogue', () => {
  it('finds the operations index', () => {
    expect(rows.length).toBeGreaterThan(10);
  });

  it('lists every catalogue operation in the index, with its method, path and operationId', () => {
    expect(rows.map(key).sort()).toEqual(catalogue.map(key).sort());
  });

  it('lists each operation once', () => {
    expect(new Set(rows.map(key)).size).toBe(rows.length);
  });

  it('restate no catalogue description: no sentence of more than 12 words is copied into the README or docs/', () => {
    const copies: string[] = [];
    const texts = pages.map((page) => ({ page, text: flat(readFileSync(page, 'utf8')) }));
    for (const [id, operation] of Object.entries(operations)) {
      for (const sentence of sentences(operation.description)) {
        for (const { page, text } of texts) if (text.includes(sentence)) copies.push(`${page} copies ${id}: "${sentence}"`);
      }
    }
    expect(copies).toEqual([]);
  });

  it('has long sentences to look for (the check is not vacuous), and finds one wrapped over lines', () => {
    const all = Object.values(operations).flatMap((operation) => sentences(operation.description));
    expect(all.length).toBeGreaterThan(20);
    const wrapped = `Some page.\n${all[0]!.replace(' ', '\n')}, and more.`;
    expect(flat(wrapped)).toContain(all[0]!);
  });
});
