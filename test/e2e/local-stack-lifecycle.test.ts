import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { alive, descendantsOf, waitUntil } from '../support/processes';
import { opsArgs } from '../support/cli';

const run = promisify(execFile);

/**
 * `npm start` as a process manager meets it: tools find it without being told where it is, and
 * SIGTERM to the npm process stops everything it started (Node, the JVM of DynamoDB Local).
 */
describe('npm start', () => {
  const cwd = mkdtempSync(join(tmpdir(), 'service-start-'));
  const dir = join(cwd, '.local');
  let npm: ChildProcess | undefined;
  afterAll(async () => {
    // After a failure npm may still run, and SIGKILL to npm alone would orphan the stack's Node
    // (which would then serve on, its JVM with it): everything npm started goes first.
    const pids = npm?.pid ? [...(await descendantsOf(npm.pid)).reverse(), npm.pid] : [];
    for (const pid of pids.filter(alive)) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // It ended meanwhile.
      }
    }
    rmSync(cwd, { recursive: true, force: true });
  });

  it('is found by the tools from .local, and SIGTERM to npm stops Node and Java and unregisters it', async () => {
    npm = spawn('npm', ['start', '--', '--memory', '--free-ports', '--no-seed', '--quiet', '--dir', dir], { stdio: 'ignore' });
    expect(await waitUntil(() => existsSync(join(dir, 'stack.json')), 90_000)).toBe(true);
    const { pid } = JSON.parse(readFileSync(join(dir, 'stack.json'), 'utf8')) as { pid: number };
    const started = [pid, ...(await descendantsOf(pid))];
    expect(started.length).toBeGreaterThan(1); // the JVM's launcher at least

    // From a directory holding .local, with no --dir: the tool finds the running stack.
    const shown = await run(process.execPath, opsArgs('stack:show'), { cwd });
    expect(JSON.parse(shown.stdout)).toMatchObject({ kind: 'local', name: dir });

    // A second stack on the same directory is refused in one line (it would share DynamoDB Local's file).
    const second = await run(process.execPath, [
      '--import',
      'tsx',
      'infra/local/main.ts',
      '--memory',
      '--free-ports',
      '--no-seed',
      '--quiet',
      '--dir',
      dir,
    ]).then(
      () => 'started',
      (error: { stderr: string; code: number }) => error,
    );
    expect(second).toMatchObject({ code: 1 });
    expect((second as { stderr: string }).stderr).toContain(`a local stack already runs in ${dir} (pid ${pid})`);
    expect(JSON.parse(readFileSync(join(dir, 'stack.json'), 'utf8'))).toMatchObject({ pid });

    npm.kill('SIGTERM');
    expect(await waitUntil(() => started.every((p) => !alive(p)), 15_000), `still running: ${started.filter(alive).join(', ')}`).toBe(true);
    expect(existsSync(join(dir, 'stack.json'))).toBe(false);
    const after = await run(process.execPath, opsArgs('stack:show', '--dir', dir), { cwd }).then(
      () => 'succeeded',
      (error: { stderr: string; code: number }) => error,
    );
    expect(after).toMatchObject({ code: 1 });
    expect((after as { stderr: string }).stderr.trim().split('\n')).toHaveLength(1);
  }, 120_000);
});
