import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { shellSnippets, snippetPages } from '../support/doc-snippets';

/**
 * Snippets follow the stack: no shell snippet of the README or docs/ pins a port (the stack may
 * run on any: `npm start -- --port 0 --free-ports`); they read base URLs from `.local/demo.json`.
 * test/e2e/doc-snippets.test.ts runs the runnable ones against a stack on free ports.
 */
describe('the documentation’s shell snippets', () => {
  const all = snippetPages.flatMap(shellSnippets);

  it('are found (the README has several)', () => {
    expect(all.filter((s) => s.file === 'README.md').length).toBeGreaterThan(5);
  });

  it.each(snippetPages)('%s: no snippet pins a port of a local address', (page) => {
    for (const snippet of shellSnippets(page)) {
      expect(snippet.code, `${snippet.file}:${snippet.line}`).not.toMatch(/\b(127\.0\.0\.1|localhost|0\.0\.0\.0|\[::1\]):\d+/);
    }
  });

  it('say why when they are not runnable', () => {
    for (const page of snippetPages) {
      const text = readFileSync(page, 'utf8');
      for (const marker of text.match(/<!--\s*not-runnable[^>]*-->/g) ?? []) expect(marker, page).toMatch(/not-runnable: \S/);
    }
  });
});
