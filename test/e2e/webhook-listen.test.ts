import { spawn, type ChildProcess } from 'node:child_process';
import { dirname } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionRepository } from '../../lib/sessions/repository';
import { call, stack } from '../support/api';
import { createTestUser } from '../support/fixtures';
import { bearer, signedInAs } from '../support/sessions';
import { eventually } from '../support/webhook-receiver';
import { toolArgs } from '../support/cli';

const stackDir = dirname(dirname(stack.log_file));
const running: ChildProcess[] = [];
afterEach(() => {
  for (const child of running.splice(0)) child.kill('SIGKILL');
});

/** `npm run webhook:listen` against the test stack, for a user; its output as it comes, and how it ended. */
function listen(email: string, env: Record<string, string> = {}) {
  const child = spawn(process.execPath, toolArgs('scripts/webhook-listen.ts', '--dir', stackDir, '--email', email), {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  const out = { stdout: '', stderr: '' };
  child.stdout.on('data', (chunk: Buffer) => (out.stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (out.stderr += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const ready = () =>
    eventually(async () => (out.stdout.includes('Waiting for deliveries') ? /Endpoint (whe_\w+)/.exec(out.stdout)![1]! : undefined), 60_000, 'the listener');
  return { child, out, exited, ready };
}

describe('npm run webhook:listen', () => {
  it('keeps its session alive by refreshing it, deletes its endpoint on Ctrl-C and ends its session', async () => {
    const user = await createTestUser();
    const started = Date.now();
    // Refreshing every 300 ms here stands for every 10 minutes (the access token lasts 15).
    const listener = listen(user.email, { WEBHOOK_LISTEN_REFRESH_MS: '300' });
    const endpointId = await listener.ready();
    const sessions = sessionRepository();
    const session = await eventually(
      async () => {
        for (const id of await sessions.sessionIdsOf({ userId: user.userId }, Date.now())) {
          const item = await sessions.get(id);
          if (item && Date.parse(item.created_at) >= started - 1000 && item.counter >= 3) return item;
        }
        return undefined;
      },
      15_000,
      'refreshes of the listener’s session',
    );
    listener.child.kill('SIGINT');
    expect(await listener.exited).toBe(0);
    expect(listener.out.stdout).toContain(`Deleted endpoint ${endpointId}.`);
    const { accessToken } = await signedInAs(user);
    expect((await call(`/v1/webhooks/${endpointId}`, { headers: bearer(accessToken) })).status).toBe(404);
    expect((await sessions.get(session.id))!.revoked_at).toBeDefined();
  }, 90_000);

  it('says so, and exits with 1, when it cannot delete its endpoint', async () => {
    const user = await createTestUser();
    const listener = listen(user.email);
    const endpointId = await listener.ready();
    // Gone already (another tab, a colleague): the listener's DELETE is a 404.
    const { accessToken } = await signedInAs(user);
    expect((await call(`/v1/webhooks/${endpointId}`, { method: 'DELETE', headers: bearer(accessToken) })).status).toBe(204);
    listener.child.kill('SIGINT');
    expect(await listener.exited).toBe(1);
    expect(listener.out.stdout).not.toContain('Deleted endpoint');
    expect(listener.out.stderr).toContain(`Could not delete endpoint ${endpointId}`);
  }, 90_000);
});
