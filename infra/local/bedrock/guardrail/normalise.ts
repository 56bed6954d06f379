/**
 * Text normalisation for the acceptable-use rules and the critical-question rules: one text
 * becomes a few token streams ("views") in which the usual evasions no longer hide a word.
 *
 * - NFKC folds compatibility forms (fullwidth letters, mathematical alphanumerics, ligatures);
 * - format characters (zero-width space and joiners, soft hyphen, BOM, bidi controls) and
 *   variation selectors are removed, so "sa\u200Brin" reads "sarin";
 * - letters are lower-cased and stripped of diacritics ("synthétiser" reads "synthetiser");
 * - Cyrillic and Greek look-alikes are folded to their Latin skeleton inside mixed-script words,
 *   and in whole words when the text is mostly Latin (so Russian text stays Russian);
 * - Han, Hiragana, Katakana and Thai characters become one token each (no spaces to split on).
 *
 * Two more views undo deliberate spelling games: `leet` folds digits and symbols inside words
 * ("s4rin", "m3th", "r4ns0mw4re") and a capital I used for an l ("PayPaI"), `joined` glues letters spelled apart ("s a r i n",
 * "r.i.c.i.n", "sar-in"). Rules run on every view and unite what they find.
 *
 * The work is linear in the input, and the input is capped: NFKC can expand one character into
 * eighteen (U+FDFA), so the normalised text is cut at `MAX_NORMALISED_CHARS`.
 */

/** A text's token streams; each is matched separately (positions are per view). */
export interface Views {
  base: string[];
  /** Present only when it differs from `base`. */
  leet?: string[];
  joined?: string[];
}

/** No text the service accepts is longer than 64 KiB; nothing here reads more than this. */
export const MAX_INPUT_CHARS = 64 * 1024;
export const MAX_NORMALISED_CHARS = 96 * 1024;

/** Cyrillic, Greek and other look-alikes of Latin letters (lower case), after Unicode's confusables (TR39). */
const confusables: Record<string, string> = {
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  п: 'n',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  ѕ: 's',
  і: 'i',
  ї: 'i',
  ј: 'j',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
  ѡ: 'w',
  ӏ: 'l',
  ɡ: 'g',
  ı: 'i',
  ȷ: 'j',
  ℓ: 'l',
  α: 'a',
  β: 'b',
  ε: 'e',
  η: 'n',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  σ: 'o',
  τ: 't',
  υ: 'u',
  χ: 'x',
  ω: 'w',
  γ: 'y',
  μ: 'u',
};
const lookalike = new RegExp(`[${Object.keys(confusables).join('')}]`, 'u');

/** Digits and symbols used for letters inside words. `1` reads as `i` (k1ll, s4r1n); `|` as `l`. */
const leetMap: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
  '9': 'g',
  '@': 'a',
  $: 's',
  '!': 'i',
  '|': 'l',
  '€': 'e',
};

// Each code point in the class is matched on its own (they are the invisible ones), so combining is not a concern.
// eslint-disable-next-line no-misleading-character-class
const formatCharacters = /[\p{Cf}\u034F\u115F\u1160\u17B4\u17B5\u180B-\u180F\u3164\uFE00-\uFE0F\uFFA0]|\uDB40[\uDD00-\uDDEF]/gu;
/**
 * Diacritics of the alphabets whose words keep their meaning without them (Latin, Greek, Cyrillic,
 * Arabic and Hebrew vowel points). The vowel signs of Devanagari and other abugidas, and the voicing
 * marks of kana, are letters of the word: dropping them would merge words ("करे", do, into "कर", tax).
 */
const strippableBase = /[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Arabic}\p{Script=Hebrew}]/u;
const isMark = /\p{M}/u;

/**
 * Drops the combining marks that follow a letter of those alphabets (through any marks between).
 * One pass, linear: a lookbehind regex (`(?<=[…]\p{M}*)\p{M}+`) would read back over every mark
 * before each one, quadratic on a text of marks alone.
 */
