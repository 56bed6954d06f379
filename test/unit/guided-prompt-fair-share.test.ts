import { describe, expect, it } from 'vitest';
import { fromGuidedPrompt } from '../../functions/catalogue';
import { reservedConcurrencyOf, routeThrottleOf } from '../../infra/stack';
import { stages } from '../../infra/stages';
import { bucketPolicies } from '../../lib/ratelimit/config';

/**
 * Every guided prompt costs the platform two ApplyGuardrail calls and up to two Converse calls, and
 * is never charged to the caller (`usage.charged: false`). The route's throttle and reserved
 * concurrency hold for all organizations together, so one organization's own allowance (the
 * `generation` rate class, per organization) must stay well below them: otherwise one organization
 * alone could keep every other organization's guided prompts in 429s, or hold all the reserved
 * concurrency while a slow model answers.
 */
describe('one organization cannot take the whole guided-prompt allowance', () => {
  const perOrganization = bucketPolicies[fromGuidedPrompt.rateClass];

  it.each(['dev', 'prod'] as const)('%s: an organization’s rate and burst stay well below the route’s', (stage) => {
    const route = routeThrottleOf(stages[stage], fromGuidedPrompt);
    expect(perOrganization.rate, 'requests per second one organization may send').toBeLessThan(route.rateLimit / 2);
    expect(perOrganization.burst, 'requests at once one organization may send').toBeLessThan(route.burstLimit / 2);
  });

  it('prod: an organization’s burst cannot hold all the reserved concurrency of the guided-prompt function', () => {
    const reserved = reservedConcurrencyOf(stages.prod, fromGuidedPrompt)!;
    expect(perOrganization.burst).toBeLessThan(reserved / 2);
  });
});
