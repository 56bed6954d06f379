import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnLocalStack, type SpawnedStack } from '../../infra/local/spawn-stack';

/**
 * The stand-in guardrail's rules pair concepts within a window of words
 * (infra/local/bedrock/guardrail/policy-rules.ts, `Reading.together`): they try every hit of the
 * first concept with every hit of the second (and of the third), and check the window only once a
 * whole combination is chosen. A text where each concept of a rule occurs often, but never close
 * enough together, makes every combination fail: cubic in the text for the rules of three
 * concepts, times each normalised view (a leet word or spaced letters add two). Every shape here is
 * within the API's limits (a 4,000-character description; a manual personality's boundaries), and
 * the stand-in runs in the local stack's process, so while it computes every other request waits.
 * Measured on this machine: the description about 10 s of guardrail CPU per call (17 s and a 503
 * end to end), the boundaries about 10 s, and a manual personality with every field filled so
 * (about 11,400 characters) 48 s in process, 62 s and a 503 end to end, the stack frozen meanwhile.
 * Same budget as guided-prompt-hostile.test.ts: within 1.5 s and 10x a normal request. A stack of
 * its own (as stalled-dependency.test.ts): these requests freeze the stack they are sent to.
 */
let stack: SpawnedStack;
let accessToken: string;
const post = (path: string, body: unknown) =>
  fetch(`${stack.info.base_url}${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

async function timed(request: () => Promise<{ status: number }>): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  const { status } = await request();
  return { ms: performance.now() - started, status };
}

/** `unit` repeated to fill `n` characters (whole units only). */
const fill = (unit: string, n: number) => unit.repeat(Math.floor(n / unit.length)).trim();
/** Three concepts of one rule, each filling a third: every hit of the first is too far from every hit of the third. */
const thirds = (a: string, b: string, c: string, extra = '') => `${fill(a, 1320)} ${fill(b, 1320)} ${fill(c, 1320)}${extra}`.slice(0, 4000);

let normalMs: number;
beforeAll(async () => {
  stack = await spawnLocalStack();
  const users = stack.demo.users as { refresh_token: string }[];
  const refreshed = await fetch(`${stack.info.base_url}/v1/auth/refresh`, {
    method: 'POST',
    headers: { Cookie: `service_refresh=${users[0]!.refresh_token}` },
  });
  expect(refreshed.status).toBe(200);
  accessToken = ((await refreshed.json()) as { access_token: string }).access_token;
  const normal = await timed(() =>
    post('/v1/personalities/from-guided-prompt', {
      description: 'A patient chess coach for club players who explains openings and endgames, and never gives medical advice.',
    }),
  );
  expect(normal.status).toBe(200);
  normalMs = normal.ms;
}, 120_000);

afterAll(async () => {
  await stack?.stop();
});

describe('walls of one rule’s concepts, never close enough to pair, cost about what a normal request does', () => {
  it.each([
    ['pose as / bank / trick (impersonation)', thirds('pose as ', 'bank ', 'trick ')],
    ['track / her / hidden (privacy), with a leet word and spaced letters', thirds('track ', 'her ', 'hidden ', ' h3r x y z')],
  ])('a description of %s', { timeout: 90_000 }, async (_, description) => {
    const { ms, status } = await timed(() => post('/v1/personalities/from-guided-prompt', { description }));
    expect([200, 400, 422]).toContain(status);
    expect(ms).toBeLessThan(1500);
    expect(ms).toBeLessThan(10 * normalMs);
  });

  it('a manual personality whose boundaries are such walls', { timeout: 90_000 }, async () => {
    const body = {
      source: 'manual',
      name: 'Tracker',
      summary: 'A helper.',
      traits: [],
      tone: { formality: 'neutral', warmth: 'neutral', humor: 'none', verbosity: 'balanced' },
      topics: [],
      boundaries: [
        ...Array.from({ length: 7 }, () => fill('track ', 300)),
        ...Array.from({ length: 7 }, () => fill('her ', 300)),
        ...Array.from({ length: 6 }, () => fill('hidden ', 300)),
      ],
      greeting: 'Hello.',
      sensitivity_declaration: { level: 'low', categories: [], confirmed: true },
    };
    const { ms, status } = await timed(() => post('/v1/personalities', body));
    expect([201, 400, 422]).toContain(status);
    expect(ms).toBeLessThan(1500);
    expect(ms).toBeLessThan(10 * normalMs);
  });
});