export function dropMarks(text: string): string {
  let out = '';
  let afterStrippable = false;
  for (const ch of text) {
    const mark = isMark.test(ch);
    if (!(mark && afterStrippable)) out += ch;
    // A kept mark of those alphabets (Arabic has some) is a base for the marks after it.
    if (!mark || !afterStrippable) afterStrippable = strippableBase.test(ch);
  }
  return out;
}
/** Scripts written without spaces between words: every character is a token. */
const unspaced = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\u30FC]/u;
const unspacedGlobal = new RegExp(unspaced.source, 'gu');

function foldLetters(text: string): string {
  const capped = text.length > MAX_INPUT_CHARS ? text.slice(0, MAX_INPUT_CHARS) : text;
  let folded = capped.normalize('NFKC');
  if (folded.length > MAX_NORMALISED_CHARS) folded = folded.slice(0, MAX_NORMALISED_CHARS);
  // Diacritics go after NFD; Hangul syllables must survive, so only combining marks are dropped, and only those of `marks`.
  return dropMarks(folded.replace(formatCharacters, '').toLowerCase().normalize('NFD')).normalize('NFC');
}

function isMostlyLatin(text: string): boolean {
  let latin = 0;
  let other = 0;
  for (const char of text) {
    if (/\p{Script=Latin}/u.test(char)) latin++;
    else if (/\p{L}/u.test(char)) other++;
  }
  return latin > other;
}

/** Folds look-alike letters in words that mix scripts, or in every word of a mostly Latin text. */
function foldConfusables(text: string): string {
  if (!lookalike.test(text)) return text;
  const everyWord = isMostlyLatin(text);
  return text.replace(/[\p{L}\p{N}]+/gu, (word) => {
    if (!lookalike.test(word)) return word;
    const mixed = /\p{Script=Latin}/u.test(word);
    if (!mixed && !everyWord) return word;
    let out = '';
    for (const char of word) out += confusables[char] ?? char;
    return out;
  });
}

