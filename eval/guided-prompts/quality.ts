import { readFileSync } from 'node:fs';
import * as z from 'zod/mini';
import { demoTopicVersions } from '../../infra/local/demo-data';
import type { GuidedPromptResponse, Proposal } from '../../lib/personalities/schema';
import type { Proposer } from './proposer';
import { mapInOrder as inOrder } from '../../lib/in-order';
import { pct, type Rate } from './safety';

/**
 * Proposal quality, measured on automatic checks a person would agree with (see README.md beside
 * this file). Every check reads the proposal the use case returns, never the engine's internals.
 */

const toneFields = z.partial(z.object({ formality: z.string(), warmth: z.string(), humor: z.string(), verbosity: z.string() }));

/** One description of a quality set, with what a person expects a proposal to keep. */
export const qualityCase = z.object({
  id: z.string(),
  lang: z.string(),
  text: z.string(),
  name: z.nullable(z.string()),
  roles: z.array(z.string()),
  audience_terms: z.array(z.string()),
  rules: z.array(z.object({ text: z.string(), keywords: z.array(z.string()) })),
  names: z.array(z.string()),
  topics: z.nullable(z.array(z.string())),
  not_topics: z.array(z.string()),
  critical: z.array(z.string()),
  tone: toneFields,
});
export type QualityCase = z.output<typeof qualityCase>;

/** One phrase or several (sets written apart from this harness say either). */
const phrases = z.union([
  z.pipe(
    z.string(),
    z.transform((phrase) => [phrase]),
  ),
  z.array(z.string()),
]);

const refineExpect = z.strictObject({
  name: z.optional(z.string()),
  greeting_contains: z.optional(phrases),
  greeting_not_contains: z.optional(phrases),
  summary_contains: z.optional(phrases),
  summary_not_contains: z.optional(phrases),
  unchanged: z.optional(z.array(z.enum(['name', 'summary', 'traits', 'tone', 'topics', 'boundaries', 'greeting']))),
  tone: z.optional(toneFields),
  boundary_added_keywords: z.optional(z.array(z.string())),
  boundary_removed_keywords: z.optional(z.array(z.string())),
  topics_added: z.optional(z.array(z.string())),
  topics_removed: z.optional(z.array(z.string())),
  traits_added: z.optional(z.array(z.string())),
  traits_removed: z.optional(z.array(z.string())),
  audience_terms: z.optional(z.array(z.string())),
  not_applied: z.optional(z.boolean()),
  clarify: z.optional(z.boolean()),
});

/** A refine chain: a description, then instructions applied one after the other. */
export const refineCase = z.object({
  id: z.string(),
  lang: z.string(),
  description: z.string(),
  steps: z.array(z.object({ instructions: z.string(), expect: refineExpect })).check(z.minLength(1)),
});
export type RefineCase = z.output<typeof refineCase>;

/** A set of labelled descriptions (a JSON array of quality cases), from a path. */
export const loadDescriptions = (path: string) => z.array(qualityCase).parse(JSON.parse(readFileSync(path, 'utf8')));
/** A set of refine chains (a JSON array of refine cases), from a path. */
export const loadRefinements = (path: string) => z.array(refineCase).parse(JSON.parse(readFileSync(path, 'utf8')));

/** Case-, accent- and punctuation-insensitive text, so "Ciudad de México" matches "ciudad de mexico". */
export const fold = (text: string) =>
  ` ${text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^\p{L}\p{N}/]+/gu, ' ')
    .trim()} `;
/** Whether `needle` occurs in `haystack` from a word start (so "teen" finds "teenagers", not "canteen"). */
export const contains = (haystack: string, needle: string) => fold(haystack).includes(fold(needle).trimEnd());

// Words that say what kind of thing a personality is without saying which: a name made only of
// these (and topic labels) is generic.
const genericWords = new Set(
  'assistant assistants helper bot chatbot tutor buddy guide companion coach agent expert advisor adviser friend ai the a an your my virtual support service asistente assistente assistent helfer compagnon compagno companero compañero acompanhante guia guida guía führer ayudante aide'.split(
    ' ',
  ),
);

/** Whether a name says nothing beyond a generic role and the topic labels. */
export function isGenericName(name: string): boolean {
  const labels = new Set(demoTopicVersions.flatMap((v) => v.topics.flatMap((t) => fold(t.label).trim().split(' '))));
  return fold(name)
    .trim()
    .split(' ')
    .every((word) => genericWords.has(word) || labels.has(word));
}

