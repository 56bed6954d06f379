import * as z from 'zod/mini';
import { parseEnv } from '../config';
import { parseTrustedIssuers, type TrustedIssuer } from './issuers';

export type { TrustedIssuer } from './issuers';

const env = parseEnv(
  z.object({
    OIDC_TRUSTED_ISSUERS: z._default(z.string(), '[]'),
    /**
     * The least time between two fetches of one provider's keys: the contract's minute. The test
     * stack shortens it so a key rotation is tried in seconds; nothing else should.
     */
    OIDC_KEYS_REFETCH_SECONDS: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(3600)), 60),
  }),
);

/** The least time between two fetches of one provider's keys. */
export const keysRefetchIntervalMs = env.OIDC_KEYS_REFETCH_SECONDS * 1000;

/** The providers this function trusts (catalogue access `verifiesIdTokens`; the stage's `trustedIssuers`), parsed at load. */
export const configuredIssuers: readonly TrustedIssuer[] = parseTrustedIssuers(env.OIDC_TRUSTED_ISSUERS);
