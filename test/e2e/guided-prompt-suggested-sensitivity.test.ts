import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { sensitivityOf } from '../../lib/personalities/critical-questions';
import { modelAnswer, scriptBedrockFault } from '../support/bedrock-faults';
import { postAs, signedInUser } from '../support/sessions';

/**
 * The service owns the sensitivity rule (critical-questions.ts: minors, medical, mental health and
 * romance are high) and words the critical questions itself. It takes the model's
 * `suggested_sensitivity.categories` into the proposal as they come, but neither asks their
 * questions nor raises the level they imply: a model that says "minors, romance" in the suggested
 * sensitivity (and not in `sensitive_aspects`) yields a proposal suggesting `low` for minors and
 * romance, with no critical question, which the developer can confirm and publish as is. Either
 * the model's categories raise their questions and level, or they are not served.
 */
describe('the suggested sensitivity the service serves follows its own rule', () => {
  it('never suggests a category without its critical question, or a level below what its categories imply', async () => {
    const user = await signedInUser();
    const marker = ulid();
    const answer = modelAnswer({ suggested_sensitivity: { level: 'low', categories: ['minors', 'romance'] } });
    await scriptBedrockFault('converse', { kind: 'answer', input: answer }, { match: marker });

    const out = await postAs(user.accessToken, '/v1/personalities/from-guided-prompt', { description: `A patient chess coach for club players (${marker}).` });
    expect(out.status, out.text).toBe(200);
    const suggested = out.json.proposal.suggested_sensitivity as { level: string; categories: ('minors' | 'romance')[] };
    const asked = (out.json.critical_questions as { id: string }[]).map((q) => q.id);
    expect(
      suggested.categories.filter((c) => !asked.includes(c)),
      'suggested categories without a critical question',
    ).toEqual([]);
    expect(suggested.level).toBe(sensitivityOf(suggested.categories).level);
  });
});