/** Slips a reader would notice: "a" before a vowel sound, a doubled word, doubled spaces or punctuation, an empty field. */
export function grammarSlips(text: string, lang = 'en'): string[] {
  const slips: string[] = [];
  if (lang === 'en' && /\b[Aa] (?![Uu](?:n[iy]|s[eu]|r[oa])|[Oo]ne|[Ee]u)[AEIOUaeiou]\w/.test(text)) slips.push('"a" before a vowel');
  if (lang === 'en' && /\b[Aa]n (?![Hh](?:our|onest|eir|onou?r))[^\sAEIOUaeiou\d"“'‘(]/.test(text) && !/\b[Aa]n (?:[A-Z]{2,}|[FHLMNRSX]\b)/.test(text))
    slips.push('"an" before a consonant');
  const doubled = /\b(\p{L}+) \1\b/iu.exec(text);
  if (doubled && !/^(?:ha|na|no|bye|very|so)$/i.test(doubled[1]!)) slips.push(`doubled word "${doubled[1]}"`);
  if (/ {2,}|\s[,.!?;:](?![.\d])|[,;:]{2,}|\.\.(?!\.)|\(\s*\)/.test(text.replace(/ ([?!:;»])/g, '$1'))) slips.push('spacing or punctuation');
  return slips;
}

export interface CheckResult {
  check: string;
  pass: boolean;
}

export interface QualityOutcome {
  item: QualityCase;
  response?: GuidedPromptResponse;
  error?: string;
  checks: CheckResult[];
}

/** The checks of one proposal against what its description's labels expect. */
export function checkProposal(item: QualityCase, response: GuidedPromptResponse): CheckResult[] {
  const checks: CheckResult[] = [];
  const add = (check: string, pass: boolean) => checks.push({ check, pass });
  add('ready', response.status === 'ready' && response.proposal !== null);
  const p = response.proposal;
  if (!p) return checks;
  const all = [p.name, p.summary, p.greeting, ...p.boundaries].join(' \n ');
  if (item.name) add('persona name kept', contains(p.name, item.name));
  if (item.roles.length)
    add(
      'role noun in name or summary',
      item.roles.some((r) => contains(`${p.name} ${p.summary}`, r)),
    );
  if (item.audience_terms.length)
    add(
      'audience in summary',
      item.audience_terms.some((a) => contains(p.summary, a)),
    );
  for (const rule of item.rules)
    add(
      'stated rule is a boundary',
      p.boundaries.some((b) => rule.keywords.some((k) => contains(b, k))),
    );
  for (const name of item.names) add('product or place name kept', contains(all, name));
  add('name not generic', !isGenericName(p.name));
  if (item.topics) for (const topic of item.topics) add('expected topic', p.topics.includes(topic));
  for (const topic of item.not_topics) add('no wrong topic', !p.topics.includes(topic));
  for (const aspect of item.critical)
    add(
      'critical question raised',
      response.critical_questions.some((q) => q.id === aspect),
    );
  for (const [dimension, value] of Object.entries(item.tone)) add('tone as described', p.tone[dimension as keyof Proposal['tone']] === value);
  add(
    'no grammar slip',
    [p.name, p.summary, p.greeting, ...p.boundaries].every((t) => grammarSlips(t, item.lang).length === 0),
  );
  return checks;
}

/** The shape of a text once the description's own words and the name are taken out: what a template leaves. */
export function skeleton(text: string, description: string, name: string): string {
  const own = new Set(fold(`${description} ${name}`).trim().split(' '));
  return fold(text)
    .trim()
    .split(' ')
    .map((w) => (own.has(w) ? '_' : w))
    .join(' ')
    .replace(/_( _)+/g, '_');
}

/** The first four words of a text, the name replaced by `_`. */
export function opening(text: string, name: string): string {
  return fold(text.split(name).join(' _ ')).trim().split(' ').slice(0, 4).join(' ');
}

export async function runDescriptions(items: readonly QualityCase[], propose: Proposer, concurrency = 1): Promise<QualityOutcome[]> {
  return inOrder(items, concurrency, async (item): Promise<QualityOutcome> => {
    try {
      const response = await propose({ description: item.text });
      return { item, response, checks: checkProposal(item, response) };
    } catch (error) {
      return { item, error: error instanceof Error ? `${error.name}: ${error.message}` : String(error), checks: [{ check: 'ready', pass: false }] };
    }
  });
}

const rate = (results: readonly boolean[]): Rate => ({ hit: results.filter(Boolean).length, of: results.length });

/** Figures per check, per language, variety across the set, and the worst proposals. */
export function summariseDescriptions(outcomes: readonly QualityOutcome[]) {
  const byCheck = (subset: readonly QualityOutcome[]) => {
    const names = [...new Set(subset.flatMap((o) => o.checks.map((c) => c.check)))];
    return Object.fromEntries(names.map((name) => [name, rate(subset.flatMap((o) => o.checks.filter((c) => c.check === name).map((c) => c.pass)))]));
  };
  const proposals = outcomes.filter((o) => o.response?.proposal).map((o) => ({ item: o.item, p: o.response!.proposal! }));
  const share = (values: readonly string[]) => {
    const counts = new Map<string, number>();
    for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
    const top = [...counts.entries()].sort((a, b) => b[1] - a[1])[0];
    return { distinct: counts.size, of: values.length, commonest: top ? { text: top[0], count: top[1] } : undefined };
  };
  const score = (o: QualityOutcome) => o.checks.filter((c) => c.pass).length / Math.max(1, o.checks.length);
  const languages = [...new Set(outcomes.map((o) => o.item.lang))].sort();
  return {
    checks: byCheck(outcomes),
    overall: rate(outcomes.flatMap((o) => o.checks.map((c) => c.pass))),
    byLanguage: Object.fromEntries(
      languages.map((lang) => {
        const subset = outcomes.filter((o) => o.item.lang === lang);
        return [lang, { items: subset.length, overall: rate(subset.flatMap((o) => o.checks.map((c) => c.pass))), checks: byCheck(subset) }];
      }),
    ),
    variety: {
      /** The words a template adds to greetings: one shape for all is a formula. */
      greetings: share(proposals.map(({ item, p }) => skeleton(p.greeting, item.text, p.name))),
      /** How summaries open, the name taken out ("A t1 and t2 role that helps…" for all is a formula). */
      summaries: share(proposals.map(({ p }) => opening(p.summary, p.name))),
      defaultTraits: rate(proposals.map(({ p }) => p.traits.join(',') === 'helpful,clear,friendly')),
      neutralTone: rate(proposals.map(({ p }) => p.tone.formality === 'neutral' && p.tone.warmth === 'neutral' && p.tone.verbosity === 'balanced')),
    },
    worst: [...outcomes].sort((a, b) => score(a) - score(b) || a.item.id.localeCompare(b.item.id)).slice(0, 10),
  };
}
export type DescriptionSummary = ReturnType<typeof summariseDescriptions>;

export interface RefineStepOutcome {
  chain: RefineCase;
  step: number;
  instructions: string;
  before: Proposal;
  response?: GuidedPromptResponse;
  error?: string;
  checks: CheckResult[];
}

const boundaryHas = (boundaries: readonly string[], keywords: readonly string[]) => boundaries.some((b) => keywords.some((k) => contains(b, k)));

/** The checks of one refine step: each expectation kind is one check. */
export function checkRefineStep(expect: RefineCase['steps'][number]['expect'], before: Proposal, response: GuidedPromptResponse): CheckResult[] {
  const checks: CheckResult[] = [];
  const add = (check: string, pass: boolean) => checks.push({ check, pass });
  const clarifying = response.status === 'needs_clarification';
  // A clarifying answer changes nothing: the developer keeps (and refines again) the proposal they sent.
  const after = response.proposal ?? before;
  const notApplied = response.refinement?.not_applied ?? [];
  if (expect.clarify !== undefined) add('clarify', clarifying === expect.clarify && response.clarifying_questions.length > 0);
  else add('ready', !clarifying && response.proposal !== null);
  if (expect.not_applied !== undefined) add('not_applied', expect.not_applied === notApplied.length > 0 && notApplied.every((n) => n.reason.trim().length > 0));
  if (expect.name !== undefined) add('name', fold(after.name) === fold(expect.name));
  if (expect.greeting_contains)
    add(
      'greeting_contains',
      expect.greeting_contains.every((t) => contains(after.greeting, t)),
    );
  if (expect.greeting_not_contains)
    add(
      'greeting_not_contains',
      expect.greeting_not_contains.every((t) => !contains(after.greeting, t)),
    );
  if (expect.summary_contains)
    add(
      'summary_contains',
      expect.summary_contains.every((t) => contains(after.summary, t)),
    );
  if (expect.summary_not_contains)
    add(
      'summary_not_contains',
      expect.summary_not_contains.every((t) => !contains(after.summary, t)),
    );
  if (expect.unchanged)
    add(
      'unchanged',
      expect.unchanged.every((field) => JSON.stringify(after[field]) === JSON.stringify(before[field])),
    );
  if (expect.tone)
    add(
      'tone',
      Object.entries(expect.tone).every(([d, v]) => after.tone[d as keyof Proposal['tone']] === v),
    );
  if (expect.boundary_added_keywords)
    add(
      'boundary_added',
      boundaryHas(
        after.boundaries.filter((b) => !before.boundaries.includes(b)),
        expect.boundary_added_keywords,
      ),
    );
  if (expect.boundary_removed_keywords) add('boundary_removed', !boundaryHas(after.boundaries, expect.boundary_removed_keywords));
  if (expect.topics_added)
    add(
      'topics_added',
      expect.topics_added.every((t) => after.topics.includes(t)),
    );
  if (expect.topics_removed)
    add(
      'topics_removed',
      expect.topics_removed.every((t) => !after.topics.includes(t)),
    );
  if (expect.traits_added)
    add(
      'traits_added',
      expect.traits_added.every((t) => after.traits.some((x) => fold(x) === fold(t))),
    );
  if (expect.traits_removed)
    add(
      'traits_removed',
      expect.traits_removed.every((t) => !after.traits.some((x) => fold(x) === fold(t))),
    );
  if (expect.audience_terms)
    add(
      'audience_terms',
      expect.audience_terms.some((t) => contains(after.summary, t)),
    );
  return checks;
}

/** Runs each chain through the use case: propose, then refine step by step with the token each answer gives. */
export async function runRefinements(chains: readonly RefineCase[], propose: Proposer, concurrency = 1): Promise<RefineStepOutcome[]> {
  // Chains run side by side; the steps of one chain in order.
  return (await inOrder(chains, concurrency, (chain) => runChain(chain, propose))).flat();
}

async function runChain(chain: RefineCase, propose: Proposer): Promise<RefineStepOutcome[]> {
  const outcomes: RefineStepOutcome[] = [];
  let first: GuidedPromptResponse;
  try {
    first = await propose({ description: chain.description });
  } catch (error) {
    outcomes.push({
      chain,
      step: 0,
      instructions: '(the proposal to refine)',
      before: undefined as never,
      error: String(error),
      checks: [{ check: 'ready', pass: false }],
    });
    return outcomes;
  }
  if (!first.proposal) {
    outcomes.push({
      chain,
      step: 0,
      instructions: '(the proposal to refine)',
      before: undefined as never,
      response: first,
      checks: [{ check: 'ready', pass: false }],
    });
    return outcomes;
  }
  let current = first.proposal;
  let token = first.proposal_token;
  for (const [index, step] of chain.steps.entries()) {
    try {
      const response = await propose({ description: chain.description, refine: { proposal: current, instructions: step.instructions, proposal_token: token } });
      outcomes.push({
        chain,
        step: index + 1,
        instructions: step.instructions,
        before: current,
        response,
        checks: checkRefineStep(step.expect, current, response),
      });
      if (response.proposal) current = response.proposal;
      token = response.proposal_token;
    } catch (error) {
      outcomes.push({
        chain,
        step: index + 1,
        instructions: step.instructions,
        before: current,
        error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
        checks: [{ check: 'answered', pass: false }],
      });
    }
  }
  return outcomes;
}

export function summariseRefinements(outcomes: readonly RefineStepOutcome[]) {
  const kinds = [...new Set(outcomes.flatMap((o) => o.checks.map((c) => c.check)))].sort();
  const languages = [...new Set(outcomes.map((o) => o.chain.lang))].sort();
  const passed = (o: RefineStepOutcome) => o.checks.every((c) => c.pass);
  return {
    steps: rate(outcomes.map(passed)),
    byKind: Object.fromEntries(kinds.map((kind) => [kind, rate(outcomes.flatMap((o) => o.checks.filter((c) => c.check === kind).map((c) => c.pass)))])),
    byLanguage: Object.fromEntries(languages.map((lang) => [lang, rate(outcomes.filter((o) => o.chain.lang === lang).map(passed))])),
    failing: outcomes.filter((o) => !passed(o)),
  };
}
export type RefineSummary = ReturnType<typeof summariseRefinements>;

export { pct };
