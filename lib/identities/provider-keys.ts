import { createLocalJWKSet, errors, type JSONWebKeySet, type JWTVerifyGetKey } from 'jose';
import * as z from 'zod/mini';
import type { Logger } from '../logger';
import { providerUrlProblem, type TrustedIssuer } from './issuers';

/**
 * A trusted provider's signing keys, from its discovery document and JWKS (contract 4.1), cached
 * per function instance. Where a fetch may go is decided by configuration alone, never by a
 * token: the issuer's discovery document, and the JWKS it names only on the issuer's own origin
 * (or the `jwks_uri` the stage pins), https only, redirects refused. Every fetch has a deadline
 * and a size cap. Keys are fetched again when they are 10 minutes old or a token names a `kid`
 * they lack, and never more than once a minute per issuer, whether the last fetch worked or not:
 * a flood of tokens with made-up `kid`s costs the provider one request a minute. Key rotation at
 * the provider therefore needs no deploy.
 */

/** Raised when a provider's keys cannot be had now: the contract's 503, `Retry-After` when the next fetch is allowed. */
export class ProviderUnavailableError extends Error {
  override name = 'ProviderUnavailableError';
  constructor(
    readonly issuer: string,
    readonly retryAfterSeconds: number,
    options?: { cause?: unknown },
  ) {
    super(`The keys of ${issuer} cannot be fetched now`, options);
  }
}

/** How keys are fetched and kept; defaults suit production, tests shorten them. */
export interface ProviderKeyOptions {
  fetch?: typeof fetch;
  /** The deadline of one refresh (discovery and JWKS together). Default 3 s. */
  timeoutMs?: number;
  /** The least time between two fetches of one issuer's keys. Default 60 s (contract 4.1). */
  refetchIntervalMs?: number;
  /** Keys younger than this are used without asking the provider. Default 10 minutes. */
  freshForMs?: number;
  /** Keys younger than this still serve while the provider cannot be reached. Default 1 hour. */
  usableForMs?: number;
  now?: () => number;
  logger?: Logger;
}

/** A discovery document or a JWKS is a few kilobytes; anything much larger is not one. */
const MAX_DOCUMENT_BYTES = 256 * 1024;

const discoveryDocument = z.looseObject({ issuer: z.string(), jwks_uri: z.string() });
const jwksDocument = z.looseObject({ keys: z.array(z.looseObject({ kty: z.string() })).check(z.maxLength(100)) });

/** GETs a JSON document: 200 only, no redirect followed, at most `MAX_DOCUMENT_BYTES`, within the signal's deadline. */
async function fetchJson(url: string, signal: AbortSignal, fetchImpl: typeof fetch): Promise<unknown> {
  const response = await fetchImpl(url, { signal, redirect: 'error', headers: { accept: 'application/json' } });
  if (response.status !== 200) {
    await response.body?.cancel();
    throw new Error(`${url} answered ${response.status}`);
  }
  if (Number(response.headers.get('content-length') ?? 0) > MAX_DOCUMENT_BYTES) {
    await response.body?.cancel();
    throw new Error(`${url} is larger than ${MAX_DOCUMENT_BYTES} bytes`);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of (response.body ?? []) as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (size > MAX_DOCUMENT_BYTES) throw new Error(`${url} is larger than ${MAX_DOCUMENT_BYTES} bytes`);
    chunks.push(chunk);
  }
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

/**
 * Where a provider's JWKS is: the stage's pinned `jwks_uri`, else the one its discovery document
 * names, which must be on the issuer's origin (a discovery document cannot send the function
 * anywhere else) and whose `issuer` must be exactly the configured one (Discovery, section 4.3).
 */
async function jwksUriOf(trusted: TrustedIssuer, signal: AbortSignal, fetchImpl: typeof fetch): Promise<string> {
  if (trusted.jwks_uri) return trusted.jwks_uri;
  const discoveryUrl = `${trusted.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`;
  const discovery = discoveryDocument.parse(await fetchJson(discoveryUrl, signal, fetchImpl));
  if (discovery.issuer !== trusted.issuer) throw new Error(`the discovery document of ${trusted.issuer} names another issuer`);
  const problem = providerUrlProblem(discovery.jwks_uri);
  if (problem) throw new Error(`the jwks_uri of ${trusted.issuer} ${problem}`);
  if (new URL(discovery.jwks_uri).origin !== new URL(trusted.issuer).origin) {
    throw new Error(`the jwks_uri of ${trusted.issuer} is on another origin: pin it in the stage's trusted issuer (jwks_uri) if it is right`);
  }
  return discovery.jwks_uri;
}

/** The current JWKS of a provider, fetched within one deadline. */
async function fetchJwks(trusted: TrustedIssuer, timeoutMs: number, fetchImpl: typeof fetch): Promise<JSONWebKeySet> {
  const signal = AbortSignal.timeout(timeoutMs);
  const jwks = await fetchJson(await jwksUriOf(trusted, signal, fetchImpl), signal, fetchImpl);
  return jwksDocument.parse(jwks);
}

/**
 * The key resolver of one trusted provider, for `jwtVerify`: picks the key of a token's header
 * (`kid`, `alg`, key type, as jose's local JWKS does) from the cached set, refreshing it as the
 * module comment says. Throws `ProviderUnavailableError` when it has no usable keys and may not
 * or cannot fetch them, and jose's `JWKSNoMatchingKey` when the set lacks the token's key.
 */
export function providerKeys(trusted: TrustedIssuer, options: ProviderKeyOptions = {}): JWTVerifyGetKey {
  const {
    fetch: fetchImpl = globalThis.fetch,
    timeoutMs = 3000,
    refetchIntervalMs = 60_000,
    freshForMs = 600_000,
    usableForMs = 3_600_000,
    now = Date.now,
    logger,
  } = options;
  let keys: ReturnType<typeof createLocalJWKSet> | undefined;
  let fetchedAt = -Infinity;
  let attemptedAt = -Infinity;
  let pending: Promise<void> | undefined;

  const mayFetch = () => pending !== undefined || now() - attemptedAt >= refetchIntervalMs;
  const retryAfter = () => Math.max(1, Math.ceil((attemptedAt + refetchIntervalMs - now()) / 1000));
  // Concurrent callers share one fetch.
  const refresh = () =>
    (pending ??= (async () => {
      attemptedAt = now();
      try {
        keys = createLocalJWKSet(await fetchJwks(trusted, timeoutMs, fetchImpl));
        fetchedAt = now();
      } catch (error) {
        logger?.warn('OpenID provider keys could not be fetched', { issuer: trusted.issuer, error });
        throw new ProviderUnavailableError(trusted.issuer, retryAfter(), { cause: error });
      } finally {
        pending = undefined;
      }
    })());

  return async (header, token) => {
    if (now() - fetchedAt >= freshForMs && mayFetch()) {
      // Keys a little stale still serve while the provider is unreachable; none, or too old, cannot.
      await refresh().catch((error: unknown) => {
        if (now() - fetchedAt >= usableForMs) throw error;
      });
    }
    if (!keys || now() - fetchedAt >= usableForMs) throw new ProviderUnavailableError(trusted.issuer, retryAfter());
    try {
      return await keys(header, token);
    } catch (error) {
      // A key the set lacks: the provider may have rotated; ask it again, once a minute at most.
      if (!(error instanceof errors.JWKSNoMatchingKey) || !mayFetch()) throw error;
      await refresh();
      return keys(header, token);
    }
  };
}
