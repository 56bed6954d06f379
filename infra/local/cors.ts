import type { IncomingMessage } from 'node:http';
import type { HttpResponse } from '../../lib/http/types';
import { corsPolicy } from '../cors';

/**
 * The local twin of API Gateway's CORS configuration (infra/constructs/service-api.ts), with the
 * policy of infra/cors.ts. The local stack allows any `http://localhost:<port>` and
 * `http://127.0.0.1:<port>` origin (contract section 1), and only those.
 */
export function isAllowedLocalOrigin(origin: string | undefined): origin is string {
  return origin !== undefined && /^http:\/\/(localhost|127\.0\.0\.1)(:\d{1,5})?$/.test(origin);
}

/**
 * A CORS preflight (OPTIONS with `Origin` and `Access-Control-Request-Method`), answered as API
 * Gateway answers it: by the gateway, with no function run and no rate-limit token drawn; the
 * CORS headers only for an allowed origin (never `*`: credentials travel). Undefined for any
 * other request.
 */
export function preflightAnswer(req: IncomingMessage): HttpResponse | undefined {
  const origin = req.headers.origin;
  if (req.method !== 'OPTIONS' || origin === undefined || req.headers['access-control-request-method'] === undefined) return undefined;
  if (!isAllowedLocalOrigin(origin)) return { statusCode: 204, headers: {} };
  return {
    statusCode: 204,
    headers: {
      'Access-Control-Allow-Origin': origin,
      'Access-Control-Allow-Credentials': 'true',
      'Access-Control-Allow-Methods': corsPolicy.allowMethods.join(','),
      'Access-Control-Allow-Headers': corsPolicy.allowHeaders.join(','),
      'Access-Control-Max-Age': String(corsPolicy.maxAgeSeconds),
      Vary: 'Origin',
    },
  };
}

/**
 * A function's answer as the gateway sends it to a browser: the CORS headers of an allowed origin
 * added, and any a function set itself dropped (API Gateway ignores them once CORS is configured).
 */
export function withCorsHeaders(req: IncomingMessage, result: HttpResponse): HttpResponse {
  const headers = Object.fromEntries(Object.entries(result.headers).filter(([name]) => !/^access-control-/i.test(name)));
  const origin = req.headers.origin;
  if (!isAllowedLocalOrigin(origin)) return { ...result, headers };
  return {
    ...result,
    headers: {
      ...headers,
      'Access-Control-Allow-Origin': origin,
      'Access-Control-Allow-Credentials': 'true',
      'Access-Control-Expose-Headers': corsPolicy.exposeHeaders.join(','),
      Vary: headers.Vary ? `${headers.Vary}, Origin` : 'Origin',
    },
  };
}
