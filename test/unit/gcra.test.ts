import { describe, expect, it } from 'vitest';
import { rateLimitHeaders } from '../../lib/http/middleware/rate-limit';
import { admissionLimit, admitted, emissionInterval, refused } from '../../lib/ratelimit/gcra';

const policy = { rate: 5, burst: 10 };
const now = 1_800_000_000_000;

describe('GCRA arithmetic', () => {
  it('spaces tokens by the emission interval and admits burst requests at once', () => {
    expect(emissionInterval(policy)).toBe(200);
    expect(admissionLimit(policy, now)).toBe(now + 9 * 200);
  });

  it('reports burst - 1 remaining after the first request into a full bucket', () => {
    const d = admitted(policy, now, now + 200);
    expect(d).toMatchObject({ allowed: true, remaining: 9, resetAt: now + 200 });
  });

  it('reports 0 remaining after the burst-th request', () => {
    expect(admitted(policy, now, now + 10 * 200).remaining).toBe(0);
  });

  it('tells a refused caller when one token will be back', () => {
    const d = refused(policy, now, now + 10 * 200);
    expect(d.allowed).toBe(false);
    expect(d.retryAfterSeconds).toBe(1);
    expect(refused(policy, now, now + 20 * 200).retryAfterSeconds).toBe(3);
  });

  it('renders the contract headers consistently', () => {
    const headers = rateLimitHeaders(admitted(policy, now, now + 3 * 200), 'ip', now);
    expect(headers).toEqual({
      'X-RateLimit-Limit': '5',
      'X-RateLimit-Remaining': '7',
      'X-RateLimit-Reset': new Date(now + 600).toISOString(),
      'RateLimit-Policy': '"ip";q=10;w=2',
      RateLimit: '"ip";r=7;t=1',
    });
  });
});
