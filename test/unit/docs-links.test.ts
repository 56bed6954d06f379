import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The Markdown a newcomer reads in a clone: every relative link in it must resolve inside the clone. */
const pages = [
  'README.md',
  'CONTRIBUTING.md',
  'CHANGELOG.md',
  'BENCHMARKS.md',
  'RELIABILITY.md',
  'EVALUATION.md',
  'eval/guided-prompts/README.md',
  ...readdirSync('docs').map((f) => join('docs', f)),
].filter((page) => page.endsWith('.md') && existsSync(page));

describe('links in the documentation', () => {
  it.each(pages)('%s links only to files of the clone that exist', (page) => {
    const text = readFileSync(page, 'utf8');
    const targets = [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!).filter((target) => !/^(https?:|mailto:|#)/.test(target));
    for (const target of targets) {
      const path = join(dirname(page), target.split('#')[0]!);
      expect(existsSync(path), `${page} links to ${target}`).toBe(true);
      expect(path.startsWith('..'), `${page} links outside the clone: ${target}`).toBe(false);
    }
  });
});
