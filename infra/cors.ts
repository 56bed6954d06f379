import { operations } from '../functions/catalogue';
import type { HttpMethod } from '../lib/contract/routes';

/**
 * The API's CORS policy (contract section 1), one declaration for both gateways: API Gateway's
 * CORS configuration (infra/constructs/service-api.ts) and the local emulator's twin of it
 * (infra/local/cors.ts). Which origins are allowed is the stage's (`cors.allowedOrigins`); what an
 * allowed origin may do is this.
 */
export const corsPolicy = {
  /** Every method a route answers, HEAD wherever GET is. */
  allowMethods: [...new Set<HttpMethod | 'HEAD'>([...Object.values(operations).map((operation) => operation.method), 'HEAD'])].sort(),
  /** The request headers a browser app sends (the admin token stays with operators' tools). */
  allowHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key', 'If-Match', 'If-None-Match', 'X-Request-Id'],
  /** What a page may read of an answer: the request id, validators, the retry hint and the rate limit. */
  exposeHeaders: ['X-Request-Id', 'ETag', 'Retry-After', 'X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset', 'RateLimit-Policy', 'RateLimit'],
  /** Credentials (the refresh cookie) travel: so an origin is always named, never `*`. */
  allowCredentials: true,
  /** How long a browser may reuse a preflight's answer. */
  maxAgeSeconds: 600,
} as const;

/** Refuses `*` (or a pattern) among allowed origins: with credentials, CORS forbids it, and an origin is named exactly. */
export function assertExactOrigins(origins: readonly string[]): void {
  for (const origin of origins) {
    let parsed: URL | undefined;
    try {
      parsed = new URL(origin);
    } catch {
      parsed = undefined;
    }
    if (!parsed || parsed.origin !== origin || origin.includes('*')) {
      throw new Error(`cors.allowedOrigins: ${JSON.stringify(origin)} is not an origin (scheme://host[:port], exactly; never * with credentials)`);
    }
  }
}
