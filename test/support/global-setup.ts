import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import type { StackInfo } from '../../infra/local/stack';
import { generateSecrets } from '../../infra/local/local-secrets';
import { testStackEnv } from './stack-config';

let child: ChildProcess | undefined;
let dir: string | undefined;

/**
 * Starts the local stack exactly as `npm start` does (same entry point), in memory, on free
 * ports, in a temporary directory, and hands its endpoints and demo data to the tests.
 */
export async function setup(project: TestProject): Promise<void> {
  dir = mkdtempSync(join(tmpdir(), 'service-stack-'));
  // Both signing-secret slots filled, as during a rotation, so tests can sign with either.
  writeFileSync(join(dir, 'secrets.json'), JSON.stringify(generateSecrets(2), null, 2));
  child = spawn(process.execPath, ['--import', 'tsx', 'infra/local/main.ts', '--memory', '--free-ports', '--quiet', '--dir', dir], {
    env: { ...process.env, ...testStackEnv },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const stackFile = join(dir, 'stack.json');
  const deadline = Date.now() + 90_000;
  while (!existsSync(stackFile)) {
    if (child.exitCode !== null) throw new Error(`local stack exited early:\n${stderr}`);
    if (Date.now() > deadline) throw new Error(`local stack did not start in time:\n${stderr}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const info = JSON.parse(readFileSync(stackFile, 'utf8')) as StackInfo;
  const demo = JSON.parse(readFileSync(join(dir, 'demo.json'), 'utf8')) as Record<string, unknown>;
  project.provide('stack', info);
  project.provide('demo', demo);
}

export async function teardown(): Promise<void> {
  if (child && child.exitCode === null) {
    const exited = new Promise((done) => child!.once('exit', done));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
  }
  if (dir) rmSync(dir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    stack: StackInfo;
    demo: Record<string, unknown>;
  }
}
