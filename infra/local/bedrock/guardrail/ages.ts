import type { Hit } from './matcher';

/** Words for "years" after an age, in the languages the rules read. */
const yearWords = new Set([
  'ans',
  'an',
  'anos',
  'ano',
  'anni',
  'anno',
  'jahre',
  'jahren',
  'jahr',
  'jaar',
  'lat',
  'lata',
  'let',
  'лет',
  'года',
  'год',
  'yas',
  'yasinda',
  '歳',
  '岁',
  '才',
  'sal',
  'saal',
  'år',
  'ar',
]);
const englishYears = new Set(['year', 'years', 'yr', 'yrs']);
const olds = new Set(['old', 'olds', 'yo', 'alt', 'alte', 'alten', 'alter', 'jahrige', 'jahrigen', 'jahriger', 'jahriges', 'jarig', 'jarige']);
/** Words that say the number that follows (or precedes "years") is an age. */
const ageMarkers = new Set([
  'aged',
  'age',
  'ages',
  'edad',
  'edades',
  'idade',
  'idades',
  'eta',
  'alter',
  'ages',
  'de',
  'di',
  'da',
  'von',
  'van',
  'entre',
  'zwischen',
  'tra',
  'fra',
  'between',
  'is',
  'she',
  'he',
  'only',
  'just',
  'turned',
  'turns',
  'canonically',
  'barely',
]);
/** Verbs that give a person's age right before it: "Chloé a 13 ans", "tiene 12 años", "tem 14 anos", "ha 11 anni", "ist 13 Jahre". */
const ageVerbs = new Set([
  'a',
  'avait',
  'tiene',
  'tenia',
  'cumple',
  'tem',
  'tinha',
  'fez',
  'ha',
  'aveva',
  'compie',
  'hat',
  'hatte',
  'ist',
  'wird',
  'est',
  'e',
  'has',
  'had',
]);
const gradeWords = new Set(['grade', 'grades', 'grader', 'graders', 'klasse', 'klassen', 'classe', 'grado', 'serie', 'ano', 'jahrgangsstufe']);
/** French school years that name pupils under 18 on their own ("en CM2", "une élève de 4e"). */
const frenchSchoolYears = new Set(['cm1', 'cm2', 'ce1', 'ce2']);
const frenchCollegeYear = /^([3-6])(?:e|eme)$/;
const englishOrdinals = new Set(['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth']);
const ordinal = /^(\d{1,2})(?:st|nd|rd|th|e|eme|er|re|o|a|°|º|ª)$/;

const isChildAge = (n: number) => n >= 1 && n <= 17;

/** Ages written as words, in the six languages the rules read. */
const numberWords: Record<string, number> = Object.fromEntries(
  [
    'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen',
    'un deux trois quatre cinq six sept huit neuf dix onze douze treize quatorze quinze seize dix-sept',
    'uno dos tres cuatro cinco seis siete ocho nueve diez once doce trece catorce quince dieciseis diecisiete',
    'eins zwei drei vier funf sechs sieben acht neun zehn elf zwolf dreizehn vierzehn funfzehn sechzehn siebzehn',
    'een twee drie vier vijf zes zeven acht negen tien elf twaalf dertien veertien vijftien zestien zeventien',
    'um dois tres quatro cinco seis sete oito nove dez onze doze treze catorze quinze dezesseis dezessete',
    'uno due tre quattro cinque sei sette otto nove dieci undici dodici tredici quattordici quindici sedici diciassette',
  ]
    .flatMap((line) => line.split(' ').map((word, i) => [word, i + 1] as const))
    .filter(([word]) => !['un', 'uno', 'um', 'eins', 'one', 'een'].includes(word)),
);

/** A token's numeric value: digits, or a number word ("twelve", "douze", "zwölf"). */
function numberOf(token: string): number | undefined {
  if (/^\d{1,2}$/.test(token)) return Number(token);
  return numberWords[token];
}

