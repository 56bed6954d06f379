import * as z from 'zod';
import { parseEnv } from '../config';
import type { GenerationEngine } from './engine';
import { localEngine } from './local-engine';

const env = parseEnv(
  z.object({
    /** `local` (default: deterministic, no network) or `bedrock`. */
    GENERATION_ENGINE: z.enum(['local', 'bedrock']).default('local'),
    BEDROCK_MODEL_ID: z.string().min(1).default('amazon.nova-lite-v1:0'),
    AWS_REGION: z.string().min(1).default('us-east-1'),
  }),
);

let configured: Promise<GenerationEngine> | undefined;

/**
 * The engine chosen by configuration. Bedrock's client is loaded on first use only, so the
 * default local engine pays nothing for it at cold start.
 */
export function configuredEngine(): Promise<GenerationEngine> {
  configured ??=
    env.GENERATION_ENGINE === 'local'
      ? Promise.resolve(localEngine)
      : Promise.all([import('@aws-sdk/client-bedrock-runtime'), import('./bedrock-engine')]).then(([{ BedrockRuntimeClient }, { bedrockEngine }]) =>
          bedrockEngine(new BedrockRuntimeClient({ region: env.AWS_REGION }), env.BEDROCK_MODEL_ID),
        );
  return configured;
}
