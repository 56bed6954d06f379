import type { BedrockRuntimeClient, ConverseCommandOutput } from '@aws-sdk/client-bedrock-runtime';
import * as z from 'zod/mini';
import type { $ZodError } from 'zod/v4/core';
import { bedrockClient } from '../aws/bedrock';
import { parseEnv } from '../config';
import type { Logger } from '../logger';
import type { Topic } from '../vocabularies/model';
import type { RefusalCategory } from './categories';
import { guardedText } from './guardrail';
import prompt from './prompt/system.json' with { type: 'json' };
import tools from './prompt/tool.json' with { type: 'json' };
import { modelOutput, refinement, type ModelOutput, type Proposal } from './schema';

const env = parseEnv(
  z.object({
    /** The stage's model (or inference profile) id; unset, every generation is a 503. */
    BEDROCK_MODEL_ID: z.optional(z.string().check(z.minLength(1))),
  }),
);

/** What the model is given: the description, a refinement of an earlier proposal, and the allowed topics. */
export interface GenerationInput {
  description: string;
  refine?: { proposal: Proposal; instructions: string };
  /** The topics of the latest published vocabulary version: the only ones a proposal may use. */
  vocabulary: readonly Topic[];
}

/** Tokens one generation spent. */
export interface GenerationUsage {
  inputTokens: number;
  outputTokens: number;
}

/** Turns a description into the model's answer, validated by `modelOutput`. */
export interface GenerationEngine {
  name: string;
  generate(input: GenerationInput): Promise<ModelOutput & { usage?: GenerationUsage }>;
}

/** The model could not answer usefully in time (throttled, timed out, not enabled, or unusable output after a retry): a 503. */
export class GenerationUnavailableError extends Error {
  override name = 'GenerationUnavailableError';
}

/** The model declined the request (its content filter, or a refusal in text instead of the tool): the contract's 422. */
export class GenerationRefusedError extends Error {
  override name = 'GenerationRefusedError';
  constructor(readonly categories: RefusalCategory[]) {
    super('The model refused the request');
  }
}

export const toolName = prompt.tool;
/** The prompt's version, logged with every generation so a proposal can be traced to the prompt that wrote it. */
export const promptVersion = prompt.version;
/** Where the input sits in the user message, as JSON (the local stand-in's model reads it back from there). */
export const inputTag = prompt.input_tag;

const asInput = (value: unknown) => `<${inputTag}>${JSON.stringify(value).replace(/</g, '\\u003c')}</${inputTag}>`;

/** The system prompt (lib/personalities/prompt/system.json): the instructions, then the worked examples. */
export const systemPrompt = [
  ...prompt.instructions,
  '',
  ...prompt.examples.map((e) => `<example>\n${asInput(e.input)}\n${toolName}: ${JSON.stringify(e.output)}\n</example>`),
].join('\n');

type JsonSchema = Record<string, unknown> & { properties?: Record<string, JsonSchema>; anyOf?: JsonSchema[]; items?: JsonSchema };

/**
 * The tool's input schema for one call (lib/personalities/prompt/tool.json), with the proposal's
 * topics limited to the vocabulary's ids: the model is told the allowed values, and the service
 * drops any other anyway.
 */
export function toolSchema(kind: 'propose' | 'refine', topicIds: readonly string[]): JsonSchema {
  const schema = structuredClone(tools.proposal) as JsonSchema & { required: string[] };
  if (kind === 'refine') {
    // A refine must say what it applied and what not: the field is added, and required.
    schema.properties = { ...schema.properties, refinement: structuredClone(tools.refinement) };
    schema.required = [...schema.required, 'refinement'];
  }
  const proposalObject = schema.properties?.proposal?.anyOf?.find((branch) => branch.type === 'object');
  const topics = proposalObject?.properties?.topics;
  if (!topics?.items) throw new Error('prompt/tool.json: no proposal.topics to constrain (run npm run prompt:tool)');
  if (topicIds.length > 0) topics.items = { type: 'string', enum: [...topicIds] };
  else topics.maxItems = 0;
  return schema;
}

const guardedProposal = (p: Proposal): Proposal => ({
  ...p,
  name: guardedText(p.name),
  summary: guardedText(p.summary),
  greeting: guardedText(p.greeting),
  traits: p.traits.map(guardedText),
  boundaries: p.boundaries.map(guardedText),
});

/** The user message: the input as JSON inside the tag, `<` escaped so no text can close the tag early. */
export function userContent({ description, refine, vocabulary }: GenerationInput) {
  // The model reads what the guardrail read: no invisible characters carry words past it.
  const input = {
    description: guardedText(description),
    vocabulary: vocabulary.map((t) => ({ id: t.id, label: t.label })),
    ...(refine ? { previous_proposal: guardedProposal(refine.proposal), instructions: guardedText(refine.instructions) } : {}),
  };
  return [{ text: asInput(input) }];
}

