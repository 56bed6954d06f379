import { sensitiveAspectsOf, type SensitiveAspect } from '../guardrail/aspects';
import { contentWords, mentions, normalise } from './text';

/** Role nouns that, with a few words of purpose, make a description specific enough to work from. */
const roles = [
  'tutor',
  'coach',
  'mentor',
  'teacher',
  'instructor',
  'trainer',
  'guide',
  'companion',
  'advisor',
  'adviser',
  'consultant',
  'chef',
  'concierge',
  'planner',
  'storyteller',
  'narrator',
  'critic',
  'librarian',
  'expert',
  'buddy',
  'friend',
  'sidekick',
  'host',
  'agent',
  'assistant',
  'helper',
];

/** What a description says, as far as deciding whether it is too vague to work from. */
export interface Analysis {
  contentWords: string[];
  /** Topic ids of the vocabulary the text is about. */
  topics: string[];
  role: string | undefined;
  sensitive: SensitiveAspect[];
}

/** The few facts the vagueness decision needs. */
export function analyse(text: string, topics: readonly string[]): Analysis {
  const normalised = normalise(text);
  return {
    contentWords: contentWords(normalised),
    topics: [...topics],
    role: roles.find((role) => mentions(normalised, [role, `${role}s`])),
    sensitive: sensitiveAspectsOf(text),
  };
}

/**
 * Too vague to work with: nothing the description says pins down what the personality is for.
 * A topic from the vocabulary, or a role with a few words of purpose, is enough to go on.
 */
export function isTooVague(analysis: Analysis): boolean {
  if (analysis.topics.length > 0) return analysis.contentWords.length < 1;
  const specific = analysis.contentWords.filter((word) => !roles.includes(word));
  return specific.length < 3;
}
