import { localGuardrail } from '../../infra/local/bedrock/emulator';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import {
  AccessDeniedException,
  ApplyGuardrailCommand,
  BedrockRuntimeClient,
  type BedrockRuntimeClientConfig,
  ConverseCommand,
  type ConverseCommandInput,
  InternalServerException,
  ModelTimeoutException,
  ResourceNotFoundException,
  ServiceUnavailableException,
  ThrottlingException,
  ValidationException,
} from '@aws-sdk/client-bedrock-runtime';
import {
  startBedrockLocal,
  type BedrockLocal,
  type BedrockLocalOptions,
  type GuardrailRequest,
  type ParsedConverseRequest,
} from '../../infra/local/bedrock/server';

// One stand-in for the file; each test sets the hooks it needs (reset before each test).
let guardrailHook: NonNullable<BedrockLocalOptions['guardrail']>;
let modelHook: BedrockLocalOptions['converse'];
const guardrailCalls: GuardrailRequest[] = [];
const modelCalls: ParsedConverseRequest[] = [];
let bedrock: BedrockLocal;
const clients: BedrockRuntimeClient[] = [];

/** The real SDK client, pointed at the stand-in; no retries unless a test asks for them. */
function client(config: Partial<BedrockRuntimeClientConfig> = {}) {
  const created = new BedrockRuntimeClient({
    region: 'us-east-1',
    endpoint: bedrock.endpoint,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
    ...config,
  });
  clients.push(created);
  return created;
}

const guardrailConfig = { guardrailIdentifier: 'gr-local', guardrailVersion: '1', trace: 'enabled' as const };
const proposalSchema = {
  type: 'object',
  properties: { status: { enum: ['ready', 'needs_clarification'] }, questions: { type: 'array', items: { type: 'string' } } },
  required: ['status'],
  additionalProperties: false,
};
const toolConfig: ConverseCommandInput['toolConfig'] = {
  tools: [{ toolSpec: { name: 'submit_proposal', description: 'Submit the proposal', inputSchema: { json: proposalSchema } } }],
  toolChoice: { tool: { name: 'submit_proposal' } },
};
const converseInput = (text: string, extra: Partial<ConverseCommandInput> = {}): ConverseCommandInput => ({
  modelId: 'amazon.nova-lite-v1:0',
  system: [{ text: 'You design chatbot personalities.' }],
  messages: [{ role: 'user', content: [{ text }] }],
  ...extra,
});

beforeAll(async () => {
  bedrock = await startBedrockLocal({
    guardrail: (request) => (guardrailCalls.push(request), guardrailHook(request)),
    converse: (request) => {
      modelCalls.push(request);
      if (!modelHook) throw new Error('this test set no model hook');
      return modelHook(request);
    },
  });
});

afterAll(async () => {
  for (const c of clients) c.destroy();
  await bedrock.stop();
});

beforeEach(() => {
  guardrailHook = () => ({ action: 'NONE' });
  modelHook = undefined;
  guardrailCalls.length = 0;
  modelCalls.length = 0;
  bedrock.faults.clear();
  bedrock.requests.length = 0;
});

