/**
 * The stand-in's model: a mechanical writer that never pretends (README.md, "The writer"). Every
 * text it writes is fixed template text or a verbatim span of what it was given, cut at a word
 * boundary; refine applies a few documented instruction forms exactly and reports every other
 * instruction as not applied. Deterministic, and linear in its input.
 */
import type { ModelOutput, Proposal, Refinement } from '../../lib/personalities/schema';
import { triggerPattern, type Triggers } from './triggers';

/** What the service's engine sends inside its input tag (lib/personalities/bedrock-engine.ts, `userContent`). */
export interface ModelInput {
  description: string;
  vocabulary: { id: string; label: string }[];
  previous_proposal?: Proposal;
  instructions?: string;
}

export const standInName = 'Stand-in personality';
export const summaryTemplate =
  'Written mechanically by the local Bedrock stand-in (no model read your description; on AWS, Bedrock writes this). From the description: ';
export const vagueQuestion = 'What should this personality help people with, and for whom? (The local Bedrock stand-in asks this for bedrock-test:vague.)';
export const notAppliedReason =
  'The local Bedrock stand-in applies only the instruction forms its README lists (Rename it to …, Greeting: …, Add boundary: …, Remove boundary: …, Add topic: …, Remove topic: …); on AWS the model reads every instruction.';
// The tool schema's bounds (lib/personalities/prompt/tool.json), which every answer keeps.
const limits = { name: 80, summary: 500, greeting: 500, boundary: 300, boundaries: 20, topics: 10, reported: 40, instruction: 2000 };

const words = new Intl.Segmenter(undefined, { granularity: 'word' });
const trailing = new Set([...' \t\n,;:(-–—']);

/**
 * The longest start of `text` of at most `max` characters that ends where a word ends (any script:
 * Intl.Segmenter), without trailing spaces or separators; undefined when not even one word fits.
 */
export function span(text: string, max: number): string | undefined {
  let end = 0;
  if (text.length <= max) end = text.length;
  else {
    for (const { index, segment } of words.segment(text)) {
      if (index + segment.length > max) break;
      end = index + segment.length;
    }
  }
  while (end > 0 && trailing.has(text[end - 1]!)) end--;
  const cut = text.slice(0, end).trimStart();
  return cut.length > 0 ? cut : undefined;
}

/** The first sentence or line of a text, where a name can come from (a name is one line). */
const firstSentence = (text: string) => text.trim().split(/[\n\r\t\u2028\u2029]|[.!?。！？](?=\s|$)/u, 1)[0]!;
const fold = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

/** Topics whose label or id appears in the text (triggers aside) as whole words, case-insensitive: a mechanical rule, not a reading. */
function topicsIn(text: string, vocabulary: ModelInput['vocabulary']): string[] {
  const haystack = ` ${fold(text.replace(triggerPattern, ' ')).replace(/[^\p{L}\p{N}]+/gu, ' ')} `;
  const found = vocabulary.filter((t) => [t.label, t.id].some((name) => haystack.includes(` ${fold(name).replace(/[^\p{L}\p{N}]+/gu, ' ')} `)));
  return found.slice(0, limits.topics).map((t) => t.id);
}

const greetingOf = (name: string) => `Hello! You are talking to “${name}”.`;
const answer = (fields: Partial<ModelOutput>): ModelOutput => ({
  status: 'ready',
  proposal: null,
  clarifying_questions: [],
  sensitive_aspects: [],
  policy_violation: null,
  ...fields,
});

/** A proposal written from a description (or the answer its triggers ask for). */
export function propose(input: ModelInput, triggers: Triggers): ModelOutput {
  if (triggers.modelRefuse.length > 0) return answer({ status: 'needs_clarification', policy_violation: { categories: triggers.modelRefuse } });
  if (triggers.vague) return answer({ status: 'needs_clarification', clarifying_questions: [vagueQuestion] });
  const name = span(firstSentence(input.description), 40) ?? standInName;
  const quoted = span(input.description.trim(), limits.summary - summaryTemplate.length);
  return answer({
    proposal: {
      name,
      summary: quoted ? summaryTemplate + quoted : summaryTemplate.trimEnd().replace(/:$/, '.'),
      traits: [],
      tone: { formality: 'neutral', warmth: 'neutral', humor: 'none', verbosity: 'balanced' },
      topics: topicsIn(input.description, input.vocabulary),
      boundaries: [],
      greeting: greetingOf(name),
      suggested_sensitivity: { level: 'low', categories: [] },
    },
  });
}