/** French and Italian elisions keep their two words apart ("l'enfant", "dell'account"). */
const elision =
  /(?<![\p{L}\p{N}])(l|d|j|m|n|s|t|c|qu|jusqu|lorsqu|puisqu|quoiqu|dell|all|dall|nell|sull|coll|un|quell|quest|tutt|senz|dov|com)['’`´](?=\p{L})/gu;

function tokenise(text: string): string[] {
  return (
    text
      .replace(unspacedGlobal, (char) => ` ${char} `)
      // "it's" is "it is"; other English possessives drop: "her ex's phone" reads "her ex phone".
      .replace(/(?<![\p{L}\p{N}])(it|he|she|that|there|what|who|where|here)['’]s(?![\p{L}\p{N}])/gu, '$1 is')
      .replace(/(\p{L})['’]s(?![\p{L}\p{N}])/gu, '$1')
      .replace(elision, '$1 ')
      .replace(/[’'`´]/g, '')
      .split(/[^\p{L}\p{M}\p{N}]+/u)
      .filter(Boolean)
  );
}

/** Inside a run of letters, digits and leet symbols that has at least one letter, read the symbols as letters. */
function unleet(text: string): string {
  return text.replace(/[\p{L}\p{N}@$!|€]+/gu, (word) =>
    /\p{L}/u.test(word) && /[0-9@$!|€]/.test(word) ? word.replace(/[0-9@$!|€]/g, (c) => leetMap[c] ?? c) : word,
  );
}

/** A glued run of single letters, without its first letter, without its last, without both: either end may be a word of one letter. */
function trimmedReadings(letters: string[]): string[] {
  return [letters.join(''), letters.slice(1).join(''), letters.slice(0, -1).join(''), letters.slice(1, -1).join('')];
}

/**
 * Letters spelled apart with spaces, perhaps unevenly ("s a r i n", "s ar i n"): pieces of one or
 * two letters, at least three of them single. A piece of one letter at either end may be a real
 * word ("make a s a r i n", "з а р и н в") or part of the word ("a n t h r a x"), and a piece of
 * two letters may be part of the word ("s ar i n") or a word after it ("a n t h r a x en casa"):
 * every reading is kept: the run glued whole, then the run with its stretches of single letters
 * glued and its other pieces kept, each glued stretch with and without its end letters. Bounded:
 * a few readings of each piece.
 */
function glueSpacedRun(run: string): string {
  const pieces = run.split(/\s+/);
  if (pieces.filter((piece) => piece.length === 1).length < 3) return run;
  const whole = trimmedReadings(pieces).filter((reading) => reading.length >= 3);
  // The run again, its stretches of three or more single letters glued and the other pieces kept
  // as words ("h a r c e l e ma collègue" still reads "ma collègue").
  const segmented: string[] = [];
  let stretch: string[] = [];
  for (const piece of [...pieces, '']) {
    if (piece.length === 1) {
      stretch.push(piece);
      continue;
    }
    if (stretch.length >= 3) segmented.push(...new Set(trimmedReadings(stretch).filter((reading) => reading.length >= 3)));
    else segmented.push(...stretch);
    if (piece) segmented.push(piece);
    stretch = [];
  }
  return segmented.length === whole.length && segmented.every((reading, i) => reading === whole[i])
    ? [...new Set(whole)].join(' ')
    : [...new Set(whole), ...segmented].join(' ');
}

/**
 * Glues letters that were spelled apart: single letters separated by the same punctuation
 * ("r.i.c.i.n", "m-a-r-t-y-r"; in "a m-a-r-t-y-r" the space after "a" is not the hyphen, so "a"
 * stays a word), letters separated by spaces (see `glueSpacedRun`), and word pieces joined by a
 * hyphen, dot, underscore or asterisk without spaces ("sar-in", "ri.cin", "r*cin").
 */
function join(text: string): string {
  return (
    text
      .replace(/(?<![\p{L}\p{N}])[\p{L}\p{N}]([^\p{L}\p{N}\n]{1,3})(?:[\p{L}\p{N}]\1)+[\p{L}\p{N}](?![\p{L}\p{N}])/gu, (run, separator: string) =>
        /^[^\S\n]+$/.test(separator) ? run : run.replace(/[^\p{L}\p{N}]/gu, ''),
      )
      .replace(/(?<![\p{L}\p{N}])(?:[\p{L}\p{N}]{1,2}[^\S\n]+){2,}[\p{L}\p{N}]{1,2}(?![\p{L}\p{N}])/gu, glueSpacedRun)
      // A short piece is a split word ("sar-in", "ri.cin"); two long ones are a compound ("self-harm").
      .replace(/(?<![\p{L}\p{N}])([\p{L}\p{N}]{1,12})[-._*·•~+]+([\p{L}\p{N}]{1,12})(?![\p{L}\p{N}])/gu, (whole, a: string, b: string) =>
        a.length <= 2 || b.length <= 2 ? a + b : whole,
      )
  );
}

/**
 * A capital I between lower-case letters, or ending a word after one, is a look-alike of "l"
 * ("PayPaI", "GoogIe", "WeIls"): the leet view reads it so.
 */
function capitalIForL(text: string): string {
  return text.replace(/(?<=\p{Ll})I(?=\p{Ll}|[^\p{L}\p{N}]|$)/gu, 'l');
}

/** The token views of a text (see the module comment). */
export function views(text: string): Views {
  const folded = foldConfusables(foldLetters(text));
  const base = tokenise(folded);
  const result: Views = { base };
  const lookalikes = capitalIForL(text);
  const leetText = unleet(lookalikes === text ? folded : foldConfusables(foldLetters(lookalikes)));
  if (leetText !== folded) result.leet = tokenise(leetText);
  const joinedText = join(leetText);
  if (joinedText !== leetText) result.joined = tokenise(joinedText);
  return result;
}

/** Every view as a list, for rules that run on each. */
export function allViews(v: Views): string[][] {
  return [v.base, ...(v.leet ? [v.leet] : []), ...(v.joined ? [v.joined] : [])];
}

/** The single normalised form lexicon terms are written in: the same folding, one token stream. */
export function termTokens(term: string): string[] {
  return tokenise(foldConfusables(foldLetters(term)));
}