describe('the Bedrock Runtime stand-in: ApplyGuardrail', () => {
  it('answers NONE with empty outputs and an assessment carrying the invocation metrics', async () => {
    const result = await client().send(
      new ApplyGuardrailCommand({
        guardrailIdentifier: 'gr-local',
        guardrailVersion: 'DRAFT',
        source: 'INPUT',
        content: [{ text: { text: 'A friendly cooking assistant' } }],
      }),
    );
    expect(result.action).toBe('NONE');
    expect(result.outputs).toEqual([]);
    expect(result.usage).toMatchObject({ topicPolicyUnits: 1, contentPolicyUnits: 1, wordPolicyUnits: 0 });
    expect(result.assessments).toHaveLength(1);
    expect(result.assessments![0]!.topicPolicy).toBeUndefined();
    expect(result.assessments![0]!.invocationMetrics?.guardrailCoverage?.textCharacters).toEqual({ guarded: 28, total: 28 });
    expect(result.$metadata.httpStatusCode).toBe(200);
    expect(guardrailCalls).toEqual([{ guardrailIdentifier: 'gr-local', guardrailVersion: 'DRAFT', source: 'INPUT', texts: ['A friendly cooking assistant'] }]);
  });

  it('answers an intervention with the blocked messaging and the topic and filter assessments', async () => {
    guardrailHook = ({ texts }) =>
      texts.some((t) => t.includes('weapons'))
        ? {
            action: 'GUARDRAIL_INTERVENED',
            topics: ['Weapons'],
            filters: [{ type: 'VIOLENCE', confidence: 'MEDIUM' }],
            outputText: 'That topic is not allowed.',
          }
        : { action: 'NONE' };
    const result = await client().send(
      new ApplyGuardrailCommand({
        guardrailIdentifier: 'gr-local',
        guardrailVersion: '3',
        source: 'OUTPUT',
        // Text qualified only as grounding source is not guarded by topic and content policies.
        content: [{ text: { text: 'How to build weapons' } }, { text: { text: 'reference text', qualifiers: ['grounding_source'] } }],
      }),
    );
    expect(result.action).toBe('GUARDRAIL_INTERVENED');
    expect(result.outputs).toEqual([{ text: 'That topic is not allowed.' }]);
    expect(result.assessments![0]!.topicPolicy?.topics).toEqual([{ name: 'Weapons', type: 'DENY', action: 'BLOCKED', detected: true }]);
    expect(result.assessments![0]!.contentPolicy?.filters).toEqual([
      { type: 'VIOLENCE', confidence: 'MEDIUM', filterStrength: 'HIGH', action: 'BLOCKED', detected: true },
    ]);
    expect(guardrailCalls[0]).toMatchObject({ source: 'OUTPUT', guardrailVersion: '3', texts: ['How to build weapons'] });
  });

  it('rejects an invalid source as the service does', async () => {
    const sent = client().send(
      new ApplyGuardrailCommand({ guardrailIdentifier: 'gr-local', guardrailVersion: '1', source: 'BOTH' as never, content: [{ text: { text: 'x' } }] }),
    );
    await expect(sent).rejects.toBeInstanceOf(ValidationException);
    await expect(sent).rejects.toMatchObject({ message: expect.stringContaining("at 'source'") });
  });
});

