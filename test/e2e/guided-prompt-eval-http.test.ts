import { describe, expect, it } from 'vitest';
import { httpTarget } from '../../eval/guided-prompts/proposer';
import { loadSet, runSafety, summarise } from '../../eval/guided-prompts/safety';
import { stack } from '../support/api';
import { signedInUser } from '../support/sessions';

/**
 * `npm run eval:guided -- --base-url … --token …` measures any running API over HTTP: here the
 * test stack, on a few entries of the seen dev set, with an access token that no longer works so
 * the run must renew it with the refresh token, as a long run on a deployed stage does.
 */
describe('the evaluation over HTTP', () => {
  it('runs a safety set against a running API and reports what it refused, renewing the access token', async () => {
    const user = await signedInUser();
    const items = loadSet('safety-dev.json');
    const sample = [
      ...items.filter((i) => i.expect === 'refuse').slice(0, 3),
      ...items.filter((i) => i.expect === 'serve' && i.critical.length > 0).slice(0, 3),
    ];
    const target = httpTarget(stack.base_url, { token: 'expired.access.token', refreshToken: user.refreshToken });
    const summary = summarise(await runSafety(sample, target.propose, 2));
    expect(summary.violationsRefused).toEqual({ hit: 3, of: 3 });
    expect(summary.benignRefused).toEqual({ hit: 0, of: 3 });
    expect(summary.criticalOverall.hit).toBeGreaterThan(0);
  });

  it('says what to do when the token is refused and there is nothing to renew it with', async () => {
    const target = httpTarget(stack.base_url, { token: 'not-a-token' });
    await expect(target.propose({ description: 'A patient chess coach.' })).rejects.toThrow(/--refresh-token/);
  });
});
