import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateSecrets } from './local-secrets';
import type { StackInfo } from './stack';

/** A local stack started in a child process (the tests' global setup), with its endpoints and demo data. */
export interface SpawnedStack {
  info: StackInfo;
  demo: Record<string, unknown>;
  dir: string;
  stop: () => Promise<void>;
}

/**
 * Starts the local stack exactly as `npm start` does (same entry point), on free ports, as a child
 * process: for the test suite and the benchmarks. In memory in a temporary directory, unless
 * `persistentDir` names where its data lives (to restart it on the same data); without `seed`
 * it starts empty, as a fresh deployment does; `args` are more `npm start` flags. Both
 * signing-secret slots are filled, as during a rotation, so callers can sign with either.
 */
export async function spawnLocalStack(
  env: Record<string, string> = {},
  options: { persistentDir?: string; timeoutMs?: number; seed?: boolean; args?: readonly string[] } = {},
): Promise<SpawnedStack> {
  const { persistentDir, timeoutMs = 90_000, seed = true, args = [] } = options;
  const dir = persistentDir ?? mkdtempSync(join(tmpdir(), 'service-stack-'));
  const stackFile = join(dir, 'stack.json');
  rmSync(stackFile, { force: true });
  if (!existsSync(join(dir, 'secrets.json'))) writeFileSync(join(dir, 'secrets.json'), JSON.stringify(generateSecrets(2), null, 2), { mode: 0o600 });
  const storage = persistentDir ? [] : ['--memory'];
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'infra/local/main.ts', ...storage, ...(seed ? [] : ['--no-seed']), '--free-ports', '--quiet', '--dir', dir, ...args],
    {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      // Unref'd: a caller that is done should not wait out the bound after the stack has stopped.
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000).unref())]);
    }
    // A persistent directory is the caller's to keep.
    if (!persistentDir) rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + timeoutMs;
  while (!existsSync(stackFile)) {
    if (child.exitCode !== null) throw new Error(`local stack exited early:\n${stderr}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`local stack did not start in time:\n${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const info = JSON.parse(readFileSync(stackFile, 'utf8')) as StackInfo;
  const demo = JSON.parse(readFileSync(join(dir, 'demo.json'), 'utf8')) as Record<string, unknown>;
  return { info, demo, dir, stop };
}
