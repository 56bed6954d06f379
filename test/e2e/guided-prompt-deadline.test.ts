import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { operations } from '../../functions/catalogue';
import { call } from '../support/api';
import { scriptBedrockFault } from '../support/bedrock-faults';
import { bearer, signedInUser } from '../support/sessions';

/**
 * A guided prompt makes slow calls in a row: the input guardrail (3 s a call, two calls), the model
 * (10 s a call, 13 s in all) and the output guardrail. Each may use its whole bound and the sum pass
 * the function's time (`timeoutSeconds` in the catalogue, as deployed). The invocation's deadline
 * (lib/aws/deadlines.ts) then cuts the last call, and the request answers the 503 envelope
 * before the function's time; the local API emulator gives each function its deployed time, so the
 * local stack shows it (it gave every invocation 30 s before).
 */
describe('a guided prompt answers within the function’s time, as deployed', () => {
  it('answers the 503 envelope before the function’s timeout when every Bedrock call takes its whole bound', { timeout: 90_000 }, async () => {
    const timeoutSeconds = operations.fromGuidedPrompt.timeoutSeconds;
    const user = await signedInUser();
    const marker = ulid();
    const fault = async (operation: 'converse' | 'applyGuardrail', ms: number, match: string[]) => {
      await scriptBedrockFault(operation, { kind: 'delay', ms }, { times: 1, match });
    };
    // Each call past its own bound once (cut, retried), then just inside it: every step at its longest.
    await fault('applyGuardrail', 3500, [marker, '"source":"INPUT"']);
    await fault('applyGuardrail', 2900, [marker, '"source":"INPUT"']);
    await fault('converse', 10_500, [marker]);
    await fault('converse', 2900, [marker]);
    await fault('applyGuardrail', 3500, [marker, '"source":"OUTPUT"']);
    await fault('applyGuardrail', 2900, [marker, '"source":"OUTPUT"']);

    const started = Date.now();
    const res = await call('/v1/personalities/from-guided-prompt', {
      method: 'POST',
      headers: { ...bearer(user.accessToken), 'Content-Type': 'application/json' },
      body: JSON.stringify({ description: `A patient chess coach named ${marker}.` }),
    });
    const seconds = (Date.now() - started) / 1000;
    expect(seconds, `answered ${res.status} after ${seconds} s`).toBeLessThan(timeoutSeconds);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBeTruthy();
    expect(res.json.code).toBe('service_unavailable');
  });
});
