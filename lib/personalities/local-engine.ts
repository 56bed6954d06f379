import type { Topic } from '../vocabularies/model';
import { analyse, detectTopics, isTooVague, type Analysis } from './analysis';
import { criticalQuestionCatalogue, criticalQuestionsFor, sensitivityOf } from './critical-questions';
import type { GenerationEngine, GenerationInput } from './engine';
import { roleTraits, toneWords, traitWords } from './lexicon';
import type { EngineOutput, Proposal } from './schema';
import { listPhrase, mentions, normalise } from './text';

const MAX_TOPICS = 5;
const titleCase = (s: string) => s.replace(/(^|[\s-])(\w)/g, (_, sep: string, c: string) => sep + c.toUpperCase());
const labelOf = (vocabulary: readonly Topic[], id: string) => vocabulary.find((t) => t.id === id)?.label ?? id;

function toneOf(normalised: string, base: Proposal['tone'] = { formality: 'neutral', warmth: 'neutral', humor: 'light', verbosity: 'balanced' }): Proposal['tone'] {
  const has = (words: string[]) => mentions(normalised, words);
  return {
    formality: has(toneWords.formal) ? 'formal' : has(toneWords.casual) ? 'casual' : base.formality,
    warmth: has(toneWords.warm) ? 'warm' : has(toneWords.reserved) ? 'reserved' : base.warmth,
    humor: has(toneWords.serious) ? 'none' : has(toneWords.playful) ? 'playful' : base.humor,
    verbosity: has(toneWords.concise) ? 'concise' : has(toneWords.detailed) ? 'detailed' : base.verbosity,
  };
}


const baseBoundaries = ['Stays within its topics and says so when asked about something else.', 'Never asks for passwords, payment details or other secrets.'];

function clarifyingQuestions(a: Analysis): string[] {
  const questions: string[] = [];
  if (a.topics.length === 0) questions.push('What should this personality help people with? For example cooking, language learning or customer support.');
  if (!a.audience) questions.push('Who will talk to it: beginners, professionals, customers, students?');
  if (!a.role) questions.push('What role should it play: a tutor, a coach, a guide, a support agent?');
  if (a.traits.length === 0) questions.push('What should it sound like: patient and warm, concise and direct, playful?');
  return questions.slice(0, 4);
}

function compose(a: Analysis, vocabulary: readonly Topic[]): Proposal {
  const topics = a.topics.slice(0, MAX_TOPICS);
  const role = a.role ?? 'assistant';
  const mainTopic = topics[0] ? labelOf(vocabulary, topics[0]) : undefined;
  const name = a.name ?? titleCase(mainTopic ? `${mainTopic} ${role}` : role);
  const traits = (a.traits.length > 0 ? a.traits : (roleTraits[role] ?? roleTraits.assistant!)).slice(0, 6);
  const tone = toneOf(a.normalised);
  const subject = topics.length > 0 ? listPhrase(topics.slice(0, 3).map((id) => labelOf(vocabulary, id).toLowerCase())) : 'their questions';
  const audience = a.audience ?? 'people';
  const summary = `A ${listPhrase(traits.slice(0, 2))} ${role} that helps ${audience} with ${subject}.`;
  const boundaries = [...baseBoundaries, ...a.sensitive.map((aspect) => criticalQuestionCatalogue[aspect].boundary)];
  const greeting =
    tone.formality === 'formal'
      ? `Good day. I am ${name}. How may I help you with ${mainTopic?.toLowerCase() ?? 'your questions'} today?`
      : `Hi, I'm ${name}! What would you like to work on today${mainTopic ? ` in ${mainTopic.toLowerCase()}` : ''}?`;
  return { name, summary, traits, tone, topics, boundaries, greeting, suggested_sensitivity: sensitivityOf(a.sensitive) };
}

