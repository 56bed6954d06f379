import { createHash } from 'node:crypto';

const crockford = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A ULID derived from a time and a name instead of randomness: the same provider object always
 * maps to the same id (so projections need no lookup table), and ids still sort by creation time.
 */
export function deterministicUlid(timeMs: number, name: string): string {
  let time = '';
  let t = Math.max(0, Math.min(Math.floor(timeMs), 2 ** 48 - 1));
  for (let i = 0; i < 10; i++) {
    time = crockford[t % 32] + time;
    t = Math.floor(t / 32);
  }
  // 80 bits of the name's hash, five bits per character.
  const hash = createHash('sha256').update(name).digest();
  let bits = 0n;
  for (const byte of hash.subarray(0, 10)) bits = (bits << 8n) | BigInt(byte);
  let random = '';
  for (let i = 0; i < 16; i++) {
    random = crockford[Number(bits & 31n)] + random;
    bits >>= 5n;
  }
  return time + random;
}

/** What each id prefix names (contract section 1); docs/api.md's conventions list the same. */
export const idKinds = {
  org: 'organization',
  usr: 'user',
  ses: 'session',
  inv: 'invoice',
  pm: 'payment method',
  pers: 'personality',
  rvw: 'review ticket',
  whe: 'webhook endpoint',
  evt: 'webhook event',
  msg: 'webhook delivery',
} as const;

/** Our id pattern: a type prefix and a ULID. */
export const idPattern = (prefix: string) => new RegExp(`^${prefix}_[0-9A-HJKMNP-TV-Z]{26}$`);
