import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import * as z from 'zod/mini';
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
    /** Set only when the stage has the edge: the value CloudFront sends as `x-origin-verify`. */
    EDGE_ORIGIN_VERIFY: z.optional(z.string().check(z.minLength(32))),
  }),
);

const digest = (value: string) => createHash('sha256').update(value).digest();
const expected = env.EDGE_ORIGIN_VERIFY === undefined ? undefined : digest(env.EDGE_ORIGIN_VERIFY);

/**
 * The client's IP, for its rate-limit bucket and the logs. API Gateway's source IP, unless the
 * stage has the edge and the request proves it came through it (the origin-verify header,
 * compared in constant time): then the address CloudFront saw. A request that does not prove it
 * keeps its own source IP, so no one can choose the bucket they are charged to.
 */
export function clientIpOf(event: HttpEvent): string {
  const source = event.requestContext?.http?.sourceIp ?? 'unknown';
  if (!expected) return source;
  const presented = headerOf(event, edgeHeaders.originVerify);
  if (presented === undefined || !timingSafeEqual(digest(presented), expected)) return source;
  const viewer = headerOf(event, edgeHeaders.viewerIp)?.trim();
  return viewer !== undefined && isIP(viewer) !== 0 ? viewer : source;
}