/** Applies change instructions to a proposal, keeping whatever they do not mention. */
function revise(previous: Proposal, instructions: string, vocabulary: readonly Topic[]): Proposal {
  const n = normalise(instructions);
  const next: Proposal = structuredClone(previous);
  const rename = /\b(?:rename(?: it| her| him)? to|call (?:it|her|him)|name (?:it|her|him))\s+["“]?([^"”.,;!?\n]{1,80})/i.exec(instructions);
  if (rename) next.name = rename[1]!.trim();

  // Topic edits: "remove/drop/no/without X" takes X out; "add/also/include/cover X" puts X in.
  const clauses = instructions.split(/[.;\n]|,\s*(?:and\s+)?|\band\b|\bbut\b/i).map((c) => c.trim()).filter(Boolean);
  for (const clause of clauses) {
    const c = normalise(clause);
    const named = detectTopics(c, vocabulary);
    if (named.length === 0) continue;
    if (/^(?:please )?(?:remove|drop|no|without|stop|exclude|less|not|dont|do not|no more)\b/.test(c) || /\b(?:remove|drop|without|exclude)\b/.test(c)) {
      next.topics = next.topics.filter((t) => !named.includes(t));
    } else if (/\b(?:add|also|include|cover|plus|more|focus)\b/.test(c)) {
      next.topics = [...new Set([...next.topics, ...named])].slice(0, 10);
    }
  }

  next.tone = toneOf(n, previous.tone);
  if (/\b(?:more|less)\s+formal\b/.test(n)) next.tone.formality = /\bless formal\b/.test(n) ? 'casual' : 'formal';
  if (/\b(?:shorter|less wordy)\b/.test(n)) next.tone.verbosity = 'concise';
  if (/\b(?:longer|more detail|more detailed)\b/.test(n)) next.tone.verbosity = 'detailed';
  if (/\b(?:funnier|more humou?r|more playful)\b/.test(n)) next.tone.humor = 'playful';

  // Words that describe tone ("more formal") change the tone above, not the traits.
  const toneVocabulary = new Set(Object.values(toneWords).flat());
  for (const word of Object.keys(traitWords).filter((word) => !toneVocabulary.has(word))) {
    const trait = traitWords[word]!;
    if (new RegExp(`\\b(?:more|add|be)\\s+${word}\\b`).test(n) && !next.traits.includes(trait)) next.traits = [...next.traits, trait].slice(0, 12);
    if (new RegExp(`\\b(?:less|not|no longer|stop being)\\s+${word}\\b`).test(n)) next.traits = next.traits.filter((t) => t !== trait);
  }

  const greeting = /\bgreeting\s*(?:to\b)?\s*:?\s*["“]?(.+?)["”]?\s*$/im.exec(instructions);
  if (greeting) next.greeting = greeting[1]!.trim().slice(0, 500);
  const never = instructions.match(/\b(?:never|must not|should not|do not|don't)\b[^.;\n]*/gi) ?? [];
  for (const rule of never) {
    const boundary = rule.trim().replace(/^./, (c) => c.toUpperCase()).replace(/\.?$/, '.');
    if (!next.boundaries.includes(boundary) && next.boundaries.length < 20) next.boundaries.push(boundary.slice(0, 300));
  }
  return next;
}

/**
 * The embedded engine: deterministic, local, no network. Lexicons and rules turn a description
 * into a proposal that follows it: the topics it names (from the current vocabulary), the role,
 * audience, traits and tone it asks for, and boundaries and critical questions for whatever
 * sensitive ground it covers.
 */
export const localEngine: GenerationEngine = {
  name: 'local',
  async generate({ description, refine, vocabulary }: GenerationInput): Promise<EngineOutput> {
    const a = analyse(description, vocabulary);
    if (refine) {
      const revised = revise(refine.proposal, refine.instructions, vocabulary);
      const aspects = [...new Set([...a.sensitive, ...analyse(refine.instructions, vocabulary).sensitive])];
      revised.suggested_sensitivity = sensitivityOf(aspects);
      return { status: 'ready', proposal: revised, clarifying_questions: [], critical_questions: criticalQuestionsFor(aspects) };
    }
    if (isTooVague(a)) {
      return { status: 'needs_clarification', proposal: null, clarifying_questions: clarifyingQuestions(a), critical_questions: criticalQuestionsFor(a.sensitive) };
    }
    return { status: 'ready', proposal: compose(a, vocabulary), clarifying_questions: [], critical_questions: criticalQuestionsFor(a.sensitive) };
  },
};
