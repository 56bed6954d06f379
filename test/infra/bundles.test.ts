import { execFile } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { bundleBudgetBytes } from '../../infra/bundle-budget';
import { synth } from './synth';

const run = promisify(execFile);
const { stack, template, outdir } = synth('dev', { bundle: true });
const resources = template.toJSON().Resources as Record<string, { Type: string; Properties: any; Metadata?: Record<string, string> }>;

/** A function's bundle as synthesised, and its environment with CloudFormation tokens replaced by plausible values. */
function shipped(name: string) {
  const id = stack.getLogicalId(stack.functions.get(name)!.node.defaultChild as never);
  const fn = resources[id]!;
  const variables = fn.Properties.Environment.Variables as Record<string, unknown>;
  const env = Object.fromEntries(
    Object.entries(variables).map(([key, value]) => [
      key,
      typeof value === 'string'
        ? value
        : key.endsWith('_URL')
          ? 'https://sqs.us-east-1.amazonaws.com/000000000000/email'
          : `arn:aws:secretsmanager:us-east-1:000000000000:secret:${key}`,
    ]),
  );
  // The code's S3 key is <asset hash>.zip; the staged asset folder is asset.<asset hash>.
  const hash = String(fn.Properties.Code.S3Key).replace(/\.zip$/, '');
  return { file: join(outdir, `asset.${hash}`, 'index.mjs'), env };
}

describe('the synthesised bundles', () => {
  const names = [...stack.functions.keys()];

  it.each(names)('%s loads in a fresh Node process with the environment CDK gives it', async (name) => {
    const { file, env } = shipped(name);
    // Only what Lambda provides plus the function's own variables: a missing one fails at import.
    const lambdaEnv = {
      PATH: process.env.PATH!,
      AWS_REGION: 'us-east-1',
      AWS_LAMBDA_FUNCTION_NAME: name,
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      ...env,
    };
    const { stdout } = await run(
      process.execPath,
      ['--input-type=module', '-e', `const m = await import(${JSON.stringify(file)}); console.log(typeof m.handler);`],
      { env: lambdaEnv },
    );
    expect(stdout.trim()).toBe('function');
  });

  it.each(names)('%s stays within its bundle budget', (name) => {
    const { file } = shipped(name);
    expect(statSync(file).size).toBeLessThanOrEqual(bundleBudgetBytes(name));
  });

  it('bundles the AWS SDK instead of relying on the runtime copy', () => {
    const { file } = shipped('get-topic-changelog');
    const source = readFileSync(file, 'utf8');
    expect(source).not.toMatch(/from\s*["']@aws-sdk\//);
    expect(source).toContain('DynamoDB');
  });
});
