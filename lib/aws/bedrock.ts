import type { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';
import * as z from 'zod/mini';
import { endpointVar, parseEnv } from '../config';

const env = parseEnv(
  z.object({
    AWS_REGION: z._default(z.string().check(z.minLength(1)), 'us-east-1'),
    /** Local stand-in (infra/local/bedrock/server.ts); unset in AWS. */
    BEDROCK_ENDPOINT: endpointVar,
  }),
);

let client: Promise<BedrockRuntimeClient> | undefined;

/**
 * The one Bedrock Runtime client of the process (the guardrail and the model share it), loaded on
 * first use so a cold start that serves no guided prompt pays nothing for it. It never retries on
 * its own: every caller bounds each call with an abort signal and decides about a second call
 * within the function's time (guardrail.ts, bedrock-engine.ts).
 */
export function bedrockClient(): Promise<BedrockRuntimeClient> {
  client ??= import('@aws-sdk/client-bedrock-runtime').then(
    ({ BedrockRuntimeClient }) =>
      new BedrockRuntimeClient({ region: env.AWS_REGION, endpoint: env.BEDROCK_ENDPOINT, maxAttempts: 1, requestHandler: { connectionTimeout: 1000 } }),
  );
  return client;
}
