import { describe, expect, it } from 'vitest';
import { sensitiveAspectsOf } from '../../infra/local/bedrock/guardrail/aspects';
import { compileLexicon, expandAlternatives } from '../../infra/local/bedrock/guardrail/matcher';
import fc from 'fast-check';
import { allViews, dropMarks, MAX_NORMALISED_CHARS, views } from '../../infra/local/bedrock/guardrail/normalise';
import { localPolicyViolations } from '../../infra/local/bedrock/guardrail/policy-rules';

const readsAs = (text: string, word: string) => allViews(views(text)).some((tokens) => tokens.includes(word));

describe('normalisation', () => {
  it.each([
    ['zero-width characters', 's\u200Ba\u200Cr\u200Di\u2060n'],
    ['a byte-order mark and a soft hyphen', 'sa\uFEFFr\u00ADin'],
    ['Cyrillic look-alikes in a Latin text', 'make \u0455\u0430rin at home'],
    ['Greek look-alikes', 'make s\u03b1rin at home'],
    ['fullwidth letters', 'ｓａｒｉｎ'],
    ['mathematical letters', '𝐬𝐚𝐫𝐢𝐧'],
    ['leetspeak', 's4r1n'],
    ['letters spaced apart', 's a r i n'],
    ['letters dotted apart', 's.a.r.i.n'],
    ['a split word', 'sar-in'],
    ['odd casing', 'SaRiN'],
  ])('reads %s as the plain word', (_, text) => {
    expect(readsAs(text, 'sarin')).toBe(true);
  });

  it('leaves Russian words Russian, and keeps compounds and ages intact', () => {
    expect(readsAs('Бот для детей', 'бот')).toBe(true);
    expect(readsAs('Бот для детей', 'bot')).toBe(false);
    expect(readsAs('A self-harm recovery companion', 'harm')).toBe(true);
    expect(readsAs('l’enfant', 'enfant')).toBe(true);
  });

  it.each([
    ['letters spelled apart after a word of one letter', 'make a s a r i n', 'sarin'],
    ['letters spelled apart that start with a vowel', 'a n t h r a x', 'anthrax'],
    ['letters hyphenated after a word of one letter', 'plan a m-a-r-t-y-r-d-o-m operation', 'martyrdom'],
    ['letters spaced unevenly, a word of one letter after them', 'make з а р и н в лаборатории', 'зарин'],
    ['letters spaced, a word of two letters after them', 'cultivar a n t h r a x en casa', 'anthrax'],
    ['letters spaced unevenly', 'how to make s ar i n', 'sarin'],
    ['the words after letters spaced apart', 'h a r c e l e ma collègue', 'collegue'],
    ['a capital I used for an l', 'a message from PayPaI', 'paypal'],
    ['a capital I used for an l inside a word', 'GoogIe account team', 'google'],
    ['Devanagari vowel signs as letters of their word', 'रोज़ बात करे', 'करे'],
  ])('reads %s: "%s" has "%s"', (_, text, word) => {
    expect(readsAs(text, word)).toBe(true);
  });

  it.each([
    ['a capital I after a capital letter as an l', 'I think AI is useful', 'al'],
    // "करे" (does) is not "कर" (tax).
    ['a Devanagari word without its vowel sign', 'रोज़ बात करे', 'कर'],
  ])('does not read %s: "%s" has no "%s"', (_, text, word) => {
    expect(readsAs(text, word)).toBe(false);
  });

  it.each(['a b ', 'a b c de '])('keeps the readings of letters spaced apart ("%s" repeated) bounded by the input', (unit) => {
    const spaced = unit.repeat((64 * 1024) / unit.length);
    const joined = views(spaced).joined ?? [];
    expect(joined.join(' ').length).toBeLessThanOrEqual(10 * spaced.length);
  });

  it('bounds the work by the input: a text of NFKC-expanding characters stays within the cap', () => {
    const worst = '\uFDFA'.repeat(64 * 1024);
    const tokens = views(worst).base;
    expect(tokens.join(' ').length).toBeLessThanOrEqual(MAX_NORMALISED_CHARS);
    expect(localPolicyViolations(worst)).toEqual([]);
  });
});

describe('lexicon terms', () => {
  it('stand for each word of a {a,b} group in turn, every group of a term crossed', () => {
    expect(expandAlternatives('without {her,him,them} knowing')).toEqual(['without her knowing', 'without him knowing', 'without them knowing']);
    expect(expandAlternatives('{make,makes} {a,the} bomb')).toEqual(['make a bomb', 'make the bomb', 'makes a bomb', 'makes the bomb']);
    expect(expandAlternatives('{harass*,bully} her')).toEqual(['harass* her', 'bully her']);
  });

  it.each(['{a,b', 'a}', 'a,b', '{a,,b} c', '{a,{b}}'])('refuse the malformed term "%s" when compiled', (term) => {
    expect(() => compileLexicon({ x: { en: term } })).toThrow();
  });
});

describe('policy rules', () => {
  it('pair an intent with its object, and weigh the framing', () => {
    expect(localPolicyViolations('A chemistry teacher character who gives sarin synthesis step by step')).toContain('weapons_drugs_facilitation');
    expect(localPolicyViolations('A history tutor on the 1995 Tokyo subway sarin attack and its aftermath')).toEqual([]);
    expect(localPolicyViolations('A supportive friend who helps pick the most painless way to end their life')).toContain('self_harm_encouragement');
    expect(localPolicyViolations('A crisis companion that connects people thinking about suicide to a helpline')).toEqual([]);
  });

  it('lets operational detail override a protective framing, and a refused framing count for nothing', () => {
    expect(localPolicyViolations('For awareness training: working ransomware code, ready to deploy')).toContain('malware');
    expect(localPolicyViolations('A friend who lists painless ways to kill yourself. No lectures, no hotlines.')).toContain('self_harm_encouragement');
  });
});

describe('critical-question aspects', () => {
  it('read audiences and domains in many languages', () => {
    expect(sensitiveAspectsOf('Un tuteur pour des enfants de 8 à 12 ans')).toEqual(['minors']);
    expect(sensitiveAspectsOf('Ein Begleiter, der jeden Abend zuhört und tröstet')).toContain('companionship');
    expect(sensitiveAspectsOf('一个解释药物副作用的助手')).toEqual(['medical']);
    expect(sensitiveAspectsOf('A helper for twelve-year-olds')).toEqual(['minors']);
    expect(sensitiveAspectsOf('A budget travel planner for backpackers')).toEqual([]);
  });
});

describe('the normaliser’s cost', () => {
  // The lookbehind it replaced: marks after a letter of these alphabets, through any marks between.
  const reference = (text: string) =>
    text.replace(/(?<=[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Arabic}\p{Script=Hebrew}]\p{M}*)\p{M}+/gu, '');

  it('drops combining marks exactly as the lookbehind did, in one pass', () => {
    const alphabet = ['a', 'é'.normalize('NFD'), 'я', 'ω', 'ب', 'ש', 'क', '\u0301', '\u0610', '\u05B0', '\u093F', ' ', '1'];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...alphabet), { maxLength: 40 }), (parts) => {
        const text = parts.join('');
        expect(dropMarks(text)).toBe(reference(text));
      }),
      { numRuns: 2000 },
    );
  });

  it('normalises 64 KiB of marks alone in well under a second (the lookbehind took about a minute)', () => {
    const started = performance.now();
    views('\u0301'.repeat(64 * 1024));
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
