import { describe, expect, it } from 'vitest';
import { setSigningSecret } from '../../lib/billing/signing-secret-rotation';
import { Refusal } from '../../lib/contract/refusals';
import { secretCatalogue } from '../../lib/secrets-catalogue';
import { rotateAccessKeys } from '../../lib/sessions/access-key-rotation';
import { changesBetween } from '../../lib/vocabularies/publish';
import { targetFromOutputs } from '../../scripts/ops/target';

const key = (c: string) => c.repeat(43);
const minute = 60_000;
const refused = (code: string) => expect.objectContaining({ name: 'Refusal', code });

describe('keys:rotate (access-token keys)', () => {
  const start = Date.parse('2026-11-22T10:00:00.000Z');
  const stored = { current: 'k1', k1: key('a') };

  it('adds, then switches after the secrets cache, then retires after the token lifetime, never dropping a key that can verify a live token', () => {
    const added = rotateAccessKeys(stored, 'add', { nowMs: start });
    expect(added.summary).toMatchObject({ changed: true, current: 'k1', kids: ['k1', 'k2'] });
    expect(added.value.k2).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The service still reads the set, and k1 still signs.
    expect(secretCatalogue.accessTokenKeys.schema.parse(added.value)).toEqual({ current: 'k1', keys: { k1: key('a'), k2: added.value.k2 } });
    expect(rotateAccessKeys(added.value, 'add', { nowMs: start + minute }).summary.changed).toBe(false);

    expect(() => rotateAccessKeys(added.value, 'switch', { nowMs: start + 4 * minute })).toThrow(Refusal);
    const switched = rotateAccessKeys(added.value, 'switch', { nowMs: start + 5 * minute });
    expect(switched.summary).toMatchObject({ changed: true, current: 'k2', kids: ['k1', 'k2'] });

    // Retiring k1 waits for every token it signed: the cache (5 min) and the token lifetime (15 min).
    expect(() => rotateAccessKeys(switched.value, 'retire', { nowMs: start + 24 * minute })).toThrow(Refusal);
    const retired = rotateAccessKeys(switched.value, 'retire', { nowMs: start + 25 * minute });
    expect(retired.summary).toMatchObject({ changed: true, current: 'k2', kids: ['k2'] });
    expect(secretCatalogue.accessTokenKeys.schema.parse(retired.value)).toEqual({ current: 'k2', keys: { k2: added.value.k2 } });
    expect(rotateAccessKeys(retired.value, 'retire', { nowMs: start + 26 * minute }).summary.changed).toBe(false);
    expect(rotateAccessKeys(retired.value, 'add', { nowMs: start + 27 * minute }).summary.kids).toEqual(['k2', 'k3']);
  });

  it('refuses steps out of order, and skips the waits only with force', () => {
    expect(() => rotateAccessKeys(stored, 'switch', { nowMs: start })).toThrow(expect.objectContaining({ code: 'conflict' }));
    const added = rotateAccessKeys(stored, 'add', { nowMs: start });
    expect(() => rotateAccessKeys(added.value, 'retire', { nowMs: start })).toThrow(expect.objectContaining({ code: 'conflict' }));
    const switched = rotateAccessKeys(added.value, 'switch', { nowMs: start, force: true });
    expect(() => rotateAccessKeys(switched.value, 'add', { nowMs: start })).toThrow(expect.objectContaining({ code: 'conflict' }));
    expect(rotateAccessKeys(switched.value, 'retire', { nowMs: start, force: true }).summary.kids).toEqual(['k2']);
    expect(() => rotateAccessKeys({ current: 'k9' }, 'add', { nowMs: start })).toThrow(refused('invalid_input'));
  });

  it('never prints a key', () => {
    const { value, summary } = rotateAccessKeys(stored, 'add', { nowMs: start });
    for (const secret of [value.k1, value.k2]) expect(JSON.stringify(summary)).not.toContain(secret);
  });
});

describe('webhook-secret:set (two slots)', () => {
  const stored = { stripe: ['whsec_old'], standard: [] };

  it('puts the new secret first and keeps the one it replaces, until the previous is dropped', () => {
    const set = setSigningSecret(stored, 'stripe', 'whsec_new');
    expect(set.value.stripe).toEqual(['whsec_new', 'whsec_old']);
    expect(setSigningSecret(set.value, 'stripe', 'whsec_new').summary.changed).toBe(false);
    expect(setSigningSecret(set.value, 'stripe', 'whsec_newer').value.stripe).toEqual(['whsec_newer', 'whsec_new']);
    expect(setSigningSecret(set.value, 'stripe', 'whsec_new', { dropPrevious: true }).value.stripe).toEqual(['whsec_new']);
    expect(JSON.stringify(set.summary)).not.toContain('whsec');
  });

  it('refuses an unknown provider and a secret in the wrong shape for its provider', () => {
    expect(() => setSigningSecret(stored, 'paypal', 'whsec_x')).toThrow(refused('invalid_input'));
    expect(() => setSigningSecret(stored, 'standard', 'not-a-whsec')).toThrow(refused('invalid_input'));
  });
});

describe('vocabulary changes', () => {
  it('are what was added, removed and renamed between two topic lists', () => {
    const t = (id: string, label: string) => ({ id, label });
    expect(changesBetween([t('a', 'A'), t('b', 'B')], [t('b', 'Bee'), t('c', 'C')])).toEqual({
      added: [t('c', 'C')],
      removed: [t('a', 'A')],
      renamed: [{ id: 'b', from: 'B', to: 'Bee' }],
    });
  });
});

describe('--stack', () => {
  it('refuses a stack without the outputs this version reads, naming the missing one', () => {
    expect(() => targetFromOutputs('Old', 'eu-west-1', { ApiUrl: 'https://x' })).toThrow(/has no output \w+: deploy this version/);
  });
});
