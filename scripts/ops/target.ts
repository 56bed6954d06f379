import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';
import { localSecretEnv } from '../../infra/local/local-secrets';
import { findLocalStack } from '../../infra/local/running-stacks';
import type { StackInfo } from '../../infra/local/stack';
import { stackOutputs } from '../../infra/stack-outputs';
import { Refusal } from '../../lib/contract/refusals';
import { DEFAULT_SECRETS_CACHE_SECONDS, secretCatalogue, type SecretName } from '../../lib/secrets-catalogue';
import { fileSecretStore, secretsManagerStore, type SecretStore } from './secret-store';

/** Where the commands act: the environment the service's modules read, and the secret store. */
export interface Target {
  kind: 'local' | 'aws';
  /** What the modules read at load (table, endpoints, where each secret is). */
  env: Record<string, string>;
  secrets: SecretStore;
  apiUrl: string;
  tableName: string;
  /** How long the deployment's functions reuse a secret value (rotation waits this long). */
  secretsCacheSeconds: number;
  /** The local stack's name, or the CloudFormation stack's. */
  name: string;
}

/**
 * A running local stack: the one under `dir`, or else `.local`'s, or else the latest one started
 * (infra/local/running-stacks.ts). The local stack re-reads its secrets file within a second;
 * `demo.json`'s webhook secrets follow a `webhook-secret:set`.
 */
export function localTarget(dir?: string): Target {
  let found: string;
  try {
    found = findLocalStack(dir);
  } catch (error) {
    throw new Refusal('not_found', (error as Error).message);
  }
  const stack = JSON.parse(readFileSync(join(found, 'stack.json'), 'utf8')) as StackInfo;
  const demoFile = join(found, 'demo.json');
  const keepDemoInStep = (name: SecretName, value: unknown) => {
    if (name !== 'webhookSigningSecrets' || !existsSync(demoFile)) return;
    const demo = JSON.parse(readFileSync(demoFile, 'utf8')) as Record<string, unknown>;
    demo.webhook_secrets = Object.fromEntries(Object.entries(value as Record<string, string[]>).map(([provider, slots]) => [provider, slots[0]]));
    writeFileSync(demoFile, JSON.stringify(demo, null, 2) + '\n', { mode: 0o600 });
  };
  return {
    kind: 'local',
    name: found,
    env: {
      AWS_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: 'local',
      AWS_SECRET_ACCESS_KEY: 'local',
      TABLE_NAME: stack.table_name,
      DYNAMODB_ENDPOINT: stack.dynamodb_endpoint,
      ...localSecretEnv(stack.secrets_file),
    },
    secrets: fileSecretStore(stack.secrets_file, { onWrite: keepDemoInStep }),
    apiUrl: stack.base_url,
    tableName: stack.table_name,
    secretsCacheSeconds: 1,
  };
}

/** A deployed stack, from its outputs (names in infra/stack-outputs.ts). */
export function targetFromOutputs(name: string, region: string, outputs: Record<string, string>): Target {
  const required = (key: string) => {
    const value = outputs[key];
    if (!value) throw new Refusal('not_found', `Stack ${name} has no output ${key}: deploy this version of the stack first`);
    return value;
  };
  const arns = Object.fromEntries((Object.keys(secretCatalogue) as SecretName[]).map((secret) => [secret, required(stackOutputs.secretArn(secret))])) as Record<
    SecretName,
    string
  >;
  return {
    kind: 'aws',
    name,
    env: {
      AWS_REGION: region,
      TABLE_NAME: required(stackOutputs.tableName),
      ...Object.fromEntries((Object.keys(secretCatalogue) as SecretName[]).map((secret) => [secretCatalogue[secret].envVar, arns[secret]])),
    },
    secrets: secretsManagerStore(arns),
    apiUrl: required(stackOutputs.apiUrl).replace(/\/$/, ''),
    tableName: required(stackOutputs.tableName),
    secretsCacheSeconds: DEFAULT_SECRETS_CACHE_SECONDS,
  };
}

/** A deployed stack by name: its outputs through CloudFormation, credentials and region from the usual AWS chain. */
export async function awsTarget(stackName: string, region: string | undefined, client = new CloudFormationClient(region ? { region } : {})): Promise<Target> {
  const result = await client.send(new DescribeStacksCommand({ StackName: stackName }));
  const stack = result.Stacks?.[0];
  if (!stack) throw new Refusal('not_found', `No stack ${stackName}`);
  const outputs = Object.fromEntries((stack.Outputs ?? []).map((output) => [output.OutputKey ?? '', output.OutputValue ?? '']));
  return targetFromOutputs(stackName, await client.config.region(), outputs);
}
