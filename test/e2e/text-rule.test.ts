import { describe, expect, it } from 'vitest';
import { call } from '../support/api';
import { bearer, signedInUser } from '../support/sessions';

/**
 * The text rule over HTTP (lib/contract/text.ts): text a client can send but nobody should store
 * is a 400 whose `errors` name the field and the reason, and nothing is written; text in any
 * script passes.
 */
type User = Awaited<ReturnType<typeof signedInUser>>;

const patchMe = (user: User, body: string) =>
  call('/v1/me', { method: 'PATCH', headers: { ...bearer(user.accessToken), 'Content-Type': 'application/merge-patch+json' }, body });
const createPersonality = (user: User, body: unknown) =>
  call('/v1/personalities', { method: 'POST', headers: { ...bearer(user.accessToken), 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

const manual = (fields: Record<string, unknown> = {}) => ({
  source: 'manual',
  name: 'Sous Chef',
  summary: 'Plans dinners.\nKeeps it simple.',
  traits: ['practical'],
  tone: { formality: 'casual', warmth: 'warm', humor: 'light', verbosity: 'concise' },
  topics: [],
  boundaries: [],
  greeting: 'Hungry?',
  sensitivity_declaration: { level: 'low', categories: [], confirmed: true },
  ...fields,
});

describe('PATCH /v1/me refuses text nobody should store', () => {
  // JSON bodies written by hand: a lone surrogate survives only as a \u escape.
  const cases: [string, string, RegExp][] = [
    ['NUL', '"Ada\\u0000"', /control characters \(found U\+0000\)/],
    ['an escape sequence', '"\\u001b[2J"', /control characters \(found U\+001B\)/],
    ['a right-to-left override', '"Ada\\u202eecalevol"', /bidirectional override/],
    ['zero-width characters only', '"\\u200b\\u200d"', /visible characters/],
    ['a lone surrogate', '"Ada\\ud800"', /unpaired surrogate/],
  ];
  it.each(cases)('%s: 400 naming /display_name and why, and the profile is unchanged', async (_, json, message) => {
    const user = await signedInUser();
    const before = await call('/v1/me', { headers: bearer(user.accessToken) });
    const res = await patchMe(user, `{"display_name":${json}}`);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: 'invalid_request', errors: [{ location: 'body', path: '/display_name', message: expect.stringMatching(message) }] });
    const after = await call('/v1/me', { headers: bearer(user.accessToken) });
    expect(after.json).toEqual(before.json);
  });

  it('accepts a name in any script, with its marks and joiners', async () => {
    const user = await signedInUser();
    for (const name of ['Nguyễn Thị Phượng'.normalize('NFD'), 'मोहनदास करमचंद गांधी', 'שָׁלוֹם', '👩🏽‍💻 Ada', 'محمد']) {
      const res = await patchMe(user, JSON.stringify({ display_name: name }));
      expect(res.status).toBe(200);
      expect(res.json.display_name).toBe(name);
    }
  });
});

describe('POST /v1/personalities refuses invisible and abusive text', () => {
  it('an invisible name is a 400 at /name', async () => {
    const user = await signedInUser();
    const res = await createPersonality(user, manual({ name: '\u200b\u3164\u200d' }));
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual([{ location: 'body', path: '/name', message: expect.stringMatching(/visible characters/) }]);
  });

  it('a 12 KB personality of combining marks is refused in well under 500 ms', async () => {
    const user = await signedInUser();
    const marks = (n: number) => 'a' + '\u0301\u0302\u0303\u0304\u0305\u0306'.repeat(Math.ceil(n / 6)).slice(0, n);
    const body = manual({
      name: marks(70),
      summary: marks(490),
      traits: [marks(30)],
      boundaries: Array.from({ length: 5 }, () => marks(290)),
      greeting: marks(490),
      source_ref: marks(3900),
    });
    expect(Buffer.byteLength(JSON.stringify(body))).toBeGreaterThan(12 * 1024);
    const started = performance.now();
    const res = await createPersonality(user, body);
    const elapsed = performance.now() - started;
    expect(res.status).toBe(400);
    expect(res.json.errors.map((e: { path: string }) => e.path)).toEqual([
      '/name',
      '/summary',
      '/traits/0',
      ...[0, 1, 2, 3, 4].map((i) => `/boundaries/${i}`),
      '/greeting',
      '/source_ref',
    ]);
    for (const error of res.json.errors) expect(error.message).toMatch(/combining marks/);
    expect(elapsed).toBeLessThan(500);
  });

  it('a personality written in several scripts is created as written', async () => {
    const user = await signedInUser();
    const fields = { name: 'Cô giáo Phượng'.normalize('NFD'), summary: 'गणित पढ़ाती है।\nيعلّم الرياضيات.', traits: ['สุภาพ', '親切'], greeting: 'שָׁלוֹם! 👋🏾' };
    const res = await createPersonality(user, manual(fields));
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject(fields);
  });
});
