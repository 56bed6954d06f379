import type { Topic } from '../vocabularies/model';
import { analyse, isTooVague } from './analysis';
import { composeProposal } from './compose';
import { criticalQuestionsFor, sensitivityOf, uniteAspects } from './critical-questions';
import type { GenerationEngine, GenerationInput } from './engine';
import { readDescription, type Reading } from './reading';
import { refineProposal } from './refine';
import { sensitiveAspectsOf } from './safety/aspects';
import type { EngineOutput } from './schema';

function clarifyingQuestions(reading: Reading): string[] {
  const questions: string[] = [];
  if (reading.topics.length === 0) questions.push('What should this personality help people with? For example cooking, language learning or customer support.');
  if (!reading.audience) questions.push('Who will talk to it: beginners, professionals, customers, students?');
  if (!reading.role) questions.push('What role should it play: a tutor, a coach, a guide, a support agent?');
  if (reading.traits.length === 0) questions.push('What should it sound like: patient and warm, concise and direct, playful?');
  return questions.slice(0, 4);
}

/**
 * The embedded engine: deterministic, local, no network. It reads the description as a person
 * would (reading.ts: the persona's name, role, audience, names, stated rules, tone, subject) and
 * writes the proposal from it in the description's language (compose.ts); a refine applies each
 * instruction it understands and reports the others (refine.ts).
 */
export const localEngine: GenerationEngine = {
  name: 'local',
  async generate({ description, refine, vocabulary }: GenerationInput): Promise<EngineOutput> {
    const reading = await readDescription(description, vocabulary);
    if (refine) {
      const result = await refineProposal(refine.proposal, refine.instructions, { reading, vocabulary });
      const aspects = uniteAspects(reading.sensitive, sensitiveAspectsOf(refine.instructions));
      if (result.proposal) result.proposal.suggested_sensitivity = sensitivityOf(uniteAspects(aspects, refine.proposal.suggested_sensitivity.categories));
      return { ...result, critical_questions: criticalQuestionsFor(aspects) };
    }
    if (isTooVague(analyse(description, reading.topics))) {
      return {
        status: 'needs_clarification',
        proposal: null,
        clarifying_questions: clarifyingQuestions(reading),
        critical_questions: criticalQuestionsFor(reading.sensitive),
      };
    }
    return {
      status: 'ready',
      proposal: composeProposal(reading, vocabulary, description),
      clarifying_questions: [],
      critical_questions: criticalQuestionsFor(reading.sensitive),
    };
  },
};

export type { Topic };
