import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { offMachineLogOf } from '../../infra/local/network-guard';
import { stack } from '../support/api';
import { alive, descendantsOf, waitUntil } from '../support/processes';
import { startReceiver } from '../support/webhook-receiver';
import { mode, report } from './mode';
import { opsArgs } from '../support/cli';

const run = promisify(execFile);

/**
 * Contract 7: the local stack is hermetic. Its process writes down every name it resolves and
 * every address it connects to off this machine (infra/local/network-guard.ts); the global setup's
 * teardown fails the run on any, after every test. This check says so in RELIABILITY.md at the
 * point the suite has reached.
 */
describe('the local stack is hermetic', () => {
  it('has resolved no name and opened no connection off this machine', () => {
    const log = offMachineLogOf(dirname(dirname(stack.log_file)));
    expect(existsSync(log) ? readFileSync(log, 'utf8').trim() : '').toBe('');
    report({
      area: 'Local stack',
      check: 'DNS lookups and connections off the machine',
      tried:
        "every dns.lookup, dns.resolve* and TCP connect of the stack's process, during the whole run (the seed and demo endpoints included), recorded by a guard in that process",
      outcome: 'none: no name other than localhost was resolved and no address other than loopback was connected to (the run fails at its end otherwise)',
    });
  });
});

/**
 * Contract 7: the local stack starts on a slow or busy machine, and Ctrl-C stops it within seconds
 * even with work in flight. Long mode only (`npm run reliability`): it keeps every core of the
 * machine busy for the minute a start takes, which would slow the rest of `npm test` down.
 */
describe.skipIf(mode !== 'long')('the local stack on a busy machine', () => {
  const cwd = mkdtempSync(join(tmpdir(), 'service-busy-'));
  const dir = join(cwd, '.local');
  const started: ChildProcess[] = [];
  afterAll(() => {
    for (const child of started) child.kill('SIGKILL');
    rmSync(cwd, { recursive: true, force: true });
  });

  it('starts with every core busy (seed included), and stops on Ctrl-C within seconds with deliveries in flight', async () => {
    // Every core spinning, as under a build or another test suite.
    for (const _ of cpus()) started.push(spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
    const begin = Date.now();
    // Its own process group, as a terminal runs it: Ctrl-C goes to npm and everything under it.
    const npm = spawn('npm', ['start', '--', '--memory', '--free-ports', '--quiet', '--dir', dir], { detached: true, stdio: ['ignore', 'ignore', 'pipe'] });
    started.push(npm);
    let stderr = '';
    npm.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    expect(await waitUntil(() => existsSync(join(dir, 'stack.json')) || npm.exitCode !== null, 300_000), stderr).toBe(true);
    expect(npm.exitCode, stderr).toBeNull();
    const startMs = Date.now() - begin;
    const demo = JSON.parse(readFileSync(join(dir, 'demo.json'), 'utf8')) as { base_url: string; users: { email: string }[] };
    expect(demo.users.length).toBeGreaterThanOrEqual(2);
    for (const child of started.slice(0, -1)) child.kill('SIGKILL');

    // Work in flight: deliveries hanging on a receiver that never answers.
    const silent = await startReceiver(() => ({ hang: true }));
    const token = (await run(process.execPath, opsArgs('token', '--email', demo.users[0]!.email, '--dir', dir))).stdout.trim();
    const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
    const endpoint = (await (
      await fetch(`${demo.base_url}/v1/webhooks`, { method: 'POST', headers, body: JSON.stringify({ url: silent.url, events: ['*'] }) })
    ).json()) as { id: string };
    await Promise.all(Array.from({ length: 10 }, () => fetch(`${demo.base_url}/v1/webhooks/${endpoint.id}/test`, { method: 'POST', headers })));
    await silent.waitFor(2);

    const { pid } = JSON.parse(readFileSync(join(dir, 'stack.json'), 'utf8')) as { pid: number };
    const pieces = [npm.pid!, pid, ...(await descendantsOf(pid))];
    const stopping = Date.now();
    process.kill(-npm.pid!, 'SIGINT');
    expect(await waitUntil(() => pieces.every((p) => !alive(p)), 20_000), `still running: ${pieces.filter(alive).join(', ')}`).toBe(true);
    const stopMs = Date.now() - stopping;
    await silent.close();
    expect(stopMs).toBeLessThan(15_000);
    const waits = stderr.split('\n').filter((line) => line.startsWith('Still starting ') || line.startsWith('Seeding the demo data met'));
    report({
      area: 'Local stack',
      check: 'a start on a busy machine, and Ctrl-C with work in flight',
      tried: `npm start (seeded) with all ${cpus().length} cores spinning in busy loops; then 10 pings hanging on a silent receiver and Ctrl-C (SIGINT to npm's process group)`,
      outcome: `started in ${(startMs / 1000).toFixed(1)} s, naming what it waited for in ${waits.length} line(s)${waits.length ? ` ("${waits[0]}")` : ''}; Node, Java and every child gone ${(stopMs / 1000).toFixed(1)} s after Ctrl-C`,
    });
  }, 420_000);
});