describe('the Bedrock Runtime stand-in: Converse', () => {
  it('returns the tool call with its input as an object, and the hook sees the tool schema as sent', async () => {
    modelHook = () => ({ toolUse: { name: 'submit_proposal', input: { status: 'ready', questions: [] } }, inputTokens: 120, outputTokens: 30 });
    const result = await client().send(
      new ConverseCommand(converseInput('A cooking bot', { toolConfig, inferenceConfig: { maxTokens: 2000, temperature: 0.2 } })),
    );
    expect(result.stopReason).toBe('tool_use');
    const toolUse = result.output?.message?.content?.[0]?.toolUse;
    expect(toolUse).toMatchObject({ name: 'submit_proposal', input: { status: 'ready', questions: [] } });
    expect(toolUse?.toolUseId).toMatch(/^tooluse_\w+$/);
    expect(result.output?.message?.role).toBe('assistant');
    expect(result.usage).toEqual({ inputTokens: 120, outputTokens: 30, totalTokens: 150 });
    expect(result.metrics?.latencyMs).toBeGreaterThanOrEqual(0);
    expect(result.trace).toBeUndefined();

    expect(modelCalls[0]!.modelId).toBe('amazon.nova-lite-v1:0');
    expect(modelCalls[0]!.toolConfig?.tools?.[0]?.toolSpec?.inputSchema?.json).toEqual(proposalSchema);
    expect(modelCalls[0]!.inferenceConfig).toEqual({ maxTokens: 2000, temperature: 0.2 });
    expect(bedrock.requests).toEqual([{ operation: 'converse', modelId: 'amazon.nova-lite-v1:0', body: expect.objectContaining({ toolConfig }) }]);
  });

  it('answers text with end_turn and estimated token counts', async () => {
    modelHook = () => ({ text: 'Here is a personality.' });
    const result = await client().send(new ConverseCommand(converseInput('A cooking bot')));
    expect(result.stopReason).toBe('end_turn');
    expect(result.output?.message?.content).toEqual([{ text: 'Here is a personality.' }]);
    expect(result.usage?.inputTokens).toBeGreaterThan(0);
    expect(result.usage?.totalTokens).toBe(result.usage!.inputTokens! + result.usage!.outputTokens!);
  });

  it('blocks on input before the model runs, with the trace of the input assessment', async () => {
    guardrailHook = ({ source }) => (source === 'INPUT' ? { action: 'GUARDRAIL_INTERVENED', topics: ['Medical advice'] } : { action: 'NONE' });
    modelHook = () => ({ text: 'never sent' });
    const result = await client().send(new ConverseCommand(converseInput('Diagnose my rash', { guardrailConfig, toolConfig })));
    expect(result.stopReason).toBe('guardrail_intervened');
    expect(result.output?.message?.content).toEqual([{ text: 'Sorry, the model cannot answer this question.' }]);
    expect(result.trace?.guardrail?.inputAssessment?.['gr-local']?.topicPolicy?.topics).toEqual([
      { name: 'Medical advice', type: 'DENY', action: 'BLOCKED', detected: true },
    ]);
    expect(modelCalls).toHaveLength(0);
    // The system prompt is not guarded (no guardContent); the user's message is.
    expect(guardrailCalls).toEqual([{ guardrailIdentifier: 'gr-local', guardrailVersion: '1', source: 'INPUT', texts: ['Diagnose my rash'] }]);
    expect(bedrock.requests[0]!.body).toMatchObject({ guardrailConfig });
  });

  it('blocks the model output, keeping the original in the trace', async () => {
    guardrailHook = ({ source }) => (source === 'OUTPUT' ? { action: 'GUARDRAIL_INTERVENED', filters: [{ type: 'INSULTS' }] } : { action: 'NONE' });
    modelHook = () => ({ text: 'You are an idiot.' });
    const result = await client().send(new ConverseCommand(converseInput('Describe me', { guardrailConfig })));
    expect(result.stopReason).toBe('guardrail_intervened');
    expect(result.output?.message?.content).toEqual([{ text: 'Sorry, the model cannot answer this question.' }]);
    const trace = result.trace?.guardrail;
    expect(trace?.modelOutput).toEqual(['You are an idiot.']);
    expect(trace?.inputAssessment?.['gr-local']?.contentPolicy).toBeUndefined();
    expect(trace?.outputAssessments?.['gr-local']?.[0]?.contentPolicy?.filters).toEqual([
      { type: 'INSULTS', confidence: 'HIGH', filterStrength: 'HIGH', action: 'BLOCKED', detected: true },
    ]);
    expect(guardrailCalls.map((c) => [c.source, c.texts])).toEqual([
      ['INPUT', ['Describe me']],
      ['OUTPUT', ['You are an idiot.']],
    ]);
  });

  it('guards only guardContent when the request marks some, and sends no trace unless asked', async () => {
    modelHook = () => ({ toolUse: { name: 'submit_proposal', input: { status: 'ready' } } });
    const result = await client().send(
      new ConverseCommand({
        modelId: 'amazon.nova-lite-v1:0',
        messages: [{ role: 'user', content: [{ text: 'Instructions the guardrail skips' }, { guardContent: { text: { text: 'The description' } } }] }],
        toolConfig,
        guardrailConfig: { guardrailIdentifier: 'gr-local', guardrailVersion: '1' },
      }),
    );
    expect(result.stopReason).toBe('tool_use');
    expect(result.trace).toBeUndefined();
    // Tool call arguments are not evaluated on output, so only the input was checked.
    expect(guardrailCalls).toEqual([expect.objectContaining({ source: 'INPUT', texts: ['The description'] })]);
  });

  it('refuses with a ValidationException when no local model is configured', async () => {
    const bare = await startBedrockLocal();
    try {
      const sent = client({ endpoint: bare.endpoint }).send(new ConverseCommand(converseInput('A cooking bot')));
      await expect(sent).rejects.toBeInstanceOf(ValidationException);
      await expect(sent).rejects.toMatchObject({ message: expect.stringContaining('no local model is configured'), $metadata: { httpStatusCode: 400 } });
    } finally {
      await bare.stop();
    }
  });

  it('rejects a conversation that does not start with a user message', async () => {
    const sent = client().send(new ConverseCommand({ modelId: 'm', messages: [{ role: 'assistant', content: [{ text: 'hi' }] }] }));
    await expect(sent).rejects.toBeInstanceOf(ValidationException);
    await expect(sent).rejects.toMatchObject({ message: expect.stringContaining('must start with a user message') });
  });
});

