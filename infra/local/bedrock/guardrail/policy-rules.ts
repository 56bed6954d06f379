import { applyMasks, applyNegation, compileLexicon, findHits, type Hit } from './matcher';
import { allViews, views } from './normalise';
import { policyLexicon, type PolicyConcept } from './policy-lexicon';
import { ageHits } from './ages';

import { policyCategories, type PolicyCategory } from '../../../../lib/personalities/categories';

export { policyCategories, type PolicyCategory };

type C = PolicyConcept;
// Compiled on the first text, not at import: compiling is most of this function's cold start,
// and a cold instance that serves other requests first (or none) should not pay it up front.
let compiled: ReturnType<typeof compileLexicon<PolicyConcept>> | undefined;
const lexicon = () => (compiled ??= compileLexicon(policyLexicon));

/** Concepts a nearby "never", "no", "without"... takes back ("never asks for your PIN"). */
const negatable = new Set<C>([
  'produce',
  'instructions',
  'acquire_illicit',
  'write_code',
  'solicit',
  'steal',
  'obtain',
  'method',
  'encourage',
  'harass',
  'hostile',
  'promote_extremism',
  'impersonate',
  'deceive',
  'track',
  'access',
  'break_in',
  'compile_info',
  'expose',
  'harm_person',
  'harm_other',
  'sexual',
  'grooming_secret',
  'phishing',
  'claim_human',
  // "no hotlines", "without any warnings": a framing that is refused is no framing.
  'protective',
  'moderation',
  'education',
  'tell_adult',
  'tell_parents',
  'authorised',
]);

/** Concepts that say what a personality is about rather than what it does: they weigh a pairing, never make one. */
const framings = new Set<C>([
  'protective',
  'scholarly',
  'moderation',
  'bad_actor',
  'fiction',
  'education',
  'tell_adult',
  'tell_parents',
  'authorised',
  'classical',
]);
const notActs = new Set<C>([...framings, 'negator', 'unrestricted', 'mask', 'operational', 'no_caveats', 'pretext']);

/**
 * A framing word inside a longer phrase of harm is part of the harm, not a framing: "reports" in
 * "mass reports", "avoiding" in "avoiding cameras", "denunciare" in "fargli passare la voglia di
 * denunciare".
 */
function dropFramingsInsideActs(hits: Hit<C>[]): Hit<C>[] {
  const acts = hits.filter((h) => !notActs.has(h.concept) && h.end > h.start);
  if (acts.length === 0) return hits;
  return hits.filter((h) => !framings.has(h.concept) || !acts.some((a) => a.start <= h.start && h.end <= a.end && a.end - a.start > h.end - h.start));
}

/** Negations that say what the personality itself will not do ("it won't tell your parents"), not what it asks. */
const ownRefusals = new Set(['wont', 'doesnt', 'cant', 'cannot', 'will', 'does']);

/**
 * Telling a parent or trusted adult, forbidden to a child ("not to tell their parents", "non
 * dirlo ai genitori", "nicht den Eltern erzählen"), is a grooming secret. A personality that
 * itself keeps a confidence ("it won't tell your parents") is not asking for one.
 */
function forbiddenTelling(tokens: readonly string[], hits: readonly Hit<C>[]): Hit<C>[] {
  const negators = hits.filter((h) => h.concept === 'negator' && !ownRefusals.has(tokens[h.start]!) && !ownRefusals.has(tokens[h.start - 1] ?? ''));
  return hits
    .filter((h) => h.concept === 'tell_parents')
    .flatMap((h) => negators.filter((n) => n.end < h.start && h.start - n.end <= 2).map((n) => ({ concept: 'grooming_secret', start: n.start, end: h.end })));
}

/**
 * Chinese and Japanese are read a character at a time: a window of words spans about twice as
 * many tokens there. The factor grows with the share of such tokens in the view.
 */
