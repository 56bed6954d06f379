import { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';
import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { standInGuardrail } from '../../stand-ins/bedrock';
import { bedrockEngine } from '../../lib/personalities/bedrock-engine';
import { safetyGate } from '../../lib/personalities/guardrail';
import { fromGuidedPrompt } from '../../lib/personalities/from-guided-prompt';
import { stack } from '../support/stack';

/**
 * A plain-text answer where the tool was forced counts as the model declining "asked twice"
 * (docs/guided-prompts.md: "a plain-text answer where the tool was forced, twice … is a refusal";
 * the table: "the model's answer does not fit the tool twice → 503"). The engine decides on the
 * last attempt alone: after a throttled first call, one text answer, which need not be a refusal
 * at all, makes a benign description a 422 `guided_prompt_policy_violation` (`misconduct`), a
 * verdict the client shows the developer and never retries, where one throttle and one unusable
 * answer is a model that could not answer: 503 with Retry-After.
 */
const endpoint = stack.bedrock_endpoint;
const bedrock = new BedrockRuntimeClient({ region: 'us-east-1', endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' }, maxAttempts: 1 });
const client = async () => bedrock;
const engine = bedrockEngine({ modelId: 'us.amazon.nova-lite-v1:0', client, timeoutMs: 1000, deadlineMs: 4000 });
const gate = safetyGate({ guardrail: standInGuardrail, client });
const org = { organizationId: 'org_01JDEM00000000000000000001' };

async function fault(body: Record<string, unknown>) {
  const res = await fetch(`${endpoint}/_local/faults`, { method: 'POST', body: JSON.stringify({ operation: 'converse', ...body }) });
  expect(res.status).toBe(204);
}

describe('one text answer is not the model refusing twice', () => {
  it('answers 503, not a policy violation, after a throttle and one plain-text answer', async () => {
    const marker = ulid();
    await fault({ fault: { kind: 'throttle' }, match: marker });
    await fault({ fault: { kind: 'answer', text: 'Sure! Here is a proposal for a chess coach.' }, match: marker });
    const error = await fromGuidedPrompt({ description: `A patient chess coach for club players (${marker}).` }, org, Date.now(), {
      engine,
      gate,
    }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'service_unavailable', retryAfterSeconds: 5 });
  });
});
