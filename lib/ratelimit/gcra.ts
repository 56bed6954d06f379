import type { BucketPolicy } from './config';

/**
 * GCRA (generic cell rate algorithm), the token bucket as one number per bucket: the theoretical
 * arrival time `tat` (epoch ms). The bucket is full when `tat <= now`; each request pushes `tat`
 * one emission interval `T = 1000 / rate` later; a request is admitted while `tat` stays within
 * `burst * T` of now. Pure functions: the store applies them with conditional writes.
 */
export const emissionInterval = ({ rate }: BucketPolicy) => 1000 / rate;

/** The latest `tat` at which one more request is still admitted: `now + (burst - 1) * T`. */
export const admissionLimit = (policy: BucketPolicy, now: number) => now + (policy.burst - 1) * emissionInterval(policy);

/** The limiter's answer for one request: admitted or not, what is left, and when the bucket is full again. */
export interface Decision {
  allowed: boolean;
  policy: BucketPolicy;
  /** Whole tokens left after this request. */
  remaining: number;
  /** Epoch ms at which the bucket is full again. */
  resetAt: number;
  /** Whole seconds until a request would be admitted (0 when this one was). */
  retryAfterSeconds: number;
}

/** The decision for a request that moved the bucket to `newTat`. */
export function admitted(policy: BucketPolicy, now: number, newTat: number): Decision {
  const t = emissionInterval(policy);
  const remaining = Math.max(0, Math.floor((now + policy.burst * t - newTat) / t + 1e-9));
  return { allowed: true, policy, remaining, resetAt: Math.max(newTat, now), retryAfterSeconds: 0 };
}

/** The decision for a request refused because the bucket stands at `tat`. */
export function refused(policy: BucketPolicy, now: number, tat: number): Decision {
  const waitMs = tat - admissionLimit(policy, now);
  return { allowed: false, policy, remaining: 0, resetAt: tat, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
}
