/**
 * `npm start -- --bedrock aws`: the local stack's model and guardrail calls go to Amazon Bedrock,
 * with the developer's own AWS credentials, so proposals can be judged on a laptop
 * (docs/bedrock-stand-in.md, "Real Bedrock from the local stack"). Everything else stays local.
 */
import { defaultProvider } from '@aws-sdk/credential-provider-node';
import type { AwsCredentialIdentityProvider } from '@smithy/types';
import { capabilities } from '../../functions/capabilities';
import { stages } from '../stages';

/** Where and with what the local stack calls Amazon Bedrock. */
export interface AwsBedrock {
  region: string;
  modelId: string;
  guardrail: { id: string; version: string };
  credentials: AwsCredentialIdentityProvider;
}

/** A flag the developer gave wrong: one line saying what to give. */
export class BedrockFlagError extends Error {
  override name = 'BedrockFlagError';
}

// ApplyGuardrail API reference: the identifier (an id or its ARN) and version patterns.
const guardrailFlag = /^((?:arn:aws(?:-[^:]+)?:bedrock:[a-z0-9-]{1,20}:[0-9]{12}:guardrail\/)?[a-z0-9]+):((?:[1-9][0-9]{0,7})|DRAFT)$/;

/**
 * The developer's credentials as the SDK's default chain finds them at start-up: environment keys,
 * else the profile (AWS_PROFILE, or `default`: SSO, shared files, a credential process, web
 * identity), else the instance or container role. Environment keys are read now, because the local
 * stack then sets `local` ones for its stand-ins; the rest of the chain is read when a call needs it.
 */
export function developerCredentials(env: NodeJS.ProcessEnv): AwsCredentialIdentityProvider {
  const { AWS_ACCESS_KEY_ID: accessKeyId, AWS_SECRET_ACCESS_KEY: secretAccessKey, AWS_SESSION_TOKEN: sessionToken, AWS_PROFILE: profile } = env;
  if (!profile && accessKeyId && secretAccessKey) {
    const fromEnvironment = { accessKeyId, secretAccessKey, ...(sessionToken ? { sessionToken } : {}) };
    return async () => fromEnvironment;
  }
  // With a profile named, the chain skips the environment's keys (the ones the local stack sets).
  return defaultProvider({ profile: profile ?? 'default' });
}

/**
 * The Bedrock target of `--bedrock aws`: `--bedrock-region` (default: the dev stage's first model
 * Region), `--model` (default: the dev stage's model) and `--guardrail <id>:<version>` (required:
 * a deployed stage's guardrail, or one of your own).
 */
export function awsBedrockOf(flags: { region?: string; model?: string; guardrail?: string }, env: NodeJS.ProcessEnv = process.env): AwsBedrock {
  const { model } = stages.dev;
  const guardrail = guardrailFlag.exec(flags.guardrail ?? '');
  if (!guardrail)
    throw new BedrockFlagError(
      `--bedrock aws needs --guardrail <id>:<version> (your deployed stage's guardrail: aws bedrock list-guardrails${flags.guardrail ? `; "${flags.guardrail}" is not an id and a version` : ''})`,
    );
  const region = flags.region ?? model.profileRegions?.[0] ?? 'us-east-1';
  if (!/^[a-z]{2}(-[a-z]+)+-\d$/.test(region)) throw new BedrockFlagError(`--bedrock-region must be an AWS Region such as us-east-1, not "${region}"`);
  return { region, modelId: flags.model ?? model.id, guardrail: { id: guardrail[1]!, version: guardrail[2]! }, credentials: developerCredentials(env) };
}

/** The configuration the functions read for it: no stand-in endpoint, Bedrock's Region, the model and the guardrail. */
export function awsBedrockEnv(target: AwsBedrock): Record<string, string> {
  return {
    BEDROCK_REGION: target.region,
    ...capabilities.invokesModel.environment({ bedrockModelId: target.modelId }),
    ...capabilities.appliesGuardrail.environment({ guardrail: target.guardrail }),
  };
}
