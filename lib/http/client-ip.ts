import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import * as z from 'zod/mini';
import { readSecret } from '../aws/secrets';
import { parseEnv } from '../config';
import { headerOf } from './headers';
import type { HttpEvent } from './types';

/** The headers the edge (infra/constructs/edge.ts) adds to what it forwards. */
export const edgeHeaders = {
  /** The edge's secret: proves the request came through CloudFront. */
  originVerify: 'x-origin-verify',
  /** The client's address as CloudFront saw it (set by a CloudFront Function, replacing the client's). */
  viewerIp: 'x-viewer-ip',
} as const;

const env = parseEnv(
  z.object({
    /**
     * Set only when the stage has the edge: the ARN of the secret CloudFront sends as
     * `x-origin-verify`, read at run time (never its value in the function's configuration).
     */
    EDGE_ORIGIN_VERIFY_SECRET: z.optional(z.string().check(z.minLength(1))),
  }),
);

const digest = (value: string) => createHash('sha256').update(value).digest();
const originVerifyValue = z.string().check(z.minLength(32));

/** The client's IP as API Gateway saw it. */
export const sourceIpOf = (event: HttpEvent): string => event.requestContext?.http?.sourceIp ?? 'unknown';

/**
 * The client's IP, for its rate-limit bucket and the logs. API Gateway's source IP, unless the
 * stage has the edge (`readOriginVerify`) and the request proves it came through it (the
 * origin-verify header, compared in constant time): then the address CloudFront saw. A request
 * that does not prove it keeps its own source IP, so no one can choose the bucket they are charged
 * to. The secret is read only for a request that presents the header (cached per instance like
 * every secret, lib/aws/secrets.ts); when it cannot be read, this throws and the caller keeps the
 * source IP.
 */
export function clientIpResolver(readOriginVerify: (() => Promise<string>) | undefined): (event: HttpEvent) => Promise<string> {
  return async (event) => {
    const source = sourceIpOf(event);
    if (!readOriginVerify) return source;
    const presented = headerOf(event, edgeHeaders.originVerify);
    if (presented === undefined || !timingSafeEqual(digest(presented), digest(await readOriginVerify()))) return source;
    const viewer = headerOf(event, edgeHeaders.viewerIp)?.trim();
    return viewer !== undefined && isIP(viewer) !== 0 ? viewer : source;
  };
}

/** This function's client-IP resolver: with the edge's secret when the stage has the edge. */
export const clientIpOf = clientIpResolver(
  env.EDGE_ORIGIN_VERIFY_SECRET === undefined ? undefined : () => readSecret(env.EDGE_ORIGIN_VERIFY_SECRET!, originVerifyValue),
);
