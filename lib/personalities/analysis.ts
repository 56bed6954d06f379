import type { Topic } from '../vocabularies/model';
import { audiences, roles, topicKeywords, traitWords } from './lexicon';
import { sensitiveAspectsOf, type SensitiveAspect } from './safety/aspects';
import { contentWords, matchedPhrases, mentions, normalise, phraseIndex } from './text';

export interface Analysis {
  normalised: string;
  contentWords: string[];
  /** Topic ids of the vocabulary the text is about, strongest first. */
  topics: string[];
  role: string | undefined;
  audience: string | undefined;
  traits: string[];
  sensitive: SensitiveAspect[];
  /** A name the text gives explicitly ("called Nova", "named Chef Remy"). */
  name: string | undefined;
}

/**
 * Topic ids of `vocabulary` that the text mentions (lexicon keywords, and the topic's own label),
 * most mentioned first and, on a tie, in the order the text mentions them.
 */
export function detectTopics(normalised: string, vocabulary: readonly Topic[]): string[] {
  const scored = vocabulary
    .map((topic) => {
      const phrases = [...(topicKeywords[topic.id] ?? []), normalise(topic.label)];
      const positions = phrases.map((phrase) => phraseIndex(normalised, phrase)).filter((i) => i >= 0);
      return { id: topic.id, hits: positions.length, first: Math.min(...positions) };
    })
    .filter((t) => t.hits > 0)
    .sort((a, b) => b.hits - a.hits || a.first - b.first);
  return scored.map((t) => t.id);
}

function explicitName(original: string): string | undefined {
  const match = /\b(?:[Cc]alled|[Nn]amed|[Nn]ame it|[Cc]all it|[Cc]all her|[Cc]all him|[Cc]all them)\s+["“]?([A-Z][\w'-]*(?:\s+[A-Z][\w'-]*){0,2})/.exec(original);
  return match?.[1];
}

export function analyse(text: string, vocabulary: readonly Topic[]): Analysis {
  const normalised = normalise(text);
  return {
    normalised,
    contentWords: contentWords(normalised),
    topics: detectTopics(normalised, vocabulary),
    role: roles.find((role) => mentions(normalised, [role, `${role}s`])),
    audience: Object.keys(audiences).find((key) => matchedPhrases(normalised, audiences[key]!).length > 0),
    traits: [...new Set(Object.keys(traitWords).filter((word) => mentions(normalised, [word])).map((word) => traitWords[word]!))],
    sensitive: sensitiveAspectsOf(text),
    name: explicitName(text),
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

