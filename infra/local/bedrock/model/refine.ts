import { compiled } from './compiled-regex';
import type { Topic } from '../../../../lib/vocabularies/model';
import { toneWords, topicKeywords, traitWords } from './lexicon';
import { phrasebooks, phraseRegex, pick, type Phrasebook } from './phrasebook';
import { asSentence, findAudience, readingBounds, readTone, scoreTopics, sentences, type Reading } from './reading';
import type { Proposal, Refinement } from '../../../../lib/personalities/schema';
import {
  alternation,
  bareName,
  fold,
  instructionWords,
  readAudience,
  readCorrection,
  readMention,
  readPermission,
  readRemoval,
  readRename,
  wordsRegex,
} from './instructions';
import { normalise } from './text';

/**
 * Refine for the stand-in model: each instruction is read, applied to the proposal and reported
 * (contract 6.3 `refinement`), or reported as not applied with a reason a person can act on.
 * Instructions that contradict each other are not applied at all: the answer is a clarifying
 * question, and the developer refines the same proposal again.
 */

/** What a refine returns: the new proposal (null when asking), the questions, and what was applied or not. */
export interface RefineResult {
  status: 'ready' | 'needs_clarification';
  proposal: Proposal | null;
  clarifying_questions: string[];
  refinement: Refinement;
}

type Field = Refinement['applied'][number]['fields'][number];
type ToneDimension = keyof Proposal['tone'];

/** One understood instruction: what it changes, and how to apply it. */
interface Operation {
  instruction: string;
  /** For contradiction checks: the same key with another value means the developer asked for two things. */
  key?: string;
  value?: string;
  /** Applied after the others ("don't call it Crumbless" is checked once the rename is done). */
  late?: boolean;
  apply(p: Proposal): { fields: Field[]; change: string } | { notApplied: string };
}

interface Context {
  reading: Reading;
  vocabulary: readonly Topic[];
  book: Phrasebook;
}

