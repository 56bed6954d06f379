import * as z from 'zod/mini';
import { intVar, parseEnv } from '../config';

/** Session and token settings (contract section 4); every one can be changed per environment. */
export const sessionConfig = parseEnv(
  z.object({
    /** How long after a refresh token is superseded it may still be replayed (racing tabs, lost responses). */
    REFRESH_GRACE_SECONDS: intVar(10),
    /** A session unused this long ends. */
    SESSION_IDLE_SECONDS: intVar(14 * 24 * 3600),
    /** A session ends this long after it started, however busy. */
    SESSION_ABSOLUTE_SECONDS: intVar(30 * 24 * 3600),
    /** How long an instance trusts a session it saw active; bounds how late a revocation bites (contract: 60 s). */
    SESSION_STATUS_CACHE_SECONDS: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(60)), 30),
    ACCESS_TOKEN_ISSUER: z._default(z.string().check(z.minLength(1)), 'service-api'),
    ACCESS_TOKEN_AUDIENCE: z._default(z.string().check(z.minLength(1)), 'service-api'),
  }),
);

/** Fixed by the contract: every access token lives exactly this long (`exp - iat`). */
export const ACCESS_TOKEN_TTL_SECONDS = 900;

/** How far ahead of this instance's clock a token's `iat` may be (clocks of instances differ slightly). */
export const ACCESS_TOKEN_CLOCK_SKEW_SECONDS = 5;
