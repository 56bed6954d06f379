import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnLocalStack, type SpawnedStack } from '../../infra/local/spawn-stack';
import { problemEnvelopeViolations } from '../support/api';
import { ULID } from '../support/events';

/**
 * A stalled dependency, as the issue found it: DynamoDB Local's JVM stopped (SIGSTOP), so every
 * connection is accepted by the kernel and nothing ever answers. The request must not hang until
 * the function's timeout: it answers the contract's 503 envelope, with `Retry-After` and
 * `X-Request-Id`, well within it. A stack of its own: pausing the shared one would stall every
 * other test file.
 */
let stack: SpawnedStack;
let java: number;

/** The JVM of the stack's DynamoDB Local: a descendant of the stack's Node process (under a shell). */
function javaUnder(pid: number): number {
  const children = execFileSync('ps', ['-o', 'pid=,comm=', '--ppid', String(pid)], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => line.trim().split(/\s+/) as [string, string]);
  for (const [child, command] of children) {
    if (command === 'java') return Number(child);
    const found = javaUnder(Number(child));
    if (found) return found;
  }
  return 0;
}

async function timed(path: string, init: RequestInit = {}) {
  const started = Date.now();
  const response = await fetch(`${stack.info.base_url}${path}`, { ...init, signal: AbortSignal.timeout(20_000) });
  const text = await response.text();
  return { response, body: text ? (JSON.parse(text) as Record<string, unknown>) : undefined, seconds: (Date.now() - started) / 1000 };
}

beforeAll(async () => {
  stack = await spawnLocalStack();
  java = javaUnder(stack.info.pid);
  expect(java).toBeGreaterThan(0);
}, 120_000);

afterAll(async () => {
  try {
    process.kill(java, 'SIGCONT');
  } catch {
    // already gone
  }
  await stack?.stop();
});

describe('a paused DynamoDB', () => {
  it('gives a 503 envelope with Retry-After within 8 s, on user and public routes, and recovers when it resumes', async () => {
    const users = stack.demo.users as { refresh_token: string }[];
    const refreshed = await timed('/v1/auth/refresh', { method: 'POST', headers: { Cookie: `service_refresh=${users[0]!.refresh_token}` } });
    expect(refreshed.response.status).toBe(200);
    const headers = { Authorization: `Bearer ${refreshed.body!.access_token as string}` };

    process.kill(java, 'SIGSTOP');
    try {
      const results = [await timed('/v1/me', { headers }), await timed('/v1/vocabularies/topics/changelog')];
      for (const { response, body, seconds } of results) {
        expect(response.status).toBe(503);
        expect(body).toMatchObject({ code: 'service_unavailable', status: 503 });
        expect(problemEnvelopeViolations(503, response.headers, body)).toEqual([]);
        expect(response.headers.get('x-request-id')).toMatch(ULID);
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(seconds).toBeLessThan(8);
      }
    } finally {
      process.kill(java, 'SIGCONT');
    }
    const after = await timed('/v1/me', { headers });
    expect(after.response.status).toBe(200);
  }, 60_000);
});