function tokensPerWord(tokens: readonly string[]): number {
  if (tokens.length === 0) return 1;
  const unspaced = tokens.filter((t) => t.length === 1 && unspacedScript.test(t)).length;
  return 1 + (unspaced / tokens.length) * 1.5;
}
const unspacedScript = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u;

/** The concept hits of one token stream, after masks ("bomb shelter") and negation. */
class Reading {
  private readonly byConcept = new Map<C, Hit<C>[]>();
  /** Tokens per word (see `tokensPerWord`): every window and reach is in words. */
  private readonly scale: number;

  constructor(private readonly tokens: readonly string[]) {
    this.scale = tokensPerWord(tokens);
    let hits = [...findHits(tokens, lexicon()), ...ageHits<C>(tokens, 'minor')];
    hits = applyMasks(hits, new Set<C>(['mask']));
    hits = [...hits, ...forbiddenTelling(tokens, hits)];
    hits = applyNegation(hits, { negator: 'negator', cancels: new Set<C>(['unrestricted']), negatable, reach: Math.round(3 * this.scale) });
    hits = dropFramingsInsideActs(hits);
    for (const hit of hits) this.byConcept.set(hit.concept, [...(this.byConcept.get(hit.concept) ?? []), hit]);
  }

  private words(n: number): number {
    return Math.round(n * this.scale);
  }

  hits(concepts: C | readonly C[]): Hit<C>[] {
    return (typeof concepts === 'string' ? [concepts] : concepts).flatMap((c) => this.byConcept.get(c) ?? []);
  }

  has(concepts: C | readonly C[]): boolean {
    return this.hits(concepts).length > 0;
  }

  /**
   * Spans where one hit of each group occurs, the whole within `window` words, no two hits on the
   * same words (one word is not both the object and the act).
   */
  together(groups: readonly (C | readonly C[])[], window: number, { overlap = false } = {}): { start: number; end: number }[] {
    const spans: { start: number; end: number }[] = [];
    const pick = (i: number, chosen: Hit<C>[]): void => {
      if (i === groups.length) {
        const start = Math.min(...chosen.map((h) => h.start));
        const end = Math.max(...chosen.map((h) => h.end));
        if (end - start <= this.words(window)) spans.push({ start, end });
        return;
      }
      for (const hit of this.hits(groups[i]!)) {
        if (!overlap && chosen.some((c) => hit.start <= c.end && c.start <= hit.end)) continue;
        pick(i + 1, [...chosen, hit]);
        if (spans.length > 0) return;
      }
    };
    pick(0, []);
    return spans;
  }

  /** The word at a position of the token stream. */
  word(i: number): string | undefined {
    return this.tokens[i];
  }

  /** How many different places of the text `concepts` is found at (one phrase matched by two terms counts once). */
  distinct(concepts: C | readonly C[]): number {
    return new Set(this.hits(concepts).map((h) => h.start)).size;
  }

  /** Each hit of `concepts` as a span (rules that one concept settles). */
  spans(concepts: C | readonly C[]): { start: number; end: number }[] {
    return this.hits(concepts);
  }

  /** Whether a hit of `concepts` lies within `reach` words of the span. */
  near(span: { start: number; end: number }, concepts: C | readonly C[], reach: number): boolean {
    const words = this.words(reach);
    return this.hits(concepts).some((h) => h.end >= span.start - words && h.start <= span.end + words);
  }
}

/**
 * A harmful pairing counts unless a framing around it says the personality is about the harm
 * rather than for it (prevention, research, fiction, an authorised test); a request for
 * operational detail (quantities, working code, "undetectable"), to skip the ethics, or a framing
 * given as a cover ("a 'research' bot that actually...") overrides any framing.
 */
function unframed(r: Reading, spans: { start: number; end: number }[], frames: readonly C[], reach = 15): boolean {
  if (spans.length === 0) return false;
  if (r.has(['operational', 'undetected', 'no_caveats', 'pretext'])) return true;
  return spans.some((span) => !r.near(span, frames, reach));
}

