import { beforeAll, describe, expect, it } from 'vitest';
import { postAs, signedInUser } from '../support/sessions';

/**
 * The local stand-in's model must answer with what the tool asks for (lib/personalities/prompt/tool.json):
 * the service validates every answer with `modelOutput` and treats one that does not fit, twice, as
 * a model that cannot answer (503). The stand-in copies words of the description and the
 * instructions into the proposal without the tool's bounds: a name over 80 characters, a trait
 * over 40, a name cut inside a surrogate pair. Each request below is valid, and the local stack
 * answers it 503 with Retry-After, forever (a client that waits out 503s never gets an answer).
 */
type User = Awaited<ReturnType<typeof signedInUser>>;
let user: User;
beforeAll(async () => {
  user = await signedInUser();
});
const propose = (body: unknown) => postAs(user.accessToken, '/v1/personalities/from-guided-prompt', body);

describe('the stand-in answers within its own tool schema', () => {
  it.each([
    ['a persona name longer than a proposal name may be', `A patient chess coach for club players called ${'Q'.repeat(85)}.`],
    [
      'a role cut at 80 characters inside an emoji',
      `${'Q'.repeat(45)} McDonald's iPhone #1 Never ${'🙂'.repeat(30)}para Name: nommé İ: http://x.y/z "! ½http://x.y/z always McDonald's Alice-Marie O'Brien`,
    ],
  ])('a description with %s', async (_, description) => {
    const res = await propose({ description });
    expect(res.status, res.text).toBe(200);
  });

  it('a refine that adds a trait longer than a trait may be', async () => {
    const description = 'A patient chess coach for club players.';
    const first = await propose({ description });
    expect(first.status, first.text).toBe(200);
    const res = await propose({
      description,
      refine: { proposal: first.json.proposal, instructions: `Add trait ${'A'.repeat(41)}`, proposal_token: first.json.proposal_token },
    });
    expect(res.status, res.text).toBe(200);
  });
});
