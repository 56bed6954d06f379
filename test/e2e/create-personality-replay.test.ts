import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { call } from '../support/api';
import { scriptBedrockFault } from '../support/bedrock-faults';
import { bearer, signedInUser } from '../support/sessions';

/**
 * Contract 6.4: "a retry with the same key and body returns the first result". create.ts checks the
 * whole request (the guardrail included) before it looks for the key's first result, and looks only
 * when that check fails with a 4xx. A client retrying because the first response was lost, while
 * the guardrail is throttled or down, gets 503 for a personality that exists, and every replay pays
 * for an ApplyGuardrail call.
 */
describe('an Idempotency-Key replay does not depend on the guardrail', () => {
  it('returns the first result while the guardrail cannot answer', async () => {
    const user = await signedInUser();
    const marker = ulid();
    const body = {
      source: 'manual',
      name: 'Marco',
      summary: `Marco is a chess coach for club players (${marker}).`,
      traits: ['patient'],
      tone: { formality: 'neutral', warmth: 'warm', humor: 'light', verbosity: 'balanced' },
      topics: [],
      boundaries: [],
      greeting: 'Hello, I’m Marco, your chess coach.',
      sensitivity_declaration: { level: 'low', categories: [], confirmed: true },
    };
    const create = () =>
      call('/v1/personalities', {
        method: 'POST',
        headers: { ...bearer(user.accessToken), 'Content-Type': 'application/json', 'Idempotency-Key': `replay-${marker}` },
        body: JSON.stringify(body),
      });
    const first = await create();
    expect(first.status, first.text).toBe(201);

    await scriptBedrockFault('applyGuardrail', { kind: 'throttle' }, { times: 4, match: marker });
    const replay = await create();
    expect(replay.status, replay.text).toBe(201);
    expect(replay.json.id).toBe(first.json.id);
  });
});