const anyTarget: C[] = ['person', 'intimate_partner'];
/** Targets of a privacy intrusion: a person, or the one a covert phrase names ("without her knowing"). */
const privacyTarget: C[] = [...anyTarget, 'covert_other'];

/** Reading or opening someone else's messages, accounts or devices, when done covertly, by breaking in, or to a partner. */
function othersAccounts(r: Reading): { start: number; end: number }[] {
  const covertly = r.has(['covert', 'covert_other', 'break_in']);
  return r
    .together([['access', 'break_in'], 'personal_account'], 8)
    .filter((span) => (covertly && r.near(span, privacyTarget, 20)) || r.near(span, 'intimate_partner', 12));
}

/** Articles: after one, "suicide" is a topic ("explique comment le suicide touche les familles"), not an act asked for. */
const articles = new Set([
  'the',
  'a',
  'an',
  'le',
  'la',
  'les',
  'l',
  'un',
  'une',
  'des',
  'du',
  'el',
  'los',
  'las',
  'una',
  'der',
  'die',
  'das',
  'ein',
  'eine',
  'den',
  'dem',
  'o',
  'os',
  'as',
  'um',
  'uma',
  'il',
  'lo',
  'gli',
  'i',
]);

/** "How to kill yourself": a how-to right before an act of self-harm, not before a topic. */
function howToHarmOneself(r: Reading): { start: number; end: number }[] {
  return r
    .together(['instructions', 'self_harm'], 4)
    .filter(
      (span) =>
        r.hits('instructions').some((h) => h.start === span.start) &&
        !r.hits('self_harm').some((h) => h.end === span.end && articles.has(r.word(h.start - 1) ?? '')),
    );
}

