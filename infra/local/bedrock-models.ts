import * as z from 'zod/mini';
import { inputTag } from '../../lib/personalities/bedrock-engine';
import { localEngine } from '../../lib/personalities/local-engine';
import { localRefusal } from '../../lib/personalities/safety/local-layers';
import { proposal } from '../../lib/personalities/schema';
import { BedrockLocalError, type ConverseReply, type GuardrailDecision, type GuardrailRequest, type ParsedConverseRequest } from './bedrock-local';

/** The guardrail the local stack configures (`GUARDRAIL_ID`, `GUARDRAIL_VERSION`), as CDK names the real one. */
export const localGuardrail = { id: 'service-local-guardrail', version: '1' } as const;

/**
 * The local stand-in's guardrail: the project's own keyword rules, answered as Bedrock
 * would (a denied topic per policy category). What the local stack proves is the wire and the
 * handling; on AWS the decisions come from the guardrail defined in infra/constructs/guardrail.ts.
 * An unknown guardrail is a ResourceNotFoundException, as in AWS, so a misconfiguration shows.
 */
export function localGuardrailDecision(request: GuardrailRequest): GuardrailDecision {
  if (request.guardrailIdentifier !== localGuardrail.id) {
    throw new BedrockLocalError('ResourceNotFoundException', 404, `Guardrail ${request.guardrailIdentifier} not found`);
  }
  // The learned model already read the developer's free text in the gate's local layer; here, where
  // description and proposal fields arrive together, only the rules read them (see local-layers.ts).
  const refusal = localRefusal(request.texts, []);
  return refusal ? { action: 'GUARDRAIL_INTERVENED', topics: refusal.categories } : { action: 'NONE' };
}

const modelInput = z.object({
  description: z.string(),
  vocabulary: z.array(z.object({ id: z.string(), label: z.string() })),
  previous_proposal: z.optional(proposal),
  instructions: z.optional(z.string()),
});

/**
 * The local stand-in's model: reads the request the Bedrock engine sends (its tool, and the input
 * JSON in the user message), runs the local engine on it and answers with the tool call, so the
 * whole Bedrock path (prompt, tool schema, guardrail configuration, parsing, post-processing)
 * runs for real on this machine. A request it cannot read gets a plain-text answer, as a model
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
  const raw = new RegExp(`<${inputTag}>([\\s\\S]*)</${inputTag}>`).exec(text)?.[1];
  let input: z.output<typeof modelInput> | undefined;
  try {
    input = raw === undefined ? undefined : modelInput.parse(JSON.parse(raw));
  } catch {
    input = undefined;
  }
  if (!tool || !input) return { text: 'I can only answer requests shaped like the service’s Bedrock engine sends them.' };
  const { previous_proposal: previous, instructions } = input;
  const output = await localEngine.generate({
    description: input.description,
    vocabulary: input.vocabulary,
    refine: previous && instructions ? { proposal: previous, instructions } : undefined,
  });
  return { toolUse: { name: tool, input: output } };
}