const rx = (phrases: readonly string[]) => phraseRegex(phrases).source;
/** Whether any of the words occurs in the text, accents and case aside. */
const has = (text: string, list: readonly string[]) => wordsRegex(list.map(fold)).test(fold(text));
/** A pattern (written for folded text) run on the text's folded copy; groups are cut from the text itself. */
function execFolded(text: string, pattern: string): (string[] & { index: number }) | undefined {
  const m = compiled(pattern, 'du').exec(fold(text));
  if (!m) return undefined;
  const groups = m.indices!.map((span) => (span ? text.slice(span[0], span[1]) : undefined)) as string[];
  return Object.assign(groups, { index: m.index });
}
/** The text without what the pattern (written for folded text) finds. */
const withoutFolded = (text: string, pattern: string) => {
  let out = text;
  for (const m of [...fold(text).matchAll(compiled(pattern, 'gu'))].reverse()) out = out.slice(0, m.index) + ' ' + out.slice(m.index + m[0].length);
  return out.replace(/\s+/g, ' ').trim();
};
const fieldPattern = (list: readonly string[]) => `(?<![\\p{L}])(?:${alternation(list.map(fold))})(?![\\p{L}])`;
/** The instruction without the field it names and its preposition ("in the greeting", "dans le résumé", "nel riassunto"). */
const withoutField = (clause: string, list: readonly string[]) =>
  withoutFolded(
    clause,
    `(?:(?:in|into|to|on|dans|en|im|in\\s+der|na|no|nel|nella|au|del|du|da|dal)\\s+)?(?:(?:the|its|le|la|el|der|die|das|o|a|il|lo)\\s+)?${fieldPattern(list)}(?:\\s+should)?`,
  );
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const quoted = (s: string) =>
  s
    .trim()
    .replace(/^["“'‘«]\s*|\s*["”'’»]$/g, '')
    .trim();
const clip = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

// Verbs that open an instruction, in each language; a clause split happens only before one of them.
const instructionVerbs = [
  'add',
  'remove',
  'drop',
  'delete',
  'take out',
  'make',
  'rename',
  'call',
  'name',
  'mention',
  'start',
  'begin',
  'change',
  'switch',
  'set',
  'give',
  'tone',
  'translate',
  'turn',
  'let',
  'rewrite',
  'loosen',
  'tighten',
  'keep',
  'be',
  'include',
  'cover',
  'no',
  'stop',
  'use',
  'say',
  'ajoute',
  'ajouter',
  'enlève',
  'enleve',
  'supprime',
  'retire',
  'rends',
  'renomme',
  'appelle',
  'mentionne',
  'change',
  'traduis',
  'garde',
  'sois',
  'añade',
  'agrega',
  'quita',
  'elimina',
  'hazlo',
  'hazla',
  'haz',
  'cámbiale',
  'cambia',
  'llámalo',
  'llámala',
  'menciona',
  'traduce',
  'que sea',
  'que el saludo',
  'füge',
  'entferne',
  'lösche',
  'mach',
  'mache',
  'nenne',
  'benenne',
  'ändere',
  'übersetze',
  'erwähne',
  'adiciona',
  'adicione',
  'acrescenta',
  'remove',
  'tira',
  'tire',
  'deixa',
  'deixe',
  'muda',
  'mude',
  'chama',
  'chame',
  'traduz',
  'traduza',
  'menciona',
  'aggiungi',
  'togli',
  'rimuovi',
  'elimina',
  'rendilo',
  'rendila',
  'rendi',
  'chiamalo',
  'chiamala',
  'rinomina',
  'cambia',
  'traduci',
  'menziona',
];
const more = ['more', 'plus', 'más', 'mas', 'mehr', 'mais', 'più', 'piu', 'much more', 'way more', 'far more', 'even more'];
const less = ['less', 'moins', 'menos', 'weniger', 'meno', 'not so', 'not as'];
const softly = [
  'a bit',
  'a little',
  'a touch',
  'slightly',
  'somewhat',
  'a notch',
  'un peu',
  'un poco',
  'ein bisschen',
  'etwas',
  'um pouco',
  'un po',
  'leicht',
  'un pochino',
];

/** Comparatives and instruction idioms for each tone direction ("up" the end of the scale, "down" its start); the lexicon's tone words are added below. */
const toneComparatives: { dimension: ToneDimension; up: string[]; down: string[] }[] = [
  {
    dimension: 'formality',
    up: [
      'formality',
      'formal',
      'formally',
      'stiff',
      'stiffer',
      'professional',
      'polite',
      'corporate',
      'like a robot',
      'robotic',
      'formel',
      'formelle',
      'formal',
      'förmlich',
      'förmlicher',
      'formell',
      'formale',
      'formali',
      'sérieux',
      'rígido',
    ],
    down: [
      'casual',
      'informal',
      'relaxed',
      'laid back',
      'chill',
      'like a mate',
      'like a friend',
      'décontracté',
      'informel',
      'détendu',
      'informal',
      'cercano',
      'locker',
      'lockerer',
      'lässig',
      'descontraído',
      'descontraida',
      'informale',
      'rilassato',
    ],
  },
  {
    dimension: 'warmth',
    up: [
      'warmth',
      'upbeat',
      'peppy',
      'peppier',
      'bubbly',
      'bubblier',
      'warm',
      'warmer',
      'friendly',
      'friendlier',
      'kind',
      'kinder',
      'caring',
      'gentle',
      'gentler',
      'cheerful',
      'like a mate',
      'like a friend',
      'chaleureux',
      'chaleureuse',
      'cálido',
      'cálida',
      'cercano',
      'cercana',
      'herzlich',
      'herzlicher',
      'freundlich',
      'freundlicher',
      'caloroso',
      'calorosa',
      'acolhedor',
      'carinhoso',
      'affettuoso',
      'caloroso',
      'cordiale',
    ],
    down: [
      'cold',
      'colder',
      'cool',
      'cooler',
      'reserved',
      'distant',
      'grumpy',
      'grumpier',
      'gruff',
      'stern',
      'froid',
      'froide',
      'plus froid',
      'réservé',
      'frío',
      'fría',
      'reservado',
      'kühl',
      'kühler',
      'kalt',
      'kälter',
      'distanziert',
      'frio',
      'fria',
      'fredd*',
      'riservat*',
      'burbero',
    ],
  },
  {
    dimension: 'humor',
    up: [
      'funny',
      'funnier',
      'humour',
      'humor',
      'humorous',
      'jokes',
      'jokey',
      'joke',
      'cheeky',
      'cheekier',
      'playful',
      'witty',
      'wittier',
      'silly',
      'sillier',
      'laughs',
      'drôle',
      'humour',
      'divertido',
      'divertida',
      'gracioso',
      'humor',
      'lustig',
      'lustiger',
      'witzig',
      'witziger',
      'engraçado',
      'divertido',
      'scherzoso',
      'scherzosa',
      'divertente',
      'spiritoso',
    ],
    down: ['serious', 'sérieux', 'serio', 'seria', 'ernst', 'ernster', 'sério', 'séria', 'serio'],
  },
  {
    dimension: 'verbosity',
    up: [
      'detail',
      'details',
      'longer',
      'detailed',
      'more detail',
      'vivid',
      'descriptive',
      'thorough',
      'chatty',
      'chattier',
      'wordy',
      'wordier',
      'verbose',
      'détaillé',
      'plus long',
      'detallado',
      'más largo',
      'ausführlich',
      'ausführlicher',
      'länger',
      'detalhado',
      'mais longo',
      'dettagliato',
      'più lungo',
    ],
    down: [
      'shorter',
      'short',
      'concise',
      'brief',
      'briefer',
      'terse',
      'to the point',
      'succinct',
      'plus court',
      'court',
      'concis',
      'corto',
      'más corto',
      'breve',
      'kürzer',
      'knapper',
      'knapp',
      'curto',
      'mais curto',
      'più breve',
      'più corto',
      'conciso',
    ],
  },
];
/** English adjectives with their comparatives ("sassy" → "sassier", "terse" → "terser"): instructions compare. */
const withComparatives = (list: readonly string[]) =>
  list.flatMap((w) =>
    /^[a-z]{3,8}$/.test(w) && !w.endsWith('*') ? [w, w.endsWith('y') ? `${w.slice(0, -1)}ier` : w.endsWith('e') ? `${w}r` : `${w}er`] : [w],
  );
// The description's tone words (lexicon.ts) read in instructions too, by the direction they point on their scale.
const directionOf: Record<string, 'up' | 'down' | undefined> = {
  formal: 'up',
  casual: 'down',
  warm: 'up',
  reserved: 'down',
  playful: 'up',
  none: 'down',
  detailed: 'up',
  concise: 'down',
};
const notToneInInstructions = new Set(['kind', 'quick', 'quickly', 'patient', 'court', 'mode']);
const toneTerms = toneComparatives.map(({ dimension, up, down }) => {
  const fromLexicon = (dir: 'up' | 'down') =>
    toneWords
      .filter((t) => t.setting[0] === dimension && directionOf[t.setting[1]] === dir)
      .flatMap((t) => t.words.filter((w) => !notToneInInstructions.has(w)));
  return { dimension, up: [...up, ...withComparatives(fromLexicon('up'))].map(fold), down: [...down, ...withComparatives(fromLexicon('down'))].map(fold) };
});
const termsRegex = (terms: readonly string[]) => compiled(`(?<![\\p{L}\\p{N}])(?:${alternation(terms)})(?![\\p{L}\\p{N}])`, 'gu');
const scale: Record<ToneDimension, readonly string[]> = {
  formality: ['casual', 'neutral', 'formal'],
  warmth: ['reserved', 'neutral', 'warm'],
  humor: ['none', 'light', 'playful'],
  verbosity: ['concise', 'balanced', 'detailed'],
};

const fieldWords = {
  greeting: instructionWords.greeting,
  summary: instructionWords.summary,
  rule: instructionWords.rule,
  topic: ['topic', 'topics', 'subject', 'thème', 'sujet', 'tema', 'temas', 'thema', 'themen', 'tópico', 'argomento'],
  trait: ['trait', 'traits', 'personality trait', 'trait de caractère', 'rasgo', 'eigenschaft', 'traço', 'tratto'],
  audience: ['audience', 'target audience', 'users', 'public', 'público', 'zielgruppe', 'pubblico'],
};
const removeVerbs = [
  ...instructionWords.remove,
  ...instructionWords.noLongerNeeded,
  'no more',
  'without',
  'stop mentioning',
  'no',
  'quitar',
  'eliminar',
  'sans',
  'sin',
  'ohne',
  'sem',
  'senza',
];
const addVerbs = [
  'add',
  'also cover',
  'cover',
  'include',
  'also help with',
  'help with',
  'also',
  'too',
  'as well',
  'ajoute',
  'ajouter',
  'inclus',
  'añade',
  'agrega',
  'incluye',
  'füge',
  'hinzu',
  'adiciona',
  'adicione',
  'acrescenta',
  'inclui',
  'aggiungi',
  'includi',
];

/** Splits instructions into single instructions: sentences, then clauses that open with an instruction verb. */
export function splitInstructions(instructions: string): string[] {
  const out: string[] = [];
  const verbs = rx(instructionVerbs);
  // A piece that cannot stand alone ("The greeting should", "It should never", "make the greeting").
  const incomplete = compiled(
    `(?:\\b(?:should|must|shall|will|can|could|would|to|never|always|and|not|shouldn['’]t|mustn['’]t|don['’]t|doesn['’]t|won['’]t)|:)$|^(?:\\S+\\s+){0,3}${fieldPattern([...fieldWords.greeting, ...fieldWords.summary])}$`,
    'iu',
  );
  for (const sentence of sentences(instructions.replace(/\.{3,}|…/g, '…'))) {
    // What follows "rule:" or "greeting to:" is content, not further instructions.
    const content = execFolded(
      sentence,
      `${fieldPattern([...fieldWords.rule, ...fieldWords.greeting, ...fieldWords.summary])}[^:]{0,20}:|\\b(?:so that|so it|so she|so he)\\b`,
    );
    const head = content ? sentence.slice(0, content.index) : sentence;
    const tail = content ? sentence.slice(content.index) : '';
    const parts = head
      .split(
        compiled(
          `(?:,\\s*(?:(?:and|but|so|y|pero|et|mais|und|aber|e|mas|ma|ed|then|puis|luego|dann|depois|poi)\\s+)?|\\s+(?:and|but|y|pero|et|mais|und|aber|e|mas|ma|ed|then|puis|luego|dann|depois|poi)\\s+)(?:(?:also|please|then|aussi|también|auch|também|anche)\\s+)?(?=(?:${verbs})\\s)|,\\s*(?:(?:and|but|y|et|und|e)\\s+)?(?=(?:${rx(more)}|${rx(less)})\\s)|\\s+(?:and|but|y|pero|et|mais|und|aber|e|mas|ma)\\s+(?:(?:also|at the same time|aussi|también|al mismo tiempo|auch|zugleich|também|anche)\\s+)(?=(?:much\\s+|way\\s+|far\\s+|a\\s+bit\\s+|mucho\\s+|viel\\s+|muito\\s+|molto\\s+|bien\\s+)?(?:${rx(more)}|${rx(less)})\\s)|,\\s*(?=(?:it['’]s|it\\s+is|because|since|as|people|our|users|c['’]est|porque|weil|perché)\\b)|…\\s*`,
          'iu',
        ),
      )
      .map((p) => (p ?? '').trim())
      .filter(
        (p) =>
          /\p{L}/u.test(p) &&
          !/^(?:please|thanks|thank you|merci|s['’]il (?:te|vous) pla[iî]t|por favor|gracias|bitte|danke|obrigad[oa]|per favore|grazie)[.!]*$/i.test(p),
      );
    // "The greeting should | mention…": a piece with no instruction of its own belongs to the next.
    const clauses: string[] = [];
    for (const part of parts) {
      const last = clauses.at(-1);
      // "Actually, | it's for retirees": a marker alone belongs to what follows it.
      if (last !== undefined && ((incomplete.test(fold(last)) && !retraction.test(last)) || readCorrection(last) === ''))
        clauses[clauses.length - 1] = `${last} ${part}`;
      else clauses.push(part);
    }
    if (tail) {
      if (clauses.length) clauses[clauses.length - 1] = `${clauses.at(-1)} ${tail}`.trim();
      else clauses.push(tail.trim());
    }
    out.push(...clauses);
  }
  return out;
}

// Words a rule and an instruction use for the same thing ("the price rule" lifts "never wines over 100 euros").
const concepts: Record<string, string[]> = {
  '#price': [
    'price',
    'prices',
    'pricing',
    'cost',
    'costs',
    'expensive',
    'cheap',
    'euro',
    'euros',
    'dollar',
    'dollars',
    'pound',
    'pounds',
    'money',
    'prix',
    'tarif',
    'tarifs',
    'cout',
    'couts',
    'argent',
    'precio',
    'precios',
    'coste',
    'costes',
    'dinero',
    'preis',
    'preise',
    'preisen',
    'kosten',
    'geld',
    'preco',
    'precos',
    'custo',
    'custos',
    'dinheiro',
    'prezzo',
    'prezzi',
    'costo',
    'costi',
    'soldi',
  ],
  '#length': [
    'words',
    'word',
    'length',
    'long',
    'longer',
    'short',
    'shorter',
    'characters',
    'sentences',
    'mots',
    'palabras',
    'worter',
    'woerter',
    'palavras',
    'parole',
  ],
  '#secret': [
    'password',
    'passwords',
    'pin',
    'pins',
    'secret',
    'secrets',
    'credentials',
    'mot de passe',
    'contrasena',
    'contrasenas',
    'passwort',
    'passworter',
    'senha',
    'senhas',
  ],
  '#personal': [
    'personal',
    'private',
    'details',
    'data',
    'address',
    'phone',
    'personnelles',
    'personnel',
    'donnees',
    'personales',
    'datos',
    'personliche',
    'daten',
    'pessoais',
    'dados',
    'personali',
    'dati',
  ],
};
const conceptsOf = (word: string) =>
  Object.entries(concepts)
    .filter(([, list]) => list.includes(word))
    .map(([id]) => id);

/** Word stems for matching "passwords" to "password", "Passwörter" to "Passwörtern". */
// Plural and gender endings folded ("injuries"/"injury", "brani"/"brano"), long compounds cut to their start.
const stem = (w: string) => {
  const base = normalise(w)
    .replace(/ies$/, 'y')
    .replace(/(?:es|s|en|er|e|n)$/, '');
  return (base.length > 4 ? base.replace(/[aeiouy]$/, '') : base).slice(0, 7);
};
/** The same word in another form: equal stems, or one the start of the other ("renew", "renewal"). */
const related = (a: string, b: string) => a === b || (Math.min(a.length, b.length) >= 4 && (a.startsWith(b) || b.startsWith(a)));
const contentStems = (text: string) =>
  normalise(text)
    .split(' ')
    .filter(
      (w) =>
        w.length > 2 &&
        !/^(?:when|where|what|which|who|how|also|into|from|than|then|them|they|their|there|here|only|just|some|any|each|every|more|less|very|can|will|may|now|still|once|other|asked|else|something|anything|quand|cuando|wenn|quando|the|and|that|this|rule|rules|boundary|about|with|for|its|it|never|always|must|should|not|don|doesn|règle|regle|regla|regel|regra|regola|sur|les|des|une|der|die|das|den|dem|ueber|uber|sulla|sulle|della|para|sobre|que|qui|che|pas|nie|nunca|mai|jamais)$/.test(
          w,
        ),
    )
    .flatMap((w) => [stem(w), ...conceptsOf(w)]);

/** The boundaries an instruction's words point at, best match first. */
function matchingBoundaries(boundaries: readonly string[], about: string): string[] {
  const wanted = contentStems(about);
  if (wanted.length === 0) return [];
  return boundaries
    .map((b) => ({ b, score: contentStems(b).filter((s) => wanted.some((w) => related(w, s))).length }))
    .filter((m) => m.score > 0)
    .sort((a, b) => b.score - a.score)
    .map((m) => m.b);
}

/** Replaces whole-word occurrences of a name. */
const replaceName = (text: string, from: string, to: string) => text.replace(compiled(`(?<![\\p{L}\\p{N}])${escape(from)}(?![\\p{L}\\p{N}])`, 'gu'), to);

/** The greeting with a new name: the old name replaced, or the name put into an intro that had none. */
function renamedGreeting(greeting: string, from: string, to: string, book: Phrasebook): string {
  if (greeting.includes(from)) return replaceName(greeting, from, to);
  const your = compiled(
    `(${['I’m', "I'm", 'This is', 'You’re talking to', 'Je suis', 'Vous parlez à', 'Soy', 'Estás hablando con', 'Hier spricht', 'Hier ist', 'Eu sou', 'Aqui é', 'Sono', 'Qui parla'].map(escape).join('|')})\\s+(?=${[...new Set([...Object.values(book.greeting.your), ...Object.values(book.greeting.the), 'your', 'the'])].map(escape).join('|')}\\s)`,
    'u',
  );
  if (your.test(greeting)) return greeting.replace(your, (m, lead: string) => `${lead} ${to}, `);
  const intro = `${book.greeting.named[0]!.split(',')[0]!.replace('{name}', to)}.`;
  const first = /^[^.!?]*[.!?]\s*/.exec(greeting);
  return first ? `${first[0]}${intro} ${greeting.slice(first[0].length)}`.trim() : `${intro} ${greeting}`;
}

/** The summary with a new name: the old one replaced, or "A museum guide…" → "Nefertiti is a museum guide…". */
function renamedSummary(summary: string, from: string, to: string, book: Phrasebook): string {
  if (summary.includes(from)) return replaceName(summary, from, to);
  const article = compiled(
    `^(${book.articles
      .filter((a) => a.length > 1 || book === phrasebooks.en)
      .map(escape)
      .join('|')})\\s`,
    'iu',
  ).exec(summary);
  if (article) return `${to} ${book.copula} ${summary[0]!.toLowerCase()}${summary.slice(1)}`;
  return summary;
}

const nameAfter = String.raw`["“'‘«]?([\p{Lu}\p{Lt}][\p{L}\p{N}'’-]*(?:[ \t]+[\p{Lu}\p{Lt}][\p{L}\p{N}'’-]*){0,3})["”'’»]?`;
const renamePatterns = [
  String.raw`(?:re)?name(?:\s+(?:it|her|him|them))?\s+(?:to\s+)?`,
  String.raw`call\s+(?:it|her|him|them)\s+`,
  String.raw`give\s+(?:it|her|him|them)\s+the\s+name\s+`,
  String.raw`change\s+(?:the|its|her|his)\s+name\s+to\s+`,
  String.raw`(?:the\s+)?name\s+(?:should\s+be|is)\s+`,
  String.raw`renomme[-\s]?(?:le|la)?\s+(?:en\s+)?`,
  String.raw`appelle[-\s]?(?:le|la)\s+`,
  String.raw`(?:cámbiale|cambia)\s+(?:el\s+)?nombre\s+(?:a|por)\s+`,
  String.raw`ll[aá]ma(?:lo|la)\s+`,
  String.raw`nenne\s+(?:ihn|sie|es)\s+`,
  String.raw`benenne\s+(?:ihn|sie|es)\s+(?:in\s+)?`,
  String.raw`(?:muda|mude)\s+o\s+nome\s+para\s+`,
  String.raw`chama[-\s]?(?:o|a)\s+(?:de\s+)?`,
  String.raw`chiama(?:lo|la)\s+`,
  String.raw`rinomina(?:lo|la)?\s+(?:in\s+)?`,
];
const renameRegex = compiled(`(?:${renamePatterns.join('|')})${nameAfter}`, 'u');
const retraction = /\b(?:actually\s+no|no\s+wait|scratch\s+that|never\s*mind|en\s+fait\s+non|mejor\s+no|doch\s+nicht|anzi\s+no|na\s+verdade\s+n[ãa]o)\b/i;
const rationale = /^(?:it['’]s\s+(?:not|becoming|because)|its|our|we|because|since|as|people|users|they|this\s+is|c['’]est|porque|weil|perché|pois)\b/i;
const withdrawn = 'Withdrawn by the instruction that follows it.';
const notUnderstood =
  'The local stand-in did not understand this instruction. Edit the field directly, or rephrase it (for example “rename it to …”, “add a rule that …”, “make it more formal”, “add cooking as a topic”).';
const notAProposalField =
  'A proposal has a name, summary, traits, tone, topics, boundaries and a greeting; this asks for something else, which a proposal cannot hold. Build it in your application, or describe the change in terms of those fields.';

/** The tone changes a clause asks for, in order: "less formal", "a bit cheekier", "drop the jokes". */
function toneChanges(clause: string, current: Proposal['tone']): { dimension: ToneDimension; value: string; label: string }[] {
  const lower = fold(clause);
  const changes: { dimension: ToneDimension; value: string; label: string; at: number }[] = [];
  for (const { dimension, up, down } of toneTerms) {
    for (const [direction, terms] of [
      ['up', up],
      ['down', down],
    ] as const) {
      for (const m of lower.matchAll(termsRegex(terms))) {
        const before = lower.slice(Math.max(0, m.index - 24), m.index);
        const negated = compiled(
          `(?:${rx(less.map(fold))})\\s*$|(?:not|never|pas|nicht|nao|non|ni)\\s+(?:too\\s+|so\\s+|trop\\s+|zu\\s+|troppo\\s+|demasiado\\s+|muito\\s+)?$|(?:drop|remove|no|without|stop|get\\s+rid\\s+of|lose|cut|ditch|skip|enleve|sans|quita|sin|ohne|keine|entferne|tira|sem|togli|senza)\\s+(?:the\\s+|l'|l’|la\\s+|les\\s+|el\\s+|los\\s+|die\\s+|den\\s+|o\\s+|os\\s+|i\\s+|gli\\s+)?$`,
          'iu',
        ).test(before);
        const downNotch = /tone\s+(?:it\s+)?down|down\s+a\s+notch|a\s+notch\s+down|less\s+of\s+the/i.test(lower) && !negated;
        const soft = compiled(`(?:${rx(softly.map(fold))})\\s*(?:${rx(more.map(fold))}\\s*|${rx(less.map(fold))}\\s*)?$`, 'iu').test(before) || downNotch;
        let dir: 'up' | 'down' = direction;
        if (negated || downNotch) dir = dir === 'up' ? 'down' : 'up';
        const steps = scale[dimension];
        const index = steps.indexOf(current[dimension]);
        // "drop the jokes" means none at all; "a bit less formal" one step; "more formal" the end of the scale.
        const hard =
          negated && /drop|remove|no\s|without|rid\s+of|lose|cut|ditch|skip|enleve|sans|quita|sin|ohne|keine|entferne|tira|sem|togli|senza/i.test(before);
        const value = hard
          ? steps[dir === 'up' ? 2 : 0]!
          : soft
            ? steps[Math.max(0, Math.min(2, index + (dir === 'up' ? 1 : -1)))]!
            : steps[dir === 'up' ? 2 : 0]!;
        changes.push({ dimension, value, label: m[0], at: m.index });
      }
    }
  }
  // One change per dimension and direction; the earliest wording names it.
  const seen = new Set<string>();
  const unique = changes
    .sort((a, b) => a.at - b.at)
    .filter((c) => {
      const key = `${c.dimension}:${c.value}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  // "Casual but polite" qualifies, it does not contradict: a plain "but" before the second word of a
  // dimension keeps the first. "…but also super laid-back" or "at the same time" still asks.
  return unique.filter((c) => {
    const earlier = unique.find((o) => o.dimension === c.dimension && o.at < c.at);
    if (!earlier) return true;
    const between = lower.slice(earlier.at, c.at);
    // On the text as written: Portuguese "mas" (but) is Spanish "más" (more) once accents go; French "mais" is Portuguese "more".
    const concedes = /(?<![\p{L}])(?:but|yet|still|though|pero|aber|ma|mas|pourtant|sin embargo|trotzdem)(?![\p{L}])/u.test(
      clause.toLowerCase().slice(earlier.at, c.at),
    );
    const both =
      /(?<![\p{L}])(?:also|too|as well|at the same time|at once|aussi|en meme temps|a la vez|al mismo tiempo|tambien|auch|gleichzeitig|zugleich|tambem|ao mesmo tempo|anche|allo stesso tempo|extremely|super|very|much|way|really|tres|muy|sehr|muito|molto)(?![\p{L}])/u.test(
        between,
      );
    return !(concedes && !both);
  });
}

/** Topic ids of the vocabulary a phrase names. */
const topicsIn = (text: string, vocabulary: readonly Topic[]) => scoreTopics([{ text, weight: 1 }], vocabulary);

/** The greeting's sentences. */
const greetingSentences = (g: string) =>
  g
    .match(/[^.!?]+[.!?]*\s*/g)
    ?.map((s) => s.trim())
    .filter(Boolean) ?? [g];

/** A new name (the greeting and summary follow) and, for "make her a unicorn called Stardust", a new role. */
function renameTo(clause: string, to: string | undefined, newRole: string | undefined, ctx: Context): Operation {
  const { book } = ctx;
  return {
    instruction: clause,
    key: to ? 'name' : undefined,
    value: to,
    apply: (p) => {
      const fields: Field[] = [];
      const changes: string[] = [];
      const oldHead = ctx.reading.role?.head;
      if (newRole && oldHead) {
        const swap = (t: string) => t.replace(compiled(`(?<![\\p{L}])${escape(oldHead)}(?![\\p{L}])`, 'giu'), newRole);
        const [summary, greeting, name] = [swap(p.summary), swap(p.greeting), swap(p.name)];
        if (summary !== p.summary) fields.push('summary');
        if (greeting !== p.greeting) fields.push('greeting');
        if (name !== p.name && !to) fields.push('name');
        Object.assign(p, { summary, greeting, name: to ? p.name : name });
        changes.push(`role: ${oldHead} → ${newRole}`);
      } else if (newRole) changes.push(`(no role found to replace with “${newRole}”)`);
      if (to && to !== p.name) {
        const from = p.name;
        // A name made from the role ("Museumsführer") stays as the role where the texts use it.
        const fromRole = oldHead !== undefined && fold(from).includes(fold(oldHead));
        p.summary = renamedSummary(p.summary, fromRole ? '\u0000' : from, to, book);
        p.greeting = renamedGreeting(p.greeting, fromRole ? '\u0000' : from, to, book);
        if (!fromRole) p.boundaries = p.boundaries.map((b) => replaceName(b, from, to));
        p.name = to.slice(0, 80);
        fields.push('name', 'greeting', 'summary');
        changes.push(`name: “${from}” → “${to}”, greeting and summary updated`);
      }
      return fields.length ? { fields: [...new Set(fields)], change: changes.join('; ') } : { notApplied: `The name is already “${to}”.` };
    },
  };
}

const standardBoundaries = new Set(
  Object.values(phrasebooks).flatMap((pb) => [pb.boundaries.scope, pb.boundaries.secrets, ...Object.values(pb.boundaries.aspects)]),
);
/** The boundary an instruction lifts by allowing what it forbade, or by no longer wanting what it required. */
function liftedBoundary(clause: string, all: readonly string[]): string | undefined {
  // The service's own boundaries (scope, secrets, sensitive subjects) are lifted only by naming them as rules.
  const boundaries = all.filter((b) => !standardBoundaries.has(b));
  const allowed = readPermission(clause);
  const folded = fold(clause);
  // "…but only when asked" rewrites the rule (below), "it may only…" states one.
  if (
    allowed &&
    !/^(?:only|just|solo|nur|seulement|apenas|soltanto|uniquement)\b/u.test(fold(allowed)) &&
    !/\b(?:but\s+only|only\s+(?:if|when)|as\s+long\s+as|provided|mais\s+seulement|pero\s+solo|aber\s+nur|mas\s+so|ma\s+solo)\b/u.test(folded)
  ) {
    return matchingBoundaries(boundaries, allowed)[0];
  }
  const negated = wordsRegex(instructionWords.negation).test(folded);
  if (negated && wordsRegex(instructionWords.anymore).test(folded)) {
    const target = matchingBoundaries(boundaries, clause)[0];
    // "It shouldn't correct mistakes anymore" lifts "Always corrects mistakes", not "Never corrects…".
    if (target && !wordsRegex(instructionWords.negation).test(fold(target))) return target;
  }
  return undefined;
}

function removeBoundary(clause: string, target: string): Operation {
  return {
    instruction: clause,
    key: `rule:${contentStems(target).sort().join(',')}`,
    value: 'remove',
    apply: (p) => {
      if (!p.boundaries.includes(target)) return { notApplied: `No boundary “${clip(target, 60)}” to remove.` };
      p.boundaries = p.boundaries.filter((b) => b !== target);
      return { fields: ['boundaries'], change: `boundary removed: “${clip(target, 80)}”` };
    },
  };
}

const shorterWords = [
  'shorter',
  'shorten',
  'briefer',
  'trim',
  'condense',
  'tighten',
  'plus court',
  'plus courte',
  'raccourcis',
  'raccourcir',
  'mas corto',
  'más corto',
  'acorta',
  'acortar',
  'kurzer',
  'kürzer',
  'kurze',
  'kürze',
  'kurzen',
  'kürzen',
  'mais curto',
  'encurta',
  'encurte',
  'encurtar',
  'piu corto',
  'più corto',
  'piu breve',
  'più breve',
  'accorcia',
  'accorciare',
];
/** The summary's first sentence, or its main clause when it has one sentence. */
function shorterSummary(clause: string): Operation {
  return {
    instruction: clause,
    apply: (p) => {
      const [first, ...rest] = sentences(p.summary);
      let next = rest.length ? first! : p.summary;
      if (!rest.length) {
        const cut = /,?\s+(?:who|that|which|qui|que|der|die|das|che|quien)\s/iu.exec(p.summary);
        if (cut && p.summary.slice(0, cut.index).split(/\s+/).length >= 4) next = asSentence(p.summary.slice(0, cut.index));
      }
      if (next === p.summary) return { notApplied: 'The summary is already one short sentence; send the summary you want as “change the summary to: …”.' };
      p.summary = next;
      return { fields: ['summary'], change: 'summary shortened' };
    },
  };
}

// "the second rule", "la primera regla", "die letzte Regel": a boundary by its place in the list.
const ordinals: [number, string[]][] = [
  [0, ['first', '1st', 'premier', 'premiere', 'primero', 'primera', 'primer', 'erste', 'ersten', 'primeiro', 'primeira', 'primo', 'prima']],
  [1, ['second', '2nd', 'deuxieme', 'seconde', 'segundo', 'segunda', 'zweite', 'zweiten', 'secondo', 'seconda']],
  [2, ['third', '3rd', 'troisieme', 'tercero', 'tercera', 'tercer', 'dritte', 'dritten', 'terceiro', 'terceira', 'terzo', 'terza']],
  [3, ['fourth', '4th', 'quatrieme', 'cuarto', 'cuarta', 'vierte', 'vierten', 'quarto', 'quarta']],
  [-1, ['last', 'final', 'dernier', 'derniere', 'ultimo', 'ultima', 'letzte', 'letzten']],
];
/** The index a removal names ("the second rule" → 1, "the last boundary" → -1, "rule 3" → 2), if any. */
function ordinalOf(clause: string): number | undefined {
  const folded = fold(clause);
  const number = compiled(`${fieldPattern(instructionWords.rule)}\\s*(?:no\\.?|number|nr\\.?|n°|numero|nummer|#)?\\s*(\\d{1,2})(?!\\d)`, 'u').exec(folded);
  if (number) return Number(number[1]) - 1;
  for (const [index, words] of ordinals)
    if (compiled(`(?<![\\p{L}])(?:${words.join('|')})\\s+(?:\\p{L}+\\s+)?${fieldPattern(instructionWords.rule)}`, 'u').test(folded)) return index;
  return undefined;
}

/** What a greeting should end with: "end the greeting with a question about their shift", "soll mit … enden". */
function readEnding(clause: string): string | undefined {
  const verbFirst = execFolded(
    clause,
    String.raw`(?<![\p{L}])(?:end|ends|finish|close|wrap\s+up|termine|termines|finis|finir|terminer|termina|acaba|acabe|cierra|cierre|beende|schliess\w*|schließ\w*|feche|finalize|finisci|chiudi|concludi)(?![\p{L}])[^"“'‘«]*?(?:with|par|avec|con|mit|com|por)\s+(.+)$`,
  );
  const verbLast = execFolded(
    clause,
    String.raw`(?<![\p{L}])mit\s+(.+?)\s+(?:enden|endet|aufhoren|aufhören|abschliessen|abschließen|schliessen|schließen)(?![\p{L}])`,
  );
  return (verbFirst?.[1] ?? verbLast?.[1])?.replace(/[.!\s]+$/u, '') || undefined;
}

const questionAbout =
  /^(?:a|an|une|una|eine|einer|uma|un)\s+(?:question|pregunta|frage|pergunta|domanda)\s+(?:about|on|sur|sobre|zu|zur|zum|über|uber|su|sul|sulla|sui)\s+(.+)$/iu;
/** The closing line: the words asked for, or a question when the instruction asks for one ("a question about their shift" → "What about your shift?"). */
function closingLine(ending: string, lang: Reading['lang']): string {
  const about = questionAbout.exec(ending)?.[1];
  if (!about) return asSentence(quoted(ending));
  const yours = about
    .replace(/\btheir\b/giu, 'your')
    .replace(/\bthem\b/giu, 'you')
    .replace(/\bleur\b/giu, 'votre')
    .replace(/\bleurs\b/giu, 'vos');
  return {
    en: `What about ${yours}?`,
    other: `What about ${yours}?`,
    fr: `Et ${yours} ?`,
    es: `¿Y ${yours}?`,
    de: `Und ${yours}?`,
    pt: `E ${yours}?`,
    it: `E ${yours}?`,
  }[lang];
}

/** "Make it less patient", "more curious": a trait word of the lexicon or the proposal with a comparative. */
function comparedTrait(clause: string, previous: Proposal): Operation | undefined {
  const m = compiled(`(?<![\\p{L}])(${rx(more.map(fold))}|${rx(less.map(fold))})\\s+([\\p{L}-]+)`, 'u').exec(fold(clause));
  if (!m || toneChanges(clause, previous.tone).length) return undefined;
  const word = clause.slice(m.index + m[0].length - m[2]!.length, m.index + m[0].length).toLowerCase();
  if (!traitWords.includes(word) && !previous.traits.some((t) => fold(t) === fold(word))) return undefined;
  const fewer = compiled(`^(?:${rx(less.map(fold))})$`, 'u').test(m[1]!);
  return {
    instruction: clause,
    apply: (p) => {
      const had = p.traits.some((t) => fold(t) === fold(word));
      if (fewer !== had) return { notApplied: fewer ? `“${word}” is not one of the traits (${p.traits.join(', ')}).` : `“${word}” is already a trait.` };
      p.traits = fewer ? p.traits.filter((t) => fold(t) !== fold(word)) : [...p.traits, word].slice(0, 12);
      return { fields: ['traits'], change: `trait ${fewer ? 'removed' : 'added'}: ${word}` };
    },
  };
}

/** "Don't call it Crumbless": checked after the renames of the same request. */
function avoidName(clause: string, avoid: string): Operation {
  return {
    instruction: clause,
    late: true,
    apply: (p) =>
      p.name === avoid
        ? { notApplied: `Say what it should be called instead of “${avoid}”, for example “call it …”.` }
        : { fields: ['name'], change: `not called “${avoid}”` },
  };
}

const welcomeWord: Record<Reading['lang'], string> = {
  en: 'Welcome',
  other: 'Welcome',
  fr: 'Bienvenue',
  es: 'Bienvenidos',
  de: 'Willkommen',
  pt: 'Bem-vindos',
  it: 'Benvenuti',
};
/** Whom and where a greeting should welcome: "the greeting should welcome the teams to Quiz Night". */
function readWelcome(clause: string): string | undefined {
  const m = execFolded(
    clause,
    String.raw`(?<![\p{L}])(?:welcome(?!\s+(?:message|text|line))|souhaite(?:r)?\s+la\s+bienvenue|(?:de|dar|da)\s+la\s+bienvenida|heiss(?:e|t|en)?\s+(?:\p{L}+\s+)?willkommen|(?:de|dar|da)\s+as\s+boas-vindas|(?:dia|dare|da)\s+il\s+benvenuto)\s+(.+)$`,
  );
  return m?.[1]?.replace(/[.!?\s]+$/u, '').replace(/^(?:a|à|aux|al|a\s+los|a\s+las|aos|ai|agli)\s+/iu, '') || undefined;
}

/** Something taken out of the summary: "Take Leeds out of the summary", "Quita del resumen lo de la boda". */
function summaryWithout(clause: string, thing: string): Operation {
  return {
    instruction: clause,
    apply: (p) => {
      const next = withoutPhrase(p.summary, thing);
      if (next === undefined) return { notApplied: `The summary does not mention “${clip(thing, 60)}”.` };
      if (!/\p{L}{3}/u.test(next)) return { notApplied: `Taking “${clip(thing, 60)}” out would leave no summary; write the summary you want instead.` };
      p.summary = next;
      return { fields: ['summary'], change: `summary no longer mentions “${clip(thing, 60)}”` };
    },
  };
}

const prepositions = [
  'in',
  'at',
  'from',
  'near',
  'around',
  'of',
  'a',
  'au',
  'aux',
  'en',
  'de',
  'du',
  'des',
  'dans',
  'del',
  'im',
  'aus',
  'bei',
  'am',
  'em',
  'no',
  'na',
  'do',
  'da',
  'di',
  'nel',
  'nella',
  'per',
  'para',
  'pour',
  'for',
  'fur',
  'con',
  'with',
  'avec',
  'mit',
  'com',
];
const articles = ['the', 'a', 'an', 'le', 'la', 'les', 'l', 'el', 'los', 'las', 'der', 'die', 'das', 'den', 'dem', 'o', 'os', 'as', 'il', 'lo', 'gli', 'i'];
const relatives = ['who', 'that', 'which', 'whose', 'qui', 'que', 'qu', 'dont', 'der', 'die', 'das', 'che', 'cui', 'quien', 'donde', 'where', 'ou'];
const conjunctions = ['and', 'or', 'et', 'ou', 'y', 'o', 'e', 'und', 'oder', 'ed'];

/**
 * A text with a phrase taken out so that what is left still reads: the phrase with its
 * preposition ("in Leeds"), the relative clause or list item that holds it ("…and renew loans"),
 * or the word alone ("Erasmus students" → "students"). Undefined when the text does not hold it.
 */
export function withoutPhrase(text: string, thing: string): string | undefined {
  const folded = fold(text);
  let span = (() => {
    const m = compiled(`(?<![\\p{L}\\p{N}])${escape(fold(thing).trim()).replace(/\s+/g, '\\s+')}(?![\\p{L}\\p{N}])`, 'u').exec(folded);
    return m ? [m.index, m.index + m[0].length] : undefined;
  })();
  if (!span) {
    // By word stems: "renewals" finds "renew".
    const wanted = contentStems(thing);
    const hits = [...folded.matchAll(/\p{L}[\p{L}-]*/gu)].filter((w) => w[0].length > 2 && wanted.some((s) => related(s, stem(w[0]))));
    if (hits.length === 0) return undefined;
    span = [hits[0]!.index, hits[0]!.index + hits[0]![0].length];
  }
  const end = span[1]!;
  let start = span[0]!;
  // An article goes with what it introduces ("los domingos", "the bakery").
  const article = compiled(`(?:^|\\s)(?:${articles.join('|')})\\s+$`, 'u').exec(folded.slice(0, start));
  if (article) start = article.index + (article[0].startsWith(' ') ? 1 : 0);
  // The segment holding it: between punctuation marks.
  const segStart = Math.max(...[',', ';', ':', '.', '(', '!', '?', '—'].map((c) => text.lastIndexOf(c, start - 1))) + 1;
  const nextStop = [',', ';', ':', '.', ')', '!', '?', '—'].map((c) => text.indexOf(c, end)).filter((i) => i >= 0);
  const segEnd = nextStop.length ? Math.min(...nextStop) : text.length;
  const wordsBefore = folded.slice(segStart, start).trim().split(/\s+/).filter(Boolean);
  const endsPhrase =
    /^\s*$/.test(folded.slice(end, segEnd)) || compiled(`^\\s+(?:${[...relatives, ...conjunctions].join('|')})\\b`, 'u').test(folded.slice(end, segEnd));
  const cut = (from: number, to: number) =>
    (text.slice(0, from).replace(/\s+$/, '') + (/^[,.;:!?)]/.test(text.slice(to)) ? '' : ' ') + text.slice(to).replace(/^\s+/, ''))
      .replace(/\s+([,.;:!?])/g, '$1')
      .replace(/,\s*([.;!?])/g, '$1')
      .replace(/^[\s,;:]+/, '')
      .trim();
  // "in Leeds", "à Lisbonne", "in der Sächsischen Schweiz": with its preposition (and article).
  let back = wordsBefore.length;
  while (back > 0 && articles.includes(wordsBefore[back - 1]!)) back--;
  if (endsPhrase && back > 0 && prepositions.includes(wordsBefore[back - 1]!)) {
    const from = folded.lastIndexOf(` ${wordsBefore[back - 1]!} `, start);
    if (from >= segStart - 1) return cut(from, end);
  }
  // Inside a relative clause or a list item: the whole clause or item goes.
  const lead = [...relatives, ...conjunctions];
  for (let i = wordsBefore.length - 1; i >= 0; i--) {
    if (!lead.includes(wordsBefore[i]!)) continue;
    const from = folded.lastIndexOf(` ${wordsBefore[i]!} `, start);
    if (from < 0 || from < segStart - 1) break;
    const to = conjunctions.includes(wordsBefore[i]!) ? segEnd : segEnd;
    return cut(from, to);
  }
  // A whole segment after a comma ("…, in Leeds.").
  if (segStart > 0 && wordsBefore.length <= 2 && endsPhrase) return cut(segStart - 1, segEnd);
  return cut(start, end);
}

/** A new audience, in the summary where the old one stood or as a sentence of its own. */
function audienceChange(clause: string, change: { who: string; adding: boolean; instead?: string }, ctx: Context): Operation {
  const { who, adding, instead } = change;
  return {
    instruction: clause,
    key: 'audience',
    value: who,
    apply: (p) => {
      const inSummary = (a: string | undefined) => a !== undefined && fold(p.summary).includes(fold(a));
      const old = [instead, ctx.reading.audience, findAudience(p.summary, ctx.reading.lang, ctx.book, true)].find(inSummary);
      const joiner = { en: 'and', fr: 'et', es: 'y', de: 'und', pt: 'e', it: 'e', other: 'and' }[ctx.reading.lang];
      if (old) {
        const at = fold(p.summary).indexOf(fold(old));
        // "des adultes" → "des lycéens": the old article stays when the new audience has none.
        const article = /^(\p{L}+)\s/u.exec(old)?.[1];
        const kept =
          article && ctx.book.articles.includes(article.toLowerCase()) && !ctx.book.articles.includes(who.split(/\s/)[0]!.toLowerCase())
            ? `${article} ${who}`
            : who;
        p.summary = p.summary.slice(0, at) + (adding ? `${old} ${joiner} ${who}` : kept) + p.summary.slice(at + old.length);
      } else {
        p.summary =
          `${p.summary} ${asSentence({ en: `It is for ${who}`, other: `It is for ${who}`, fr: `Il s’adresse à : ${who}`, es: `Está pensado para ${who}`, de: `Es richtet sich an ${who}`, pt: `É para ${who}`, it: `È pensato per ${who}` }[ctx.reading.lang])}`.slice(
            0,
            500,
          );
      }
      return { fields: ['summary'], change: adding ? `audience widened to ${who}` : `audience → ${who}` };
    },
  };
}

/** Reads one instruction into an operation, or says why it cannot be applied. */
function understand(clause: string, ctx: Context, previous: Proposal): Operation | { instruction: string; reason: string } | undefined {
  const { book, vocabulary } = ctx;
  const lower = clause.toLowerCase();
  const says = (phrases: readonly string[]) => has(clause, phrases);
  const onGreeting = says(fieldWords.greeting);
  const onSummary = says(fieldWords.summary);
  const onRule = says(fieldWords.rule);

  // Reasons given for another instruction ("it's not our business", "people find it stiff") are not instructions.
  if (
    rationale.test(clause) &&
    !/\b(?:should|must|make|add|remove|drop|rename|call|mention)\b/i.test(clause) &&
    !has(clause, instructionWords.name) &&
    !readAudience(clause)
  )
    return undefined;
  if (
    /\b(?:translat\w*|tradu\w*|übersetz\w*)\b/iu.test(clause) ||
    /\b(?:in|into)\s+(?:english|spanish|french|german|portuguese|italian|chinese|japanese)\b/i.test(clause)
  ) {
    return {
      instruction: clause,
      reason: `The local stand-in writes a proposal in the language of its description and cannot translate it. Write the description in the language you want, or edit the fields yourself.`,
    };
  }
  if (
    /\b(?:sound|speak|talk|write)\s+like\s+(?!an?\s)(?:\p{Lu})/u.test(clause) ||
    /\bin the style of\b/i.test(clause) ||
    (/\b(?:sound|speak|talk)\s+like\s+an?\s/i.test(clause) && !toneChanges(clause, previous.tone).length)
  ) {
    return {
      instruction: clause,
      reason:
        'The local stand-in cannot imitate a writer’s or a person’s style. Describe the tone you want (formal, playful, warm, concise) or edit the greeting and summary yourself.',
    };
  }
  if (onGreeting && /\b(?:haiku|poem|rhyme|verse|song|limerick|sonnet|poème|poema|gedicht|poesia)\b/i.test(clause)) {
    return { instruction: clause, reason: 'The local stand-in cannot write verse. Write the greeting you want and send it as “change the greeting to: …”.' };
  }

  // Rename, and "make her a unicorn called Stardust" (a new role and a new name).
  const role =
    /\b(?:make|turn)\s+(?:it|her|him|them)\s+(?:into\s+)?(an?)\s+([\p{Ll}-]+(?:\s+[\p{Ll}-]+)?)\s+(?:called|named)\s+(.+)$/iu.exec(clause) ??
    /\bturn\s+(?:it|her|him|them)\s+into\s+(an?)\s+([\p{Ll}-]+)()$/iu.exec(clause.replace(/[.!?]+$/, ''));
  const naming = onGreeting || onRule ? undefined : readRename(clause, previous.name);
  if (!role && naming && 'avoid' in naming) return avoidName(clause, naming.avoid);
  const rename =
    (role?.[3] ? { 1: quoted(role[3]).replace(/[.!?]+$/, '') } : undefined) ??
    (naming && 'to' in naming ? { 1: naming.to } : undefined) ??
    (onGreeting ? undefined : renameRegex.exec(clause.replace(/^\p{Lu}/u, (c) => c.toLowerCase())));
  if (rename || role) return renameTo(clause, rename ? quoted(rename[1]).replace(/[.!?,;]+$/, '') : undefined, role?.[2], ctx);

  // Greeting edits.
  if (onGreeting) {
    const startWith =
      /\b(?:start|begin|open|greet(?!ing)|commence|empie[cz]a|comien[cz]a|beginn?e?|comece|inizi)\w*\b[^"“'‘«]*?(?:with|par|con|mit|com|por)\s+(.+)$/iu.exec(
        clause,
      );
    const welcome = readWelcome(clause);
    const ending = readEnding(clause);
    if (ending) {
      return {
        instruction: clause,
        apply: (p) => {
          const parts = greetingSentences(p.greeting);
          // The closing offer gives way to the ending asked for.
          if (parts.length > 1 && parts.at(-1)!.endsWith('?')) parts.pop();
          const close = closingLine(ending, ctx.reading.lang);
          p.greeting = [...parts, close].join(' ').slice(0, 500);
          return { fields: ['greeting'], change: `greeting now ends with “${clip(close, 60)}”` };
        },
      };
    }
    const setTo = /(?:to|:|be|à|a|zu|para|in)\s*["“'‘«](.+)["”'’»]\s*\.?$/u.exec(clause) ?? /:\s*(.+)$/u.exec(clause);
    const mentioned = readMention(clause, fieldWords.greeting);
    const mention = mentioned
      ? { 1: mentioned }
      : /\b(?:mention|say|tell|mentionne|dise|menciona|mencione|diga|erwähn\w*|menziona|dica|cite)\w*\b\s+(?:(?:users|people|customers|visitors|guests|everyone|them|players|the user)\s+)?(?:in the greeting\s+)?(?:that\s+)?(.+)$/iu.exec(
          withoutField(clause, fieldWords.greeting),
        );
    const negative =
      /\b(?:shouldn['’]?t|should not|must not|mustn['’]?t|don['’]?t|do not|without|no longer|stop)\b/i.test(clause) ||
      has(clause, [
        'ne doit pas',
        'ne doit plus',
        'no debe',
        'ya no',
        'soll nicht',
        'darf nicht',
        'nicht mehr',
        'nao deve',
        'non deve',
        'sans',
        'sin',
        'ohne',
        'sem',
        'senza',
      ]);
    if (startWith) {
      const opening = quoted(startWith[1]!).replace(/[.!?]+$/, '');
      return {
        instruction: clause,
        apply: (p) => {
          const [first, ...rest] = greetingSentences(p.greeting);
          // The old opener goes when it is only a salutation ("Hello!").
          const body = first && first.split(/\s+/).length <= 4 && /[!.]$/.test(first) && !first.includes(p.name) ? rest : [first!, ...rest];
          p.greeting = `${opening}! ${body.join(' ')}`.trim().slice(0, 500);
          return { fields: ['greeting'], change: `greeting now starts with “${opening}”` };
        },
      };
    }
    if (welcome && !negative) {
      return {
        instruction: clause,
        apply: (p) => {
          const [first, ...rest] = greetingSentences(p.greeting);
          const body = first && first.split(/\s+/).length <= 5 && !first.includes(p.name) ? rest : [first!, ...rest];
          const opener = asSentence(`${welcomeWord[ctx.reading.lang]} ${welcome}`).replace(/\.$/, '!');
          p.greeting = [opener, ...body].join(' ').slice(0, 500);
          return { fields: ['greeting'], change: `greeting welcomes ${clip(welcome, 60)}` };
        },
      };
    }
    if (negative && mention) {
      const thing = mention[1].replace(/[.!?]+$/, '').trim();
      return {
        instruction: clause,
        apply: (p) => {
          const stems = contentStems(thing);
          const kept = greetingSentences(p.greeting)
            .map((s) => s.replace(/,?\s*(?:and\s+|or\s+)?[^,.!?]+(?=[,.!?])/g, (item) => (contentStems(item).some((w) => stems.includes(w)) ? '' : item)))
            .filter((s) => /\p{L}/u.test(s) && !contentStems(s).some((w) => stems.includes(w)));
          const next = kept
            .join(' ')
            .replace(/\s+([,.!?])/g, '$1')
            .trim();
          if (next === p.greeting) return { notApplied: `The greeting does not mention “${thing}”.` };
          p.greeting = next || p.greeting;
          return { fields: ['greeting'], change: `greeting no longer mentions “${thing}”` };
        },
      };
    }
    if (mention && !/\b(?:shorter|longer|warmer|friendlier|colder)\b/i.test(mention[1])) {
      const raw = mention[1].replace(/[.!?]+$/, '').trim();
      const clauseLike =
        /^(?:that|que|qu['’]|dass|che)\s/i.test(raw) ||
        (/\b(?:is|are|now|we|our\s+\w+\s+is)\b/i.test(raw) && !/^(?:our|the|a|an|la|le|el|los|las|o|os|il|lo|die|der|das)\s/i.test(raw));
      return {
        instruction: clause,
        apply: (p) => {
          const text = clauseLike
            ? book.greeting.news.replace('{clause}', raw.replace(/^(?:that|que|qu['’]|dass|che)\s+/i, ''))
            : book.greeting.mention.replace('{thing}', raw);
          const parts = greetingSentences(p.greeting);
          // Before a closing question, so the greeting still ends by inviting an answer.
          const at = parts.at(-1)?.endsWith('?') ? parts.length - 1 : parts.length;
          parts.splice(at, 0, text);
          p.greeting = parts.join(' ').slice(0, 500);
          return { fields: ['greeting'], change: `greeting mentions “${clip(raw, 60)}”` };
        },
      };
    }
    if (/\b(?:shorter|short|brief|concise|plus court|más corto|kürzer|mais curta|mais curto|più breve|più corto|curta)\b/i.test(lower)) {
      return {
        instruction: clause,
        apply: (p) => {
          const parts = greetingSentences(p.greeting);
          if (parts.length < 2)
            return { notApplied: 'The greeting is already a single sentence; send the shorter greeting you want as “change the greeting to: …”.' };
          // Drop the middle: keep the opener's intro and the closing question, or the first two sentences.
          const named = parts.findIndex((s) => s.includes(p.name));
          const kept = parts.length > 2 ? [parts[named >= 0 ? named : 0]!, parts.at(-1)!] : [parts[named >= 0 ? named : 0]!];
          p.greeting = [...new Set(kept)].join(' ');
          return { fields: ['greeting'], change: 'greeting shortened' };
        },
      };
    }
    const toned = toneChanges(clause, previous.tone);
    const warmer = toned.filter((c) => c.dimension === 'warmth' || c.dimension === 'formality');
    // "Make the greeting funnier": the tone changes, and a playful greeting opens casually.
    if (!warmer.length && toned.length) {
      return {
        instruction: clause,
        key: toned.map((t) => `tone:${t.dimension}`).join('|'),
        value: toned.map((t) => t.value).join('|'),
        apply: (p) => {
          for (const t of toned) (p.tone as Record<string, string>)[t.dimension] = t.value;
          const fields: Field[] = ['tone'];
          if (p.tone.humor === 'playful') {
            const [first, ...rest] = greetingSentences(p.greeting);
            const body = first && first.split(/\s+/).length <= 5 && !first.includes(p.name) ? rest : [first!, ...rest];
            p.greeting = [pick(book.greeting.casual, p.name + p.summary, 'opener'), ...body].join(' ').slice(0, 500);
            fields.push('greeting');
          }
          return { fields, change: `tone ${toned.map((t) => `${t.dimension} → ${t.value}`).join(', ')}; greeting follows` };
        },
      };
    }
    // The stand-in writes greetings in a few registers (formal, casual, warm, neutral): it has none
    // that is colder, grumpier or more distant, so it says so instead of passing a neutral one off.
    if (warmer.some((w) => w.dimension === 'warmth' && w.value !== 'warm')) {
      return {
        instruction: clause,
        reason:
          'The local stand-in writes greetings only in a formal, casual, warm or neutral register, so it cannot make this one cooler or grumpier. Edit the greeting yourself, or ask for the overall tone (“make it more reserved”); on AWS the model rewrites it.',
      };
    }
    if (warmer.length) {
      return {
        instruction: clause,
        // "formal and casual" in one breath: both values go into the key, and the contradiction check asks.
        key: warmer.map((w) => `tone:${w.dimension}`).join('|'),
        value: warmer.map((w) => w.value).join('|'),
        apply: (p) => {
          const reg =
            warmer[0]!.dimension === 'formality' ? (warmer[0]!.value === 'formal' ? 'formal' : 'casual') : warmer[0]!.value === 'warm' ? 'warm' : 'neutral';
          const [first, ...rest] = greetingSentences(p.greeting);
          const opener = pick(book.greeting[reg], p.name + p.summary, 'opener');
          const body = first && first.split(/\s+/).length <= 5 && !first.includes(p.name) ? rest : [first!, ...rest];
          p.greeting = [opener, ...body].join(' ').slice(0, 500);
          p.tone = { ...p.tone, [warmer[0]!.dimension]: warmer[0]!.value };
          return { fields: ['greeting', 'tone'], change: `greeting now opens in a ${reg} register; tone ${warmer[0]!.dimension} → ${warmer[0]!.value}` };
        },
      };
    }
    if (setTo && /\b(?:change|set|make|replace|should be|be|to:|à|soit|sea|sei|seja)\b|:/i.test(clause)) {
      const text = quoted(setTo[1]!);
      return { instruction: clause, apply: (p) => ((p.greeting = asSentence(text).slice(0, 500)), { fields: ['greeting'], change: 'greeting replaced' }) };
    }
    return {
      instruction: clause,
      reason:
        'The local stand-in understood that this is about the greeting but not what to change. Try “mention …”, “start with …”, “shorter”, “warmer”, or “change the greeting to: …”.',
    };
  }

  // Summary edits: "mention in the summary that it's available 24/7", "the summary should say it's for beginners".
  const dropped = onSummary ? readRemoval(clause, fieldWords.summary) : undefined;
  if (dropped) return summaryWithout(clause, dropped);
  const audience = onGreeting || onRule ? undefined : readAudience(clause);
  if (audience && !says(['add', 'ajoute', 'añade', 'füge', 'adiciona', 'aggiungi'])) return audienceChange(clause, audience, ctx);
  if (onSummary) {
    const replaced = /(?:to|with|:|by|par|por|durch|con|com|in)\s*["“'‘«]?([^"”»]{8,})["”'’»]?\s*$/u.exec(clause);
    // Replaced only when asked to ("change the summary to …", "New summary: …"): "the summary is
    // wrong: he repairs e-bikes too" is a correction the stand-in cannot merge, not a new summary.
    const asked =
      /\b(?:replace|change|set|rewrite|should\s+read|to:|remplace|change|reemplaza|cambia|ersetze|ändere|substitui|substitua|troca|sostituisci|cambia)\b/iu.test(
        clause,
      ) || execFolded(clause, `^\\s*(?:(?:new|nouveau|nuevo|neue|novo|nuovo)\\s+)?${fieldPattern(fieldWords.summary)}\\s*:`) !== undefined;
    if (replaced && asked) {
      const text = asSentence(quoted(replaced[1]!));
      return { instruction: clause, apply: (p) => ((p.summary = text.slice(0, 500)), { fields: ['summary'], change: 'summary replaced' }) };
    }
    const say =
      /(?<![\p{L}])(?:say|says|mention\w*|state|include|note|add|dire|ajoute\w*|decir|di|dí|diga|añade|agrega|menciona\w*|sag\w*|füge|erwähn\w*|dizer|diz|dica|adicion\w*|menziona\w*|aggiungi)(?![\p{L}])\s+(?:in the summary\s+)?(?:that\s+|que\s+|qu['’]|dass\s+|che\s+)?(.+)$/iu.exec(
        withoutField(clause, fieldWords.summary),
      );
    if (say && !has(clause, shorterWords)) {
      const added = asSentence(say[1]!.replace(/[.!?]+$/, '').replace(/^it['’]s\b/i, 'It’s'));
      return {
        instruction: clause,
        apply: (p) => {
          p.summary = `${p.summary} ${added}`.trim().slice(0, 500);
          return { fields: ['summary'], change: `summary adds “${clip(added, 60)}”` };
        },
      };
    }
    if (has(clause, shorterWords)) return shorterSummary(clause);
    return {
      instruction: clause,
      reason:
        'The local stand-in understood that this is about the summary but not what to change. Try “the summary should say that …”, or edit the summary yourself.',
    };
  }

  // Traits: "add the traits patient and reassuring", "give it a witty personality trait", "remove reassuring".
  if (says(fieldWords.trait)) {
    const removing = says(removeVerbs);
    // "Drop friendly from the traits": the words before the field when nothing follows it.
    const after = clause.replace(compiled(`.*?(?:${rx(fieldWords.trait)})\\s*:?`, 'iu'), (m) =>
      /\b(?:a|an)\s+\S+\s+(?:personality\s+)?traits?$/i.test(m) ? m.replace(/.*?\b(?:a|an)\s+(\S+)\s+(?:personality\s+)?traits?$/i, '$1') : '',
    );
    const before = /\p{L}/u.test(after.replace(/[.!?]/g, ''))
      ? after
      : clause.replace(
          compiled(
            `^(?:${rx([...removeVerbs, ...addVerbs, 'give', 'make'])})\\s+(?:it\\s+)?|\\s+(?:from|to|in|as)\\s+(?:the\\s+|its\\s+)?(?:list\\s+of\\s+)?(?:${rx(fieldWords.trait)}).*$`,
            'giu',
          ),
          '',
        );
    const list = before
      .split(/,|\band\b|\bet\b|\by\b|\bund\b|\be\b/)
      .map((t) => t.replace(/[.!?]/g, '').trim().toLowerCase())
      .filter((t) => t && t.split(' ').length <= 3);
    if (list.length === 0) return { instruction: clause, reason: 'Name the traits to add or remove, for example “add the traits patient and curious”.' };
    return {
      instruction: clause,
      apply: (p) => {
        if (removing) {
          const before = p.traits.length;
          p.traits = p.traits.filter((t) => !list.includes(t.toLowerCase()));
          return p.traits.length < before
            ? { fields: ['traits'], change: `traits removed: ${list.join(', ')}` }
            : { notApplied: `No trait “${list.join(', ')}” to remove; the traits are: ${p.traits.join(', ')}.` };
        }
        p.traits = [...new Set([...p.traits, ...list])].slice(0, 12);
        return { fields: ['traits'], change: `traits added: ${list.join(', ')}` };
      },
    };
  }

  // Boundaries: remove, rewrite, permit ("let it talk about X, but only…"), add.
  const removing =
    compiled(`^(?:(?:please|actually|and|also|ok|okay|then)[,\\s]+)*(?:${rx(removeVerbs)})\\b`, 'iu').test(clause) ||
    /\b(?:remove|drop|delete|supprime|entferne|togli|tira|quita)\b/i.test(clause) ||
    (onRule && says([...instructionWords.remove, ...instructionWords.noLongerNeeded])) ||
    says(['off the list', 'off the topic list', 'no more', 'stop talking about', 'stop covering', 'stop discussing']);
  // "It may now draft letters", "Ya puede hablar de inversiones", "It shouldn't correct mistakes anymore": allowing what a boundary forbade lifts it.
  const rewriting =
    /\b(?:rewrite|change|update|reword|loosen|tighten|relax|modify|edit|adjust|réécris|modifie|cambia|modifica|ändere|lockere|reescreve|altera|muda)\b/i.test(
      clause,
    );
  const lifted = onRule && rewriting ? undefined : liftedBoundary(clause, previous.boundaries);
  if (lifted) return removeBoundary(clause, lifted);
  // "Keep the liability rule" changes nothing, but contradicts removing it.
  if (onRule && says(instructionWords.keep) && !removing) {
    const kept = matchingBoundaries(previous.boundaries, clause)[0];
    return {
      instruction: clause,
      key: `rule:${contentStems(clause).sort().join(',')}`,
      value: 'keep',
      apply: () => ({
        notApplied: kept
          ? `Nothing to change: “${clip(kept, 60)}” is already a boundary.`
          : 'No boundary matches; say the rule to add, for example “add a rule that …”.',
      }),
    };
  }
  // "…and also remove it": the rule the instruction before named.
  if (
    removing &&
    /^(?:(?:and|also|then|but|et|y|und|e|aussi)\s+)*\p{L}+\s+(?:it|that|this|them|that one|this one|la|le|lo|sie|ihn|es|a|o)(?:\s+(?:again|too|as well|also))?[.!]*$/iu.test(
      clause,
    )
  ) {
    return {
      instruction: clause,
      key: 'rule:@previous',
      value: 'remove',
      apply: () => ({ notApplied: 'Say which boundary to remove, for example “remove the rule about passwords”.' }),
    };
  }
  const permitting = /^(?:let|allow|permit)\s+(?:it|her|him)\s+(.+)$/i.exec(clause);
  if ((onRule && (removing || rewriting)) || permitting) {
    const everything = /\b(?:all|every|toutes|todas|alle|tutte)\b/i.test(clause) && removing;
    const lastOne = /\b(?:that|this|the last|the previous|cette|esa|diese|essa|quella)\s+(?:rule|boundary|règle|regla|regel|regra|regola)\b/i.test(clause);
    const [about, replacement] = permitting
      ? [permitting[1]!, `May ${permitting[1]!.replace(/[.!?]+$/, '')}`]
      : (() => {
          const split = /(?:\s+so\s+(?:that\s+)?|:\s*|\s+to\s+(?=\d))(.+)$/i.exec(clause);
          return [split ? clause.slice(0, split.index) : clause, split?.[1]];
        })();
    return {
      instruction: clause,
      key: `rule:${contentStems(about).sort().join(',')}`,
      value: 'remove',
      apply: (p) => {
        if (everything) {
          if (p.boundaries.length === 0) return { notApplied: 'There are no boundaries to remove.' };
          p.boundaries = [];
          return { fields: ['boundaries'], change: 'all boundaries removed' };
        }
        const nth = ordinalOf(clause);
        const target =
          nth !== undefined
            ? nth < 0
              ? p.boundaries.at(nth)
              : p.boundaries[nth]
            : lastOne
              ? p.boundaries
                  .filter(
                    (b) =>
                      !Object.values(phrasebooks).some((pb) =>
                        [pb.boundaries.scope, pb.boundaries.secrets, ...Object.values(pb.boundaries.aspects)].includes(b),
                      ),
                  )
                  .at(-1)
              : matchingBoundaries(p.boundaries, about)[0];
        if (!target)
          return { notApplied: `No boundary matches “${clip(about, 60)}”. The boundaries are: ${p.boundaries.map((b) => `“${clip(b, 50)}”`).join('; ')}.` };
        const index = p.boundaries.indexOf(target);
        if (!replacement || (removing && !rewriting && !permitting)) {
          p.boundaries.splice(index, 1);
          return { fields: ['boundaries'], change: `boundary removed: “${clip(target, 80)}”` };
        }
        const number = /(\d+(?:[.,]\d+)?)/.exec(replacement);
        let next: string;
        if (number && /\d/.test(target) && replacement.trim().split(/\s+/).length <= 3) next = target.replace(/\d+(?:[.,]\d+)?/, number[1]!);
        else if (/^(?:it|she|he)\s+also\b/i.test(replacement))
          next = `${target.replace(/\.$/, '')}; this also ${replacement.replace(/^(?:it|she|he)\s+also\s+/i, '').replace(/[.!?]+$/, '')}.`;
        else next = asSentence(replacement.replace(/^(?:it|she|he|they)\s+/i, '').replace(/^./, (c) => c.toUpperCase()));
        p.boundaries[index] = next.slice(0, 300);
        return { fields: ['boundaries'], change: `boundary “${clip(target, 60)}” → “${clip(next, 80)}”` };
      },
    };
  }
  // "No more fitness", "it shouldn't cover fitness anymore": a topic the proposal has, dropped (not a new rule).
  const dropsTopic = topicsIn(clause, vocabulary).filter((t) => previous.topics.includes(t));
  if (
    dropsTopic.length &&
    (removing || (wordsRegex(instructionWords.negation).test(fold(clause)) && wordsRegex(instructionWords.anymore).test(fold(clause))))
  ) {
    return {
      instruction: clause,
      key: `topics:${dropsTopic.join(',')}`,
      value: 'remove',
      apply: (p) => ((p.topics = p.topics.filter((t) => !dropsTopic.includes(t))), { fields: ['topics'], change: `topics removed: ${dropsTopic.join(', ')}` }),
    };
  }
  // "Make it less patient", "a bit more curious": a trait word with a comparative, when it sets no tone.
  const traitChange = comparedTrait(clause, previous);
  if (traitChange) return traitChange;
  // A new rule: "add a rule that…", "add a boundary: …", "it should never…", "never recommend alcohol".
  const ruleContent = execFolded(clause, `${fieldPattern(fieldWords.rule)}\\s*(?:that|:|que|dass|che|hinzu:|against)?\\s*(.+)$`);
  const statesRule =
    compiled(
      `(?:^|\\b(?:it|she|he|they|il|elle|er|sie|ele|ela)\\s+(?:still\\s+|also\\s+|really\\s+)?)(?:${rx(book === phrasebooks.en ? ['should', 'must', 'never', 'always', 'shouldn t', 'mustn t', 'must not', 'should not', 'can t', 'cannot', 'don t', 'doesn t', 'do not', 'does not', 'may', 'only', 'is not', 'isn t'] : [...phrasebooks.en.ruleMarks.slice(0, 14), ...book.ruleMarks])})\\b`,
      'iu',
    ).test(clause.replace(/^(?:and|but|also|et|y|und|e)\s+/i, '')) || /^(?:never|always|don['’]t|do not|no)\b/i.test(clause);
  const tone = toneChanges(clause, previous.tone);
  const keepFrom = /^(?:(?:and|but|also)\s+)*(?:keep|stop|prevent)\s+(?:it|her|him|them)\s+from\s/i.test(clause);
  if (
    keepFrom ||
    (onRule && says([...addVerbs, 'make', 'new', 'ajoute', 'añade', 'füge', 'adiciona', 'aggiungi'])) ||
    (statesRule && !tone.length && !/\b(?:also|too)\b/i.test(clause.replace(/^(?:and\s+|but\s+)?also\s+/i, ''))) ||
    (onRule && /make\s+that\s+a\s+rule/i.test(clause))
  ) {
    let text = ruleContent && onRule ? ruleContent[1]! : clause;
    if (/^against\s/i.test(withoutFolded(ruleContent?.[0] ?? '', fieldPattern(fieldWords.rule)).trim() ?? '') || /\bagainst\s+/i.test(clause))
      text = `No ${text.replace(/^.*?\bagainst\s+/i, '')}`;
    text = text
      .replace(/^(?:keep|stop|prevent)\s+(?:it|her|him|them)\s+from\s+/i, 'No ')
      .replace(/^(?:make\s+sure|ensure)\s+(?:that\s+)?/i, '')
      .replace(/^(?:that\s+)?(?:it|she|he|they)\s+(?:still\s+)?/i, '')
      .replace(/^(?:hinzu\s*:?\s*)/i, '');
    if (/make\s+that\s+a\s+rule/i.test(clause))
      return {
        instruction: clause,
        reason:
          'Say the rule itself, for example “add a rule that it always shares a crisis line”; “that” refers to an earlier sentence the local stand-in read as its own instruction.',
      };
    const boundary = asSentence(text.replace(/^./, (c) => c.toUpperCase())).slice(0, 300);
    return {
      instruction: clause,
      key: `rule:${contentStems(text).sort().join(',')}`,
      value: 'add',
      apply: (p) => {
        if (p.boundaries.includes(boundary)) return { notApplied: 'That boundary is already there.' };
        if (p.boundaries.length >= 20) return { notApplied: 'A proposal holds at most 20 boundaries; remove one first.' };
        p.boundaries.push(boundary);
        return { fields: ['boundaries'], change: `boundary added: “${clip(boundary, 80)}”` };
      },
    };
  }
  // Tone.
  // Topics named by the vocabulary.
  const named = topicsIn(clause.replace(compiled(rx(fieldWords.topic), 'giu'), ' '), vocabulary);
  const topicAdd = says(addVerbs) && !removing;
  if (named.length && (topicAdd || removing)) {
    return {
      instruction: clause,
      key: `topics:${named.join(',')}`,
      value: removing ? 'remove' : 'add',
      apply: (p) => {
        const before = [...p.topics];
        p.topics = removing ? p.topics.filter((t) => !named.includes(t)) : [...new Set([...p.topics, ...named])].slice(0, 10);
        if (JSON.stringify(before) === JSON.stringify(p.topics))
          return { notApplied: removing ? `The topics do not include ${named.join(', ')}.` : `The topics already include ${named.join(', ')}.` };
        return { fields: ['topics'], change: `topics ${removing ? 'removed' : 'added'}: ${named.join(', ')}` };
      },
    };
  }
  if (says(fieldWords.topic) && (topicAdd || removing)) {
    return {
      instruction: clause,
      reason: `None of the words names a topic of vocabulary ${vocabulary.length ? 'in use' : ''}; topics must come from it (${vocabulary.map((t) => t.id).join(', ')}). Pick one of those, or describe the subject in the summary.`,
    };
  }
  // A removal that names a rule's words without saying "rule": "drop the jokes" is tone, "remove the password bit" a boundary.
  // "remove reassuring": a trait by its own word, before the word is read as a tone.
  const trait = removing ? previous.traits.find((t) => normalise(clause).split(' ').includes(normalise(t))) : undefined;
  if (trait)
    return { instruction: clause, apply: (p) => ((p.traits = p.traits.filter((t) => t !== trait)), { fields: ['traits'], change: `trait removed: ${trait}` }) };
  if (removing && !tone.length) {
    const target = matchingBoundaries(previous.boundaries, clause)[0];
    if (target)
      return {
        instruction: clause,
        key: `rule:${contentStems(clause).sort().join(',')}`,
        value: 'remove',
        apply: (p) => (
          (p.boundaries = p.boundaries.filter((b) => b !== target)),
          { fields: ['boundaries'], change: `boundary removed: “${clip(target, 80)}”` }
        ),
      };
  }
  if (tone.length) {
    return {
      instruction: clause,
      key: tone.map((t) => `tone:${t.dimension}`).join('|'),
      value: tone.map((t) => t.value).join('|'),
      apply: (p) => {
        const before = { ...p.tone };
        for (const t of tone) (p.tone as Record<string, string>)[t.dimension] = t.value;
        const changed = tone.filter((t) => before[t.dimension] !== t.value);
        if (!changed.length) return { notApplied: `The tone is already ${tone.map((t) => `${t.dimension} ${t.value}`).join(', ')}.` };
        return { fields: ['tone'], change: changed.map((t) => `tone ${t.dimension}: ${before[t.dimension]} → ${t.value}`).join('; ') };
      },
    };
  }
  if (named.length) {
    return {
      instruction: clause,
      reason: `This names ${named.join(', ')} but not whether to add or remove ${named.length > 1 ? 'them' : 'it'}; say “add …” or “remove …”.`,
    };
  }
  return {
    instruction: clause,
    reason:
      /\b(?:connect|integrate|logo|image|picture|remember|send|email|schedule|example conversations?|conversations|api|webhook|zendesk|slack|database|train)\b/i.test(
        clause,
      )
        ? notAProposalField
        : notUnderstood,
  };
}

/** Tone words read as a whole (the reading's own lexicon) catch a few the instruction patterns above do not. */
function toneFromWords(clause: string, book: Phrasebook, current: Proposal['tone']) {
  const { tone, stated } = readTone(clause, book, current);
  return (Object.keys(stated) as ToneDimension[]).map((d) => ({ dimension: d, value: tone[d] }));
}

const correctionLabel = /^\s*(?:correction|corrección|correccion|korrektur|berichtigung|correzione|correção|correcao|erratum|fix)\s*:/iu;
const correctionReason =
  'The local stand-in cannot tell which part of the proposal this correction changes. Say it as an instruction (“change the summary to: …”, “add a rule: …”, “rename it to …”); on AWS the model works it out.';

/**
 * Applies refine instructions to a proposal (see the module comment). `reading` is the reading
 * of the proposal's description: its language, role and audience, which renames and audience
 * changes rewrite.
 */
export async function refineProposal(
  previous: Proposal,
  instructions: string,
  { reading, vocabulary }: { reading: Reading; vocabulary: readonly Topic[] },
): Promise<RefineResult> {
  const ctx: Context = { reading, vocabulary, book: reading.book };
  const proposal = structuredClone(previous);
  const applied: Refinement['applied'] = [];
  const notApplied: Refinement['not_applied'] = [];
  const operations: Operation[] = [];
  const split = splitInstructions(instructions);
  const clauses = split.slice(0, readingBounds.instructions);
  if (split.length > clauses.length) {
    notApplied.push({
      instruction: split.slice(clauses.length).join(' '),
      reason: `The local stand-in reads the first ${readingBounds.instructions} instructions of a refine; send the others in another refine.`,
    });
  }
  let lastField: 'greeting' | 'summary' | undefined;
  for (const clause of clauses) {
    // "Call it Volta. Actually, call it Zip", "Non, plutôt Signet": a correction withdraws what it corrects.
    const corrected = readCorrection(clause);
    let text = (corrected ?? clause).replace(/^[\s,…]+/, '').trim();
    if (corrected !== undefined && !/\p{L}{2}/u.test(text)) {
      const last = operations.pop();
      if (last) notApplied.push({ instruction: last.instruction, reason: withdrawn });
      continue;
    }
    // "Make the greeting warmer and mention the gift shop": the second instruction is about the greeting too.
    const field = (['greeting', 'summary'] as const).find((f) => has(text, fieldWords[f]));
    if (!field && lastField && /^(?:and\s+)?(?:mention|say|start|begin|tell)\b/i.test(text)) text = `${text} in the ${lastField}`;
    lastField = field ?? (/^(?:and\s+)?(?:mention|say|start|begin|tell)\b/i.test(text) ? lastField : undefined);
    let op = understand(text, ctx, previous);
    const bare = corrected !== undefined && operations.at(-1)?.key === 'name' && (!op || 'reason' in op) ? bareName(text) : undefined;
    if (bare) op = renameTo(text, bare, undefined, ctx);
    if (!op) continue;
    // "Correction: he only fixes road bikes": what a correction changes is for a model to work out;
    // pasted in as a new rule it would say something else, so the stand-in says it did not apply it.
    if (
      (corrected !== undefined || correctionLabel.test(clause)) &&
      !('reason' in op) &&
      op.value === 'add' &&
      op.key?.startsWith('rule:') &&
      !has(clause, fieldWords.rule)
    ) {
      op = { instruction: clause, reason: correctionReason };
    }
    if ('reason' in op) {
      notApplied.push(op);
      continue;
    }
    // "…and also remove it": a rule named by a pronoun is the one the instruction before named.
    if (op.key === 'rule:@previous') op.key = operations.at(-1)?.key?.startsWith('rule:') ? operations.at(-1)!.key : 'rule:';
    const earlier = corrected !== undefined && op.key ? operations.findLastIndex((o) => o.key === op.key) : -1;
    if (earlier >= 0) notApplied.push({ instruction: operations.splice(earlier, 1)[0]!.instruction, reason: withdrawn });
    operations.push(op);
  }
  // A tone word none of the patterns took ("Que sea más informal y cercano" reads both ways).
  if (operations.length === 0 && notApplied.length === 0) {
    const words = toneFromWords(instructions, ctx.book, previous.tone);
    if (words.length)
      operations.push({
        instruction: instructions,
        key: words.map((w) => `tone:${w.dimension}`).join('|'),
        value: words.map((w) => w.value).join('|'),
        apply: (p) => (
          Object.assign(p.tone, Object.fromEntries(words.map((w) => [w.dimension, w.value]))),
          { fields: ['tone'], change: words.map((w) => `tone ${w.dimension} → ${w.value}`).join('; ') }
        ),
      });
  }

  // Two instructions that ask for opposite things: nothing is applied, the developer is asked.
  const conflicts: string[] = [];
  const seen = new Map<string, Operation>();
  for (const op of operations) {
    for (const [i, key] of (op.key?.split('|') ?? []).entries()) {
      const value = op.value?.split('|')[i] ?? op.value;
      const other = seen.get(key);
      const otherValue = other && other.value?.split('|')[(other.key?.split('|') ?? []).indexOf(key)];
      if (other && other !== op && otherValue !== value) conflicts.push(`“${other.instruction}” and “${op.instruction}”`);
      seen.set(key, op);
    }
    // Within one clause: "much more formal and also much more casual" in a single breath.
    const keys = op.key?.split('|') ?? [];
    const values = op.value?.split('|') ?? [];
    keys.forEach((k, i) => keys.indexOf(k) !== i && values[keys.indexOf(k)] !== values[i] && conflicts.push(`“${op.instruction}”`));
  }
  // "Remove the supplement rule, but make sure it still never recommends supplements."
  const rules = operations.filter((o) => o.key?.startsWith('rule:'));
  for (const a of rules)
    for (const b of rules)
      if (
        a !== b &&
        a.value === 'remove' &&
        b.value === 'add' &&
        a
          .key!.slice(5)
          .split(',')
          .some((s) => s && b.key!.slice(5).split(',').includes(s))
      )
        conflicts.push(`“${a.instruction}” and “${b.instruction}”`);
  if (conflicts.length) {
    const unique = [...new Set(conflicts)];
    return {
      status: 'needs_clarification',
      proposal: null,
      clarifying_questions: unique.map((c) => `These instructions ask for opposite things: ${c}. Which one do you want?`).slice(0, 10),
      refinement: {
        applied: [],
        not_applied: [
          ...operations.map((o) => ({
            instruction: o.instruction,
            reason: unique.some((u) => u.includes(o.instruction))
              ? 'Contradicts another instruction in the same request; nothing was changed. Answer the clarifying question and refine again.'
              : 'Not applied because other instructions in the same request contradict each other; send it again with the clarification.',
          })),
          ...notApplied,
        ].slice(0, 40),
      },
    };
  }

  for (const op of [...operations.filter((o) => !o.late), ...operations.filter((o) => o.late)]) {
    const result = op.apply(proposal);
    if ('notApplied' in result) notApplied.push({ instruction: op.instruction, reason: result.notApplied });
    else applied.push({ instruction: op.instruction.slice(0, 2000), fields: result.fields, change: result.change.slice(0, 500) });
  }
  return {
    status: 'ready',
    proposal,
    clarifying_questions: [],
    refinement: {
      applied: applied.slice(0, 40),
      not_applied: notApplied.map((n) => ({ instruction: n.instruction.slice(0, 2000), reason: n.reason.slice(0, 500) })).slice(0, 40),
    },
  };
}

export { topicKeywords };