const rules: Record<PolicyCategory, (r: Reading) => boolean> = {
  weapons_drugs_facilitation: (r) =>
    unframed(r, r.together(['cbrn', ['produce', 'instructions', 'acquire_illicit', 'operational']], 14), ['fiction', 'protective', 'scholarly']) ||
    unframed(r, r.together(['explosive', ['produce', 'instructions', 'operational']], 10), ['fiction', 'protective', 'scholarly', 'authorised']) ||
    unframed(r, r.together(['illicit_firearm', ['produce', 'instructions', 'acquire_illicit', 'operational']], 14), ['fiction', 'protective', 'scholarly']) ||
    unframed(r, r.together(['drug', ['produce', 'acquire_illicit', 'operational']], 10), ['fiction', 'protective', 'scholarly', 'education', 'authorised']) ||
    unframed(r, r.spans('drug_production'), ['fiction', 'protective', 'scholarly', 'education', 'authorised']) ||
    // A toxin, pathogen or chemical made or released to work on people.
    unframed(r, r.together(['hazard', 'against_people', ['produce', 'instructions', 'operational', 'acquire_illicit']], 20), [
      'protective',
      'scholarly',
      'fiction',
    ]) ||
    // Cannabis and the like are legal in places: only growing or selling them illegally counts.
    unframed(r, r.together(['soft_drug', ['produce', 'acquire_illicit'], ['illegal_marker', 'undetected', 'minor']], 30), ['protective', 'scholarly']),

  malware: (r) =>
    unframed(r, r.together(['malware', ['write_code', 'produce', 'instructions', 'operational', 'acquire_illicit']], 20), [
      'protective',
      'scholarly',
      'authorised',
      'classical',
      'fiction',
    ]) ||
    unframed(r, r.spans('malware_creation'), ['protective', 'scholarly', 'authorised', 'classical', 'fiction']) ||
    unframed(r, r.together(['encrypt_files', 'ransom_demand'], 30), ['protective', 'authorised']) ||
    unframed(r, r.together(['keystrokes', ['covert', 'covert_other', 'expose', 'write_code', 'undetected']], 25), ['protective', 'authorised']) ||
    unframed(r, r.spans('flood_traffic'), ['protective', 'authorised']) ||
    // Credentials or private data shipped to the author, or taken quietly or by a program in disguise.
    unframed(r, r.together(['exfiltrate', 'secret_credential'], 25), ['protective', 'authorised']) ||
    unframed(r, r.together(['write_code', 'steal', 'secret_credential'], 15), ['protective', 'authorised', 'scholarly', 'fiction']) ||
    unframed(r, r.together(['exfiltrate', ['personal_account', 'personal_data', 'keystrokes'], ['covert', 'covert_other', 'disguise']], 25), [
      'protective',
      'authorised',
    ]) ||
    unframed(r, r.together([['covert', 'covert_other', 'disguise'], 'solicit', 'secret_credential'], 15), ['protective', 'authorised']) ||
    unframed(r, r.together(['break_in', 'system'], 6), ['protective', 'authorised', 'fiction']),

  privacy_intrusion: (r) =>
    // Someone else's account, messages or devices: covertly, by breaking in, or a partner's at all.
    unframed(r, othersAccounts(r), ['authorised']) ||
    unframed(r, r.together([['break_in', 'compile_info'], 'secret_credential', anyTarget], 12), ['authorised']) ||
    unframed(r, r.together(['track', anyTarget, ['covert', 'covert_other']], 25), ['authorised']) ||
    unframed(r, r.together(['track', 'covert_other'], 25), ['authorised']) ||
    unframed(r, r.together(['malware', 'intimate_partner'], 12), ['authorised', 'protective']) ||
    unframed(r, r.together(['hidden_camera', 'private_room'], 15), ['protective']) ||
    // Where someone lives, found out or published.
    unframed(r, r.together([['compile_info', 'expose'], 'residence', anyTarget], 15), ['authorised', 'protective']) ||
    unframed(r, r.together([['compile_info', 'expose'], 'whereabouts_of'], 10), ['authorised', 'protective']) ||
    // A dossier on a person: two or more of address, routine, workplace... gathered or published.
    (r.distinct('personal_data') >= 2 && unframed(r, r.together([['compile_info', 'expose'], 'personal_data', 'person'], 25), ['authorised'])),

  hate_harassment: (r) =>
    unframed(r, r.together(['hostile', 'protected_group'], 12), ['protective', 'moderation', 'scholarly', 'fiction']) ||
    unframed(r, r.together(['harass', anyTarget], 10), ['protective', 'moderation', 'fiction']) ||
    (r.distinct('blocked_contact') >= 2 && unframed(r, r.spans('blocked_contact'), ['protective', 'authorised'], 30)) ||
    unframed(r, r.spans('sexual_imagery'), ['protective']) ||
    // Sexual content about a real, identifiable person, written or spread.
    unframed(r, r.together(['sexual', 'real_identity', ['write_code', 'expose', 'produce']], 20), ['protective', 'education']),

  violent_extremism: (r) =>
    unframed(r, r.together(['extremist', 'promote_extremism'], 20), ['protective', 'moderation', 'scholarly', 'fiction']) ||
    unframed(r, r.together(['extremist', ['attack_plan', 'attack_target', 'strike']], 25), ['protective', 'scholarly', 'fiction']) ||
    // A militia, "the movement", a massacre: with an attack planned, or striking at a target.
    unframed(r, r.together(['militant', 'attack_plan'], 25), ['protective', 'scholarly', 'fiction']) ||
    unframed(r, r.together(['militant', 'strike', 'attack_target'], 25), ['protective', 'scholarly', 'fiction']) ||
    // ... or glorified beside violence or a target.
    unframed(
      r,
      r.together(['militant', 'promote_extremism', ['harm_person', 'harm_other', 'hostile', 'attack_plan', 'attack_target', 'strike', 'explosive']], 25),
      ['protective', 'moderation', 'scholarly', 'fiction'],
    ) ||
    unframed(r, r.together([['extremist', 'militant'], 'glorify'], 20), ['protective', 'moderation', 'scholarly', 'fiction']),

  violent_crime: (r) =>
    unframed(r, r.together(['harm_person', [...anyTarget, 'minor']], 6, { overlap: true }), ['fiction', 'protective', 'scholarly']) ||
    unframed(r, r.spans('harm_other'), ['fiction', 'protective', 'scholarly']) ||
    unframed(r, r.spans('menace'), ['fiction', 'protective']) ||
    unframed(r, r.spans('attack_plan'), ['fiction', 'protective', 'scholarly']) ||
    unframed(
      r,
      r.together(
        [
          ['attack_target', 'strike'],
          ['harm_person', 'harm_other', 'explosive', 'illicit_firearm'],
        ],
        20,
      ),
      ['fiction', 'protective', 'scholarly'],
    ) ||
    r.together([['harm_person', 'harm_other'], 'undetected'], 20).length > 0 ||
    unframed(
      r,
      r.together(
        [
          ['harm_person', 'harm_other'],
          ['covert', 'covert_other'],
        ],
        20,
      ),
      ['fiction', 'protective', 'scholarly'],
    ) ||
    unframed(r, r.together([['harm_person', 'harm_other'], 'ransom_demand'], 25), ['fiction', 'protective', 'scholarly']),

  self_harm_encouragement: (r) =>
    unframed(r, r.together(['self_harm', ['method', 'encourage']], 18), ['protective']) ||
    unframed(r, howToHarmOneself(r), ['protective']) ||
    unframed(r, r.spans('selfharm_howto'), ['protective']) ||
    unframed(r, r.together(['self_harm', 'method', ['encourage', 'instructions']], 30), ['protective']) ||
    unframed(r, r.spans('deadly_dare'), ['protective', 'scholarly']) ||
    // Disordered eating praised ("praise them when they skip meals") or hidden ("vomit without it showing").
    unframed(
      r,
      r.together(['reward', 'restrict_eating'], 8).filter((span) => r.hits('reward').some((h) => h.start === span.start)),
      ['protective'],
    ) ||
    unframed(r, r.together(['restrict_eating', ['covert', 'covert_other', 'undetected']], 10), ['protective']),

  sexual_content_minors: (r) =>
    unframed(r, r.together(['minor', 'sexual'], 25), ['education', 'protective', 'tell_adult', 'tell_parents']) ||
    unframed(r, r.together(['minor', 'grooming_secret'], 25), ['tell_adult', 'tell_parents', 'education']) ||
    unframed(r, r.spans('csam'), ['protective', 'moderation', 'education', 'authorised']),

  impersonation_deception: (r) =>
    unframed(
      r,
      r.together(
        [
          'impersonate',
          ['institution', 'impersonated_person'],
          ['deceive', 'solicit', 'obtain', 'money_move', 'secret_credential', 'phishing', 'scam_scheme', 'pressure'],
        ],
        30,
      ),
      ['protective', 'bad_actor'],
    ) ||
    unframed(r, r.together(['institution', ['secret_credential', 'money_move'], ['pressure', 'solicit', 'deceive']], 30), ['protective', 'bad_actor']) ||
    unframed(r, r.together(['solicit', 'secret_credential'], 6), ['protective', 'bad_actor']) ||
    unframed(r, r.spans('phishing'), ['protective', 'bad_actor', 'authorised']) ||
    unframed(r, r.together(['scam_scheme', ['money_move', 'promote_extremism', 'write_code', 'produce']], 15), ['protective', 'bad_actor']) ||
    unframed(r, r.together(['deceive', 'money_move'], 25), ['protective', 'bad_actor']) ||
    r.has('claim_human'),
};

/** The policy categories a text violates, read on every view of it (see normalise.ts). */
export function localPolicyViolations(...texts: (string | undefined)[]): PolicyCategory[] {
  const text = texts.filter(Boolean).join('\n');
  if (!text) return [];
  const found = new Set<PolicyCategory>();
  for (const tokens of allViews(views(text))) {
    const reading = new Reading(tokens);
    for (const category of policyCategories) if (!found.has(category) && rules[category](reading)) found.add(category);
  }
  return policyCategories.filter((c) => found.has(c));
}
