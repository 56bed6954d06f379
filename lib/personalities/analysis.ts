import type { Topic } from '../vocabularies/model';
import { audiences, roles, sensitiveAspects, topicKeywords, traitWords, type SensitiveAspect } from './lexicon';
import { contentWords, matchedPhrases, mentions, normalise } from './text';

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

/** Topic ids of `vocabulary` that the text mentions: lexicon keywords first, then label words. */
export function detectTopics(normalised: string, vocabulary: readonly Topic[]): string[] {
  const scored = vocabulary
    .map((topic) => {
      const keywords = topicKeywords[topic.id] ?? [];
      const labelPhrase = normalise(topic.label);
      const hits = matchedPhrases(normalised, keywords).length + (mentions(normalised, [labelPhrase]) ? 2 : 0);
      return { id: topic.id, hits };
    })
    .filter((t) => t.hits > 0)
    .sort((a, b) => b.hits - a.hits);
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
    sensitive: (Object.keys(sensitiveAspects) as SensitiveAspect[]).filter((aspect) => matchedPhrases(normalised, sensitiveAspects[aspect].words).length > 0),
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
