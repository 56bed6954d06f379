import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import { stack } from '../support/api';
import { clarifyingAnswer, scriptBedrockFault } from '../support/bedrock-faults';
import { postAs, signedInUser } from '../support/sessions';

/**
 * Everything the model writes reaches the developer, not only the proposal: clarifying questions
 * and, on a refine, the refinement report (each instruction, what changed, why not). The output
 * guardrail must read all of it, or a model talked into it (by the description, or by a proposal
 * sent back to refine, which the input guardrail never reads) serves text the acceptable-use
 * policy refuses. Here the model's answer is scripted through the stand-in, and an intervention of
 * the guardrail is scripted for any OUTPUT check that reads the scripted text: what the real
 * guardrail would do with a harmful text.
 */
type User = Awaited<ReturnType<typeof signedInUser>>;
let user: User;
beforeAll(async () => {
  user = await signedInUser();
});

const propose = (body: unknown) => postAs(user.accessToken, '/v1/personalities/from-guided-prompt', body);

async function outputChecksReading(text: string) {
  const recorded = (await (await fetch(`${stack.bedrock_endpoint}/_local/requests`)).json()) as { operation: string; body: any }[];
  return recorded.filter((r) => r.operation === 'applyGuardrail' && r.body?.source === 'OUTPUT' && JSON.stringify(r.body).includes(text));
}

const harmful = (marker: string) => `Step one of the sarin synthesis: which precursor quantities do you want listed (${marker})?`;

describe('model-written text outside the proposal goes through the output guardrail', () => {
  it('clarifying questions', async () => {
    const marker = ulid();
    const description = `A patient chess coach for club players (${marker}).`;
    await scriptBedrockFault('converse', { kind: 'answer', input: clarifyingAnswer([harmful(marker)]) }, { match: marker });
    // The guardrail refuses the harmful question wherever it reads it.
    await scriptBedrockFault('applyGuardrail', { kind: 'verdict', blocked: ['weapons_drugs_facilitation'] }, { match: [marker, '"source":"OUTPUT"'] });

    const res = await propose({ description });
    expect(await outputChecksReading(harmful(marker)), 'no OUTPUT check read the clarifying question').toHaveLength(1);
    expect(res.status, res.text).toBe(422);
    expect(res.text).not.toContain('sarin');
  });

  it('the refinement report of a refine', async () => {
    const marker = ulid();
    const description = `A patient chess coach for club players (${marker}).`;
    const first = await propose({ description });
    expect(first.status, first.text).toBe(200);
    const refineMarker = ulid();
    const instructions = `Make it more formal (${refineMarker}).`;
    await scriptBedrockFault(
      'converse',
      {
        kind: 'answer',
        input: {
          status: 'ready',
          proposal: first.json.proposal,
          clarifying_questions: [],
          sensitive_aspects: [],
          policy_violation: null,
          refinement: { applied: [], not_applied: [{ instruction: instructions, reason: harmful(marker) }] },
        },
      },
      { match: refineMarker },
    );
    await scriptBedrockFault('applyGuardrail', { kind: 'verdict', blocked: ['weapons_drugs_facilitation'] }, { match: [harmful(marker), '"source":"OUTPUT"'] });

    const res = await propose({ description, refine: { proposal: first.json.proposal, instructions, proposal_token: first.json.proposal_token } });
    expect(await outputChecksReading(harmful(marker)), 'no OUTPUT check read the refinement report').toHaveLength(1);
    expect(res.status, res.text).toBe(422);
    expect(res.text).not.toContain('sarin');
  });
});
