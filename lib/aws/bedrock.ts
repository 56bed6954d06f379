import type { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';
import type { AwsCredentialIdentityProvider } from '@smithy/types';
import * as z from 'zod/mini';
import { endpointVar, parseEnv } from '../config';
import { boundedClientOptions, callBounds } from './deadlines';

const env = parseEnv(
  z.object({
    AWS_REGION: z._default(z.string().check(z.minLength(1)), 'us-east-1'),
    /** Where Bedrock is called when not in the process's Region (the local stack's `--bedrock-region`); unset in AWS. */
    BEDROCK_REGION: z.optional(z.string().check(z.minLength(1))),
    /** The local stand-in (stand-ins/bedrock/); unset in AWS and with the local stack's `--bedrock aws`. */
    BEDROCK_ENDPOINT: endpointVar,
  }),
);

let client: Promise<BedrockRuntimeClient> | undefined;
let credentials: AwsCredentialIdentityProvider | undefined;

/**
 * The local stack's `--bedrock aws` (infra/local/bedrock-aws.ts): Bedrock is called with the
 * developer's own credentials while every local stand-in is signed for with `local` ones. A Lambda
 * never calls this: its role's credentials come from its environment.
 */
export function useBedrockCredentials(provider: AwsCredentialIdentityProvider): void {
  credentials = provider;
  client = undefined;
}

/**
 * The one Bedrock Runtime client of the process (the guardrail and the model share it), loaded on
 * first use so a cold start that serves no guided prompt pays nothing for it. It never retries on
 * its own: every caller bounds each call with an abort signal and decides about a second call
 * within the function's time (lib/personalities/guardrail.ts, bedrock-engine.ts).
 */
export function bedrockClient(): Promise<BedrockRuntimeClient> {
  client ??= import('@aws-sdk/client-bedrock-runtime').then(
    ({ BedrockRuntimeClient }) =>
      // HTTP/1.1 (Converse and ApplyGuardrail stream nothing), bounded like every other client: a
      // call never outlives the invocation's deadline, so a silent Bedrock is a 503 in time.
      new BedrockRuntimeClient({
        region: env.BEDROCK_REGION ?? env.AWS_REGION,
        endpoint: env.BEDROCK_ENDPOINT,
        ...(credentials ? { credentials } : {}),
        ...boundedClientOptions(callBounds.bedrock),
      }),
  );
  return client;
}
