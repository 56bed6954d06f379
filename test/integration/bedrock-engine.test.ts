import { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';
import { ulid } from 'ulid';
import { describe, expect, inject, it } from 'vitest';
import { localGuardrail } from '../../infra/local/bedrock-models';
import { ProblemError } from '../../lib/contract/problems';
import { bedrockEngine, systemPrompt } from '../../lib/personalities/bedrock-engine';
import { localEngine } from '../../lib/personalities/local-engine';
import { PolicyViolationError } from '../../lib/personalities/policy';
import { proposePersonality } from '../../lib/personalities/propose';
import { topicVocabularyRepository } from '../../lib/vocabularies/repository';

/**
 * The Bedrock engine end to end on this machine: the real SDK client, over HTTP, against the
 * local Bedrock stand-in (its model is the local engine behind the Converse wire format), through
 * the proposal use case with the real gate (the guardrail is the stand-in's) and DynamoDB Local.
 * Faults are scripted per description with `match`, so tests sharing the stand-in stay apart.
 */
const endpoint = inject('stack').bedrock_endpoint;
const client = new BedrockRuntimeClient({ region: 'us-east-1', endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' }, maxAttempts: 1 });
const engine = bedrockEngine(client, { modelId: 'amazon.nova-lite-v1:0', guardrail: localGuardrail, timeoutMs: 1000, deadlineMs: 4000 });
const org = { organizationId: 'org_01JDEM00000000000000000001' };

async function fault(body: Record<string, unknown>) {
  const res = await fetch(`${endpoint}/_local/faults`, { method: 'POST', body: JSON.stringify({ operation: 'converse', ...body }) });
  expect(res.status).toBe(204);
}
async function conversesFor(marker: string) {
  const recorded = (await (await fetch(`${endpoint}/_local/requests`)).json()) as { operation: string; modelId: string; body: Record<string, any> }[];
  return recorded.filter((r) => r.operation === 'converse' && JSON.stringify(r.body).includes(marker));
}
const unique = (text: string) => {
  const marker = ulid();
  return { marker, description: `${text} Reference ${marker}.` };
};
const propose = (description: string, refine?: Parameters<typeof proposePersonality>[0]['refine']) =>
  proposePersonality({ description, refine }, org, Date.now(), { engine });

describe('the Bedrock engine against the local stand-in', () => {
  it('serves the proposal the model writes, with the prompt, tool and guardrail on the wire', async () => {
    const { marker, description } = unique('Dominique, a sommelier for dinner-party hosts: suggests wines to match the menu. Never recommends spirits.');
    const out = await propose(description);
    expect(out.status).toBe('ready');
    const local = await localEngine.generate({ description, vocabulary: (await topicVocabularyRepository().latest())!.topics });
    expect(out.proposal).toEqual(local.proposal);
    expect(out.proposal).toMatchObject({ name: 'Dominique', boundaries: expect.arrayContaining(['Never recommends spirits.']) });
    const [call] = await conversesFor(marker);
    expect(call?.modelId).toBe('amazon.nova-lite-v1:0');
    expect(call?.body).toMatchObject({
      system: [{ text: systemPrompt }],
      guardrailConfig: { guardrailIdentifier: localGuardrail.id, guardrailVersion: localGuardrail.version, trace: 'enabled' },
      toolConfig: { toolChoice: { tool: { name: 'submit_proposal' } } },
    });
  });

  it('refines through the model and reports what it applied and what not', async () => {
    const { description } = unique('A museum guide for the Egyptian wing of the city museum who explains artefacts to visiting families.');
    const first = await propose(description);
    const out = await propose(description, {
      proposal: first.proposal!,
      instructions: 'Rename it to Nefertiti and translate the whole proposal into Spanish.',
      proposal_token: first.proposal_token,
    });
    expect(out.proposal?.name).toBe('Nefertiti');
    expect(out.proposal?.greeting).toContain('Nefertiti');
    expect(out.refinement?.applied.map((a) => a.instruction)).toEqual(['Rename it to Nefertiti']);
    expect(out.refinement?.not_applied).toEqual([{ instruction: 'translate the whole proposal into Spanish.', reason: expect.stringContaining('language') }]);
  });

  it('retries malformed tool output once', async () => {
    const { marker, description } = unique('A patient chess coach for club players.');
    await fault({ fault: { kind: 'malformed-tool-input', input: { status: 'ready', proposal: { name: 42 } } }, match: marker });
    expect((await propose(description)).status).toBe('ready');
    expect(await conversesFor(marker)).toHaveLength(2);
  });

  it('answers 503 when the model keeps answering without a usable proposal', async () => {
    const { marker, description } = unique('A patient chess coach for club players.');
    await fault({ fault: { kind: 'text-only', text: 'Here is a lovely personality!' }, times: 2, match: marker });
    await expect(propose(description)).rejects.toMatchObject({ code: 'service_unavailable', headers: { 'Retry-After': '5' } });
    expect(await conversesFor(marker)).toHaveLength(2);
  });

  it('refuses with 422 when the guardrail intervenes in the generation', async () => {
    const { marker, description } = unique('A friendly cooking tutor for beginners.');
    await fault({ fault: { kind: 'intervene', topics: ['violent_crime'] }, match: marker });
    const error = await propose(description).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PolicyViolationError);
    expect((error as PolicyViolationError).extensions.policy_categories).toEqual(['violent_crime']);
  });

  it('rides out one throttle, and answers 503 after its bounded retries', async () => {
    const once = unique('A friendly cooking tutor for beginners.');
    await fault({ fault: { kind: 'throttle' }, match: once.marker });
    expect((await propose(once.description)).status).toBe('ready');
    const always = unique('A friendly cooking tutor for beginners.');
    await fault({ fault: { kind: 'throttle' }, times: 5, match: always.marker });
    const error = await propose(always.description).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProblemError);
    expect(error).toMatchObject({ code: 'service_unavailable' });
    expect(await conversesFor(always.marker)).toHaveLength(2);
  });

  it('answers 503 when the model does not answer in time', async () => {
    const { marker, description } = unique('A friendly cooking tutor for beginners.');
    await fault({ fault: { kind: 'delay', ms: 5000 }, times: 2, match: marker });
    const started = Date.now();
    await expect(propose(description)).rejects.toMatchObject({ code: 'service_unavailable' });
    // Two calls of at most a second each, and a short pause between them: well inside the function's time.
    expect(Date.now() - started).toBeLessThan(4000);
  });
});
