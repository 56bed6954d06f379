import { describe, expect, it } from 'vitest';
import { growthRatio, SUPERLINEAR_RATIO } from '../support/linear-time';
import { toFieldErrors } from '../../lib/contract/field-errors';
import { MAX_COMBINING_MARKS, textRuleViolation } from '../../lib/contract/text';
import { createPersonalityBody, guidedPromptRequest } from '../../lib/personalities/schema';
import { decisionBody } from '../../lib/reviews/schemas';
import { profilePatch } from '../../lib/users/schemas';

/** Text people write, in many scripts, with the marks, joiners and direction marks they need. */
const legitimate = {
  'emoji ZWJ sequences, skin tones, flags and keycaps': '👨‍👩‍👧‍👦 🏳️‍🌈 👍🏽 1️⃣ 🇫🇷',
  'Hindi (Devanagari with virama and vowel signs)': 'नमस्ते दुनिया, क्षत्रिय',
  Tamil: 'தமிழ் மொழி',
  'Arabic with harakat and shadda': 'مَرْحَبًا بِكُمْ يا مُحَمَّد',
  'Persian with a zero-width non-joiner': 'می‌خواهم',
  'Hebrew with points': 'שָׁלוֹם עֲלֵיכֶם',
  'Hebrew with points and cantillation': 'בְּרֵאשִׁ֖ית בָּרָ֣א',
  Thai: 'สวัสดีครับ ที่นี่',
  'Japanese and Korean': '日本語のテキスト 안녕하세요',
  Chinese: '你好，世界',
  'Vietnamese, decomposed (stacked diacritics)': 'Tiếng Việt, Nguyễn Thị Phượng'.normalize('NFD'),
  'Tibetan stacks': 'བཀྲ་ཤིས་བདེ་ལེགས། སྒྲོལ་མ',
  'Right-to-left and left-to-right marks': 'שלום\u200F abc\u200E',
  'Latin with accents': 'Zoë Ångström-Façade',
} as const;

/** Text nobody should store, and what the rule must say about it. */
const refused: [string, string, RegExp][] = [
  ['NUL', 'Ada\u0000Lovelace', /control characters \(found U\+0000\)/],
  ['a terminal escape sequence', '\u001b[31mred', /control characters \(found U\+001B\)/],
  ['DEL', 'a\u007fb', /U\+007F/],
  ['a C1 control (NEL)', 'a\u0085b', /control characters \(found U\+0085\)/],
  ['a line break in a one-line field', 'two\nlines', /single line.*U\+000A/],
  ['a tab in a one-line field', 'a\tb', /single line.*U\+0009/],
  ['a line separator in a one-line field', 'a\u2028b', /single line.*U\+2028/],
  ['a right-to-left override', 'invoice\u202Etxt.exe', /bidirectional.*U\+202E/],
  ['a left-to-right embedding', '\u202Aabc', /bidirectional.*U\+202A/],
  ['an isolate', 'a\u2066b\u2069', /bidirectional.*U\+2066/],
  ['a lone high surrogate', 'ab\uD800', /unpaired surrogate \(U\+D800\)/],
  ['a lone low surrogate', '\uDC00ab', /unpaired surrogate \(U\+DC00\)/],
  ['zero-width spaces only', '\u200B\u200B\u200B', /visible characters/],
  ['a zero-width joiner and a BOM', '\u200D\uFEFF', /visible characters/],
  ['combining marks only', '\u0301\u0302\u0303', /visible characters/],
  ['Hangul fillers', '\u3164\u3164', /visible characters/],
  ['the braille blank', '\u2800', /visible characters/],
  ['a zalgo stack', `Z${'\u0336\u0317\u0354\u035a\u0316\u0301'.repeat(2)}algo`, /more than 5 combining marks/],
  ['a zalgo stack split by zero-width joiners', `e${'\u0301\u200D'.repeat(MAX_COMBINING_MARKS + 1)}`, /more than 5 combining marks/],
];

