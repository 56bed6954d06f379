import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnLocalStack } from '../../infra/local/spawn-stack';
import { opsArgs } from '../support/cli';

const run = promisify(execFile);

/**
 * Start-up errors as an operator meets them: one line that says what went wrong and what to do,
 * never a stack trace (issue 29, item 5).
 */
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'service-start-errors-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** `npm start`'s entry point, as npm runs it; its exit code and standard error. */
async function start(args: string[], timeoutMs = 120_000): Promise<{ code: number; stderr: string }> {
  try {
    await run(process.execPath, ['--import', 'tsx', 'infra/local/main.ts', ...args], { timeout: timeoutMs });
    return { code: 0, stderr: '' };
  } catch (error) {
    const { code, stderr } = error as { code: number; stderr: string };
    return { code, stderr };
  }
}

describe('npm start on a taken port', () => {
  let blocker: Server | undefined;
  afterAll(() => blocker?.close());

  it('exits with one line naming the port and suggesting --port 0 --free-ports, and no stack trace', async () => {
    blocker = createServer();
    await new Promise<void>((r) => blocker!.listen(0, '127.0.0.1', r));
    const port = (blocker.address() as { port: number }).port;
    const started = Date.now();
    const { code, stderr } = await start(['--port', String(port), '--memory', '--dir', tempDir()]);
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toEqual([
      `Port ${port} (the API) is already in use on 127.0.0.1: stop what uses it, or start on free ports with npm start -- --port 0 --free-ports`,
    ]);
    expect(stderr).not.toMatch(/\n\s+at /);
    // Checked before anything starts: no JVM launched and stopped again.
    expect(Date.now() - started).toBeLessThan(15_000);
  });
});

describe('a stack directory used with --no-seed, started with seeding', () => {
  it('is out of git and lint, and says in one line what clashed and how to go on', async () => {
    const dir = tempDir();
    const empty = await spawnLocalStack({}, { persistentDir: dir, seed: false });
    try {
      // What the operator walkthrough does first on an empty stack: an organization of its own.
      execFileSync(process.execPath, opsArgs('org:create', '--name', 'Acme Robotics', '--dir', dir), { encoding: 'utf8' });
    } finally {
      await empty.stop();
    }
    // Out of git and lint wherever --dir puts it: a .gitignore of everything, and only files Prettier skips by name.
    expect(readFileSync(join(dir, '.gitignore'), 'utf8')).toMatch(/^\*$/m);
    const { getFileInfo } = await import('prettier');
    for (const name of ['demo.json', 'stack.json', 'secrets.json', 'logs/api.log']) {
      const info = await getFileInfo(join('any-stack-dir', name), { ignorePath: ['.gitignore', '.prettierignore'] });
      expect(info.ignored || info.inferredParser === null, name).toBe(true);
    }

    const { code, stderr } = await start(['--free-ports', '--quiet', '--dir', dir]);
    expect(code).toBe(1);
    // On a busy machine a slow piece is named while it is waited for; the failure itself is one line.
    const lines = stderr
      .trim()
      .split('\n')
      .filter((line) => !line.startsWith('Still starting '));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^The demo data clashes with data already in .*"Acme Robotics".*--no-seed.*Start it with --no-seed again, or seed a fresh directory: npm start -- --dir/,
    );
  }, 180_000);
});
