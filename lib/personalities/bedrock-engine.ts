import { ConverseCommand, type BedrockRuntimeClient, type ConverseCommandOutput, type GuardrailAssessment } from '@aws-sdk/client-bedrock-runtime';
import * as z from 'zod/mini';
import type { Logger } from '../logger';
import { GenerationRefusedError, GenerationUnavailableError, type GenerationEngine, type GenerationInput } from './engine';
import { categoriesOfAssessment, type GuardrailRef } from './safety/guardrail';
import { engineOutput, refinement } from './schema';

/** The tool the model must call, and its input schema: the same zod schema every engine's output is validated by. */
export const toolName = 'submit_proposal';
const proposeSchema = z.toJSONSchema(z.omit(engineOutput, { refinement: true }), { target: 'draft-7' });
// A refine must say what it applied and what not: the field is required there.
const refineOutput = z.extend(engineOutput, { refinement });
const refineSchema = z.toJSONSchema(refineOutput, { target: 'draft-7' });

/** Where the input sits in the user message, as JSON (the local stand-in's model reads it back from there). */
export const inputTag = 'input';

const example = (input: unknown, output: unknown) =>
  `<example>\n<${inputTag}>${JSON.stringify(input)}</${inputTag}>\n${toolName}: ${JSON.stringify(output)}\n</example>`;

/** The system prompt: the job, the rules the service relies on, and three worked examples. */
export const systemPrompt = [
  'You design chatbot personalities from a developer’s description, for a developer who will review and edit them.',
  `Answer only by calling ${toolName}, exactly once.`,
  'Write every text (name, summary, traits, boundaries, greeting, questions) in the language of the description.',
  'Keep what the description says: a persona name it gives, the role noun (sommelier, game master, museum guide), the audience, product and place names, and every rule or limit it states, each as a boundary in its own words.',
  'The summary is one or two natural sentences about who the personality is, for whom and what it does. The greeting is what the personality says first, in its own voice and register, introducing itself by name and role; never a formula shared by every personality.',
  'Traits are the manner words the description uses (patient, grumpy, wisecracking), or fitting ones; tone reflects the description (formality, warmth, humor, verbosity).',
  'Topics: only ids from the vocabulary given, for what the personality is about, never for words that appear by accident (a bird’s song is not music, a budget traveller is not personal finance, what a rule forbids is not a topic).',
  'If the description is too vague to design from, use status needs_clarification, proposal null, and ask specific clarifying questions.',
  'Never answer critical questions yourself: list them (ids minors, medical, legal, financial, mental_health, companionship, romance) when the audience may include minors, or the personality touches health, law, money decisions, mental health, companionship or romance.',
  'When refining: apply each instruction, change only what the instructions ask, keep everything else as it was, and update every text a change touches (a new name appears in the greeting and the summary).',
  'Report every instruction in refinement: applied (with the fields it changed and what changed) or not_applied (with a reason the developer can act on). Never drop an instruction silently.',
  'If two instructions contradict each other, apply nothing: status needs_clarification, proposal null, a clarifying question naming both, and both instructions in not_applied.',
  '',
  example(
    {
      description: 'Dominique, a sommelier for dinner-party hosts: suggests wines to match the menu. Never recommends spirits.',
      vocabulary: [{ id: 'cooking', label: 'Cooking' }],
    },
    {
      status: 'ready',
      proposal: {
        name: 'Dominique',
        summary: 'Dominique is a sommelier for dinner-party hosts who suggests wines to match the menu.',
        traits: ['knowledgeable', 'unpretentious', 'warm'],
        tone: { formality: 'neutral', warmth: 'warm', humor: 'light', verbosity: 'balanced' },
        topics: [],
        boundaries: ['Never recommends spirits.'],
        greeting: 'Good evening! I’m Dominique, your sommelier. Tell me what you’re serving and I’ll find the wine.',
        suggested_sensitivity: { level: 'low', categories: [] },
      },
      clarifying_questions: [],
      critical_questions: [],
    },
  ),
  example(
    {
      description: 'Luna, une astronome passionnée qui répond aux questions des enfants sur les planètes.',
      vocabulary: [{ id: 'astronomy', label: 'Astronomy' }],
    },
    {
      status: 'ready',
      proposal: {
        name: 'Luna',
        summary: 'Luna est une astronome passionnée qui répond aux questions des enfants sur les planètes.',
        traits: ['passionnée', 'patiente', 'curieuse'],
        tone: { formality: 'casual', warmth: 'warm', humor: 'light', verbosity: 'balanced' },
        topics: ['astronomy'],
        boundaries: ['Garde chaque conversation adaptée à l’âge et ne demande jamais de données personnelles.'],
        greeting: 'Bonjour ! Moi, c’est Luna, ton astronome. Quelle planète veux-tu découvrir ?',
        suggested_sensitivity: { level: 'high', categories: ['minors'] },
      },
      clarifying_questions: [],
      critical_questions: [{ id: 'minors', question: 'Will children use it, and with what oversight?', reason: 'The audience is children.' }],
    },
  ),
  example(
    {
      description: 'A museum guide for the Egyptian wing.',
      previous_proposal: { name: 'Museum Guide', greeting: 'Hello! I’m your museum guide.' },
      instructions: 'Rename it to Nefertiti and translate everything into Spanish.',
    },
    {
      status: 'ready',
      proposal: { name: 'Nefertiti', greeting: 'Hello! I’m Nefertiti, your museum guide.', '…': 'every other field as it was' },
      refinement: {
        applied: [
          {
            instruction: 'Rename it to Nefertiti',
            fields: ['name', 'greeting', 'summary'],
            change: 'name “Museum Guide” → “Nefertiti”, greeting and summary updated',
          },
        ],
        not_applied: [
          {
            instruction: 'translate everything into Spanish',
            reason: 'Proposals are written in the language of the description; write the description in Spanish to get a Spanish proposal.',
          },
        ],
      },
    },
  ),
].join('\n');

