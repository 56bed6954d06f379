import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { phraseIndex } from '../../infra/local/bedrock/model/text';

/** The definition: a phrase as whole words in the text padded with spaces (a `*` phrase as a word's start). */
const reference = (normalised: string, phrase: string) => {
  const padded = ` ${normalised} `;
  return phrase.endsWith('*') ? padded.indexOf(` ${phrase.slice(0, -1)}`) : padded.indexOf(` ${phrase} `);
};

describe('phraseIndex', () => {
  const word = fc.constantFrom('a', 'ab', 'b', 'ba', 'abc', 'wine', 'wines', 'win', '');
  const text = fc.array(word, { maxLength: 8 }).map((words) => words.join(' '));
  const phrase = fc.tuple(fc.array(word, { minLength: 1, maxLength: 3 }), fc.boolean()).map(([words, star]) => words.join(' ') + (star ? '*' : ''));

  it('finds what the padded definition finds, where it finds it', () => {
    fc.assert(
      fc.property(text, phrase, (t, p) => {
        expect(phraseIndex(t, p)).toBe(reference(t, p));
      }),
      { numRuns: 5000 },
    );
  });

  it('matches whole words, and word starts for a starred phrase', () => {
    expect(phraseIndex('red wines and wine', 'wine')).toBe(14);
    expect(phraseIndex('red wines and wine', 'wine*')).toBe(4);
    expect(phraseIndex('swine', 'wine')).toBe(-1);
  });
});
