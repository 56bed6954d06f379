import * as z from 'zod/mini';
import { ConfigError } from '../config';

/** Host names that never leave the machine: the only ones a provider may be reached at over plain http (local stacks). */
const loopbackHost = /^(localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\[::1\])$/i;

/**
 * Why a URL cannot be a provider's (its issuer, or its JWKS), or undefined when it can: https
 * (plain http only to a loopback host, for providers on a developer's machine), no credentials,
 * query or fragment (OpenID Connect Discovery 1.0, section 2).
 */
export function providerUrlProblem(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'is not a URL';
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopbackHost.test(url.hostname))) return 'must be https (http only to a loopback host)';
  if (url.username || url.password) return 'must not carry credentials';
  if (url.search || url.hash || value.includes('#') || value.includes('?')) return 'must have no query or fragment';
  return undefined;
}

const providerUrl = z.string().check(
  z.maxLength(512),
  z.superRefine((value, ctx) => {
    const problem = providerUrlProblem(value);
    if (problem) ctx.issues.push({ code: 'custom', message: `${problem}: ${value.slice(0, 100)}`, input: value });
  }),
);

/**
 * One trusted OpenID provider (contract 4.1): its issuer exactly as its tokens' `iss` spell it,
 * the audiences (client ids) its tokens must be for, the claim holding the email (default
 * `email`) and, for a provider whose JWKS is on another origin than its issuer (Google's is on
 * www.googleapis.com), that JWKS URL: otherwise keys are fetched only from the issuer's own origin.
 */
export const trustedIssuer = z.strictObject({
  issuer: providerUrl,
  audiences: z.array(z.string().check(z.minLength(1), z.maxLength(256))).check(z.minLength(1), z.maxLength(20)),
  email_claim: z.optional(z.string().check(z.regex(/^[\w.:/-]{1,128}$/, 'Must be a claim name'))),
  jwks_uri: z.optional(providerUrl),
});
export type TrustedIssuer = z.output<typeof trustedIssuer>;

/** The trusted providers of a stage: each issuer once. */
export const trustedIssuers = z.array(trustedIssuer).check(
  z.maxLength(20),
  z.refine((list) => new Set(list.map((i) => i.issuer)).size === list.length, 'Each issuer at most once'),
);

/** Parses the JSON of `OIDC_TRUSTED_ISSUERS` (or a CDK context value), naming what is wrong. */
export function parseTrustedIssuers(json: string, source = 'OIDC_TRUSTED_ISSUERS'): TrustedIssuer[] {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw new ConfigError(`${source}: must be a JSON list of {"issuer","audiences":[...],"email_claim"?,"jwks_uri"?}`);
  }
  const result = trustedIssuers.safeParse(value);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join('.') || '(list)'}: ${issue.message}`);
  throw new ConfigError(`${source}: ${problems.join('; ')}`);
}
