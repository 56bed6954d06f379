import { compiled } from './compiled-regex';
import type { Topic } from '../../../../lib/vocabularies/model';
import { detectLanguage, type Lang } from './language';
import { genericRoleWords, toneWords, topicKeywords, traitWords } from './lexicon';
import { phrasebooks, phraseRegex, words, type Phrasebook } from './phrasebook';
import { sensitiveAspectsOf, type SensitiveAspect } from '../guardrail/aspects';
import type { Proposal } from '../../../../lib/personalities/schema';
import { contentWords, normalise, phraseIndex } from './text';

/**
 * What a person reads in a description: who the personality is (a given name, the role noun),
 * who it is for, the names it mentions, the rules it states, how it should sound and what it is
 * about. Read from the description's own sentences in its own language, so a proposal can keep
 * the description's facts in its words.
 */
export interface Reading {
  lang: Lang | 'other';
  /** The phrasebook a proposal is written with (English for languages outside the six). */
  book: Phrasebook;
  name?: string;
  /**
   * The role noun phrase; `bare` when nothing marked it as one (no article, copula or name before
   * it, one word opening the sentence: "Spoke is grumpy" reads "spoke").
   */
  role?: { phrase: string; head: string; gender: 'm' | 'f'; generic: boolean; withPlace?: string; bare?: boolean };
  /** Who it is for, as the description says it ("budget backpackers in Southeast Asia"). */
  audience?: string;
  /** Proper names other than the persona's: products, places, organisations. */
  names: string[];
  /** Stated rules and limits, as boundary sentences in the description's words. */
  rules: string[];
  /** The sentences that say who the personality is and what it does, rules taken out. */
  persona: string[];
  traits: string[];
  tone: Proposal['tone'];
  /** Whether the description said anything about each tone dimension. */
  toneStated: Partial<Record<keyof Proposal['tone'], true>>;
  topics: string[];
  sensitive: SensitiveAspect[];
}

const capitalised = /^[\p{Lu}\p{Lt}]/u;
// A name: one to three capitalised words ("Hollis Grey", "Dr. Byte", "Jeeves-9000", "NOVA"),
// with "&" and short joiners inside ("Page & Quill", "Crumb & Co").
const nameWord = String.raw`[\p{Lu}\p{Lt}][\p{L}\p{N}'’-]*\.?`;
const namePattern = String.raw`${nameWord}(?:[ \t]+(?:&[ \t]+)?${nameWord}){0,2}`;

/**
 * What the reader reads of a text, so that its work is linear in the input whatever the input: a
 * model reads everything, but these rules try patterns per sentence and per clause, and some of
 * that work grows with a sentence's length (docs/guided-prompts.md, "The stand-in's bounds").
 * Descriptions people write have a few sentences of a few hundred characters; the rest is not read.
 */
export const readingBounds = {
  /** Characters of a text read at all (the API accepts 4,000 for a description, 2,000 for instructions). */
  text: 8000,
  /** Sentences read. */
  sentences: 40,
  /** Characters of one sentence read (cut at a word). */
  sentence: 400,
  /** Places a rule clause may start in one sentence (after a comma, before a conjunction…). */
  clauseStarts: 12,
  /** Opening words ("and", "who", "it") stripped from one rule. */
  openings: 6,
  /** Instructions of one refine applied; the rest are reported as not applied. */
  instructions: 30,
} as const;

/** The text with every run of spaces and tabs one space and blank lines dropped (linear), then cut at `readingBounds.text`. */
export function tidied(text: string): string {
  return text
    .replace(/\r/g, '')
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ ?\n[\s]*/g, '\n')
    .trim()
    .slice(0, readingBounds.text);
}

/** A sentence cut at `readingBounds.sentence` characters, at the last space before the cut if there is one. */
function clipped(sentence: string): string {
  if (sentence.length <= readingBounds.sentence) return sentence;
  const cut = sentence.slice(0, readingBounds.sentence);
  const space = cut.lastIndexOf(' ');
  return space > readingBounds.sentence / 2 ? cut.slice(0, space) : cut;
}

