import { compiled } from './compiled-regex';
import type { Topic } from '../../../../lib/vocabularies/model';
import { sensitivityOf } from '../../../../lib/personalities/critical-questions';
import { traitWords } from './lexicon';
import { pick, type Phrasebook } from './phrasebook';
import { asSentence, type Reading } from './reading';
import type { Proposal } from '../../../../lib/personalities/schema';

const MAX_TOPICS = 5;

/** "a" or "an" by the sound of the next word (an hour, a unicorn, an FAQ, a one-shot). */
export function indefinite(word: string): 'a' | 'an' {
  const w = word.replace(/^["“'‘(]+/, '');
  if (/^(?:[AEFHILMNORSX](?:[A-Z]|$|[-\s.]))/.test(w)) return 'an';
  if (/^(?:hour|honest|heir|honou?r)/i.test(w)) return 'an';
  if (/^(?:uni|use|usu|ure|uro|eu|one|once|ewe|u-)/i.test(w)) return 'a';
  return /^[aeiou]/i.test(w) ? 'an' : 'a';
}

const titleCase = (text: string) => text.replace(/(^|[\s-])(\p{Ll})/gu, (_, sep: string, c: string) => sep + c.toUpperCase());
const capitalise = (text: string) => text.replace(/^\p{Ll}/u, (c) => c.toUpperCase());
const of: Record<string, string> = { en: '', fr: 'de', es: 'de', de: 'für', pt: 'de', it: 'di' };

/**
 * The role the reader found, if the writer can use it: not the persona's own name read as a role
 * ("Spoke is grumpy" → "spoke"), not manner words alone ("grumpy"). Without one, the writer says
 * less rather than something broken ("I'm Spoke." instead of "I'm Spoke, your grumpy.").
 */
export function usableRole(reading: Reading): Reading['role'] {
  const role = reading.role;
  if (!role) return undefined;
  if (role.bare) return undefined;
  const words = role.phrase.toLowerCase().split(/\s+/);
  if (reading.name && words.includes(reading.name.toLowerCase().split(/\s+/)[0]!)) return undefined;
  if (words.every((w) => traitWords.includes(w))) return undefined;
  return role;
}

/** The role as a display name: trait adjectives dropped when the noun phrase stands without them. */
function roleName(reading: Reading): string | undefined {
  const role = usableRole(reading);
  if (!role) return undefined;
  const parts = role.phrase.split(/\s+/);
  const kept = parts.filter((w) => !traitWords.includes(w.toLowerCase()));
  const phrase = (kept.length >= 2 || (kept.length === 1 && parts.length > 2) ? kept : parts).join(' ');
  return reading.lang === 'en' || reading.lang === 'other' ? titleCase(phrase) : capitalise(phrase);
}

/** The personality's name: the one the description gives, else its role, made specific by the product or place it serves. */
export function composeName(reading: Reading, vocabulary: readonly Topic[]): string {
  if (reading.name) return reading.name;
  const role = roleName(reading);
  // An acronym ("DDoS", "GDPR") is a subject more often than a place or a product.
  const place = reading.names.find((n) => !/^[\p{Lu}\d][\p{Lu}\p{Ll}\d]{0,5}$/u.test(n) || !/\p{Lu}.*\p{Lu}/u.test(n));
  if (role && !reading.role!.generic) return role.slice(0, 80);
  const english = reading.lang === 'en' || reading.lang === 'other';
  if (role && reading.role!.withPlace && !english) return capitalise(reading.role!.withPlace).slice(0, 80);
  if (role && place) return (english ? `${place} ${role}` : `${role} ${of[reading.lang]} ${place}`).slice(0, 80);
  // "A helper for knitters" → "Knitters’ Helper": whom it serves makes a generic role specific.
  if (role && english && reading.audience) {
    const who = reading.audience.split(/\s+/).filter((w) => !reading.book.articles.includes(w.toLowerCase()));
    const owner = who.length <= 2 ? who.join(' ') : who.at(-1)!;
    if (/s$/i.test(owner) && !/\d/.test(owner)) return `${titleCase(owner)}’ ${role}`.slice(0, 80);
  }
  // Topic labels are English: a name in another language does without them.
  const subject = place ?? (english ? vocabulary.find((t) => t.id === reading.topics[0])?.label : undefined);
  if (role && !subject) return role.slice(0, 80);
  const fallback = { en: 'Companion', other: 'Companion', fr: 'Compagnon', es: 'Compañero', de: 'Begleiter', pt: 'Companheiro', it: 'Compagno' }[reading.lang];
  const kind = role ?? fallback;
  return subject ? (english ? titleCase(`${subject} ${kind}`) : `${kind} ${of[reading.lang]} ${subject}`) : kind;
}

/** The register a greeting is written in. */
function register(tone: Proposal['tone']): 'formal' | 'casual' | 'warm' | 'neutral' {
  if (tone.formality === 'formal') return 'formal';
  if (tone.humor === 'playful' || tone.formality === 'casual') return 'casual';
  if (tone.warmth === 'warm') return 'warm';
  return 'neutral';
}

/**
 * The summary: the description's own sentences about who the personality is and what it does,
 * its rules taken out, made into sentences ("Dominique, a sommelier…" → "Dominique is a sommelier…").
 */
export function composeSummary(reading: Reading, name: string): string {
  const { book, lang } = reading;
  const [first, ...rest] = reading.persona;
  if (!first) {
    const role = usableRole(reading)?.phrase ?? name;
    return asSentence(`${lang === 'en' ? `${indefinite(role)} ` : ''}${role}${reading.audience ? ` ${book.audienceMarks[0]} ${reading.audience}` : ''}`);
  }
  let lead = first;
  if (reading.name && lead.startsWith(reading.name)) {
    // "Name, a role…" / "Name the bartender: a…" → "Name is a role…".
    lead = lead.replace(
      compiled(`^(${reading.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:\\s+the\\s+[\\p{L}-]+)?)\\s*[,:—–]\\s+`, 'u'),
      `$1 ${book.copula} `,
    );
    // "Bolt is order-tracking assistant…" → "Bolt is an order-tracking assistant…".
    const after = lead.slice(reading.name.length + book.copula.length + 2);
    if (lang === 'en' && lead.startsWith(`${reading.name} ${book.copula} `) && /^\p{Ll}/u.test(after) && !book.articles.includes(after.split(/\s/)[0]!))
      lead = `${reading.name} ${book.copula} ${indefinite(after)} ${after}`;
  } else if (
    /^[\p{Lu}]/u.test(lead) &&
    usableRole(reading) &&
    !reading.names.some((n) => lead.startsWith(n)) &&
    !book.articles.includes(lead.split(/\s/)[0]!.toLowerCase())
  ) {
    // "Writing partner for…" → "A writing partner for…".
    const [word] = lead.split(/\s/);
    const acronym = /^[\p{Lu}\d]{2,}/u.test(word!);
    const body = acronym || lang === 'de' ? lead : lead.replace(/^\p{Lu}/u, (c) => c.toLowerCase());
    const article = { en: indefinite(body), other: indefinite(body), fr: 'un', es: 'un', de: 'ein', pt: 'um', it: 'un' }[lang];
    lead = capitalise(`${article} ${body}`);
  }
  // "A maths tutor for adults: explains algebra…" → "A maths tutor for adults who explains algebra…".
  if (lang === 'en') lead = lead.replace(/^([^:]{3,120}):\s+(?=\p{Ll}+s\b)/u, '$1 who ');
  const parts = [asSentence(lead)];
  for (const sentence of rest) {
    const next = asSentence(sentence);
    const joined = parts.join(' ');
    if (joined.length + next.length > 420) break;
    // "…for stand-up comedians. Helps punch up jokes…" → "…for stand-up comedians that helps punch up jokes…".
    if (
      lang === 'en' &&
      parts.length === 1 &&
      !/\b(?:who|that|which)\b/i.test(parts[0]!) &&
      /^[A-Z][a-z]+s\b/.test(next) &&
      !/^(?:Is|Has|Was|Its|This|His|Hers|Yes|Always|Tells?)\b/.test(next)
    ) {
      parts[0] = `${parts[0]!.replace(/\.$/, '')} ${reading.name ? 'who' : 'that'} ${next.replace(/^\p{Lu}/u, (c) => c.toLowerCase())}`;
    } else parts.push(next);
  }
  return parts.join(' ').slice(0, 500);
}

/** A greeting in the persona's language and register, introducing it by name and role. */
export function composeGreeting(reading: Reading, name: string, tone: Proposal['tone'], seed: string): string {
  const { book } = reading;
  const g = book.greeting;
  const reg = register(tone);
  const opener = pick(g[reg], seed, 'opener');
  const usable = usableRole(reading);
  const gender = usable?.gender ?? 'm';
  let role = usable?.phrase;
  if (role && usable!.generic && !reading.name) {
    if (usable!.withPlace && reading.lang !== 'en') role = usable!.withPlace;
    else if (reading.names[0] && !/^[\p{Lu}\d][\p{L}\d]{0,5}$/u.test(reading.names[0]))
      role = reading.lang === 'en' || reading.lang === 'other' ? `${reading.names[0]} ${role}` : `${role} ${of[reading.lang]} ${reading.names[0]}`;
  }
  const fill = (template: string) =>
    template
      .replaceAll('{name}', name)
      .replaceAll('{your}', g.your[gender])
      .replaceAll('{the}', g.the[gender])
      .replaceAll('{role}', role ?? '');
  // Without a role to name, the first template's "I'm {name}" part alone.
  const intro = reading.name
    ? role
      ? fill(pick(g.named, seed, 'intro'))
      : `${fill(g.named[0]!).split(',')[0]!}.`
    : role
      ? fill(pick(g.unnamed, seed, 'intro'))
      : '';
  const offer = pick(reg === 'formal' ? g.offerFormal : g.offerCasual, seed, 'offer');
  return [opener, intro, offer].filter(Boolean).join(' ').replace(/\s+/g, ' ').slice(0, 500);
}

/** Traits: the description's own manner words, then the register's defaults to make three. */
export function composeTraits(reading: Reading, tone: Proposal['tone']): string[] {
  const traits = [...reading.traits];
  const defaults = reading.book.defaultTraits;
  const fill =
    tone.humor === 'playful' ? defaults.playful : tone.formality === 'formal' ? defaults.formal : tone.warmth === 'warm' ? defaults.warm : defaults.plain;
  for (const t of fill) if (traits.length < 3 && !traits.includes(t)) traits.push(t);
  return traits.slice(0, 6);
}

const secretsIdea = /passw|mot de passe|contrase|senha|pin\b|seed phrase|api key|codes?\b|codigo|código|credential/i;

/** Boundaries: the description's own rules first, then the service's standard ones and those its sensitive aspects call for. */
export function composeBoundaries(reading: Reading, book: Phrasebook): string[] {
  const boundaries = [...reading.rules.slice(0, 12), book.boundaries.scope];
  if (!reading.rules.some((r) => secretsIdea.test(r))) boundaries.push(book.boundaries.secrets);
  for (const aspect of reading.sensitive) boundaries.push(book.boundaries.aspects[aspect]);
  return [...new Set(boundaries)].slice(0, 20);
}

/** The whole proposal the stand-in model makes of a reading. */
export function composeProposal(reading: Reading, vocabulary: readonly Topic[], seed: string): Proposal {
  const name = composeName(reading, vocabulary);
  const tone = reading.tone;
  return {
    name,
    summary: composeSummary(reading, name),
    traits: composeTraits(reading, tone),
    tone,
    topics: reading.topics.slice(0, MAX_TOPICS),
    boundaries: composeBoundaries(reading, reading.book),
    greeting: composeGreeting(reading, name, tone, seed),
    suggested_sensitivity: sensitivityOf(reading.sensitive),
  };
}
