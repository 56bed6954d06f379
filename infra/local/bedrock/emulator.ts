import * as z from 'zod/mini';
import prompt from '../../../lib/personalities/prompt/system.json' with { type: 'json' };
import { proposal } from '../../../lib/personalities/schema';
import { sensitiveAspectsOf } from './guardrail/aspects';
import { localRefusal } from './guardrail/local-layers';
import { generate } from './model/generate';
import { phrasebooks } from './model/phrasebook';
import { BedrockLocalError, type ConverseReply, type GuardrailDecision, type GuardrailRequest, type ParsedConverseRequest } from './server';

/** The guardrail the local stack configures (`GUARDRAIL_ID`, `GUARDRAIL_VERSION`), as CDK names the real one. */
export const localGuardrail = { id: 'service-local-guardrail', version: '1' } as const;

/**
 * Sentences the stand-in's model writes itself (standard boundaries and default traits in each
 * language). Read next to a description's words, a proximity rule could find in them what neither
 * says ("encourages" in one, a condition in the other); a guardrail that reads meaning would not, so
 * the stand-in's guardrail does not read them in a generated proposal.
 */
const ownSentences = new Set(
  Object.values(phrasebooks).flatMap((book) => [
    book.boundaries.scope,
    book.boundaries.secrets,
    ...Object.values(book.boundaries.aspects),
    ...Object.values(book.defaultTraits).flat(),
  ]),
);

/**
 * The local stand-in's guardrail, answered as Bedrock would: a blocked topic per policy category
 * the rules find (and, on what a developer sent, per category the learned model ranks first), and
 * a detect-only topic per sensitive aspect the aspect rules find. On AWS the decisions come from the
 * guardrail defined in infra/constructs/guardrail.ts. An unknown guardrail is a
 * ResourceNotFoundException, as in AWS, so a misconfiguration shows.
 */
export function localGuardrailDecision(request: GuardrailRequest): GuardrailDecision {
  if (request.guardrailIdentifier !== localGuardrail.id) {
    throw new BedrockLocalError('ResourceNotFoundException', 404, `Guardrail ${request.guardrailIdentifier} not found`);
  }
  const texts = request.source === 'OUTPUT' ? request.texts.filter((text) => !ownSentences.has(text)) : request.texts;
  // The learned model was trained on what people write: it reads the input, never generated text.
  const refusal = localRefusal(texts, request.source === 'INPUT' ? texts : []);
  const detectedTopics = sensitiveAspectsOf(...texts);
  return refusal ? { action: 'GUARDRAIL_INTERVENED', topics: refusal.categories, detectedTopics } : { action: 'NONE', detectedTopics };
}

const modelInput = z.object({
  description: z.string(),
  vocabulary: z.array(z.object({ id: z.string(), label: z.string() })),
  previous_proposal: z.optional(proposal),
  instructions: z.optional(z.string()),
});

/**
 * The local stand-in's model: reads the request the Bedrock engine sends (its tool, and the input
 * JSON in the user message), runs the rule-based writer on it (model/generate.ts) and answers with
 * the tool call, so the whole Bedrock path (prompt, tool schema, parsing, post-processing) runs for
 * real on this machine. A request it cannot read gets a plain-text answer, as a model
 * that did not follow the prompt would give.
 */
export async function localModel(request: ParsedConverseRequest): Promise<ConverseReply> {
  const tool = request.toolConfig?.toolChoice?.tool?.name ?? request.toolConfig?.tools?.find((t) => t.toolSpec)?.toolSpec?.name;
  const text = request.messages
    .filter((m) => m.role === 'user')
    .flatMap((m) => m.content ?? [])
    .map((block) => block.text)
    .filter((t): t is string => typeof t === 'string')
    .join('\n');
  const raw = new RegExp(`<${prompt.input_tag}>([\\s\\S]*)</${prompt.input_tag}>`).exec(text)?.[1];
  let input: z.output<typeof modelInput> | undefined;
  try {
    input = raw === undefined ? undefined : modelInput.parse(JSON.parse(raw));
  } catch {
    input = undefined;
  }
  if (!tool || !input) return { text: 'I can only answer requests shaped like the service’s Bedrock engine sends them.' };
  const { previous_proposal: previous, instructions } = input;
  const output = await generate({
    description: input.description,
    vocabulary: input.vocabulary,
    refine: previous && instructions ? { proposal: previous, instructions } : undefined,
  });
  return { toolUse: { name: tool, input: output } };
}
