import * as z from 'zod/mini';
import { endpointVar, parseEnv } from '../config';
import { logger } from '../logger';
import type { GenerationEngine } from './engine';
import { localEngine } from './local-engine';
import { configuredGuardrail } from './safety/gate';

const env = parseEnv(
  z.object({
    /** `local` (default: deterministic, no network) or `bedrock`. */
    GENERATION_ENGINE: z._default(z.enum(['local', 'bedrock']), 'local'),
    BEDROCK_MODEL_ID: z._default(z.string().check(z.minLength(1)), 'amazon.nova-lite-v1:0'),
    AWS_REGION: z._default(z.string().check(z.minLength(1)), 'us-east-1'),
    /** Local stand-in (infra/local/bedrock-local.ts); unset in AWS. */
    BEDROCK_ENDPOINT: endpointVar,
  }),
);

let configured: Promise<GenerationEngine> | undefined;

/**
 * The engine chosen by configuration. Bedrock's client is loaded on first use only, so the
 * default local engine pays nothing for it at cold start. Its client is not the gate's: a
 * generation takes seconds where ApplyGuardrail takes milliseconds, so the timeouts differ, and
 * the engine retries itself within the function's time (bedrock-engine.ts), so the SDK does not.
 */
export function configuredEngine(): Promise<GenerationEngine> {
  configured ??=
    env.GENERATION_ENGINE === 'local'
      ? Promise.resolve(localEngine)
      : Promise.all([import('@aws-sdk/client-bedrock-runtime'), import('./bedrock-engine')]).then(([{ BedrockRuntimeClient }, { bedrockEngine }]) =>
          bedrockEngine(
            new BedrockRuntimeClient({ region: env.AWS_REGION, endpoint: env.BEDROCK_ENDPOINT, maxAttempts: 1, requestHandler: { connectionTimeout: 1000 } }),
            {
              modelId: env.BEDROCK_MODEL_ID,
              guardrail: configuredGuardrail,
              logger,
            },
          ),
        );
  return configured;
}
