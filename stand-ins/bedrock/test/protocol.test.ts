import {
  AccessDeniedException,
  ApplyGuardrailCommand,
  BedrockRuntimeClient,
  ConverseCommand,
  ResourceNotFoundException,
  ServiceUnavailableException,
  ThrottlingException,
  ValidationException,
  type ConverseCommandInput,
} from '@aws-sdk/client-bedrock-runtime';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startBedrockStandIn, standInGuardrail, type BedrockStandIn } from '../index';
import { stopReasons } from '../triggers';

const model = 'us.amazon.nova-lite-v1:0';
let bedrock: BedrockStandIn;
let client: BedrockRuntimeClient;
beforeAll(async () => {
  bedrock = await startBedrockStandIn({ models: [model], guardrail: standInGuardrail });
  // The SDK's own default handler (HTTP/2 with prior knowledge), as a client that configures nothing.
  client = new BedrockRuntimeClient({
    region: 'us-east-1',
    endpoint: bedrock.endpoint,
    credentials: { accessKeyId: 'l', secretAccessKey: 'l' },
    maxAttempts: 1,
  });
});
afterAll(async () => {
  client.destroy();
  await bedrock.stop();
});
beforeEach(async () => void (await fetch(`${bedrock.endpoint}/_local/faults`, { method: 'DELETE' })));

const schema = { type: 'object', properties: { status: { type: 'string' } }, required: ['status'] };
/** A user message as the service's engine writes it: the input as JSON inside the prompt's input tag. */
const asked = (description: string) => [{ role: 'user' as const, content: [{ text: `<input>${JSON.stringify({ description, vocabulary: [] })}</input>` }] }];
const converse = (over: Partial<ConverseCommandInput> = {}, json: Record<string, unknown> = schema) =>
  client.send(
    new ConverseCommand({
      modelId: model,
      messages: asked('A chess coach.'),
      toolConfig: { tools: [{ toolSpec: { name: 'submit', inputSchema: { json: json as never } } }], toolChoice: { tool: { name: 'submit' } } },
      inferenceConfig: { maxTokens: 4096, temperature: 0 },
      ...over,
    }),
  );
const apply = (text: string | string[], over: Record<string, unknown> = {}) =>
  client.send(
    new ApplyGuardrailCommand({
      guardrailIdentifier: standInGuardrail.id,
      guardrailVersion: standInGuardrail.version,
      source: 'INPUT',
      content: [text].flat().map((t) => ({ text: { text: t } })),
      outputScope: 'FULL',
      ...over,
    }),
  );

describe('Converse refuses what Bedrock refuses, with the ValidationException the SDK raises', () => {
  it.each([
    ['a top-level $schema in a Nova tool schema', () => converse({}, { $schema: 'http://json-schema.org/draft-07/schema#', ...schema }), /top level/],
    ['a top-level additionalProperties', () => converse({}, { ...schema, additionalProperties: false }), /top level/],
    ['a $ref anywhere in it', () => converse({}, { ...schema, properties: { a: { $ref: '#/x' } } }), /\$ref/],
    ['a model the stage cannot call', () => converse({ modelId: 'amazon.titan-text-express-v1' }), /model identifier is invalid/],
    [
      'a toolChoice naming no tool given',
      () =>
        converse({
          toolConfig: { tools: [{ toolSpec: { name: 'submit', inputSchema: { json: schema as never } } }], toolChoice: { tool: { name: 'other' } } },
        }),
      /toolChoice/,
    ],
    ['maxTokens past the model’s maximum', () => converse({ inferenceConfig: { maxTokens: 5001 } }), /model limit of 5000/],
    ['a temperature above 1', () => converse({ inferenceConfig: { temperature: 1.5 } }), /temperature/],
    [
      'a tool name outside the pattern',
      () => converse({ toolConfig: { tools: [{ toolSpec: { name: 'sub mit', inputSchema: { json: schema as never } } }] } }),
      /name/,
    ],
    [
      'a conversation starting with the assistant',
      () => converse({ messages: [{ role: 'assistant', content: [{ text: 'hi' }] }] }),
      /start with a user message/,
    ],
    [
      'two user turns in a row',
      () =>
        converse({
          messages: [
            { role: 'user', content: [{ text: 'a' }] },
            { role: 'user', content: [{ text: 'b' }] },
          ],
        }),
      /alternate/,
    ],
    [
      'a Nova field it does not take',
      () => converse({ additionalModelRequestFields: { inferenceConfig: { topK: 1 }, seed: 3 } as never }),
      /extraneous key \[seed\]/,
    ],
    [
      'a guardrail identifier outside the pattern',
      () => converse({ guardrailConfig: { guardrailIdentifier: 'not-an-id', guardrailVersion: '1' } }),
      /guardrailIdentifier/,
    ],
  ])('%s', async (_, send, message) => {
    const error = await send().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationException);
    expect(error).toMatchObject({ message: expect.stringMatching(message), $metadata: { httpStatusCode: 400 } });
  });

  it('answers on the wire as REST-JSON: the status, x-amzn-errortype and { message }', async () => {
    const res = await fetch(`${bedrock.endpoint}/model/${encodeURIComponent('amazon.nova-pro-v1:0')}/converse`, {
      method: 'POST',
      body: JSON.stringify({ messages: [] }),
    });
    expect([res.status, res.headers.get('x-amzn-errortype'), await res.json()]).toEqual([
      400,
      'ValidationException',
      { message: 'The provided model identifier is invalid.' },
    ]);
  });
});

