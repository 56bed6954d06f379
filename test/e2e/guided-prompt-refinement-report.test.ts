import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { scriptBedrockFault } from '../support/bedrock-faults';
import { postAs, signedInUser } from '../support/sessions';

/**
 * Contract 6.3: a refine answers `refinement: { applied, not_applied }` "so no instruction is
 * silently ignored". The service leaves that promise to the model: a report with nothing in
 * either list passes the tool schema, and the developer gets the proposal back unchanged with no
 * word about the instructions they sent. The service has a fallback for a missing report
 * (`unreported` in from-guided-prompt.ts: one not_applied entry saying so), but the tool schema makes the
 * report required, so an empty one is what a model that skips the work sends, and it is served.
 */
describe('a refine never drops the instructions silently', () => {
  it('reports the instructions when the model’s report names none of them', async () => {
    const user = await signedInUser();
    const post = (body: unknown) => postAs(user.accessToken, '/v1/personalities/from-guided-prompt', body);
    const description = `A patient chess coach for club players (${ulid()}).`;
    const first = await post({ description });
    expect(first.status, first.text).toBe(200);

    const marker = ulid();
    const instructions = `Rename it to Boris and make it formal (${marker}).`;
    const emptyReport = {
      status: 'ready',
      proposal: first.json.proposal,
      clarifying_questions: [],
      sensitive_aspects: [],
      policy_violation: null,
      refinement: { applied: [], not_applied: [] },
    };
    await scriptBedrockFault('converse', { kind: 'answer', input: emptyReport }, { match: marker });

    const refined = await post({ description, refine: { proposal: first.json.proposal, instructions, proposal_token: first.json.proposal_token } });
    expect(refined.status, refined.text).toBe(200);
    const reported = [...refined.json.refinement.applied, ...refined.json.refinement.not_applied].map((entry: { instruction: string }) => entry.instruction);
    expect(reported.join(' '), 'the refinement names none of the instructions').toContain('Boris');
  });
});
