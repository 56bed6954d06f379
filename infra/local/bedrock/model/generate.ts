import type { GenerationInput } from '../../../../lib/personalities/bedrock-engine';
import { sensitivityOf, uniteAspects } from '../../../../lib/personalities/critical-questions';
import type { ModelOutput } from '../../../../lib/personalities/schema';
import { sensitiveAspectsOf } from '../guardrail/aspects';
import { analyse, isTooVague } from './analysis';
import { composeProposal } from './compose';
import { readDescription, type Reading } from './reading';
import { refineProposal } from './refine';

function clarifyingQuestions(reading: Reading): string[] {
  const questions: string[] = [];
  if (reading.topics.length === 0) questions.push('What should this personality help people with? For example cooking, language learning or customer support.');
  if (!reading.audience) questions.push('Who will talk to it: beginners, professionals, customers, students?');
  if (!reading.role) questions.push('What role should it play: a tutor, a coach, a guide, a support agent?');
  if (reading.traits.length === 0) questions.push('What should it sound like: patient and warm, concise and direct, playful?');
  return questions.slice(0, 4);
}

/**
 * The stand-in's model: deterministic rules in place of a language model. It reads the
 * description (reading.ts: the persona's name, role, audience, names, stated rules, tone, subject)
 * and writes the proposal from it in the description's language (compose.ts); a refine applies
 * each instruction it understands and reports the others (refine.ts). Its answer is what the tool
 * asks a model for; it never judges the policy (`policy_violation` is always null here: the
 * stand-in's guardrail does that job).
 */
export async function generate({ description, refine, vocabulary }: GenerationInput): Promise<ModelOutput> {
  const reading = await readDescription(description, vocabulary);
  if (refine) {
    const result = await refineProposal(refine.proposal, refine.instructions, { reading, vocabulary });
    const aspects = uniteAspects(reading.sensitive, sensitiveAspectsOf(refine.instructions));
    if (result.proposal) result.proposal.suggested_sensitivity = sensitivityOf(uniteAspects(aspects, refine.proposal.suggested_sensitivity.categories));
    return { ...result, sensitive_aspects: aspects, policy_violation: null };
  }
  if (isTooVague(analyse(description, reading.topics))) {
    return {
      status: 'needs_clarification',
      proposal: null,
      clarifying_questions: clarifyingQuestions(reading),
      sensitive_aspects: reading.sensitive,
      policy_violation: null,
    };
  }
  return {
    status: 'ready',
    proposal: composeProposal(reading, vocabulary, description),
    clarifying_questions: [],
    sensitive_aspects: reading.sensitive,
    policy_violation: null,
  };
}
