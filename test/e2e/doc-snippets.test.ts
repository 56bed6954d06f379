import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnLocalStack, type SpawnedStack } from '../../infra/local/spawn-stack';
import { shellSnippets, snippetPages } from '../support/doc-snippets';

const run = promisify(execFile);

/**
 * The README's and docs/'s shell snippets, run as a reader runs them: in the repository, one page
 * after another, each page's runnable snippets in order in one shell (later ones use what earlier
 * ones set), against a stack of their own on free ports, so a snippet that pinned a port would
 * fail. `.local` is that stack's directory: the snippets' `.local/` paths are pointed at it, and
 * the tools find it through SERVICE_DIR. Blocks marked `<!-- not-runnable: why -->` are skipped.
 */
let stack: SpawnedStack;

beforeAll(async () => {
  // Logging as `npm start` does (the test process may have silenced it): a snippet reads the log.
  stack = await spawnLocalStack({ LOG_LEVEL: 'info' });
}, 120_000);
afterAll(async () => {
  await stack?.stop();
});

const pages = snippetPages.filter((page) => shellSnippets(page).some((s) => s.runnable));

describe('documentation snippets against a stack on free ports', () => {
  it('has runnable snippets in the README and in docs/', () => {
    expect(pages).toContain('README.md');
    expect(pages.some((page) => page.startsWith('docs/'))).toBe(true);
  });

  it.each(pages)(
    '%s: every runnable snippet runs, and no request fails to connect or answers 5xx',
    async (page) => {
      const snippets = shellSnippets(page).filter((s) => s.runnable);
      const script = ['set -eo pipefail', ...snippets.map((s) => `# ${s.file}:${s.line}\n${s.code}`)]
        .join('\n')
        .replaceAll(/(\.\/)?\.local\//g, `${stack.dir}/`);
      const result = await run('bash', ['-c', script], {
        env: { ...process.env, SERVICE_DIR: stack.dir },
        timeout: 180_000,
        maxBuffer: 16 * 1024 * 1024,
      }).catch((error: { code: number; stdout: string; stderr: string }) => error);
      const output = `${result.stdout}\n${result.stderr}`;
      expect('code' in result ? result.code : 0, output.slice(-3000)).toBe(0);
      expect(output).not.toMatch(/Failed to connect|Could not resolve host|Connection refused/);
      expect(output).not.toMatch(/^HTTP\/1\.1 5\d\d/m);
      expect(output).toMatch(/^HTTP\/1\.1 2\d\d|"received":true|"data":/m);
    },
    240_000,
  );
});