describe('the text rule', () => {
  it.each(Object.entries(legitimate))('accepts %s', (_, text) => {
    expect(textRuleViolation(text)).toBeUndefined();
    expect(textRuleViolation(text, { multiline: true })).toBeUndefined();
  });

  it.each(refused)('refuses %s, saying why without quoting the text', (_, text, message) => {
    const violation = textRuleViolation(text);
    expect(violation).toMatch(message);
    expect(violation).not.toContain(text);
  });

  it('allows line breaks and tabs in multi-line fields, and nothing else of the controls', () => {
    expect(textRuleViolation('Dear Ada,\r\n\n\tthank you.\u2029', { multiline: true })).toBeUndefined();
    expect(textRuleViolation('a\u0000\nb', { multiline: true })).toMatch(/U\+0000/);
    expect(textRuleViolation('a\u000b', { multiline: true })).toMatch(/U\+000B/);
  });

  it(`allows up to ${MAX_COMBINING_MARKS} combining marks on a character, counted afresh on each base`, () => {
    expect(textRuleViolation(`a${'\u0301'.repeat(MAX_COMBINING_MARKS)}b${'\u0301'.repeat(MAX_COMBINING_MARKS)}`)).toBeUndefined();
    expect(textRuleViolation(`a${'\u0301'.repeat(MAX_COMBINING_MARKS + 1)}`)).toMatch(/combining marks/);
  });

  it('takes linear time on hostile text of each kind: 64 KiB costs about 8× what 8 KiB does, not 64×', () => {
    const hostile: Record<string, (size: number) => string> = {
      'combining marks on one base': (n) => `a${'\u0301'.repeat(n)}`,
      'combining marks with no base': (n) => '\u0301'.repeat(n),
      'marks and joiners': (n) => `a${'\u0301\u200D'.repeat(n / 2)}`,
      'invisible characters': (n) => '\u200B'.repeat(n),
      'a bidirectional override at the end': (n) => 'ok '.repeat(n / 3) + '\u202E',
    };
    for (const [shape, text] of Object.entries(hostile)) {
      expect(textRuleViolation(text(64 * 1024)), shape).toBeDefined();
      expect(
        growthRatio((n) => textRuleViolation(text(n)), 8 * 1024),
        shape,
      ).toBeLessThan(SUPERLINEAR_RATIO);
    }
  });
});

describe('the text rule in the request schemas', () => {
  const errorsOf = (schema: { safeParse: (v: unknown) => { success: boolean; error?: unknown } }, value: unknown) => {
    const result = schema.safeParse(value);
    return result.success ? [] : toFieldErrors(result.error as never, 'body');
  };

  it('names the profile field and the reason', () => {
    expect(errorsOf(profilePatch, { display_name: '\u200B\u200B' })).toEqual([
      { location: 'body', path: '/display_name', message: expect.stringMatching(/visible characters/) },
    ]);
    expect(errorsOf(profilePatch, { display_name: 'Ada\u202E' })[0]).toMatchObject({ path: '/display_name', message: expect.stringMatching(/bidirectional/) });
    expect(errorsOf(profilePatch, { display_name: legitimate['Hebrew with points'] })).toEqual([]);
  });

  it('covers every text field of a personality, one line or prose as each is', () => {
    const body = {
      source: 'manual',
      name: 'Tutor',
      summary: 'Line one\nline two',
      traits: ['patient'],
      tone: { formality: 'casual', warmth: 'warm', humor: 'light', verbosity: 'concise' },
      topics: [],
      boundaries: ['No medical advice'],
      greeting: 'Hello!\nHow can I help?',
      sensitivity_declaration: { level: 'low', categories: [], confirmed: true },
    };
    expect(errorsOf(createPersonalityBody, body)).toEqual([]);
    const bad = { ...body, name: '\u3164', traits: ['ok', 'a\nb'], boundaries: ['\u0000'], greeting: 'hi\u202E', summary: '\u200D' };
    expect(errorsOf(createPersonalityBody, bad).map((e) => e.path)).toEqual(['/name', '/summary', '/traits/1', '/boundaries/0', '/greeting']);
  });

  it('covers the guided prompt description and refine instructions (multi-line)', () => {
    expect(errorsOf(guidedPromptRequest, { description: 'A tutor.\n\nPatient, kind.' })).toEqual([]);
    expect(errorsOf(guidedPromptRequest, { description: 'A tutor\u0007' })[0]).toMatchObject({ path: '/description' });
  });

  it('covers review decision texts', () => {
    expect(errorsOf(decisionBody, { decision: 'reject', reason: 'Because\nof this' })).toEqual([]);
    expect(errorsOf(decisionBody, { decision: 'approve-conditional', conditions: ['fine', 'x\u202Dy'] })[0]).toMatchObject({ path: '/conditions/1' });
  });
});
