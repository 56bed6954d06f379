/**
 * The language a description is written in. The stand-in model writes proposals in English,
 * French, Spanish, German, Portuguese and Italian; any other language is `other` (written in
 * English, see docs/guided-prompts.md).
 */
export const composedLanguages = ['en', 'fr', 'es', 'de', 'pt', 'it'] as const;
export type Lang = (typeof composedLanguages)[number];

// Function words that belong to one of the six languages only: on a short text, where letter
// statistics are thin, a single one of these outweighs the trigram guess.
const ownWords: Record<Lang, readonly string[]> = {
  en: ['the', 'for', 'who', 'that', 'with', 'and', 'of', 'is', 'it', 'its', 'your', 'to', 'an', 'their', 'about', 'never', 'always', 'make', 'add', 'remove'],
  fr: ['le', 'les', 'une', 'des', 'pour', 'qui', 'avec', 'et', 'du', 'est', 'aux', 'au', 'ne', 'jamais', 'toujours', 'sur', 'dans'],
  es: ['el', 'los', 'las', 'una', 'para', 'y', 'del', 'es', 'con', 'nunca', 'siempre', 'sus', 'muy', 'cómo'],
  de: ['der', 'die', 'das', 'ein', 'eine', 'für', 'mit', 'und', 'ist', 'den', 'dem', 'nie', 'immer', 'keine', 'nicht', 'auf', 'im'],
  pt: ['os', 'um', 'uma', 'para', 'com', 'do', 'da', 'dos', 'das', 'é', 'não', 'sempre', 'nunca', 'ao', 'em'],
  it: ['il', 'lo', 'gli', 'una', 'per', 'che', 'con', 'del', 'della', 'è', 'non', 'mai', 'sempre', 'ai', 'nel'],
};
// "una" is Spanish and Italian, "para" Spanish and Portuguese: a word counts only where it is unique.
const owner = new Map<string, Lang | null>();
for (const lang of composedLanguages) for (const word of ownWords[lang]) owner.set(word, owner.has(word) && owner.get(word) !== lang ? null : lang);

type Detector = (text: string) => { lang: string; accuracy: number }[];
let detector: Promise<Detector> | undefined;
// tinyld's light model (about 80 KB) is loaded on the first description, not at cold start.
const loadDetector = () => (detector ??= import('tinyld/light').then((m) => m.detectAll));

/**
 * The description's language: tinyld's trigram model restricted to the six composed languages,
 * corrected by function words unique to one of them (short texts mislead trigrams). Text mostly
 * outside the Latin script, or in a language tinyld names outside the six, is `other`.
 */
export async function detectLanguage(text: string): Promise<Lang | 'other'> {
  const letters = text.match(/\p{L}/gu) ?? [];
  if (letters.length === 0) return 'en';
  const latin = letters.filter((c) => /\p{Script=Latin}/u.test(c)).length;
  if (latin / letters.length < 0.5) return 'other';
  const guesses = (await loadDetector())(text);
  const counts = new Map<Lang, number>();
  for (const word of text.toLowerCase().split(/[^\p{L}]+/u)) {
    const lang = owner.get(word);
    if (lang) counts.set(lang, (counts.get(lang) ?? 0) + 1);
  }
  const byWords = [...counts.entries()].sort((a, b) => b[1] - a[1]);
  const top = guesses[0];
  const best = guesses.find((g) => (composedLanguages as readonly string[]).includes(g.lang))?.lang as Lang | undefined;
  // A confident guess of another language, with no function word of the six against it.
  if (top && !(composedLanguages as readonly string[]).includes(top.lang) && top.accuracy > 0.5 && (byWords[0]?.[1] ?? 0) < 2) return 'other';
  if (byWords[0] && (byWords.length === 1 || byWords[0][1] >= 2 * byWords[1]![1]) && (!best || (counts.get(best) ?? 0) < byWords[0][1])) return byWords[0][0];
  // Italian words hardly ever end in -s: a short text full of them ("oficinistas sedentarios") is the next guess.
  const long = text
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((w) => w.length > 3);
  if (best === 'it' && long.length > 0 && long.filter((w) => w.endsWith('s')).length / long.length >= 0.3) {
    const next = guesses.find((g) => g.lang !== 'it' && (composedLanguages as readonly string[]).includes(g.lang))?.lang as Lang | undefined;
    if (next) return next;
  }
  return best ?? byWords[0]?.[0] ?? 'en';
}
