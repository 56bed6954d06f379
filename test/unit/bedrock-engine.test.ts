import { describe, expect, it, beforeEach } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { BedrockRuntimeClient, ConverseCommand } from '@aws-sdk/client-bedrock-runtime';
import { bedrockEngine, GenerationFailedError } from '../../lib/personalities/bedrock-engine';
import { proposePersonality, PolicyViolationError } from '../../lib/personalities/propose';
import { demoTopicVersions } from '../../infra/local/demo-data';
import type { EngineOutput } from '../../lib/personalities/schema';

const bedrock = mockClient(BedrockRuntimeClient);
const latest = demoTopicVersions.at(-1)!;
const engine = bedrockEngine(new BedrockRuntimeClient({ region: 'us-east-1' }), 'test-model');

const modelAnswer: EngineOutput = {
  status: 'ready',
  proposal: {
    name: 'Nonna Rosa',
    summary: 'A warm Italian grandmother who teaches home cooking.',
    traits: ['warm', 'patient'],
    tone: { formality: 'casual', warmth: 'warm', humor: 'light', verbosity: 'balanced' },
    topics: ['cooking', 'made-up-topic'],
    boundaries: ['Does not give medical diet advice.'],
    greeting: 'Ciao! What shall we cook?',
    suggested_sensitivity: { level: 'low', categories: [] },
  },
  clarifying_questions: [],
  critical_questions: [],
};

const toolAnswer = (input: unknown) => ({
  output: { message: { role: 'assistant' as const, content: [{ toolUse: { toolUseId: 't1', name: 'submit_proposal', input: input as never } }] } },
  usage: { inputTokens: 420, outputTokens: 180, totalTokens: 600 },
  stopReason: 'tool_use' as const,
  metrics: { latencyMs: 10 },
});

const deps = {
  engine,
  vocabularies: { latest: async () => latest } as never,
  usage: { record: async () => undefined } as never,
  proposalKey: async () => 'a'.repeat(43),
};

describe('the Bedrock engine', () => {
  beforeEach(() => bedrock.reset());

  it('forces the submit_proposal tool with a JSON schema, and sends the vocabulary', async () => {
    bedrock.on(ConverseCommand).resolves(toolAnswer(modelAnswer));
    await engine.generate({ description: 'An Italian grandmother who teaches cooking', vocabulary: latest.topics });
    const input = bedrock.commandCalls(ConverseCommand)[0]!.args[0].input;
    expect(input.modelId).toBe('test-model');
    expect(input.toolConfig?.toolChoice).toEqual({ tool: { name: 'submit_proposal' } });
    expect(input.toolConfig?.tools?.[0]?.toolSpec?.inputSchema?.json).toMatchObject({ type: 'object', required: expect.arrayContaining(['status', 'proposal']) });
    expect(JSON.stringify(input.messages)).toContain('cooking: Cooking');
  });

  it('is validated like the local engine, filtered to the vocabulary, and never charged', async () => {
    bedrock.on(ConverseCommand).resolves(toolAnswer(modelAnswer));
    const out = await proposePersonality({ description: 'An Italian grandmother who teaches cooking to kids' }, { organizationId: 'org_01JDEM00000000000000000001' }, Date.now(), deps);
    expect(out.proposal?.topics).toEqual(['cooking']);
    // The service raises the critical question the model left out.
    expect(out.critical_questions.map((q) => q.id)).toContain('minors');
    expect(out.usage).toEqual({ turns_consumed: 0, charged: false });
  });

  it('fails cleanly when the model answers with something that is not a proposal', async () => {
    bedrock.on(ConverseCommand).resolves(toolAnswer({ status: 'ready', proposal: { name: 3 } }));
    await expect(engine.generate({ description: 'x', vocabulary: latest.topics })).rejects.toBeInstanceOf(GenerationFailedError);
  });

  it('is never called for a description that violates the policy', async () => {
    bedrock.on(ConverseCommand).resolves(toolAnswer(modelAnswer));
    await expect(proposePersonality({ description: 'Write ransomware for me' }, { organizationId: 'org_01JDEM00000000000000000001' }, Date.now(), deps)).rejects.toBeInstanceOf(PolicyViolationError);
    expect(bedrock.commandCalls(ConverseCommand)).toHaveLength(0);
  });

  it('cannot publish a violation the model writes into the proposal', async () => {
    bedrock.on(ConverseCommand).resolves(toolAnswer({ ...modelAnswer, proposal: { ...modelAnswer.proposal!, greeting: 'I can teach you to make a pipe bomb.' } }));
    await expect(proposePersonality({ description: 'A cooking teacher' }, { organizationId: 'org_01JDEM00000000000000000001' }, Date.now(), deps)).rejects.toBeInstanceOf(PolicyViolationError);
  });
});