/** Sentences, keeping abbreviations ("St. Brigid's", "Dr. Byte", "Bloom & Co.") inside; at most `readingBounds.sentences`, each clipped. */
export function sentences(text: string): string[] {
  return tidied(text)
    .split(/(?<=[.!?])(?<!\b(?:St|Dr|Mr|Mrs|Ms|Prof|Co|Inc|Ltd|Sr|Jr|Mt|No|vs|etc|approx|e\.g|i\.e|Av|Sta|Sto|Hr|Fr|Sra|Sr)\.)\s+(?=[\p{Lu}"“'‘¿¡(\d])|\n+/u)
    .map((s) => s.replace(/^\s*[-*•]\s*/, '').trim())
    .filter((s) => /\p{L}/u.test(s))
    .slice(0, readingBounds.sentences)
    .map(clipped);
}

/** First letter upper case, a full stop at the end, spaces tidied. */
export function asSentence(text: string): string {
  const t = text
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.;:!?])(?=\s|$)/g, '$1')
    .replace(/^[\s,;:–—-]+|[\s,;:–—-]+$/g, '')
    .trim();
  if (!t) return t;
  const first = t.replace(/^([¿¡"“'‘(]*)(\p{Ll})/u, (_, p: string, c: string) => p + c.toUpperCase());
  return /[.!?…)"”]$/.test(first) ? first : `${first}.`;
}

// Openers that talk about the request rather than the personality ("We want a chatbot that…").
const metaOpeners =
  /^(?:(?:we|i)(?:['’]d| would)? (?:want|need|like|are looking for|am looking for)|(?:please )?(?:make|create|build|design|set up)(?: me| us)?|(?:it|you|the bot)(?: should| will| must| can)? (?:act|acts|play|plays|be) (?:as|the role of)|(?:the )?(?:persona|character|personality|bot) (?:is|should be|will be)|your role(?: is)?:?|(?:it|this)(?:'s|’s| is)(?= an? )|c['’]est(?= une? )|es(?= una? )|(?:es|das) ist(?= eine? )|é(?= uma? )|è(?= una? )|(?:une ia |un bot )?qui joue le rôle d['’]|joue le rôle d['’]|(?:que )?(?:actúe|actúa|actue|actua) como|que haga de|haz de|spielt die rolle|spiele die rolle|(?:che )?agisc[ae] come|fa da|(?:que )?(?:atue|atua) como|faz o papel de|je (?:veux|voudrais)|nous (?:voulons|voudrions)|(?:quiero|queremos|necesito|necesitamos)|(?:ich (?:möchte|will|brauche)|wir (?:möchten|wollen|brauchen))|(?:quero|queremos|preciso)|(?:voglio|vogliamo|vorrei)|meet|introducing|say hello to|say hi to|think of|imagine|picture|voici|imaginez|imagine|imagina|stell dir vor|stellen sie sich vor|immagina|pense em|je vous présente|te presento|os presento|les presento|conoce a|darf ich vorstellen|das ist|apresento|conheça|conheca|ecco|vi presento)\s+(?=\p{L})/iu;
// Field labels of a description written as a list ("Audience: home cooks").
const labels: Record<string, 'persona' | 'audience' | 'job' | 'style' | 'rule'> = {
  persona: 'persona',
  name: 'persona',
  role: 'persona',
  character: 'persona',
  personnage: 'persona',
  rol: 'persona',
  rolle: 'persona',
  personaggio: 'persona',
  personagem: 'persona',
  audience: 'audience',
  users: 'audience',
  for: 'audience',
  public: 'audience',
  público: 'audience',
  publico: 'audience',
  zielgruppe: 'audience',
  pubblico: 'audience',
  job: 'job',
  purpose: 'job',
  task: 'job',
  goal: 'job',
  mission: 'job',
  tâche: 'job',
  tarea: 'job',
  aufgabe: 'job',
  tarefa: 'job',
  compito: 'job',
  style: 'style',
  tone: 'style',
  voice: 'style',
  ton: 'style',
  tono: 'style',
  estilo: 'style',
  stil: 'style',
  tom: 'style',
  stile: 'style',
  rule: 'rule',
  rules: 'rule',
  règle: 'rule',
  règles: 'rule',
  regla: 'rule',
  reglas: 'rule',
  regel: 'rule',
  regeln: 'rule',
  regra: 'rule',
  regras: 'rule',
  regola: 'rule',
  regole: 'rule',
  limits: 'rule',
  boundaries: 'rule',
};

/** A description written as "Label: value" lines, turned into sentences the reader knows. */
function fromLabelledLines(text: string): string | undefined {
  const fields: Record<string, string[]> = {};
  let count = 0;
  for (const line of text.split('\n')) {
    // The label is what comes before the first colon: found by position, not by a pattern that
    // could try every split of a long line.
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const label = line
      .slice(0, colon)
      .replace(/^\s*[-*•]?\s*/, '')
      .trim()
      .toLowerCase();
    const value = line.slice(colon + 1).trim();
    const kind = label.length >= 2 && label.length <= 20 && /^[\p{L} ]+$/u.test(label) ? labels[label] : undefined;
    if (!kind || !value) continue;
    (fields[kind] ??= []).push(value);
    count++;
  }
  if (count < 2 || !fields.persona) return undefined;
  const persona = [fields.persona.join(', '), fields.audience ? `for ${fields.audience.join(', ')}` : ''].filter(Boolean).join(' ');
  return [persona, ...(fields.job ?? []), ...(fields.style ?? []), ...(fields.rule ?? [])].map(asSentence).join('\n');
}

const fillerWords = new Set(
  'hi hello hey hiya hola buenas bonjour salut coucou hallo moin servus ola oi ciao salve buongiorno need needs want bot chatbot assistant asistente assistente assistent assistentin helper helfer ayudante personality persona ai ia ki un une una uno ein eine einen um uma je veux quiero necesito brauche quero preciso voglio ho bisogno di'.split(
    ' ',
  ),
);

// "…, que nunca usa cuchillos": a rule that continues a relative clause starts with its pronoun.
const relativeStarts = ['who', 'which', 'que', 'qui', 'quien', 'der', 'die', 'das', 'che'];

/**
 * "Se llama Pepa y es una cocinera…", "Its name is Kiko and it is a parrot…" → "Pepa es una
 * cocinera…": a sentence that opens by naming the persona, turned round so the name leads.
 */
const namedOpenings = [
  String.raw`(?:its|her|his|their) name is|(?:it|she|he)(?:'s|’s| is) called|(?:it|she|he)(?:'s|’s| is) named`,
  String.raw`(?:il|elle) s['’]appelle|son nom est|(?:il|elle) se nomme`,
  String.raw`se llama|su nombre es`,
  String.raw`(?:er|sie|es) heißt|(?:sein|ihr) name ist`,
  String.raw`(?:ele |ela )?se chama|chama-se|o nome (?:dele|dela) é`,
  String.raw`si chiama|il suo nome è`,
].join('|');
const namedThen = String.raw`(?:(?:and|et|y|und|e|ed)\s+)?(?:(?:it|she|he)(?:'s|’s|\s+is)|c['’]est|(?:il|elle)\s+est|es|ist|é|è)`;
function namedFirst(sentence: string, book: Phrasebook): string {
  const lowered = sentence.replace(/^\p{Lu}/u, (c) => c.toLowerCase());
  const m = compiled(`^(?:${namedOpenings})\\s+(${namePattern})\\s*,?\\s+${namedThen}\\s+`, 'u').exec(lowered);
  return m ? `${m[1]!} ${book.copula} ${sentence.slice(m[0].length)}` : sentence;
}

/** The persona's given name and where it sits in the sentence, if the description gives one. */
function findName(sentence: string, book: Phrasebook, markedOnly = false): { name: string; start: number; end: number; leading: boolean } | undefined {
  // Marks match at a sentence start too ("Se llama Pepa"), names only when capitalised.
  const marks = phraseRegex(book.nameMarks.flatMap((m) => [m, m.replace(/^\p{Ll}/u, (c) => c.toUpperCase())])).source;
  const marked = compiled(`${marks}[ \\t]+["“'‘«]?(${namePattern})`, 'u').exec(sentence);
  if (marked) return { name: tidyName(marked[1]!), start: marked.index, end: marked.index + marked[0].length, leading: false };
  if (markedOnly) return undefined;
  // German "Bergführer Toni begleitet…": a role noun, the name, a verb.
  const titled = book === phrasebooks.de ? /^\p{Lu}[\p{Ll}-]{3,}[ \t]+(\p{Lu}[\p{Ll}]+)[ \t]+\p{Ll}+(?:t|et)\b/u.exec(sentence) : undefined;
  if (titled) return { name: titled[1]!, start: 0, end: sentence.length, leading: true };
  const articles = phraseRegex(book.articles).source;
  // "Dominique, a sommelier…", "Rusty is a…", "Sam the bartender…", "Basile, jardinier…" (Romance languages drop the article).
  const leading = compiled(
    `^(${namePattern})(?:[ \\t]*[—–][ \\t]*(?=${articles}[ \\t])|,[ \\t]+(?=${articles}[ \\t]|${book === phrasebooks.en ? '(?!)' : '\\p{Ll}'})|[ \\t]+(?:${phraseRegex([book.copula, 'is', 'ist', 'est', 'es', 'é', 'è']).source})[ \\t]+(?=${articles}[ \\t])|[ \\t]+(?=the[ \\t]+\\p{Ll}))`,
    'u',
  ).exec(sentence);
  if (
    leading &&
    !book.articles.includes(leading[1]!.split(/\s/)[0]!.toLowerCase()) &&
    !/^(?:something|someone|somebody|quelqu|algo|alguien|etwas|jemand|qualcosa|qualcuno|algu[eé]m)/i.test(leading[1]!)
  ) {
    return { name: tidyName(leading[1]!), start: 0, end: leading[0].length, leading: true };
  }
  // "Coach Dana helps runners…": an English sentence that opens with a name and a verb.
  if (book === phrasebooks.en) {
    const subject = compiled(
      `^(${namePattern})[ \\t]+(?=(?:helps|teaches|guides|answers|explains|tells|runs|writes|coaches|keeps|gives|shows|walks|talks|chats|plans|reviews|recommends|suggests|makes|leads|hosts)\\b)`,
      'u',
    ).exec(sentence);
    // No role follows: what comes next is what the persona does.
    if (subject && !book.articles.includes(subject[1]!.split(/\s/)[0]!.toLowerCase()))
      return { name: tidyName(subject[1]!), start: 0, end: sentence.length, leading: true };
  }
  // "The ship's AI, NOVA, in our game…": a capitalised appositive right after the opening noun phrase.
  const appositive = compiled(`^(?:${articles})[ \\t]+[^,]{2,40},[ \\t]+(${namePattern}),`, 'iu').exec(sentence);
  if (appositive && capitalised.test(appositive[1]!)) {
    const at = appositive[0].lastIndexOf(appositive[1]!);
    return { name: tidyName(appositive[1]!), start: at - 2, end: at + appositive[1]!.length + 1, leading: false };
  }
  return undefined;
}

const tidyName = (name: string) => name.replace(/[.,'’]+$/, (m) => (/^(?:Dr|St|Mr|Mrs|Ms|Prof)\.$/.test(name) ? m : '')).trim();

interface Token {
  text: string;
  lower: string;
  start: number;
  end: number;
}

function tokens(text: string): Token[] {
  const out: Token[] = [];
  for (const m of text.matchAll(/[\p{L}\p{N}][\p{L}\p{N}'’&.-]*[\p{L}\p{N}]|[\p{L}\p{N}&]|[,;:()!?"“”«»]|\.(?=\s|$)/gu)) {
    out.push({ text: m[0], lower: m[0].toLowerCase(), start: m.index, end: m.index + m[0].length });
  }
  return out;
}

const romance = (lang: Lang | 'other') => lang === 'fr' || lang === 'es' || lang === 'pt' || lang === 'it';
const feminineArticles = new Set([
  'une',
  'una',
  'eine',
  'uma',
  'la',
  'a',
  'die',
  'l’',
  "un'",
  'unsere',
  'meine',
  'nossa',
  'nuestra',
  'nostra',
  'mia',
  'minha',
  'questa',
  'esta',
  'cette',
  'diese',
]);
// Adjectives that stand before the noun in Romance languages ("vieux pirate", "ex pescatore").
const preNominal = new Set([
  'vieux',
  'vieil',
  'vieille',
  'petit',
  'petite',
  'grand',
  'grande',
  'jeune',
  'bon',
  'bonne',
  'ex',
  'gros',
  'viejo',
  'vieja',
  'joven',
  'buen',
  'buena',
  'gran',
  'velho',
  'velha',
  'bom',
  'boa',
  'vecchio',
  'vecchia',
  'giovane',
  'buon',
  'buona',
  'piccolo',
  'piccola',
  'nouveau',
  'nouvelle',
  'nuevo',
  'nueva',
  'novo',
  'nova',
  'nuovo',
  'nuova',
  'simpatico',
  'simpático',
]);

/**
 * The role: the noun phrase that says what the personality is ("bedtime-story dragon",
 * "sommelier virtuel", "Reiseleiterin"), read from where the sentence names it.
 */
function findRole(sentence: string, from: number, lang: Lang | 'other', book: Phrasebook): (Reading['role'] & { end: number; bareName?: string }) | undefined {
  const toks = tokens(sentence.slice(from)).map((t) => ({ ...t, start: t.start + from, end: t.end + from }));
  let i = 0;
  // Skip a copula and an article ("is a", ", une").
  while (i < toks.length && (toks[i]!.text === ',' || [book.copula, 'is', 'the'].includes(toks[i]!.lower))) i++;
  let gender: 'm' | 'f' = 'm';
  if (i < toks.length && book.articles.includes(toks[i]!.lower.replace(/['’]$/, ''))) {
    if (feminineArticles.has(toks[i]!.lower)) gender = 'f';
    i++;
  }
  const stops = new Set([...book.stops, ...book.articles.filter((a) => a.length > 1)]);
  const phrase: Token[] = [];
  for (; i < toks.length && phrase.length < 6; i++) {
    const t = toks[i]!;
    if (!/[\p{L}\p{N}]/u.test(t.text)) {
      if (t.text === '"' || t.text === '“' || t.text === '”') continue;
      break;
    }
    const bare = t.lower.replace(/^['‘]|['’]$/g, '');
    // "professeur de philosophie", "Agent d'accueil": a bare noun after "de" belongs to the role.
    if (
      romance(lang) &&
      phrase.length > 0 &&
      ['de', 'di', 'da'].includes(bare) &&
      toks[i + 1] &&
      /^\p{Ll}/u.test(toks[i + 1]!.text) &&
      !book.articles.includes(toks[i + 1]!.lower) &&
      !stops.has(toks[i + 1]!.lower)
    ) {
      phrase.push(t);
      continue;
    }
    if (stops.has(bare) || phraseRegex(book.nameMarks).test(bare)) break;
    phrase.push(t);
  }
  if (phrase.length === 0) return undefined;
  let text = sentence.slice(phrase[0]!.start, phrase.at(-1)!.end).replace(/["“”]/g, '').trim();
  // An elided article glued to the noun ("un'amica", "l'assistente") is the article, not the role.
  const elided = /^(un|l|dell|all|nell)['’](?=\p{L})/iu.exec(text);
  if (elided && romance(lang)) {
    text = text.slice(elided[0].length);
    if (elided[1]!.toLowerCase() === 'un') gender = 'f';
  }
  // "Writing partner for…": a capital that only marks the sentence start is not part of the role.
  if (phrase[0]!.start === 0 && lang !== 'de' && !/^[\p{Lu}\d]{2,}/u.test(text)) text = text.replace(/^\p{Lu}/u, (c) => c.toLowerCase());
  // A generic role with the place it serves, as the description says it ("Guide du musée d'Orsay").
  const rest = sentence.slice(phrase.at(-1)!.end);
  // Only with an article ("du musée d'Orsay", "de la Biblioteca", "del Museo"): "di DDoS" names a subject, not a place.
  const place = compiled(
    `^\\s+((?:du|del|della|dello|dei|des|do|da|dos|das|de\\s+la|de\\s+las?|de\\s+los|de\\s+l['’]|di\\s+la)\\s+(?:\\p{Ll}+['’]?\\s*){0,2}(?:${nameWord}[ \\t]*)+)`,
    'u',
  ).exec(rest);
  const withPlace = place && place[1]!.length < 50 ? `${text} ${place[1]!.trim()}` : undefined;
  const list = phrase.map((t) => t.text.replace(/["“”]/g, ''));
  const headIndex = romance(lang) ? list.findIndex((w) => !preNominal.has(w.toLowerCase())) : list.length - 1;
  const head = list[Math.max(0, headIndex)]!;
  const meaningful = list.filter((w) => !traitWords.includes(w.toLowerCase()) && !preNominal.has(w.toLowerCase()));
  const generic = meaningful.every(
    (w) => genericRoleWords.has(w.toLowerCase()) || /^(?:virtual|virtuel|virtuelle|virtual|virtuale|virtueller|virtuelle|ai|ia|ki|online|de|di|da)$/i.test(w),
  );
  // One word opening the sentence, then a verb or a pause ("Spoke is grumpy", "Bolt, order-tracking…",
  // "Purpose: …"): a name or a label, not a role. "Docent for the museum…" stays a role.
  const next = toks[i]?.lower;
  const bare = from === 0 && phrase[0]!.start === 0 && phrase.length === 1 && (next === ',' || next === ':' || next === book.copula || next === 'is');
  const word = phrase[0]!.text;
  const bareName = bare && next !== ':' && capitalised.test(word) && !book.articles.includes(word.toLowerCase()) ? word : undefined;
  return { phrase: text, head, gender, generic, withPlace, end: phrase.at(-1)!.end, ...(bare ? { bare } : {}), ...(bareName ? { bareName } : {}) };
}

/** Capitalised names other than the persona's, not at a sentence start ("Trellix Cloud", "Page & Quill", "Edinburgh"). */
function properNames(sentencesOf: readonly string[], lang: Lang | 'other', exclude: string | undefined): string[] {
  const found: string[] = [];
  for (const s of sentencesOf) {
    for (const m of s.matchAll(
      compiled(`(?<=[\\s(“"'‘,:])(${nameWord}(?:[ \\t]+(?:(?:&|of|de|del|da|do|di|du|des|la|le|von|am)[ \\t]+)?${nameWord}){0,4})`, 'gu'),
    )) {
      const name = tidyName(m[1]!);
      // German capitalises every noun: only multi-word or mid-sentence names that are not ordinary nouns count there.
      if (lang === 'de' && !/\s|&/.test(name) && !/[A-Z].*[A-Z]/.test(name.slice(1))) continue;
      if (exclude && (name === exclude || exclude.includes(name))) continue;
      if (/^(?:I|It|He|She|They|We|You|The|A|An|Our|No|Never|Always|Don|Doesn)$/.test(name)) continue;
      if (!found.includes(name)) found.push(name);
    }
  }
  return found;
}

/**
 * Who a text says the personality is for: what follows "for"/"pour"/"für"… up to the next
 * clause, when it names people (a plural or an age; "for Trellix Cloud" or "for the tour" does not).
 */
export function findAudience(text: string, lang: Lang | 'other', book: Phrasebook, germanNouns = false): string | undefined {
  const marks = phraseRegex(book.audienceMarks).source;
  const stop = new Set(book.stops.filter((w) => !['of', 'de', 'di', 'da', 'von', 'and', 'y', 'e', 'et', 'und'].includes(w)));
  for (const m of text.matchAll(compiled(`${marks}\\s+`, 'giu'))) {
    const after = tokens(text.slice(m.index + m[0].length));
    const phrase: Token[] = [];
    for (const [i, t] of after.entries()) {
      // German genitive: "Schüler der Oberstufe" is one audience.
      if (lang === 'de' && phrase.length > 0 && (t.lower === 'der' || t.lower === 'des') && capitalised.test(after[i + 1]?.text ?? '')) {
        phrase.push(t);
        continue;
      }
      // "for teenagers dealing with exam stress": the audience ends where a participle starts what they do.
      if (!/[\p{L}\p{N}-]/u.test(t.text) || (phrase.length > 0 && (stop.has(t.lower) || (lang === 'en' && /..ing$/.test(t.lower)))) || phrase.length >= 9)
        break;
      phrase.push(t);
    }
    const candidate = phrase.map((t) => t.text).join(' ');
    const firstWord = phrase[0]?.lower ?? '';
    // German capitalises every noun: with `germanNouns` (a refine looking for the audience to replace) a capital opens one when the noun names people ("Schüler", "Senioren").
    const capitalOk = germanNouns && lang === 'de' && /(?:er|ern|en|innen|ende|enden)$/.test(firstWord) && phrase.length <= 4;
    if (
      !candidate ||
      (capitalised.test(phrase[0]!.text) && !capitalOk) ||
      (book.articles.includes(firstWord) && !/^(?:les|des|los|las|unos|unas|os|as|uns|umas|i|gli|dei|degli|delle|le|die|the|our)$/.test(firstWord))
    )
      continue;
    const nouns = phrase.filter((t) => !book.articles.includes(t.lower));
    // English and German put the head noun last ("primary-school children"), the Romance languages first.
    const headToken = romance(lang) ? nouns[0] : nouns.at(-1);
    const head = headToken?.lower ?? '';
    // "pour le Louvre": a name is a place, not people.
    if (lang !== 'de' && headToken && capitalised.test(headToken.text)) continue;
    if (/(?:s|x|i|e|en|er|innen|ren)$/.test(head) || /\d/.test(candidate)) return candidate;
  }
  return undefined;
}

const strongRules = (book: Phrasebook) =>
  book.ruleMarks.filter(
    (m) =>
      ![
        'no',
        'not',
        'only',
        'without',
        'sans',
        'sin',
        'sem',
        'senza',
        'ohne',
        'non',
        'não',
        'nicht',
        'kein',
        'keine',
        'keinen',
        'nur',
        'solo',
        'sólo',
        'só',
        'apenas',
        'somente',
        'soltanto',
        'uniquement',
        'seulement',
        'únicamente',
        'aucun',
        'aucune',
        'ningún',
        'ninguna',
        'nenhum',
        'nenhuma',
        'nessun',
        'nessuno',
        'nessuna',
        'pas de',
        'ne pas',
        'has to',
        'have to',
        'needs to',
        'need to',
        'nothing',
        'soll',
        'sollte',
        'sollen',
        'nichts',
        'niente',
        'il faut',
        'hay que',
        'tiene que',
        'tem de',
        'tem que',
        'bisogna',
        'rien de',
        'nada de',
      ].includes(m),
  );

/** Where in a clause's first words a rule is stated (strong markers anywhere; "no", "only", "without" near its start). */
function statesRule(clause: string, book: Phrasebook, anywhere: boolean): boolean {
  const ws = words(clause);
  const lead = ws.slice(0, 4).join(' ');
  if (phraseRegex(book.ruleMarks).test(lead)) return true;
  if (phraseRegex(strongRules(book)).test(anywhere ? ws.join(' ') : lead)) return true;
  // French negation around the verb: "ne rédige pas", "n'accepte jamais".
  if (
    book === phrasebooks.fr &&
    /(?:^|\s)n(?:e|')?\s*\p{L}+\s+(?:pas|jamais|plus|rien|aucun|aucune|guère)(?:\s|$)/u.test(` ${(anywhere ? ws : ws.slice(0, 6)).join(' ')}`)
  )
    return true;
  // "Short replies only.", "Greater detail, never gore" → a rule at the very end of a short clause.
  return ws.length <= 6 && phraseRegex(['only', 'seulement', 'solo', 'nur', 'apenas']).test(ws.at(-1) ?? '');
}

/** "It never asks…" → "Never asks…": conjunctions and subject pronouns dropped, a sentence made. */
function asBoundary(clause: string, book: Phrasebook): string {
  let t = clause.trim();
  for (let changed = true, round = 0; changed && round < readingBounds.openings; round++) {
    changed = false;
    for (const w of [...book.conjunctions, ...book.subjects, ...relativeStarts]) {
      const m = compiled(`^${phraseRegex([w]).source}[\\s,]+(?=\\p{L})`, 'iu').exec(t);
      if (m) {
        t = t.slice(m[0].length);
        changed = true;
      }
    }
  }
  // "gibt aber keine…": a conjunction in second place (German word order) is dropped too.
  if (book === phrasebooks.de) t = t.replace(compiled(`^(\\p{L}+)\\s+(?:${phraseRegex(book.conjunctions).source})\\s+`, 'iu'), '$1 ');
  return asSentence(t).slice(0, 300);
}

/** A sentence that only says how to sound ("Blunt feedback, lots of laughs.", "Kurz und knapp."). */
function isStyleOnly(sentence: string): boolean {
  const ws = words(sentence);
  if (ws.length > 9) return false;
  const n = normalise(sentence);
  const tonal = toneWords.some((t) => t.words.some((w) => phraseIndex(n, w) >= 0)) || ws.some((w) => traitWords.includes(w));
  return tonal && !/\b(?:who|that|qui|que|che|der|die|das)\b/i.test(sentence);
}

/** Splits a sentence into its body and the rule clause that ends it, if any ("…aged 4 to 7 and never tells scary endings"). */
function splitRuleTail(sentence: string, book: Phrasebook): { body: string; rule?: string } {
  const conj = phraseRegex(book.conjunctions).source;
  // Candidate clause starts: after a comma, semicolon, colon or dash, or before a conjunction.
  const starts = [...sentence.matchAll(compiled(`[,;:–—]\\s*(?:${conj}\\s+)?|\\s(?=${conj}\\s)`, 'giu'))].slice(0, readingBounds.clauseStarts);
  // The clause that opens with its rule word wins ("Upbeat, direct, and never…" splits before "never").
  const opensWithRule = (clause: string) => phraseRegex(book.ruleMarks).test(words(asBoundary(clause, book)).slice(0, 2).join(' '));
  for (const strict of [true, false]) {
    for (const m of starts) {
      const clause = sentence.slice(m.index + m[0].length);
      if (strict ? opensWithRule(clause) : statesRule(clause, book, false))
        return { body: sentence.slice(0, m.index).replace(/[\s,;:–—]+$/, ''), rule: clause };
    }
  }
  return { body: sentence };
}

const toneDefaults: Proposal['tone'] = { formality: 'neutral', warmth: 'neutral', humor: 'light', verbosity: 'balanced' };
const steps = {
  formality: ['casual', 'neutral', 'formal'],
  warmth: ['reserved', 'neutral', 'warm'],
  humor: ['none', 'light', 'playful'],
  verbosity: ['concise', 'balanced', 'detailed'],
} as const;

/**
 * The tone words a text uses, each setting its dimension; a softener before the word ("a little
 * silly", "un peu drôle") moves one step from neutral instead of to the end of the scale.
 */
export function readTone(text: string, book: Phrasebook, base: Proposal['tone'] = toneDefaults): { tone: Proposal['tone']; stated: Reading['toneStated'] } {
  const n = normalise(text);
  const tone = { ...base };
  const stated: Reading['toneStated'] = {};
  const softeners = book.softeners.map(normalise);
  for (const { setting, words: list } of toneWords) {
    const [dimension, value] = setting;
    for (const w of list) {
      const at = phraseIndex(n, w);
      if (at < 0) continue;
      // "not formal", "no jokes" are listed as their own words; a bare negation before a word skips it.
      const before = n.slice(Math.max(0, at - 16), at);
      if (/\b(?:not|never|no|pas|nicht|kein|non|nao|sin|sem|senza|sans)\s*$/.test(before) && !w.startsWith('no ')) continue;
      const soft = softeners.some((s) => before.trimEnd().endsWith(s));
      const scale = steps[dimension] as readonly string[];
      const target = soft && scale.indexOf(value) !== 1 ? scale[scale.indexOf(value) > 1 ? 2 : 0] : value;
      (tone as Record<string, string>)[dimension] = soft && dimension === 'humor' ? 'light' : target!;
      stated[dimension] = true;
      break;
    }
  }
  return { tone, stated };
}

/**
 * Where a keyword ends a German compound ("Schrebergarten", "Städtereisen", "Kirchenmusik"), or -1.
 * Only keywords of five letters or more, after at least three letters, so "Preise" is no "Reise".
 */
function compoundTailIndex(normalised: string, phrase: string): number {
  const base = phrase.replace(/\*$/, '');
  if (base.length < 5 || /\s/.test(base)) return -1;
  const m = compiled(`(?<=\\s|^)\\p{L}{3,}${base}(?:e|en|n|er|ern|s|es|in|innen|ler|lerin|lern)?(?=\\s|$)`, 'u').exec(normalised);
  return m ? m.index : -1;
}

/**
 * Topic ids the text is about, strongest first. A keyword counts by where it stands: in the role
 * ("piano teacher") twice, in the audience ("budget backpackers") half, in a stated rule or a
 * style remark not at all (a rule says what it must not do, not what it is about).
 */
export function scoreTopics(parts: readonly { text: string; weight: number }[], vocabulary: readonly Topic[], lang?: Lang | 'other'): string[] {
  const normalised = parts.map((p) => ({ n: normalise(p.text), weight: p.weight }));
  const scored = vocabulary
    .map((topic, order) => {
      const phrases = [...new Set([...(topicKeywords[topic.id] ?? []), normalise(topic.label)])];
      let score = 0;
      let first = Infinity;
      for (const phrase of phrases) {
        let best = 0;
        normalised.forEach((p, index) => {
          const at = lang === 'de' ? Math.max(phraseIndex(p.n, phrase), compoundTailIndex(p.n, phrase)) : phraseIndex(p.n, phrase);
          if (at >= 0 && p.weight > best) best = p.weight;
          if (at >= 0 && p.weight > 0) first = Math.min(first, index * 10_000 + at);
        });
        score += best;
      }
      return { id: topic.id, score, first, order };
    })
    .filter((t) => t.score >= 1)
    .sort((a, b) => b.score - a.score || a.first - b.first || a.order - b.order);
  return scored.map((t) => t.id);
}

/** Reads a description (see {@link Reading}). */
export async function readDescription(text: string, vocabulary: readonly Topic[]): Promise<Reading> {
  const description = tidied(text);
  const lang = await detectLanguage(description);
  const book = phrasebooks[lang === 'other' ? 'en' : lang];
  let all = sentences(fromLabelledLines(description) ?? description);

  // A style prefix ("Keep it very formal: a concierge…") is a style remark, not the persona.
  const style: string[] = [];
  const prefix = /^([^:]{3,60}):\s+(?=\p{L})/u.exec(all[0] ?? '');
  // Only when the persona follows it ("…: a concierge", "…: Dominique"): in "A patient maths tutor
  // for adults: explains algebra…" what precedes the colon is the persona, and a verb follows.
  const after = (all[0] ?? '').slice(prefix?.[0].length ?? 0);
  const personaFollows = /^\p{Lu}/u.test(after) || book.articles.includes(after.split(/\s/)[0]!.toLowerCase().replace(/['’]$/, ''));
  if (prefix && personaFollows && isStyleOnly(prefix[1]!)) {
    style.push(prefix[1]!);
    all[0] = all[0]!.slice(prefix[0].length);
  }
  all = all.map((s) => namedFirst(s.replace(metaOpeners, ''), book));
  // "Hi! I need a bot.": a salutation or a bare request says nothing about the persona.
  while (all.length > 1 && contentWords(normalise(all[0]!)).every((w) => fillerWords.has(w))) all.shift();

  const rules: string[] = [];
  const persona: string[] = [];
  let name: ReturnType<typeof findName>;
  let role: ReturnType<typeof findRole>;
  let personaIndex = -1;
  all.forEach((sentence, index) => {
    // "Upbeat, direct, and never recommends…": a style remark, then a rule.
    const tail = index > 0 ? splitRuleTail(sentence, book) : undefined;
    if (tail?.rule && tail.body && isStyleOnly(tail.body) && !statesRule(tail.body, book, false)) {
      style.push(tail.body);
      return void rules.push(asBoundary(tail.rule, book));
    }
    // A sentence that opens with a rule is one; otherwise a rule may end it ("…and never tells scary endings").
    if (index > 0 && statesRule(sentence, book, false)) return void rules.push(asBoundary(sentence, book));
    const { body, rule } = splitRuleTail(sentence, book);
    if (rule) rules.push(asBoundary(rule, book));
    if (index > 0 && !rule && statesRule(sentence, book, true)) return void rules.push(asBoundary(sentence, book));
    if (index > 0 && isStyleOnly(body)) return void style.push(body);
    if (personaIndex < 0) {
      personaIndex = index;
      name = findName(body, book);
      role = findRole(body, name?.leading ? name.end : 0, lang, book);
      // "A sommelier called Dominique": the role comes before the name.
      if (!role && name && !name.leading) role = findRole(body, 0, lang, book);
      // "Bolt, order-tracking assistant…", "Aurora è un'amica…": a capitalised word then a pause or
      // a verb is the persona's name, and the role follows it.
      if (!name && role?.bare && role.bareName) {
        name = { name: role.bareName, start: 0, end: role.end, leading: true };
        role = findRole(body, role.end, lang, book);
      }
    }
    if (body) persona.push(body);
  });
  // In a later sentence only a marked name counts ("…, named Ember"): "Paziente, preciso…" opens with an adjective.
  if (!name) for (const s of all.slice(1)) name ??= findName(s, book, true);

  const audience = findAudience(persona.join(' '), lang, book);

  const names = properNames(all, lang, name?.name);
  const traitsFound: string[] = [];
  for (const w of words(description)) if (traitWords.includes(w) && !traitsFound.includes(w)) traitsFound.push(w);
  const { tone, stated } = readTone([description, ...style].join('\n'), book);
  // Who it talks to sets a register the description did not: children are spoken to warmly and simply.
  const sensitive = sensitiveAspectsOf(description);
  if (sensitive.includes('minors') && !stated.warmth) tone.warmth = 'warm';
  if (sensitive.includes('minors') && !stated.formality) tone.formality = 'casual';
  if (tone.formality === 'formal' && !stated.humor) tone.humor = 'none';

  const roleText = role?.phrase ?? '';
  // Words inside a proper name are not its subject on their own: "the Diet of Worms" is not about nutrition.
  // Single capitalised words stay ("English", "Python"): only names of several words are set apart.
  const multiWord = names.filter((n) => /\s/.test(n));
  const unnamed = (text: string) => multiWord.reduce((t, n) => t.split(n).join(' '), text);
  const topics = scoreTopics(
    [
      { text: roleText, weight: 2 },
      { text: audience ?? '', weight: 0.5 },
      {
        text: unnamed(
          persona
            .join(' ')
            .replace(roleText, ' ')
            .replace(audience ?? '\u0000', ' '),
        ),
        weight: 1,
      },
      // A name counts half: "Paws & Claws Veterinary Clinic" says something, "the Diet of Worms" alone not enough.
      { text: multiWord.join(' \n '), weight: 0.5 },
    ],
    vocabulary,
    lang,
  );
  return {
    lang,
    book,
    name: name?.name,
    role: role && { phrase: role.phrase, head: role.head, gender: role.gender, generic: role.generic, withPlace: role.withPlace, bare: role.bare },
    audience,
    names,
    rules: [...new Set(rules)].filter((r) => r.length > 1),
    persona,
    traits: traitsFound.slice(0, 6),
    tone,
    toneStated: stated,
    topics,
    sensitive,
  };
}
