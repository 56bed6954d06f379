/**
 * Settings of the local stack the tests run against. Rate limits are raised so the many requests
 * of the suite (all from 127.0.0.1, all for the demo organizations) are not throttled; the
 * limiter itself is tested with the contract's defaults on buckets of its own.
 */
export const testStackEnv: Record<string, string> = {
  LOG_LEVEL: 'info',
  // Short, so HTTP tests of replay-after-the-window need not sleep 10 s (the default).
  REFRESH_GRACE_SECONDS: '2',
  RATE_LIMIT_PUBLIC: '200/400',
  RATE_LIMIT_AUTHENTICATED: '200/400',
  RATE_LIMIT_WEBHOOK: '200/400',
  RATE_LIMIT_GENERATION: '200/400',
  // A provider's keys may be fetched again after 1 s, not the contract's minute: a key rotation is tried in a second.
  OIDC_KEYS_REFETCH_SECONDS: '1',
};