describe('the Bedrock Runtime stand-in: faults', () => {
  const errorClasses = [
    ['ThrottlingException', ThrottlingException, 429],
    ['ValidationException', ValidationException, 400],
    ['AccessDeniedException', AccessDeniedException, 403],
    ['ResourceNotFoundException', ResourceNotFoundException, 404],
    ['ModelTimeoutException', ModelTimeoutException, 408],
    ['ServiceUnavailableException', ServiceUnavailableException, 503],
    ['InternalServerException', InternalServerException, 500],
  ] as const;

  it.each(errorClasses)('surfaces %s as the SDK exception class with its status', async (errorType, ErrorClass, status) => {
    bedrock.faults.enqueue('converse', { kind: 'error', errorType, message: `injected ${errorType}` });
    const sent = client().send(new ConverseCommand(converseInput('A cooking bot')));
    await expect(sent).rejects.toBeInstanceOf(ErrorClass);
    await expect(sent).rejects.toMatchObject({ name: errorType, message: `injected ${errorType}`, $metadata: { httpStatusCode: status } });
  });

  it('lets the SDK retry throttling and succeed on the third attempt', async () => {
    guardrailHook = () => ({ action: 'NONE' });
    bedrock.faults.enqueue('applyGuardrail', { kind: 'throttle' }, 2);
    const result = await client({ maxAttempts: 3 }).send(
      new ApplyGuardrailCommand({ guardrailIdentifier: 'gr-local', guardrailVersion: '1', source: 'INPUT', content: [{ text: { text: 'hello' } }] }),
    );
    expect(result.action).toBe('NONE');
    expect(result.$metadata.attempts).toBe(3);
    expect(bedrock.requests).toHaveLength(3);
  });

  it('surfaces throttling once the SDK runs out of attempts', async () => {
    bedrock.faults.enqueue('converse', { kind: 'throttle' }, 5);
    const sent = client({ maxAttempts: 2 }).send(new ConverseCommand(converseInput('A cooking bot')));
    await expect(sent).rejects.toBeInstanceOf(ThrottlingException);
    await expect(sent).rejects.toMatchObject({ $metadata: { httpStatusCode: 429, attempts: 2 } });
    expect(bedrock.requests).toHaveLength(2);
  });

  it('delays an answer past the client request timeout, then answers normally', async () => {
    modelHook = () => ({ text: 'on time' });
    bedrock.faults.enqueue('converse', { kind: 'delay', ms: 5_000 });
    const impatient = client({ requestHandler: { requestTimeout: 200 } });
    await expect(impatient.send(new ConverseCommand(converseInput('A cooking bot')))).rejects.toMatchObject({ name: 'TimeoutError' });
    const result = await impatient.send(new ConverseCommand(converseInput('A cooking bot')));
    expect(result.output?.message?.content).toEqual([{ text: 'on time' }]);
  });

  it('returns tool input that breaks the schema, or text only, when told to', async () => {
    modelHook = () => ({ toolUse: { name: 'submit_proposal', input: { status: 'ready' } } });
    bedrock.faults.enqueue('converse', { kind: 'malformed-tool-input', input: { status: 42, extra: true } });
    bedrock.faults.enqueue('converse', { kind: 'text-only', text: 'I would rather chat.' });
    const c = client();
    const malformed = await c.send(new ConverseCommand(converseInput('A cooking bot', { toolConfig })));
    expect(malformed.stopReason).toBe('tool_use');
    expect(malformed.output?.message?.content?.[0]?.toolUse).toMatchObject({ name: 'submit_proposal', input: { status: 42, extra: true } });
    const textOnly = await c.send(new ConverseCommand(converseInput('A cooking bot', { toolConfig })));
    expect(textOnly.stopReason).toBe('end_turn');
    expect(textOnly.output?.message?.content).toEqual([{ text: 'I would rather chat.' }]);
    expect(modelCalls).toHaveLength(0);
    const normal = await c.send(new ConverseCommand(converseInput('A cooking bot', { toolConfig })));
    expect(normal.output?.message?.content?.[0]?.toolUse?.input).toEqual({ status: 'ready' });
  });

  it('forces a guardrail intervention on the side it names', async () => {
    modelHook = () => ({ text: 'Fine output' });
    bedrock.faults.enqueue('converse', { kind: 'intervene', topics: ['Injected'], source: 'OUTPUT' });
    bedrock.faults.enqueue('applyGuardrail', { kind: 'intervene', filters: [{ type: 'PROMPT_ATTACK' }] });
    const c = client();
    const converse = await c.send(new ConverseCommand(converseInput('A cooking bot', { guardrailConfig })));
    expect(converse.stopReason).toBe('guardrail_intervened');
    expect(converse.trace?.guardrail?.outputAssessments?.['gr-local']?.[0]?.topicPolicy?.topics?.[0]?.name).toBe('Injected');
    const applied = await c.send(
      new ApplyGuardrailCommand({ guardrailIdentifier: 'gr-local', guardrailVersion: '1', source: 'INPUT', content: [{ text: { text: 'hi' } }] }),
    );
    expect(applied.action).toBe('GUARDRAIL_INTERVENED');
    expect(applied.assessments?.[0]?.contentPolicy?.filters?.[0]?.type).toBe('PROMPT_ATTACK');
    expect(() => bedrock.faults.enqueue('applyGuardrail', { kind: 'text-only', text: 'x' })).toThrow(/converse only/);
  });

  it('takes faults and gives recorded requests over HTTP', async () => {
    const post = (body: unknown) =>
      fetch(`${bedrock.endpoint}/_local/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect(
      (await post({ operation: 'applyGuardrail', fault: { kind: 'error', errorType: 'AccessDeniedException', message: 'no access' }, times: 2 })).status,
    ).toBe(204);
    const bad = await post({ operation: 'applyGuardrail', fault: { kind: 'explode' } });
    expect(bad.status).toBe(400);
    expect(bad.headers.get('x-amzn-errortype')).toBe('ValidationException');

    const c = client();
    const apply = () =>
      c.send(new ApplyGuardrailCommand({ guardrailIdentifier: 'gr-local', guardrailVersion: '1', source: 'INPUT', content: [{ text: { text: 'hi' } }] }));
    await expect(apply()).rejects.toMatchObject({ name: 'AccessDeniedException', message: 'no access', $metadata: { httpStatusCode: 403 } });
    expect((await fetch(`${bedrock.endpoint}/_local/faults`, { method: 'DELETE' })).status).toBe(204);
    expect((await apply()).action).toBe('NONE');

    const recorded = (await (await fetch(`${bedrock.endpoint}/_local/requests`)).json()) as unknown[];
    expect(recorded).toEqual([
      { operation: 'applyGuardrail', guardrailIdentifier: 'gr-local', guardrailVersion: '1', body: { source: 'INPUT', content: [{ text: { text: 'hi' } }] } },
      { operation: 'applyGuardrail', guardrailIdentifier: 'gr-local', guardrailVersion: '1', body: { source: 'INPUT', content: [{ text: { text: 'hi' } }] } },
    ]);
  });

  it('answers unknown routes with an UnknownOperationException 404', async () => {
    const response = await fetch(`${bedrock.endpoint}/model/m/invoke-something`, { method: 'POST', body: '{}' });
    expect(response.status).toBe(404);
    expect(response.headers.get('x-amzn-errortype')).toBe('UnknownOperationException');
    expect(await response.json()).toEqual({ message: 'Unknown operation POST /model/m/invoke-something' });
  });
});

describe('the local stack', () => {
  it('runs the Bedrock stand-in and hands its endpoint to the tests', async () => {
    const { bedrock_endpoint } = inject('stack');
    expect(bedrock_endpoint).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(process.env.BEDROCK_ENDPOINT).toBe(bedrock_endpoint);
    // Other test files share this stand-in: no faults here, and a text of this test's own. The
    // stack's guardrail is the one the functions are configured with, deciding by the local rules.
    const text = `A cheerful gardening guide, check ${Date.now()}`;
    const result = await client({ endpoint: bedrock_endpoint }).send(
      new ApplyGuardrailCommand({
        guardrailIdentifier: localGuardrail.id,
        guardrailVersion: localGuardrail.version,
        source: 'INPUT',
        content: [{ text: { text } }],
      }),
    );
    expect(result.$metadata.httpStatusCode).toBe(200);
    expect(result.action).toBe('NONE');
    const recorded = (await (await fetch(`${bedrock_endpoint}/_local/requests`)).json()) as unknown[];
    expect(recorded.filter((r) => JSON.stringify(r).includes(text))).toHaveLength(1);
    await expect(
      client({ endpoint: bedrock_endpoint }).send(
        new ApplyGuardrailCommand({ guardrailIdentifier: 'not-the-configured-one', guardrailVersion: '1', source: 'INPUT', content: [{ text: { text } }] }),
      ),
    ).rejects.toMatchObject({ name: 'ResourceNotFoundException' });
  });
});
