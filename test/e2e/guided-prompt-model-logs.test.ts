import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { stackLogs } from '../support/api';
import { modelAnswer, scriptBedrockFault } from '../support/bedrock-faults';
import { postAs, signedInUser } from '../support/sessions';

/**
 * The engine logs why a model answer could not be used "in a line for the log (never the model's
 * text)" (lib/personalities/bedrock-engine.ts, `unusable`). An answer whose tool input carries an
 * extra field is refused, but the zod issue it logs quotes the field's name, which is the model's
 * text: whatever the model was led to write there (the developer's description with a customer's
 * data in it, the system prompt, a secret it was shown) lands in the logs, three times per request
 * (each attempt's warning, then the 503's error with its cause).
 */
describe('an unusable model answer is logged without the model’s text', () => {
  it('does not quote the names of the extra fields the model wrote', async () => {
    const user = await signedInUser();
    const marker = ulid();
    const leaked = `LEAK-${ulid()}: my private key is sk_live_${ulid()}`;
    const answer = { ...modelAnswer(), [leaked]: true };
    await scriptBedrockFault('converse', { kind: 'answer', input: answer }, { times: 2, match: marker });

    const answered = await postAs(user.accessToken, '/v1/personalities/from-guided-prompt', {
      description: `A patient chess coach for club players (${marker}).`,
    });
    expect(answered.status).toBe(503);
    expect(answered.text).not.toContain('LEAK-');

    const requestId = answered.headers.get('x-request-id');
    await expect.poll(() => stackLogs().filter((line) => line.requestId === requestId).length).toBeGreaterThan(0);
    const lines = stackLogs().filter((line) => line.requestId === requestId);
    const quoting = lines.filter((line) => JSON.stringify(line).includes('sk_live_')).map((line) => line.message);
    expect(quoting, 'log lines that quote the model’s text').toEqual([]);
  });
});