/** How the Bedrock engine reaches its model. */
export interface BedrockEngineOptions {
  modelId: string;
  client?: () => Promise<BedrockRuntimeClient>;
  /** Calls, the first included (default 2: one more after throttling, a timeout, a 5xx or an unusable answer). */
  attempts?: number;
  /** Per call (default 10 s): a silent model must not hold the request. */
  timeoutMs?: number;
  /**
   * For all calls together (default 13 s: with the guardrail before and after, inside the
   * function's 25 s; the invocation's deadline, lib/aws/deadlines.ts, cuts any call short).
   */
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
const isRetryable = (error: unknown) => {
  const { name = '', code = '', $metadata } = error as { name?: string; code?: string; $metadata?: { httpStatusCode?: number } };
  return retryable.has(name) || retryable.has(code) || ($metadata?.httpStatusCode ?? 0) >= 500;
};

/** Amazon Nova, as a foundation model or through an inference profile (`us.amazon.nova-lite-v1:0`, an ARN). */
const isNova = (modelId: string) => /(^|[.:/])amazon\.nova-/.test(modelId);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Where in the tool's schema a path points, without the model's own words (keys it made up, array items). */
const schemaPath = (path: PropertyKey[]) => path.map((key) => (typeof key === 'number' ? '[]' : String(key))).join('.');

/**
 * Why an answer cannot be used, in a line for the log: the issue kinds and where in the schema,
 * never the model's text (an unknown key it wrote is counted, not quoted).
 */
function unusable(output: ConverseCommandOutput, toolInputError?: $ZodError): Error {
  if (toolInputError) {
    const issues = toolInputError.issues
      .slice(0, 3)
      .map((i) => `${schemaPath(i.path)}: ${i.code === 'unrecognized_keys' ? `${i.keys.length} unknown field(s)` : i.code}`)
      .join('; ');
    return new Error(`invalid tool input: ${issues}`);
  }
  return new Error(`no ${toolName} call (stop reason ${output.stopReason})`);
}

/**
 * Amazon Bedrock through the Converse API: the system prompt above, a forced call of the tool whose
 * schema is prompt/tool.json, the answer validated by the same zod schema. Bounded retries and
 * timeouts. The model's content filter or a plain-text answer where the tool was forced (twice) is
 * a refusal (422); an answer cut short (`max_tokens`, the context window) is a 503 at once, never
 * retried; anything else that gives no usable answer in time is `GenerationUnavailableError` (503). The guardrail is applied by the service itself, before and after (from-guided-prompt.ts), not
 * attached here: its check of the input would repeat the service's, and Converse's attached
 * guardrail does not read tool arguments, where the proposal is.
 */
export function bedrockEngine(options: BedrockEngineOptions): GenerationEngine {
  const { modelId, client = bedrockClient, attempts = 2, timeoutMs = 10_000, deadlineMs = 13_000, logger } = options;
  return {
    name: `bedrock:${modelId}`,
    async generate(input) {
      const kind = input.refine ? 'refine' : 'propose';
      const schema = input.refine ? z.extend(modelOutput, { refinement }) : modelOutput;
      const { ConverseCommand } = await import('@aws-sdk/client-bedrock-runtime');
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
                inputSchema: {
                  json: toolSchema(
                    kind,
                    input.vocabulary.map((t) => t.id),
                  ) as never,
                },
              },
            },
          ],
          toolChoice: { tool: { name: toolName } },
        },
        // Room for the largest proposal the schema allows and its refinement report; greedy
        // decoding, as the Nova user guide recommends for tool calls ("Troubleshooting tool calls").
        inferenceConfig: { maxTokens: 4096, temperature: 0 },
        ...(isNova(modelId) ? { additionalModelRequestFields: { inferenceConfig: { topK: 1 } } } : {}),
      });
      const bedrock = await client();
      const deadline = Date.now() + deadlineMs;
      let last: unknown = new Error('deadline');
      let declines = 0;
      for (let attempt = 1; attempt <= attempts; attempt++) {
        const remaining = deadline - Date.now();
        if (remaining <= 0) break;
        let output: ConverseCommandOutput;
        try {
          output = await bedrock.send(command, { abortSignal: AbortSignal.timeout(Math.min(timeoutMs, remaining)) });
        } catch (error) {
          last = error;
          logger?.warn('bedrock converse failed', { attempt, error, promptVersion });
          if (!isRetryable(error)) break;
          if (attempt < attempts) await sleep(Math.min(400 * attempt + Math.random() * 200, Math.max(0, deadline - Date.now() - 100)));
          continue;
        }
        // The model's own filter, or a guardrail: a refusal. Out of room: the same call would stop
        // at the same place, so no second one.
        if (output.stopReason === 'content_filtered' || output.stopReason === 'guardrail_intervened') throw new GenerationRefusedError(['misconduct']);
        if (output.stopReason === 'max_tokens' || output.stopReason === 'model_context_window_exceeded') {
          logger?.warn('bedrock answer cut short', { attempt, stopReason: output.stopReason, promptVersion });
          throw new GenerationUnavailableError(`The model stopped before finishing its answer (${output.stopReason})`);
        }
        const blocks = output.output?.message?.content ?? [];
        const toolUse = blocks.find((block) => block.toolUse?.name === toolName)?.toolUse;
        const parsed = toolUse ? schema.safeParse(toolUse.input) : undefined;
        if (parsed?.success) {
          return { ...parsed.data, usage: { inputTokens: output.usage?.inputTokens ?? 0, outputTokens: output.usage?.outputTokens ?? 0 } };
        }
        // A plain-text answer to a forced tool call is the model declining: twice, it is a refusal.
        if (!toolUse && blocks.some((block) => typeof block.text === 'string') && output.stopReason === 'end_turn' && ++declines >= 2) {
          throw new GenerationRefusedError(['misconduct']);
        }
        last = unusable(output, parsed?.error);
        logger?.warn('bedrock answer unusable', { attempt, reason: (last as Error).message, promptVersion });
      }
      throw new GenerationUnavailableError(`The model gave no usable proposal (${(last as Error).name}: ${(last as Error).message})`, { cause: last });
    },
  };
}

/** The stage's model (BEDROCK_MODEL_ID), or undefined when none is configured. */
export function configuredEngine(logger?: Logger): GenerationEngine | undefined {
  return env.BEDROCK_MODEL_ID ? bedrockEngine({ modelId: env.BEDROCK_MODEL_ID, logger }) : undefined;
}
