import { randomBytes } from 'node:crypto';
import type * as z from 'zod/mini';
import { Refusal } from '../contract/refusals';
import { DEFAULT_SECRETS_CACHE_SECONDS, secretCatalogue, type accessKeyRotation } from '../secrets-catalogue';
import { ACCESS_TOKEN_TTL_SECONDS } from './config';

/** The secret as stored: `current`, the keys by kid, and the rotation in progress. */
type StoredKeySet = { current: string; rotation?: z.output<typeof accessKeyRotation> } & Record<string, unknown>;

/** The three steps of a rotation, each run once, in order, with waits between them. */
export type RotationStep = 'add' | 'switch' | 'retire';

/** What a step needs besides the stored value; `secretsCacheSeconds` is the deployment's SECRETS_CACHE_SECONDS. */
export interface RotationOptions {
  nowMs: number;
  /** Skip the waits (an emergency: a leaked key is retired at once, and tokens it signed stop working). */
  force?: boolean;
  secretsCacheSeconds?: number;
}

const iso = (ms: number) => new Date(ms).toISOString();
const kidsOf = (value: StoredKeySet) => Object.keys(value).filter((name) => name !== 'current' && name !== 'rotation');

/**
 * One step of an access-token key rotation, on the secret's stored value; returns the new value
 * and a summary (never a key):
 * - `add`: a new random key that verifies but does not sign yet;
 * - `switch`: the added key signs; allowed once every instance has read it (the secrets cache);
 * - `retire`: the old key is removed; allowed once every token it signed has expired (the cache,
 *   then the token lifetime), so no client is logged out by the rotation.
 * Each step run twice changes nothing the second time.
 */
export function rotateAccessKeys(
  stored: unknown,
  step: RotationStep,
  { nowMs, force = false, secretsCacheSeconds = DEFAULT_SECRETS_CACHE_SECONDS }: RotationOptions,
) {
  if (!secretCatalogue.accessTokenKeys.schema.safeParse(stored).success)
    throw new Refusal('invalid_input', 'The stored access-token key set does not have the expected shape');
  const value = structuredClone(stored) as StoredKeySet;
  const rotation = value.rotation ?? {};
  const wait = (fromIso: string, seconds: number) => Date.parse(fromIso) + seconds * 1000;
  const summary = (changed: boolean, next: string | null) => ({ step, changed, current: value.current, kids: kidsOf(value), next });

  if (step === 'add') {
    if (rotation.retiring)
      throw new Refusal(
        'conflict',
        `Key ${rotation.retiring.kid} is still retiring; run --step retire after ${iso(wait(rotation.retiring.since, secretsCacheSeconds + ACCESS_TOKEN_TTL_SECONDS))}`,
      );
    const switchAfter = (at: string) => `switch after ${iso(wait(at, secretsCacheSeconds))}`;
    if (rotation.added) return { value, summary: summary(false, switchAfter(rotation.added.at)) };
    const kid = `k${Math.max(0, ...kidsOf(value).map((k) => Number(/^k(\d+)$/.exec(k)?.[1] ?? 0))) + 1}`;
    value[kid] = randomBytes(32).toString('base64url');
    value.rotation = { added: { kid, at: iso(nowMs) } };
    return { value, summary: summary(true, switchAfter(iso(nowMs))) };
  }

  if (step === 'switch') {
    if (!rotation.added) {
      if (rotation.retiring)
        return { value, summary: summary(false, `retire after ${iso(wait(rotation.retiring.since, secretsCacheSeconds + ACCESS_TOKEN_TTL_SECONDS))}`) };
      throw new Refusal('conflict', 'No key was added to switch to; run --step add first');
    }
    const readyAt = wait(rotation.added.at, secretsCacheSeconds);
    if (nowMs < readyAt && !force) throw new Refusal('too_early', `Instances may not have read key ${rotation.added.kid} yet; switch after ${iso(readyAt)}`);
    const previous = value.current;
    value.current = rotation.added.kid;
    value.rotation = { retiring: { kid: previous, since: iso(nowMs) } };
    return { value, summary: summary(true, `retire after ${iso(nowMs + (secretsCacheSeconds + ACCESS_TOKEN_TTL_SECONDS) * 1000)}`) };
  }

  if (!rotation.retiring) {
    if (rotation.added) throw new Refusal('conflict', `Key ${rotation.added.kid} was added but does not sign yet; run --step switch first`);
    return { value, summary: summary(false, null) };
  }
  const readyAt = wait(rotation.retiring.since, secretsCacheSeconds + ACCESS_TOKEN_TTL_SECONDS);
  if (nowMs < readyAt && !force) throw new Refusal('too_early', `Tokens signed by ${rotation.retiring.kid} may still be live; retire after ${iso(readyAt)}`);
  delete value[rotation.retiring.kid];
  delete value.rotation;
  return { value, summary: summary(true, null) };
}
