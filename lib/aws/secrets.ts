import { readFileSync } from 'node:fs';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import * as z from 'zod/mini';
import { endpointVar, intVar, parseEnv } from '../config';
import { ServiceUnavailableError } from '../contract/problems';
import { DEFAULT_SECRETS_CACHE_SECONDS, secretCatalogue, type SecretName } from '../secrets-catalogue';
import { boundedClientOptions, callBounds } from './deadlines';

const env = parseEnv(
  z.object({
    AWS_REGION: z._default(z.string().check(z.minLength(1)), 'us-east-1'),
    /** Local stack only: a JSON file mapping secret ids to values, instead of Secrets Manager. */
    SECRETS_FILE: z.optional(z.string().check(z.minLength(1))),
    SECRETS_MANAGER_ENDPOINT: endpointVar,
    /** How long a secret value is reused before it is fetched again (rotation takes effect by then). */
    SECRETS_CACHE_SECONDS: intVar(DEFAULT_SECRETS_CACHE_SECONDS),
  }),
);

let client: SecretsManagerClient | undefined;
const cache = new Map<string, { value: Promise<string>; expiresAt: number }>();

/**
 * A secret that cannot be used as stored. Its message names the secret and what is wrong, never
 * any part of the value: `JSON.parse` quotes the text around a syntax error, and that text would
 * be the secret, logged at error level with the request that needed it. No `cause` either.
 */
export class MalformedSecretError extends Error {
  override name = 'MalformedSecretError';
}

/** JSON.parse without its error: the error quotes the input. */
function parseJsonOf(raw: string, what: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw new MalformedSecretError(`${what} is not valid JSON`);
  }
}

async function fetchSecret(secretId: string): Promise<string> {
  if (env.SECRETS_FILE) {
    const file = parseJsonOf(readFileSync(env.SECRETS_FILE, 'utf8'), `The secrets file ${env.SECRETS_FILE}`) as Record<string, unknown>;
    const value = file[secretId];
    if (value === undefined) throw new Error(`Secret ${secretId} is not in ${env.SECRETS_FILE}`);
    return typeof value === 'string' ? value : JSON.stringify(value);
  }
  client ??= new SecretsManagerClient({ region: env.AWS_REGION, endpoint: env.SECRETS_MANAGER_ENDPOINT, ...boundedClientOptions(callBounds.secretsManager) });
  try {
    const result = await client.send(new GetSecretValueCommand({ SecretId: secretId }));
    if (result.SecretString === undefined) throw new Error(`Secret ${secretId} has no string value`);
    return result.SecretString;
  } catch (error) {
    throw new ServiceUnavailableError(error);
  }
}

/**
 * Reads a secret (Secrets Manager in AWS, a local file on the local stack), cached per
 * container for `SECRETS_CACHE_SECONDS`. Fetched on first use, never at init, so cold start makes
 * no network call. `secretId` comes from the function's environment (an ARN in AWS).
 */
export async function readSecret<S extends z.ZodMiniType>(secretId: string, schema: S, now = Date.now()): Promise<z.output<S>> {
  let entry = cache.get(secretId);
  if (!entry || entry.expiresAt <= now) {
    entry = { value: fetchSecret(secretId), expiresAt: now + env.SECRETS_CACHE_SECONDS * 1000 };
    cache.set(secretId, entry);
    // A failed fetch must not stay cached.
    entry.value.catch(() => cache.delete(secretId));
  }
  const raw = await entry.value;
  const parsed = schema.safeParse(looksLikeJson(raw) ? parseJsonOf(raw, `Secret ${secretId}`) : raw);
  if (!parsed.success) {
    // Only the kinds of problem: paths could name a key that is itself secret material (a key
    // pasted where its id belongs), and some messages could quote a value.
    const kinds = [...new Set(parsed.error.issues.map((issue) => issue.code))].join(', ');
    throw new MalformedSecretError(`Secret ${secretId} does not have the expected shape (${kinds}); see lib/secrets-catalogue.ts`);
  }
  return parsed.data;
}

function looksLikeJson(raw: string): boolean {
  const first = raw.trimStart()[0];
  return first === '{' || first === '[';
}

/** Forgets cached values (tests that rotate a secret). */
export function clearSecretCache(): void {
  cache.clear();
}

/**
 * Binds a catalogued secret for a module: resolves its id from the environment at load (failing
 * fast with the variable's name) and returns a cached reader for its validated value.
 */
export function secretRef<N extends SecretName>(name: N): () => Promise<SecretValue<N>> {
  const { envVar, schema } = secretCatalogue[name];
  const ids = parseEnv(z.object({ [envVar]: z.string().check(z.minLength(1)) }));
  const secretId = ids[envVar] as string;
  return () => readSecret(secretId, schema) as Promise<SecretValue<N>>;
}

export type SecretValue<N extends SecretName> = z.output<(typeof secretCatalogue)[N]['schema']>;
