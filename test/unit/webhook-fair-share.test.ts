import { describe, expect, it } from 'vitest';
import { deliverWebhooks } from '../../functions/catalogue';
import { queueTriggersOf } from '../../functions/definitions';
import { reservedConcurrencyOf } from '../../infra/stack';
import { stages } from '../../infra/stages';
import { MAX_ATTEMPTS_PER_ENDPOINT, MAX_ATTEMPTS_PER_ORGANIZATION } from '../../lib/webhooks/delivery/attempt-slots';
import { targetsByReceiver } from '../../lib/webhooks/events/fan-out';
import type { StoredWebhookEndpoint } from '../../lib/webhooks/endpoints/repository';
import { deferralDelayMs } from '../../lib/webhooks/delivery/schedule';
import { inTurns, SWEEP_PER_ORGANIZATION } from '../../lib/webhooks/delivery/sweep';

/**
 * Contract 8: one organization's receivers, however slow or many, never delay another
 * organization's deliveries by more than a few seconds. The pieces that hold it, as pure logic;
 * test/reliability/webhooks.test.ts measures it on the local stack.
 */
describe('fair share of the delivery lanes', () => {
  it('lets one organization hold well under half of either lane’s workers, and fewer per endpoint', () => {
    for (const lane of queueTriggersOf(deliverWebhooks)) {
      // An invocation is held by its slowest record: one organization's attempts hold at most that many invocations.
      expect(MAX_ATTEMPTS_PER_ORGANIZATION, lane.queue).toBeLessThanOrEqual(lane.maxConcurrency! / 2);
    }
    expect(MAX_ATTEMPTS_PER_ENDPOINT).toBeLessThan(MAX_ATTEMPTS_PER_ORGANIZATION);
  });

  it('reserves, in prod, the concurrency both lanes may use at once', () => {
    const lanes = queueTriggersOf(deliverWebhooks).reduce((sum, lane) => sum + lane.maxConcurrency!, 0);
    expect(reservedConcurrencyOf(stages.prod, deliverWebhooks)).toBe(lanes);
  });

  it('makes a delivery that finds no slot wait about as long as it has waited, from 1 s to 5 min, with jitter', () => {
    expect(deferralDelayMs(0, 0)).toBe(1_000);
    expect(deferralDelayMs(0, 0.999)).toBeLessThanOrEqual(1_500);
    expect(deferralDelayMs(8_000, 0)).toBe(8_000);
    expect(deferralDelayMs(3_600_000, 0)).toBe(300_000);
    expect(deferralDelayMs(3_600_000, 0.999)).toBeLessThan(450_000);
    // Doubling: a delivery waiting behind a hung receiver for an hour is looked at about a dozen times, not thousands.
    let waited = 0;
    let looks = 0;
    while (waited < 3_600_000) {
      waited += deferralDelayMs(waited, 0.5);
      looks++;
    }
    expect(looks).toBeLessThan(25);
  });
});

describe('the sweeper deals organizations their turns', () => {
  const due = (org: string, n: number) => Array.from({ length: n }, (_, i) => ({ org, i }));

  it('sends every organization’s first due delivery in the first round, whatever another’s backlog', () => {
    const items = [...due('a', 1000), ...due('b', 1), ...due('c', 2)];
    const turns = inTurns(items, (item) => item.org, SWEEP_PER_ORGANIZATION);
    expect(turns.slice(0, 3).map((item) => item.org)).toEqual(['a', 'b', 'c']);
    expect(turns.filter((item) => item.org === 'a')).toHaveLength(SWEEP_PER_ORGANIZATION);
    expect(turns).toHaveLength(SWEEP_PER_ORGANIZATION + 3);
    // Within an organization, the order given (oldest first) is kept.
    expect(turns.filter((item) => item.org === 'a').map((item) => item.i)).toEqual([...Array(SWEEP_PER_ORGANIZATION).keys()]);
  });

  it('keeps everything when nobody is over the bound', () => {
    expect(inTurns([], (x: string) => x, 5)).toEqual([]);
    expect(inTurns(['x', 'y', 'x'], (x) => x, 5)).toEqual(['x', 'y', 'x']);
  });
});

describe('one delivery per URL', () => {
  const endpoint = (id: string, url: string): StoredWebhookEndpoint => ({
    id: `whe_01JDEM00000000000000000${id}`,
    organization_id: 'org_01JDEM0000000000000000001',
    url,
    description: null,
    events: ['*'],
    status: 'enabled',
    created_at: '2026-11-01T00:00:00.000Z',
    updated_at: '2026-11-01T00:00:00.000Z',
    secret_rotated_at: null,
  });

  it('delivers once to sixteen endpoints at one URL, on the oldest, signed by all of them', () => {
    const sixteen = Array.from({ length: 16 }, (_, i) => endpoint(String(i).padStart(3, '0'), 'https://victim.example/hook'));
    const targets = targetsByReceiver([...sixteen].reverse());
    expect(targets).toHaveLength(1);
    expect(targets[0]!.endpoint.id).toBe(sixteen[0]!.id);
    expect(targets[0]!.cosigners).toEqual(sixteen.slice(1).map((e) => e.id));
  });

  it('counts spellings of one URL as one receiver, and different URLs as different ones', () => {
    const targets = targetsByReceiver([
      endpoint('001', 'https://victim.example/hook'),
      endpoint('002', 'HTTPS://Victim.Example.:443/hook'),
      endpoint('003', 'https://victim.example../hook'),
      endpoint('004', 'https://victim.example/other'),
      endpoint('005', 'https://victim.example/hook?x=1'),
    ]);
    expect(targets.map((t) => [t.endpoint.id.slice(-3), t.cosigners.map((id) => id.slice(-3))])).toEqual([
      ['001', ['002', '003']],
      ['004', []],
      ['005', []],
    ]);
  });
});