/** The user message: the developer's texts as guarded content (what the guardrail evaluates), and the input as JSON. */
export function userContent({ description, refine, vocabulary }: GenerationInput) {
  const input = {
    description,
    vocabulary: vocabulary.map((t) => ({ id: t.id, label: t.label })),
    ...(refine ? { previous_proposal: refine.proposal, instructions: refine.instructions } : {}),
  };
  return [
    // Only what the developer wrote is guarded: the vocabulary and the service's own prompt are not theirs.
    { guardContent: { text: { text: [description, refine?.instructions].filter(Boolean).join('\n\n') } } },
    // `<` escaped, so no description can close the tag early.
    { text: `<${inputTag}>${JSON.stringify(input).replace(/</g, '\\u003c')}</${inputTag}>` },
  ];
}

/** How the Bedrock engine reaches its model: the model id and, optionally, a client and guardrail. */
export interface BedrockEngineOptions {
  modelId: string;
  guardrail?: GuardrailRef;
  /** Calls, the first included (default 2: one retry after throttling, a timeout, a 5xx or unusable output). */
  attempts?: number;
  /** Per call (default 6 s): a silent model must not hold the request. */
  timeoutMs?: number;
  /** For all calls together (default 8.5 s, inside the function's 10 s). */
  deadlineMs?: number;
  logger?: Logger;
}

// Errors worth another call: throttled, the model busy or slow, the service failing, the network.
const retryable = new Set([
  'ThrottlingException',
  'ModelNotReadyException',
  'ModelTimeoutException',
  'ModelErrorException',
  'InternalServerException',
  'ServiceUnavailableException',
  'TimeoutError',
  'AbortError',
  'RequestTimeout',
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
]);