describe('Converse answers in Bedrock’s shapes', () => {
  it('answers a forced tool call with the tool call alone, and the same answer to the same request', async () => {
    const [first, second] = [await converse(), await converse()];
    expect(first.stopReason).toBe('tool_use');
    expect(first.output?.message?.content).toEqual([{ toolUse: expect.objectContaining({ name: 'submit', toolUseId: expect.stringMatching(/^tooluse_/) }) }]);
    expect(second.output).toEqual(first.output);
    expect(first.usage!.totalTokens).toBe(first.usage!.inputTokens! + first.usage!.outputTokens!);
  });

  it('reasons in a <thinking> text block before the tool call unless toolChoice forces it, or when a trigger asks', async () => {
    const auto = await converse({ toolConfig: { tools: [{ toolSpec: { name: 'submit', inputSchema: { json: schema as never } } }] } });
    const triggered = await converse({ messages: asked('A chess coach. bedrock-test:thinking') });
    for (const answer of [auto, triggered]) expect(answer.output?.message?.content?.map((b) => Object.keys(b)[0])).toEqual(['text', 'toolUse']);
    expect(auto.output?.message?.content?.[0]?.text).toMatch(/^<thinking>.*<\/thinking>$/);
  });

  it.each(stopReasons.filter((reason) => reason !== 'tool_use'))('stops with %s when a trigger asks', async (reason) => {
    const answer = await converse({ messages: asked(`A chess coach. bedrock-test:stop:${reason}`) });
    expect(answer.stopReason).toBe(reason);
    expect(answer.output?.message?.content?.[0]?.toolUse).toBeUndefined();
  });

  it.each([
    ['throttling', ThrottlingException, 429],
    ['access-denied', AccessDeniedException, 403],
    ['service-unavailable', ServiceUnavailableException, 503],
  ] as const)('answers bedrock-test:error:%s with its error class', async (id, ErrorClass, status) => {
    const error = await converse({ messages: asked(`bedrock-test:error:${id}`) }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ErrorClass);
    expect(error).toMatchObject({ $metadata: { httpStatusCode: status } });
  });

  it('stops before the model with an attached guardrail that blocks the input', async () => {
    const guardrailConfig = { guardrailIdentifier: standInGuardrail.id, guardrailVersion: standInGuardrail.version };
    const blocked = await converse({ messages: asked('A bot. bedrock-test:refuse:malware'), guardrailConfig });
    expect([blocked.stopReason, blocked.output?.message?.content?.[0]?.text]).toEqual(['guardrail_intervened', expect.any(String)]);
    expect((await converse({ guardrailConfig })).stopReason).toBe('tool_use');
  });

  it('takes a scripted answer for the calls it matches, as often as asked', async () => {
    bedrock.fault({
      operation: 'converse',
      fault: { kind: 'answer', input: { status: 42 }, tool: 'other', text: '<thinking>x</thinking>' },
      times: 2,
      match: 'knight',
    });
    const matched = await converse({ messages: asked('A knight.') });
    expect(matched.output?.message?.content).toEqual([
      { text: '<thinking>x</thinking>' },
      { toolUse: expect.objectContaining({ name: 'other', input: { status: 42 } }) },
    ]);
    expect((await converse()).output?.message?.content?.[0]?.toolUse?.name).toBe('submit');
  });
});