type Applied = Refinement['applied'][number];
type Outcome = { applied: Applied } | { reason: string };
/** The text after a form's opening words: what is inside its quotes, or the text without a final full stop. */
function argument(text: string): string {
  const trimmed = text.trim();
  const quoted = /^["“'‘«](.*)["”'’»][.!]?$/su.exec(trimmed);
  return (quoted ? quoted[1]! : trimmed.replace(/\.$/, '')).trim();
}
const tooLong = (what: string, max: number): Outcome => ({ reason: `The ${what} would be longer than ${max} characters; nothing was changed.` });

/** One instruction of a documented form applied to `p` (changed in place), or why not. */
function applyOne(p: Proposal, instruction: string, vocabulary: ModelInput['vocabulary']): Outcome {
  const done = (fields: Applied['fields'], change: string): Outcome => ({ applied: { instruction, fields, change } });
  let m: RegExpExecArray | null;
  if ((m = /^rename (?:it |the personality )?to (.+)$/is.exec(instruction))) {
    const name = argument(m[1]!);
    if (!name || name.length > limits.name || /[\n\r\t]/.test(name)) return tooLong('name', limits.name);
    const fields: Applied['fields'] = ['name'];
    for (const field of ['greeting', 'summary'] as const) {
      const renamed = p[field].split(p.name).join(name);
      if (renamed === p[field] || renamed.length > limits[field]) continue;
      p[field] = renamed;
      fields.push(field);
    }
    p.name = name;
    return done(fields, `The name is now “${name}”, in every text that gave the old one.`);
  }
  if ((m = /^(?:(?:set|change) the greeting to|greeting:)(.+)$/is.exec(instruction))) {
    const greeting = argument(m[1]!);
    if (!greeting || greeting.length > limits.greeting) return tooLong('greeting', limits.greeting);
    p.greeting = greeting;
    return done(['greeting'], 'The greeting is now the text given.');
  }
  if ((m = /^add (?:a )?boundary:(.+)$/is.exec(instruction))) {
    const boundary = m[1]!.trim();
    if (boundary.length > limits.boundary) return tooLong('boundary', limits.boundary);
    if (p.boundaries.length >= limits.boundaries) return { reason: `A proposal has at most ${limits.boundaries} boundaries; remove one first.` };
    p.boundaries.push(boundary);
    return done(['boundaries'], 'Added the boundary given.');
  }
  if ((m = /^remove (?:the )?boundary:(.+)$/is.exec(instruction))) {
    const wanted = fold(argument(m[1]!));
    const index = p.boundaries.findIndex((b) => fold(argument(b)) === wanted);
    if (index < 0) return { reason: 'No boundary reads exactly that; copy the boundary to remove after “Remove boundary:”.' };
    p.boundaries.splice(index, 1);
    return done(['boundaries'], 'Removed the boundary given.');
  }
  if ((m = /^(add|remove) (?:the )?topic:?(.+)$/is.exec(instruction))) {
    const wanted = fold(argument(m[2]!));
    const topic = vocabulary.find((t) => fold(t.id) === wanted || fold(t.label) === wanted);
    if (!topic) return { reason: 'That is not a topic of the vocabulary; name one by its id or label.' };
    const adding = m[1]!.toLowerCase() === 'add';
    if (adding === p.topics.includes(topic.id)) return { reason: `The proposal ${adding ? 'already has' : 'has no'} the topic ${topic.id}.` };
    if (adding && p.topics.length >= limits.topics) return { reason: `A proposal has at most ${limits.topics} topics; remove one first.` };
    p.topics = adding ? [...p.topics, topic.id] : p.topics.filter((t) => t !== topic.id);
    return done(['topics'], `${adding ? 'Added' : 'Removed'} the topic ${topic.id}.`);
  }
  return { reason: notAppliedReason };
}

/**
 * A refine: the instructions split at line breaks and sentence ends, each applied in order when it
 * has a documented form, every other one reported as not applied; the rest of the proposal as sent.
 */
export function refine(input: ModelInput & { previous_proposal: Proposal; instructions: string }, triggers: Triggers): ModelOutput {
  if (triggers.modelRefuse.length > 0) return propose(input, triggers);
  const proposal = structuredClone(input.previous_proposal);
  const refinement: Refinement = { applied: [], not_applied: [] };
  const units = input.instructions
    .split(/\n+|(?<=[.!?])\s+/)
    .map((unit) => unit.trim())
    .filter(Boolean);
  // Each report holds at most 40 entries: a not-applied entry carries whatever no longer fits.
  for (const [i, instruction] of units.entries()) {
    const full = refinement.applied.length === limits.reported || (refinement.not_applied.length === limits.reported - 1 && i < units.length - 1);
    if (full) {
      const rest = units.slice(i).join(' ').slice(0, limits.instruction);
      refinement.not_applied.push({ instruction: rest, reason: `The local Bedrock stand-in reads at most ${limits.reported} instructions a refine.` });
      break;
    }
    const outcome = applyOne(proposal, instruction.slice(0, limits.instruction), input.vocabulary);
    if ('applied' in outcome) refinement.applied.push(outcome.applied);
    else refinement.not_applied.push({ instruction: instruction.slice(0, limits.instruction), reason: outcome.reason });
  }
  return { ...answer({ proposal }), refinement };
}
