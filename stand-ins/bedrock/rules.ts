/**
 * What Bedrock Runtime refuses, checked as Bedrock checks it: every rule names the AWS page it
 * comes from (README.md, "Rules"), and a request that breaks one is answered with the
 * ValidationException (400) the SDK raises as its own class.
 */

/** An error answered as Bedrock answers it: `x-amzn-errortype` and `{ message }` (REST-JSON). */
export class BedrockError extends Error {
  constructor(
    readonly errorType: string,
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The HTTP status of each Bedrock Runtime error (the SDK's error shapes, `httpError`). */
export const errorStatus: Record<string, number> = {
  ValidationException: 400,
  ServiceQuotaExceededException: 400,
  AccessDeniedException: 403,
  ResourceNotFoundException: 404,
  ModelTimeoutException: 408,
  ModelErrorException: 424,
  ThrottlingException: 429,
  ModelNotReadyException: 429,
  InternalServerException: 500,
  ServiceUnavailableException: 503,
};

export const invalid = (message: string) => new BedrockError('ValidationException', 400, message);
const constraint = (value: unknown, at: string, rule: string) =>
  invalid(
    `1 validation error detected: Value '${typeof value === 'string' ? value : JSON.stringify(value)}' at '${at}' failed to satisfy constraint: Member must ${rule}`,
  );

type Json = Record<string, unknown>;
export const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The models with rules here, by foundation model id: the most output tokens a call may ask for
 * (Nova user guide, "Complete request schema": maxTokens "greater than 0, equal or less than 5k")
 * and the context window (Nova user guide, model overview: Micro 128k, Lite and Pro 300k tokens).
 */
const novaModels: Record<string, { maxTokens: number; contextTokens: number }> = {
  'amazon.nova-micro-v1:0': { maxTokens: 5000, contextTokens: 128_000 },
  'amazon.nova-lite-v1:0': { maxTokens: 5000, contextTokens: 300_000 },
  'amazon.nova-pro-v1:0': { maxTokens: 5000, contextTokens: 300_000 },
};

/** The resource id of a model ARN (foundation model or inference profile), or the id itself. */
const resourceId = (modelId: string) => /^arn:aws[^:]*:bedrock:[^:]*:[^:]*:(?:foundation-model|inference-profile)\/(.+)$/.exec(modelId)?.[1] ?? modelId;

/** The model a call names, if the stage can call it (Converse API reference: modelId; an unknown one is "The provided model identifier is invalid."). */
export function modelOf(modelId: string, callable: readonly string[]) {
  const id = resourceId(modelId);
  if (!callable.includes(id)) throw invalid('The provided model identifier is invalid.');
  // A cross-Region inference profile names its foundation model after a geography prefix.
  const limits = novaModels[id.replace(/^(?:us|eu|apac|jp|au|ca|us-gov|global)\./, '')];
  if (!limits) throw invalid(`bedrock stand-in: no rules for model ${id} (it has rules for ${Object.keys(novaModels).join(', ')}); use --bedrock aws`);
  return limits;
}

// ToolSpecification and SpecificToolChoice (Converse API reference): name length 1-64, pattern.
const toolName = /^[a-zA-Z0-9_-]{1,64}$/;
const contentMembers = ['text', 'image', 'document', 'video', 'toolUse', 'toolResult', 'guardContent', 'cachePoint', 'reasoningContent'];

/** The one member of a union (ContentBlock, Tool, ToolChoice ...): the API reference's "UNION: only one of the following members". */
function member(value: unknown, at: string, members: readonly string[]): string {
  const keys = isObject(value) ? Object.keys(value) : [];
  if (keys.length !== 1 || !members.includes(keys[0]!)) throw invalid(`${at} must set exactly one of: ${members.join(', ')}.`);
  return keys[0]!;
}

/** Whether a JSON Schema holds a reference anywhere (iterative: no input nests deep enough to overflow a stack). */
function hasReference(schema: unknown): boolean {
  const pending = [schema];
  while (pending.length > 0) {
    const node = pending.pop();
    if (Array.isArray(node)) pending.push(...(node as unknown[]));
    else if (isObject(node)) {
      if (['$ref', '$defs', 'definitions'].some((key) => key in node)) return true;
      pending.push(...Object.values(node));
    }
  }
  return false;
}

/** The Converse request's rules; answers the names of the tools the request gives and the tool it forces, if any. */
export function checkConverse(body: Json, limits: { maxTokens: number; contextTokens: number }, guardrail: { id: string; version: string }) {
  // Messages: Nova user guide, "Complete request schema" (the first turn is the user's); Converse
  // API reference, Message (role user | assistant, content required) and the alternation it enforces.
  const messages = body.messages;
  if (!Array.isArray(messages) || messages.length === 0 || !isObject(messages[0]) || messages[0].role !== 'user')
    throw invalid('A conversation must start with a user message. Try again with a conversation that starts with a user message.');
  messages.forEach((message: unknown, i) => {
    if (!isObject(message) || (message.role !== 'user' && message.role !== 'assistant'))
      throw constraint((message as Json)?.role, `messages.${i}.member.role`, 'satisfy enum value set: [user, assistant]');
    if (i > 0 && (messages[i - 1] as Json).role === message.role)
      throw invalid(
        'A conversation must alternate between user and assistant roles. Make sure the conversation alternates between user and assistant roles and try again.',
      );
    if (!Array.isArray(message.content) || message.content.length === 0)
      throw invalid(`The content field in the Message object at messages.${i} is empty. Add a ContentBlock object to the content field and try again.`);
    message.content.forEach((block: unknown, j) => {
      if (member(block, `messages.${i}.content.${j}`, contentMembers) === 'text' && String((block as Json).text).trim() === '')
        throw invalid(`The text field in the ContentBlock object at messages.${i}.content.${j} is blank. Add text to the text field, and try again.`);
    });
  });
  if (body.system !== undefined) {
    if (!Array.isArray(body.system)) throw constraint(body.system, 'system', 'be a list of SystemContentBlock');
    body.system.forEach((block: unknown, i) => member(block, `system.${i}`, ['text', 'guardContent', 'cachePoint']));
  }

  // InferenceConfiguration (Converse API reference): maxTokens at least 1, temperature and topP 0-1;
  // the model's own maximum (Nova user guide, "Complete request schema").
  const inference = body.inferenceConfig;
  if (inference !== undefined) {
    if (!isObject(inference)) throw constraint(inference, 'inferenceConfig', 'be an InferenceConfiguration');
    const { maxTokens, temperature, topP, stopSequences } = inference;
    if (maxTokens !== undefined && (!Number.isInteger(maxTokens) || (maxTokens as number) < 1))
      throw constraint(maxTokens, 'inferenceConfig.maxTokens', 'have value greater than or equal to 1');
    if (typeof maxTokens === 'number' && maxTokens > limits.maxTokens)
      throw invalid(
        `The maximum tokens you requested exceeds the model limit of ${limits.maxTokens}. Try again with a maximum tokens value that is lower than ${limits.maxTokens}.`,
      );
    for (const [name, value] of [
      ['temperature', temperature],
      ['topP', topP],
    ] as const) {
      if (value !== undefined && (typeof value !== 'number' || value < 0 || value > 1))
        throw constraint(value, `inferenceConfig.${name}`, 'have value between 0 and 1');
    }
    if (stopSequences !== undefined && (!Array.isArray(stopSequences) || stopSequences.some((s) => typeof s !== 'string' || s === '')))
      throw constraint(stopSequences, 'inferenceConfig.stopSequences', 'be a list of non-empty strings');
  }

  // Amazon Nova's own inference parameters (Nova user guide, "Complete request schema": topK 0 or greater; anything else is an extraneous key).
  const extra = body.additionalModelRequestFields;
  if (extra !== undefined) {
    const config = isObject(extra) ? extra.inferenceConfig : undefined;
    const stray = [
      ...(isObject(extra) ? Object.keys(extra).filter((k) => k !== 'inferenceConfig') : ['(not an object)']),
      ...(config === undefined ? [] : isObject(config) ? Object.keys(config).filter((k) => k !== 'topK') : ['inferenceConfig']),
    ];
    if (stray.length > 0) throw invalid(`Malformed input request: extraneous key [${stray[0]}] is not permitted, please reformat your input and try again.`);
    const topK = (config as Json | undefined)?.topK;
    if (topK !== undefined && (!Number.isInteger(topK) || (topK as number) < 0))
      throw invalid('Malformed input request: #/inferenceConfig/topK: must be an integer of 0 or more, please reformat your input and try again.');
  }

  const tools = checkTools(body.toolConfig);
  if (body.guardrailConfig !== undefined) {
    const config = body.guardrailConfig;
    if (!isObject(config)) throw constraint(config, 'guardrailConfig', 'be a GuardrailConfiguration');
    checkGuardrail(String(config.guardrailIdentifier), String(config.guardrailVersion), guardrail);
    if (config.trace !== undefined && !['enabled', 'disabled', 'enabled_full'].includes(config.trace as string))
      throw constraint(config.trace, 'guardrailConfig.trace', 'satisfy enum value set: [enabled, disabled, enabled_full]');
  }
  // The context window (model overview): a prompt past it is refused before the model runs. About 4 characters a token.
  if (JSON.stringify([body.system, body.messages, body.toolConfig]).length / 4 > limits.contextTokens) throw invalid('Input is too long for requested model.');
  return tools;
}

/**
 * ToolConfiguration (Converse API reference: at least one tool, each a ToolSpecification with a
 * name and an inputSchema; toolChoice one of auto, any or tool naming a tool given) and Amazon
 * Nova's schema rules (Nova user guide, "Troubleshooting tool calls": the top level is an object
 * with only `type`, `properties` and `required`; "Tool use": no references).
 */
function checkTools(config: unknown): { names: string[]; forced?: string; auto: boolean } {
  if (config === undefined) return { names: [], auto: true };
  if (!isObject(config) || !Array.isArray(config.tools) || config.tools.length === 0)
    throw constraint(config, 'toolConfig.tools', 'have length greater than or equal to 1');
  const names: string[] = [];
  config.tools.forEach((tool: unknown, i) => {
    if (member(tool, `toolConfig.tools.${i}`, ['toolSpec', 'cachePoint']) !== 'toolSpec') return;
    const spec = (tool as Json).toolSpec as Json;
    const at = `toolConfig.tools.${i}.member.toolSpec`;
    if (typeof spec.name !== 'string' || !toolName.test(spec.name))
      throw constraint(spec.name, `${at}.name`, 'satisfy regular expression pattern: [a-zA-Z0-9_-]+ and have length between 1 and 64');
    if (names.includes(spec.name)) throw invalid(`The toolConfig field has more than one tool named ${spec.name}. Tool names must be unique.`);
    if (spec.description !== undefined && (typeof spec.description !== 'string' || spec.description === ''))
      throw constraint(spec.description, `${at}.description`, 'have length greater than or equal to 1');
    const schema = isObject(spec.inputSchema) ? spec.inputSchema.json : undefined;
    if (!isObject(schema)) throw invalid(`The inputSchema of tool ${spec.name} must be a JSON object.`);
    const extra = Object.keys(schema).filter((key) => !['type', 'properties', 'required'].includes(key));
    if (schema.type !== 'object' || extra.length > 0)
      throw invalid(
        `The tool configuration of ${spec.name} is not valid for this model: the top level of its inputSchema must be an object with only type, properties and required (found ${extra.join(', ') || `type ${JSON.stringify(schema.type)}`}).`,
      );
    if (hasReference(schema))
      throw invalid(`The tool configuration of ${spec.name} is not valid for this model: its inputSchema must not use $ref, $defs or definitions.`);
    names.push(spec.name);
  });
  if (config.toolChoice === undefined) return { names, auto: true };
  const choice = member(config.toolChoice, 'toolConfig.toolChoice', ['auto', 'any', 'tool']);
  if (choice !== 'tool') return { names, auto: choice === 'auto' };
  const forced = ((config.toolChoice as Json).tool as Json | undefined)?.name;
  if (typeof forced !== 'string' || !toolName.test(forced))
    throw constraint(forced, 'toolConfig.toolChoice.tool.name', 'satisfy regular expression pattern: [a-zA-Z0-9_-]+');
  if (!names.includes(forced))
    throw invalid(`The tool ${forced} named in toolChoice is not one of the tools in toolConfig. Add it to toolConfig.tools, or name a tool it has.`);
  return { names, forced, auto: false };
}

// ApplyGuardrail API reference: the identifier (an id or its ARN) and version patterns.
const guardrailId = /^(([a-z0-9]+)|(arn:aws(-[^:]+)?:bedrock:[a-z0-9-]{1,20}:[0-9]{12}:guardrail\/[a-z0-9]+))$/;
const guardrailVersion = /^(([1-9][0-9]{0,7})|(DRAFT))$/;

/** The identifier and version of a guardrail call, and that it names the stage's guardrail. */
export function checkGuardrail(identifier: string, version: string, guardrail: { id: string; version: string }): void {
  if (identifier.length > 2048 || !guardrailId.test(identifier))
    throw constraint(identifier, 'guardrailIdentifier', `satisfy regular expression pattern: ${guardrailId.source}`);
  if (!guardrailVersion.test(version)) throw constraint(version, 'guardrailVersion', `satisfy regular expression pattern: ${guardrailVersion.source}`);
  if (identifier.replace(/^.*guardrail\//, '') !== guardrail.id || (version !== guardrail.version && version !== 'DRAFT'))
    throw new BedrockError('ResourceNotFoundException', 404, `The guardrail ${identifier} (version ${version}) was not found.`);
}

/**
 * ApplyGuardrail's body (API reference: source INPUT | OUTPUT, content a list of GuardrailContentBlock
 * unions, text with optional qualifiers, outputScope INTERVENTIONS | FULL); answers the guarded texts,
 * one per block (text qualified only as grounding source or query feeds contextual grounding alone).
 */
export function checkApplyGuardrail(body: Json): { source: 'INPUT' | 'OUTPUT'; texts: string[]; full: boolean } {
  const { source, content, outputScope } = body;
  if (source !== 'INPUT' && source !== 'OUTPUT') throw constraint(source, 'source', 'satisfy enum value set: [INPUT, OUTPUT]');
  if (outputScope !== undefined && outputScope !== 'INTERVENTIONS' && outputScope !== 'FULL')
    throw constraint(outputScope, 'outputScope', 'satisfy enum value set: [INTERVENTIONS, FULL]');
  if (!Array.isArray(content) || content.length === 0) throw constraint(content, 'content', 'not be null and have length greater than or equal to 1');
  const texts = content.flatMap((block: unknown, i) => {
    if (member(block, `content.${i}`, ['text', 'image']) === 'image') return [];
    const text = (block as Json).text;
    if (!isObject(text) || typeof text.text !== 'string') throw constraint(text, `content.${i}.member.text.text`, 'not be null');
    const qualifiers = text.qualifiers ?? [];
    if (!Array.isArray(qualifiers) || qualifiers.some((q) => !['grounding_source', 'query', 'guard_content'].includes(q as string)))
      throw constraint(qualifiers, `content.${i}.member.text.qualifiers`, 'satisfy enum value set: [grounding_source, query, guard_content]');
    return qualifiers.length === 0 || qualifiers.includes('guard_content') ? [text.text] : [];
  });
  return { source, texts, full: outputScope === 'FULL' };
}
