import { termTokens } from './normalise';

/**
 * Concept matching over token streams. A lexicon maps each concept to its terms, per language,
 * written as `term|term|...`:
 * - words are matched whole, after the same normalisation as the text (lower case, no accents);
 * - `stem*` matches any word that starts with the stem (at least three letters: no accidents);
 * - `_` matches any one word ("pay _ a visit");
 * - `{a,b,c}` stands for each of its words in turn ("without {her,him,them} knowing" is three terms);
 * - a term of several words matches them in sequence.
 * Terms of every language sit in one index: a text in any language is read in one pass.
 */
export type Lexicon<C extends string> = Record<C, Partial<Record<string, string>>>;

/** One occurrence of a concept: token positions `start..end` inclusive. */
export interface Hit<C extends string = string> {
  concept: C;
  start: number;
  end: number;
}

type Piece = { word: string; prefix: boolean } | { any: true };
interface Term<C extends string> {
  concept: C;
  pieces: Piece[];
}

/** A lexicon compiled for matching: terms by their exact first word, and terms whose first word is a stem. */
export interface CompiledLexicon<C extends string> {
  exact: Map<string, Term<C>[]>;
  /** Terms whose first word is a stem, bucketed by the stem's first two characters. */
  prefixed: Map<string, { stem: string; term: Term<C> }[]>;
  /** How many terms each language contributes (coverage reports). */
  termsByLanguage: Record<string, number>;
}

function parseTerm<C extends string>(concept: C, raw: string): Term<C> {
  const pieces: Piece[] = [];
  for (const part of raw.trim().split(/\s+/)) {
    if (part === '_') {
      pieces.push({ any: true });
      continue;
    }
    // Korean attaches particles to the word ("자살이", "서버에"): its terms always match as stems.
    const prefix = part.endsWith('*') || /\p{Script=Hangul}/u.test(part);
    const words = termTokens(part.endsWith('*') ? part.slice(0, -1) : part);
    if (words.length === 0) throw new Error(`Lexicon term "${raw}" of ${concept} has an empty word`);
    words.forEach((word, i) => pieces.push({ word, prefix: prefix && i === words.length - 1 }));
  }
  const first = pieces[0];
  if (!first || 'any' in first) throw new Error(`Lexicon term "${raw}" of ${concept} must start with a word`);
  if (first.prefix && first.word.length < 3 && /^\p{Script=Latin}/u.test(first.word)) {
    throw new Error(`Lexicon stem "${raw}" of ${concept} is too short to match safely`);
  }
  return { concept, pieces };
}

/** The terms a term with `{a,b}` alternatives stands for, in order ("{make,makes} {a,the} bomb" is four). */
export function expandAlternatives(raw: string): string[] {
  const open = raw.indexOf('{');
  if (open < 0) {
    if (raw.includes('}') || raw.includes(',')) throw new Error(`Lexicon term "${raw}" has an unmatched "}" or a stray ","`);
    return [raw];
  }
  const close = raw.indexOf('}', open);
  const alternatives = close < 0 ? [] : raw.slice(open + 1, close).split(',');
  if (close < 0 || raw.slice(open + 1, close).includes('{') || alternatives.some((a) => !a.trim()))
    throw new Error(`Lexicon term "${raw}" has a malformed {alternatives} group`);
  const rest = expandAlternatives(raw.slice(close + 1));
  return alternatives.flatMap((alternative) => rest.map((tail) => raw.slice(0, open) + alternative.trim() + tail));
}

/** Compiles a lexicon once, at module load. Throws on a malformed term, so a typo fails the tests. */
export function compileLexicon<C extends string>(lexicon: Lexicon<C>): CompiledLexicon<C> {
  const exact = new Map<string, Term<C>[]>();
  const prefixed = new Map<string, { stem: string; term: Term<C> }[]>();
  const termsByLanguage: Record<string, number> = {};
  for (const concept of Object.keys(lexicon) as C[]) {
    for (const [language, terms] of Object.entries(lexicon[concept])) {
      for (const raw of (terms ?? '')
        .split('|')
        .filter((t) => t.trim())
        .flatMap(expandAlternatives)) {
        const term = parseTerm(concept, raw);
        const first = term.pieces[0] as { word: string; prefix: boolean };
        if (first.prefix) {
          const key = first.word.slice(0, 2);
          prefixed.set(key, [...(prefixed.get(key) ?? []), { stem: first.word, term }]);
        } else {
          exact.set(first.word, [...(exact.get(first.word) ?? []), term]);
        }
        termsByLanguage[language] = (termsByLanguage[language] ?? 0) + 1;
      }
    }
  }
  return { exact, prefixed, termsByLanguage };
}

function pieceMatches(piece: Piece, token: string | undefined): boolean {
  if (token === undefined) return false;
  if ('any' in piece) return true;
  return piece.prefix ? token.startsWith(piece.word) : token === piece.word;
}

function matchAt<C extends string>(term: Term<C>, tokens: readonly string[], start: number): Hit<C> | undefined {
  for (let k = 1; k < term.pieces.length; k++) {
    if (!pieceMatches(term.pieces[k]!, tokens[start + k])) return undefined;
  }
  return { concept: term.concept, start, end: start + term.pieces.length - 1 };
}

/** Every occurrence of every concept in a token stream. Linear in the tokens (bounded term lists per token). */
export function findHits<C extends string>(tokens: readonly string[], lexicon: CompiledLexicon<C>): Hit<C>[] {
  const hits: Hit<C>[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    for (const term of lexicon.exact.get(token) ?? []) {
      const hit = matchAt(term, tokens, i);
      if (hit) hits.push(hit);
    }
    for (const { stem, term } of lexicon.prefixed.get(token.slice(0, 2)) ?? []) {
      if (!token.startsWith(stem)) continue;
      const hit = matchAt(term, tokens, i);
      if (hit) hits.push(hit);
    }
  }
  return hits;
}

/** Drops hits that lie inside a hit of a masking concept ("bomb" inside "bomb shelter"). */
export function applyMasks<C extends string>(hits: Hit<C>[], masks: ReadonlySet<C>): Hit<C>[] {
  const maskSpans = hits.filter((h) => masks.has(h.concept));
  if (maskSpans.length === 0) return hits;
  return hits.filter((h) => masks.has(h.concept) || !maskSpans.some((m) => h.start >= m.start && h.end <= m.end));
}

/**
 * Drops hits of `negatable` concepts that a negator governs: one ending at most `reach` words
 * before the hit ("never asks for your PIN"), unless a hit of `cancels` lies between them
 * ("never refuses to explain", "no limits on").
 */
export function applyNegation<C extends string>(
  hits: Hit<C>[],
  { negator, cancels, negatable, reach = 3 }: { negator: C; cancels: ReadonlySet<C>; negatable: ReadonlySet<C>; reach?: number },
): Hit<C>[] {
  const negators = hits.filter((h) => h.concept === negator);
  if (negators.length === 0) return hits;
  const cancellers = hits.filter((h) => cancels.has(h.concept));
  return hits.filter((hit) => {
    if (!negatable.has(hit.concept)) return true;
    const governing = negators.find((n) => n.end < hit.start && hit.start - n.end <= reach);
    if (!governing) return true;
    return cancellers.some((c) => c.start > governing.end && c.start < hit.start);
  });
}
