/** Lower-case, accents and compatibility forms folded, punctuation to spaces: what lexicons match against. */
export function normalise(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const stopwords = new Set(
  'a an the and or but for of to in on at by with from as is are be it its this that these those i me my we our you your he she they them their can could should would will just make made create build want need like some any one something thing stuff please really very quite so also maybe kind sort type good nice cool great fun ai bot chatbot assistant personality character persona agent idk dunno whatever etc who which what that helps help helper people users user person'.split(
    ' ',
  ),
);

/** Words that carry meaning (not stop words, not generic "make me a bot" filler). */
export function contentWords(normalised: string): string[] {
  return normalised.split(' ').filter((word) => word.length > 1 && !stopwords.has(word));
}

/** Whether any of the phrases occurs as whole words in the normalised text. */
export function mentions(normalised: string, phrases: readonly string[]): boolean {
  const padded = ` ${normalised} `;
  return phrases.some((phrase) => padded.includes(` ${phrase} `));
}

/** Where a phrase first occurs as whole words (or as a word's start when it ends with `*`); -1 if not. */
export function phraseIndex(normalised: string, phrase: string): number {
  const prefix = phrase.endsWith('*');
  const needle = prefix ? phrase.slice(0, -1) : phrase;
  if (needle === '' || needle.startsWith(' ') || needle.endsWith(' ')) {
    const padded = ` ${normalised} `;
    return padded.indexOf(prefix ? ` ${needle}` : ` ${needle} `);
  }
  // Called for every keyword of every topic on every request: search in place rather than build a padded copy.
  for (let at = normalised.indexOf(needle); at >= 0; at = normalised.indexOf(needle, at + 1)) {
    const end = at + needle.length;
    if ((at === 0 || normalised[at - 1] === ' ') && (prefix || end === normalised.length || normalised[end] === ' ')) return at;
  }
  return -1;
}

/** The phrases that occur in the text. */
export function matchedPhrases(normalised: string, phrases: readonly string[]): string[] {
  return phrases.filter((phrase) => phraseIndex(normalised, phrase) >= 0);
}

/** "a", "a and b", "a, b and c". */
export function listPhrase(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
