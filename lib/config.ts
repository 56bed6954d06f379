import * as z from 'zod/mini';
import './contract/zod-messages';

/** Raised at module load when the environment does not satisfy a config schema. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Parses environment variables once, at module load, with a zod schema.
 * Fails fast with every offending variable named, so a bad deploy dies at init with a clear
 * message instead of on the first request.
 */
export function parseEnv<S extends z.ZodMiniType>(schema: S, env: NodeJS.ProcessEnv = process.env): z.output<S> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join('.') || '(env)'}: ${issue.message}`);
  throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
}

/** A positive integer read from a string variable, with a default. */
export const intVar = (fallback: number) => z._default(z.coerce.number().check(z.int(), z.positive()), fallback);

/** An optional endpoint override (local stand-ins); unset in AWS. */
export const endpointVar = z.optional(z.url());