/**
 * Ages under 18 and school grades in a token stream, as hits of `concept`: "aged 8 to 12",
 * "13-17-year-olds", "14yo", "enfants de 8 à 12 ans", "Kinder von 6 bis 10 Jahren", "13歳",
 * "9th grade", "grade 3", "Sofi tiene 12 años", "en 4e". A bare number is never an age ("5 years of
 * experience" is not).
 */
export function ageHits<C extends string>(tokens: readonly string[], concept: C): Hit<C>[] {
  const hits: Hit<C>[] = [];
  const markedBefore = (i: number) => [tokens[i - 1], tokens[i - 2], tokens[i - 3]].some((t) => t !== undefined && ageMarkers.has(t));
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    // German and Dutch write the age into one word: "Zwölfjährige", "13jährige", "twaalfjarige".
    const compound = /^(.+?)(?:jahrig|jarig)(?:e|en|er|es)?$/.exec(token);
    if (compound && isChildAge(numberOf(compound[1]!) ?? 0)) {
      hits.push({ concept, start: i, end: i });
      continue;
    }
    const compact = /^(\d{1,2})(?:yo|y|yrs?|ans|anos|anni|jahre|j|歳|岁)$/.exec(token);
    if (compact && isChildAge(Number(compact[1]))) {
      hits.push({ concept, start: i, end: i });
      continue;
    }
    if (frenchSchoolYears.has(token) || (frenchCollegeYear.test(token) && ['en', 'de'].includes(tokens[i - 1] ?? ''))) {
      hits.push({ concept, start: i, end: i });
      continue;
    }
    const grade = ordinal.exec(token);
    if (grade && gradeWords.has(tokens[i + 1] ?? '') && Number(grade[1]) <= 12) {
      hits.push({ concept, start: i, end: i + 1 });
      continue;
    }
    // "ninth-grader", "a sixth grade class".
    if (englishOrdinals.has(token) && gradeWords.has(tokens[i + 1] ?? '')) {
      hits.push({ concept, start: i, end: i + 1 });
      continue;
    }
    const n = numberOf(token);
    if (n === undefined) continue;
    if (gradeWords.has(tokens[i - 1] ?? '') && n <= 12) hits.push({ concept, start: i - 1, end: i });
    if (gradeWords.has(tokens[i + 1] ?? '') && n <= 12 && /^\d/.test(token)) hits.push({ concept, start: i, end: i + 1 });
    if (!isChildAge(n)) continue;
    const next = tokens[i + 1] ?? '';
    // A range that starts under 18: "16 to 18 year olds", "15-19 ans".
    if (
      ['to', 'a', 'bis', 'y', 'e', 'ate', 'al'].includes(next) &&
      numberOf(tokens[i + 2] ?? '') !== undefined &&
      (englishYears.has(tokens[i + 3] ?? '') || yearWords.has(tokens[i + 3] ?? ''))
    ) {
      hits.push({ concept, start: i, end: i + 3 });
      continue;
    }
    if (englishYears.has(next) && olds.has(tokens[i + 2] ?? '')) hits.push({ concept, start: i, end: i + 2 });
    else if (next === 'y' && tokens[i + 2] === 'o') hits.push({ concept, start: i, end: i + 2 });
    else if (olds.has(next) || (yearWords.has(next) && (markedBefore(i) || ageVerbs.has(tokens[i - 1] ?? '') || olds.has(tokens[i + 2] ?? ''))))
      hits.push({ concept, start: i, end: i + 1 });
    else if (['aged', 'age', 'ages', 'edad', 'idade', 'eta', 'alter'].includes(tokens[i - 1] ?? '')) hits.push({ concept, start: i - 1, end: i });
    else if (['is', 'canonically', 'only', 'just', 'barely', 'turned'].includes(tokens[i - 1] ?? '') && !/^\d/.test(next))
      hits.push({ concept, start: i - 1, end: i });
  }
  return hits;
}
