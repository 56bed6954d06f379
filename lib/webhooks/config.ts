import * as z from 'zod/mini';
import { parseEnv } from '../config';

/** `true` or `false` (default false). */
const flag = z.pipe(
  z._default(z.enum(['true', 'false']), 'false'),
  z.transform((value) => value === 'true'),
);

const env = parseEnv(
  z.object({
    /**
     * Loopback receivers (`http://127.0.0.1:<port>`, `http://localhost`) are allowed: the local
     * stack sets it, so a developer's own machine can receive deliveries. Never set in AWS, where
     * a loopback address would be the function's own sandbox.
     */
    WEBHOOK_ALLOW_LOOPBACK: flag,
    /**
     * Webhook URLs are never looked up (loopback names resolve to 127.0.0.1, every other name does
     * not resolve) and attempts connect to loopback addresses only (url-safety.ts, `hermetic`). The
     * local stack sets it, so it asks no DNS server anything and reaches nothing off the machine,
     * whatever URL it is given (contract 7). Never set in AWS.
     */
    WEBHOOK_HERMETIC: flag,
    /**
     * Divides every delay of the delivery schedule (and the 5-day auto-disable window): the local
     * stack's `--webhook-time-scale` (default 1000 there: 5 min becomes 0.3 s). 1 in AWS.
     */
    WEBHOOK_TIME_SCALE: z._default(z.coerce.number().check(z.positive(), z.lte(1_000_000)), 1),
  }),
);

/** What this process allows and how fast its clock of retries runs (from the environment, parsed once). */
export const webhookConfig = {
  allowLoopback: env.WEBHOOK_ALLOW_LOOPBACK,
  hermetic: env.WEBHOOK_HERMETIC,
  timeScale: env.WEBHOOK_TIME_SCALE,
} as const;
