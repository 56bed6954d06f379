import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConverseCommand } from '@aws-sdk/client-bedrock-runtime';
import type { AwsCredentialIdentityProvider, HttpRequest } from '@smithy/types';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { awsBedrockEnv, awsBedrockOf, BedrockFlagError } from '../../infra/local/bedrock-aws';
import { stages } from '../../infra/stages';

/**
 * `npm start -- --bedrock aws` (infra/local/bedrock-aws.ts): the local stack's model and guardrail
 * calls go to Amazon Bedrock in the Region asked for, signed with the developer's credentials as the
 * SDK's default chain finds them at start-up, never with the `local` ones the stack then sets for its
 * stand-ins. Checked without a network: the signed request is caught before it is sent.
 */
const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  vi.resetModules();
});

/** The request the service's Bedrock client would send, signed, caught before the network. */
async function signedRequest(env: Record<string, string>, credentials: AwsCredentialIdentityProvider) {
  vi.resetModules();
  delete process.env.BEDROCK_ENDPOINT;
  Object.assign(process.env, env, { AWS_ACCESS_KEY_ID: 'local', AWS_SECRET_ACCESS_KEY: 'local', AWS_REGION: 'us-east-1' });
  const { bedrockClient, useBedrockCredentials } = await import('../../lib/aws/bedrock');
  useBedrockCredentials(credentials);
  const client = await bedrockClient();
  let caught: HttpRequest | undefined;
  client.middlewareStack.add(
    () => async (args) => {
      caught = args.request as HttpRequest;
      throw new Error('caught before the network');
    },
    { step: 'finalizeRequest', priority: 'low', name: 'catchSigned' },
  );
  await expect(client.send(new ConverseCommand({ modelId: env.BEDROCK_MODEL_ID!, messages: [{ role: 'user', content: [{ text: 'x' }] }] }))).rejects.toThrow(
    'caught before the network',
  );
  return caught!;
}

describe('--bedrock aws', () => {
  it('calls Amazon Bedrock in the Region asked for, with the model and guardrail asked for, signed with the developer’s keys', async () => {
    const target = awsBedrockOf(
      { region: 'eu-central-1', model: 'eu.amazon.nova-lite-v1:0', guardrail: 'abc123def456:7' },
      { AWS_ACCESS_KEY_ID: 'AKIDDEVELOPER', AWS_SECRET_ACCESS_KEY: 'developer-secret' },
    );
    const env = awsBedrockEnv(target);
    expect(env).toEqual({ BEDROCK_REGION: 'eu-central-1', BEDROCK_MODEL_ID: 'eu.amazon.nova-lite-v1:0', GUARDRAIL_ID: 'abc123def456', GUARDRAIL_VERSION: '7' });
    const request = await signedRequest(env, target.credentials);
    expect(`${request.protocol}//${request.hostname}${request.path}`).toBe(
      `https://bedrock-runtime.eu-central-1.amazonaws.com/model/${encodeURIComponent('eu.amazon.nova-lite-v1:0')}/converse`,
    );
    expect(request.headers.authorization).toMatch(/Credential=AKIDDEVELOPER\/\d{8}\/eu-central-1\/bedrock\/aws4_request/);
  });

  it('defaults to the dev stage’s model and Region, and takes the profile the developer named from the shared files', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bedrock-aws-'));
    writeFileSync(join(dir, 'credentials'), '[sandbox]\naws_access_key_id = AKIDFROMPROFILE\naws_secret_access_key = from-profile\n');
    writeFileSync(join(dir, 'config'), '[profile sandbox]\nregion = eu-west-1\n');
    const files = { AWS_SHARED_CREDENTIALS_FILE: join(dir, 'credentials'), AWS_CONFIG_FILE: join(dir, 'config') };
    Object.assign(process.env, files);
    const target = awsBedrockOf(
      { guardrail: 'arn:aws:bedrock:us-east-1:123456789012:guardrail/abc123:DRAFT' },
      { ...files, AWS_PROFILE: 'sandbox', AWS_ACCESS_KEY_ID: 'IGNORED' },
    );
    expect([target.modelId, target.region, target.guardrail]).toEqual([
      stages.dev.model.id,
      stages.dev.model.profileRegions![0],
      { id: 'arn:aws:bedrock:us-east-1:123456789012:guardrail/abc123', version: 'DRAFT' },
    ]);
    const request = await signedRequest({ ...awsBedrockEnv(target), ...files }, target.credentials);
    expect(request.hostname).toBe(`bedrock-runtime.${stages.dev.model.profileRegions![0]}.amazonaws.com`);
    expect(request.headers.authorization).toMatch(/Credential=AKIDFROMPROFILE\//);
  });

  it.each([
    [{}, /needs --guardrail <id>:<version>/],
    [{ guardrail: 'My-Guardrail:1' }, /is not an id and a version/],
    [{ guardrail: 'abc123:01' }, /is not an id and a version/],
    [{ guardrail: 'abc123:1', region: 'Frankfurt' }, /must be an AWS Region/],
  ])('refuses %j in one line', (flags, message) => {
    expect(() => awsBedrockOf(flags, {})).toThrow(BedrockFlagError);
    expect(() => awsBedrockOf(flags, {})).toThrow(message);
  });
});
