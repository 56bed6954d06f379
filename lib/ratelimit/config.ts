import * as z from 'zod/mini';
import { parseEnv } from '../config';
import type { RateClass } from '../contract/routes';

/** A bucket's policy: requests per second, and the burst a full bucket allows. */
export interface BucketPolicy {
  /** Tokens added per second (the sustained request rate). */
  rate: number;
  /** Bucket capacity: how many requests may arrive at once. */
  burst: number;
}

/** `"<rate>/<burst>"`, e.g. `"20/40"`. */
const policy = (fallback: string) =>
  z
    .pipe(
      z._default(z.string().check(z.regex(/^\d+(\.\d+)?\/\d+$/, 'Use "<requests per second>/<burst>", e.g. "20/40"')), fallback),
      z.transform((value) => {
        const [rate, burst] = value.split('/').map(Number) as [number, number];
        return { rate, burst };
      }),
    )
    .check(z.refine(({ rate, burst }) => rate > 0 && burst >= 1, 'Rate must be positive and burst at least 1'));

const env = parseEnv(
  z.object({
    RATE_LIMIT_AUTHENTICATED: policy('20/40'),
    RATE_LIMIT_PUBLIC: policy('5/10'),
    RATE_LIMIT_WEBHOOK: policy('50/100'),
    // A person designing personalities proposes and refines every few seconds at most; the route's
    // throttle is for every organization together, so one organization's share stays well below it.
    RATE_LIMIT_GENERATION: policy('1/4'),
  }),
);

/** Per route class (contract section 5); each class has buckets of its own. */
export const bucketPolicies: Record<RateClass, BucketPolicy> = {
  authenticated: env.RATE_LIMIT_AUTHENTICATED,
  public: env.RATE_LIMIT_PUBLIC,
  webhook: env.RATE_LIMIT_WEBHOOK,
  generation: env.RATE_LIMIT_GENERATION,
};
