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
  'eval/guided-prompts/README.md',
  'stand-ins/bedrock/README.md',
  ...readdirSync('docs').map((f) => join('docs', f)),
].filter((page) => page.endsWith('.md') && existsSync(page));

/**
 * The anchors GitHub gives a page's headings: lower case, punctuation but `-` and `_` dropped,
 * spaces to `-`, a repeated heading numbered (`-1`, `-2`). Code blocks hold no headings.
 */
function anchors(page: string): Set<string> {
  const text = readFileSync(page, 'utf8').replace(/^```[\s\S]*?^```/gm, '');
  const seen = new Map<string, number>();
  const result = new Set<string>();
  for (const [, heading] of text.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const slug = heading!
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    result.add(count ? `${slug}-${count}` : slug);
  }
  return result;
}

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

  it.each(pages)("%s links only to headings that exist (its own and other pages')", (page) => {
    const text = readFileSync(page, 'utf8');
    const targets = [...text.matchAll(/\]\(([^)\s]*#[^)\s]+)\)/g)].map((m) => m[1]!).filter((target) => !/^(https?:|mailto:)/.test(target));
    for (const target of targets) {
      const [file, anchor] = target.split('#') as [string, string];
      const linked = file ? join(dirname(page), file) : page;
      if (!linked.endsWith('.md')) continue;
      expect([...anchors(linked)], `${page} links to ${target}`).toContain(anchor);
    }
  });

  it('computes anchors as GitHub does', () => {
    expect(anchors('docs/observability.md')).toContain('stack-traces-npm-run-symbolicate');
    expect(anchors('docs/security.md')).toContain('webhook-endpoint-secrets-enforced-by-aws');
    expect(anchors('docs/api.md')).toContain('conditional-requests');
  });
});
