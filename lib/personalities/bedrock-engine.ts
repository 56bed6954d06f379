import { BedrockRuntimeClient, ConverseCommand } from '@aws-sdk/client-bedrock-runtime';
import * as z from 'zod';
import type { GenerationEngine, GenerationInput } from './engine';
import { engineOutput } from './schema';

/** The engine's answer, as a JSON schema for Bedrock's tool use: the model must fill it in. */
const proposalToolSchema = z.toJSONSchema(engineOutput, { target: 'draft-7' });

const system = [
  'You design chatbot personalities from a developer’s description.',
  'Call submit_proposal exactly once.',
  'If the description is too vague to design from, use status needs_clarification, proposal null, and ask specific clarifying questions.',
  'Choose topics only from the vocabulary ids given. Never answer critical questions yourself: list them for the developer',
  '(audiences that may include minors; medical, legal, financial or mental-health advice; companionship or romance).',
  'With refine, change only what the instructions ask and keep everything else.',
].join(' ');

function prompt({ description, refine, vocabulary }: GenerationInput): string {
  const parts = [`Description:\n${description}`, `Vocabulary (id: label):\n${vocabulary.map((t) => `${t.id}: ${t.label}`).join('\n')}`];
  if (refine) parts.push(`Previous proposal:\n${JSON.stringify(refine.proposal)}`, `Change instructions:\n${refine.instructions}`);
  return parts.join('\n\n');
}

/** Thrown when the model answers without a usable proposal (the caller may retry). */
export class GenerationFailedError extends Error {
  override name = 'GenerationFailedError';
}

/**
 * Amazon Bedrock through the Converse API, with a JSON-schema tool forcing structured output. The
 * output is validated by the same zod schema as the local engine's; the policy check and the
 * vocabulary filter stay in front of and behind it (see propose.ts).
 */
export function bedrockEngine(client: BedrockRuntimeClient, modelId: string): GenerationEngine {
  return {
    name: `bedrock:${modelId}`,
    async generate(input) {
      const response = await client.send(
        new ConverseCommand({
          modelId,
          system: [{ text: system }],
          messages: [{ role: 'user', content: [{ text: prompt(input) }] }],
          toolConfig: {
            tools: [{ toolSpec: { name: 'submit_proposal', description: 'Submit the personality proposal', inputSchema: { json: proposalToolSchema as never } } }],
            toolChoice: { tool: { name: 'submit_proposal' } },
          },
          inferenceConfig: { maxTokens: 2000, temperature: 0.2 },
        }),
      );
      const toolUse = response.output?.message?.content?.find((block) => block.toolUse?.name === 'submit_proposal')?.toolUse;
      const parsed = engineOutput.safeParse(toolUse?.input);
      if (!parsed.success) throw new GenerationFailedError('The model did not return a valid proposal');
      return { ...parsed.data, usage: { inputTokens: response.usage?.inputTokens ?? 0, outputTokens: response.usage?.outputTokens ?? 0 } };
    },
  };
}
