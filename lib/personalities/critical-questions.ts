import { textRuleViolation } from '../contract/text';
import { isSensitiveAspect, sensitiveAspectIds, type SensitiveAspect } from './categories';
import type { CriticalQuestion, Proposal } from './schema';

export { isSensitiveAspect, sensitiveAspectIds, type SensitiveAspect };

/**
 * The critical questions: one per sensitive aspect, worded by the service (never by a model) and
 * answered only by the developer. The id is the aspect, so a refine can carry a question forward
 * by id alone and acceptance can check every one was answered.
 */
export const criticalQuestionCatalogue: Record<SensitiveAspect, { question: string; reason: string }> = {
  minors: {
    question: 'Will people under 18 use this personality, and if so, what age range and what parental or school oversight applies?',
    reason: 'Content, data handling and safety rules differ for minors; the service cannot assume the audience.',
  },
  medical: {
    question: 'Should this personality give health or medical information, and how should it route people to a qualified professional?',
    reason: 'Medical guidance can cause harm if wrong; the scope and escalation path are the developer’s decision.',
  },
  legal: {
    question: 'Should this personality discuss legal matters, and in which jurisdictions, given it is not a lawyer?',
    reason: 'Legal information depends on jurisdiction and can be mistaken for advice.',
  },
  financial: {
    question: 'Should this personality discuss specific financial decisions (investments, debt, taxes), and what disclaimer do you require?',
    reason: 'Financial suggestions can cause real losses; regulated advice is out of scope unless you decide otherwise.',
  },
  mental_health: {
    question: 'How should this personality respond when someone is in crisis, and which support resources should it point to?',
    reason: 'People in distress need a safe escalation path; the service must not improvise one.',
  },
  companionship: {
    question: 'Is this personality meant as ongoing companionship, and how should it make clear that it is an AI?',
    reason: 'Companionship can create dependence; disclosure and limits are product decisions.',
  },
  romance: {
    question: 'Should romantic or flirtatious conversation be allowed at all, and for which verified-adult audience?',
    reason: 'Romantic roleplay needs an adult-only audience and clear limits the developer must set.',
  },
};

/**
 * Topics of the vocabulary that are sensitive whatever the words around them: the service's own
 * deterministic floor under what the guardrail detects and the model flags.
 */
const topicAspects: Partial<Record<string, SensitiveAspect>> = {
  health: 'medical',
  law: 'legal',
  investing: 'financial',
  'personal-finance': 'financial',
  'mental-wellbeing': 'mental_health',
};

/** The aspects a personality's topics imply (a manual personality on `health` gets the medical question). */
export function aspectsOfTopics(topics: readonly string[]): SensitiveAspect[] {
  return topics.map((topic) => topicAspects[topic]).filter((aspect): aspect is SensitiveAspect => aspect !== undefined);
}

/** Unites aspect lists in the catalogue's stable order. */
export function uniteAspects(...lists: readonly (readonly string[])[]): SensitiveAspect[] {
  const all = new Set(lists.flat());
  return sensitiveAspectIds.filter((aspect) => all.has(aspect));
}

/** The questions a developer answered: an answer counts when it has something visible (not only spaces, zero-width or filler characters). */
export const answeredQuestions = (answers: readonly { question_id: string; answer: string }[]): Set<string> =>
  new Set(answers.filter((a) => textRuleViolation(a.answer, { multiline: true }) === undefined).map((a) => a.question_id));

/** The questions for a set of aspects, in a stable order. */
export function criticalQuestionsFor(aspects: readonly SensitiveAspect[]): CriticalQuestion[] {
  return uniteAspects(aspects).map((aspect) => ({
    id: aspect,
    question: criticalQuestionCatalogue[aspect].question,
    reason: criticalQuestionCatalogue[aspect].reason,
  }));
}

const levelRank = { low: 0, medium: 1, high: 2 } as const;
export type SensitivityLevel = keyof typeof levelRank;
const highAspects: readonly SensitiveAspect[] = ['minors', 'mental_health', 'romance', 'medical'];

/** The least sensitivity a personality with these aspects may declare. */
export function sensitivityOf(aspects: readonly SensitiveAspect[]): Proposal['suggested_sensitivity'] {
  const categories = uniteAspects(aspects);
  const level = categories.some((a) => highAspects.includes(a)) ? 'high' : categories.length > 0 ? 'medium' : 'low';
  return { level, categories };
}

/** Whether a declaration covers what the aspects imply: a level at least as high, and every category. */
export function declarationCovers(declared: { level: SensitivityLevel; categories: readonly string[] }, aspects: readonly SensitiveAspect[]): boolean {
  const required = sensitivityOf(aspects);
  return levelRank[declared.level] >= levelRank[required.level] && required.categories.every((c) => declared.categories.includes(c));
}

/** The higher of two sensitivity suggestions, categories united. */
export function atLeast(suggested: Proposal['suggested_sensitivity'], aspects: readonly SensitiveAspect[]): Proposal['suggested_sensitivity'] {
  const floor = sensitivityOf(aspects);
  return {
    level: levelRank[suggested.level] >= levelRank[floor.level] ? suggested.level : floor.level,
    categories: uniteAspects(suggested.categories, floor.categories),
  };
}