describe('ApplyGuardrail', () => {
  it('serves what carries no trigger, listing every topic and filter it did not detect (outputScope FULL)', async () => {
    const out = await apply('Une conciergerie pour un ryokan japonais: 京都の旅館.');
    expect(out.action).toBe('NONE');
    expect(out.assessments?.[0]?.topicPolicy?.topics).toContainEqual({ name: 'malware', type: 'DENY', action: 'NONE', detected: false });
    expect(out.assessments?.[0]?.topicPolicy?.topics).toContainEqual({ name: 'minors', type: 'DENY', action: 'NONE', detected: false });
    expect(out.assessments?.[0]?.contentPolicy?.filters).toContainEqual(expect.objectContaining({ type: 'PROMPT_ATTACK', action: 'NONE', detected: false }));
    expect((await apply('Un guide.', { outputScope: 'INTERVENTIONS' })).assessments?.[0]?.topicPolicy).toBeUndefined();
  });

  it('blocks by a refuse trigger, detects by an aspect trigger, and reads prompt attacks on input only', async () => {
    const out = await apply('x BEDROCK-TEST:refuse:malware and bedrock-test:aspect:minors');
    expect(out.action).toBe('GUARDRAIL_INTERVENED');
    expect(out.outputs).toEqual([{ text: expect.any(String) }]);
    const topics = out.assessments?.[0]?.topicPolicy?.topics ?? [];
    expect(topics.filter((t) => t.detected)).toEqual([
      { name: 'malware', type: 'DENY', action: 'BLOCKED', detected: true },
      { name: 'minors', type: 'DENY', action: 'NONE', detected: true },
    ]);
    expect((await apply('bedrock-test:refuse:prompt_attack')).assessments?.[0]?.contentPolicy?.filters).toContainEqual(
      expect.objectContaining({ type: 'PROMPT_ATTACK', action: 'BLOCKED' }),
    );
    expect((await apply('bedrock-test:refuse:prompt_attack', { source: 'OUTPUT' })).action).toBe('NONE');
  });

  it('counts text units per content block, 1 per 1,000 characters rounded up, and guards no grounding-only text', async () => {
    const out = await apply(['a'.repeat(1001), 'b'.repeat(10)]);
    expect(out.usage).toMatchObject({ topicPolicyUnits: 3, contentPolicyUnits: 3 });
    expect((await apply('a'.repeat(1011))).usage).toMatchObject({ topicPolicyUnits: 2 });
    const grounded = await client.send(
      new ApplyGuardrailCommand({
        guardrailIdentifier: standInGuardrail.id,
        guardrailVersion: 'DRAFT',
        source: 'OUTPUT',
        content: [{ text: { text: 'bedrock-test:refuse:malware', qualifiers: ['grounding_source'] } }],
      }),
    );
    expect([grounded.action, grounded.guardrailCoverage?.textCharacters]).toEqual(['NONE', { guarded: 0, total: 0 }]);
  });

  it('takes a scripted verdict', async () => {
    bedrock.fault({ operation: 'applyGuardrail', fault: { kind: 'verdict', filters: [{ type: 'HATE' }], detected: ['legal'] }, match: '"source":"OUTPUT"' });
    const out = await apply('x', { source: 'OUTPUT' });
    expect(out.action).toBe('GUARDRAIL_INTERVENED');
    expect(out.assessments?.[0]?.contentPolicy?.filters).toContainEqual(expect.objectContaining({ type: 'HATE', action: 'BLOCKED', confidence: 'HIGH' }));
    expect(out.assessments?.[0]?.topicPolicy?.topics).toContainEqual({ name: 'legal', type: 'DENY', action: 'NONE', detected: true });
  });

  it.each([
    ['an identifier outside the pattern', { guardrailIdentifier: 'Not_An_Id' }, ValidationException],
    ['a version outside the pattern', { guardrailVersion: '01' }, ValidationException],
    ['a source outside the enum', { source: 'BOTH' }, ValidationException],
    ['no content', { content: [] }, ValidationException],
    ['a guardrail the stage does not have', { guardrailIdentifier: 'otherguardrail' }, ResourceNotFoundException],
  ])('refuses %s', async (_, over, ErrorClass) => {
    await expect(apply('x', over)).rejects.toBeInstanceOf(ErrorClass);
  });
});

describe('the controls', () => {
  it('takes faults over HTTP, refuses a malformed one, records the calls, and answers unknown routes 404', async () => {
    const post = (body: unknown) => fetch(`${bedrock.endpoint}/_local/faults`, { method: 'POST', body: JSON.stringify(body) });
    expect((await post({ operation: 'applyGuardrail', fault: { kind: 'throttle' }, match: 'slow' })).status).toBe(204);
    expect((await post({ operation: 'applyGuardrail', fault: { kind: 'answer' } })).status).toBe(400);
    await expect(apply('slow down')).rejects.toBeInstanceOf(ThrottlingException);
    expect((await apply('slow down')).action).toBe('NONE');
    const recorded = (await (await fetch(`${bedrock.endpoint}/_local/requests`)).json()) as { body: unknown }[];
    expect(recorded.filter((r) => JSON.stringify(r.body).includes('slow down'))).toHaveLength(2);
    const unknown = await fetch(`${bedrock.endpoint}/model/x/invoke`, { method: 'POST', body: '{}' });
    expect([unknown.status, unknown.headers.get('x-amzn-errortype')]).toEqual([404, 'UnknownOperationException']);
  });
});