/** The categories a Converse guardrail intervention names, from its trace. */
function interventionCategories(output: ConverseCommandOutput): string[] {
  const trace = output.trace?.guardrail;
  const assessments: GuardrailAssessment[] = [...Object.values(trace?.inputAssessment ?? {}), ...Object.values(trace?.outputAssessments ?? {}).flat()];
  return categoriesOfAssessment({ action: 'GUARDRAIL_INTERVENED', assessments });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Amazon Bedrock through the Converse API: the system prompt above, the guardrail attached, a
 * forced tool call whose input is validated by the same zod schema as the local engine's output.
 * Bounded retries and timeouts; a guardrail intervention is a refusal (422), an engine that cannot
 * answer in time or usefully a `GenerationUnavailableError` (503). The service's own
 * post-processing (vocabulary filter, critical questions, the gate on the output) follows in
 * propose.ts, whatever the model said.
 */
export function bedrockEngine(client: BedrockRuntimeClient, options: BedrockEngineOptions): GenerationEngine {
  const { modelId, guardrail, attempts = 2, timeoutMs = 6000, deadlineMs = 8500, logger } = options;
  return {
    name: `bedrock:${modelId}`,
    async generate(input) {
      const schema = input.refine ? refineOutput : engineOutput;
      const command = new ConverseCommand({
        modelId,
        system: [{ text: systemPrompt }],
        messages: [{ role: 'user', content: userContent(input) }],
        toolConfig: {
          tools: [
            {
              toolSpec: {
                name: toolName,
                description: 'Submit the personality proposal (and, when refining, what was applied)',
                inputSchema: { json: (input.refine ? refineSchema : proposeSchema) as never },
              },
            },
          ],
          toolChoice: { tool: { name: toolName } },
        },
        inferenceConfig: { maxTokens: 2500, temperature: 0.2 },
        ...(guardrail ? { guardrailConfig: { guardrailIdentifier: guardrail.id, guardrailVersion: guardrail.version, trace: 'enabled' as const } } : {}),
      });
      const deadline = Date.now() + deadlineMs;
      let last: unknown;
      for (let attempt = 1; attempt <= attempts; attempt++) {
        const remaining = deadline - Date.now();
        if (remaining <= 0) break;
        let output: ConverseCommandOutput;
        try {
          output = await client.send(command, { abortSignal: AbortSignal.timeout(Math.min(timeoutMs, remaining)) });
        } catch (error) {
          const name = (error as { name?: string; code?: string }).name ?? '';
          const code = (error as { code?: string }).code ?? '';
          last = error;
          logger?.warn('bedrock converse failed', { attempt, error: name || code });
          if (!retryable.has(name) && !retryable.has(code) && ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode ?? 0) < 500)
            break;
          if (attempt < attempts) await sleep(Math.min(400 * attempt + Math.random() * 200, Math.max(0, deadline - Date.now() - 100)));
          continue;
        }
        if (output.stopReason === 'guardrail_intervened') throw new GenerationRefusedError(interventionCategories(output));
        const toolUse = output.output?.message?.content?.find((block) => block.toolUse?.name === toolName)?.toolUse;
        const parsed = schema.safeParse(toolUse?.input);
        if (parsed.success) return { ...parsed.data, usage: { inputTokens: output.usage?.inputTokens ?? 0, outputTokens: output.usage?.outputTokens ?? 0 } };
        // Malformed tool input: one more call (models are not deterministic), then give up.
        last = new Error(
          toolUse
            ? `invalid tool input: ${parsed.error.issues
                .slice(0, 3)
                .map((i) => `${i.path.join('.')}: ${i.message}`)
                .join('; ')}`
            : `no ${toolName} call (stop reason ${output.stopReason})`,
        );
        logger?.warn('bedrock answer unusable', { attempt, reason: (last as Error).message });
      }
      throw new GenerationUnavailableError(`The model gave no usable proposal (${last instanceof Error ? last.name + ': ' + last.message : 'deadline'})`, {
        cause: last,
      });
    },
  };
}
