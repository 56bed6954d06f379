import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { assetFiles, zipDirectory } from '../../infra/asset-zip';
import { packageBudgetBytes } from '../../infra/bundle-budget';
import { sourceMapPath } from '../../infra/constructs/project-function';
import { allFunctions } from '../../functions/catalogue';
import { synth } from './synth';
import { triggerPrefix } from '../../stand-ins/bedrock';
import { notAppliedReason, summaryTemplate } from '../../stand-ins/bedrock/writer';

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
  const dir = join(outdir, `asset.${hash}`);
  return { dir, file: join(dir, 'index.mjs'), env };
}

/** Only what Lambda provides plus the function's own variables: a missing one fails at import. */
const lambdaEnvOf = (name: string, env: Record<string, string>) => ({
  PATH: process.env.PATH!,
  AWS_REGION: 'us-east-1',
  AWS_LAMBDA_FUNCTION_NAME: name,
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  ...env,
});
const root = join(import.meta.dirname, '..', '..');

/** Strings only the local Bedrock stand-in holds (stand-ins/bedrock/): its trigger prefix and its writer's template sentences. */
const standInMarkers = [triggerPrefix, summaryTemplate.slice(0, 60), notAppliedReason.slice(0, 60)];

describe('the synthesised bundles', () => {
  const names = [...stack.functions.keys()];

  it.each(names)('%s loads in a fresh Node process with the environment CDK gives it', async (name) => {
    const { file, env } = shipped(name);
    const { stdout } = await run(
      process.execPath,
      ['--input-type=module', '-e', `const m = await import(${JSON.stringify(file)}); console.log(typeof m.handler);`],
      { env: lambdaEnvOf(name, env) },
    );
    expect(stdout.trim()).toBe('function');
  });

  it.each(names)('%s ships its bundle alone: no source map, no metafile', (name) => {
    expect(assetFiles(shipped(name).dir)).toEqual(['index.mjs']);
    // Nor a reference to a map Lambda would not find.
    expect(readFileSync(shipped(name).file, 'utf8')).not.toContain('sourceMappingURL');
  });

  it.each(names)('%s stays within its package budget (the zip as uploaded)', (name) => {
    expect(zipDirectory(shipped(name).dir).length).toBeLessThanOrEqual(packageBudgetBytes(name));
  });

  it.each(names)("%s carries no other function's catalogue entry (they are tree-shaken)", (name) => {
    const code = readFileSync(shipped(name).file, 'utf8');
    // The not-found function reads every operation's route (for 405's Allow), so it keeps them all.
    const mayCarry = (entry: (typeof allFunctions)[number]) => entry.function === name || (name === 'not-found' && 'method' in entry);
    const carried = allFunctions.filter((entry) => !mayCarry(entry) && code.includes(JSON.stringify(entry.summary)));
    expect(carried.map((entry) => entry.function)).toEqual([]);
  });

  it.each(names)('%s carries nothing of the Bedrock stand-in: no lexicon, phrasebook, reader or learned weights', (name) => {
    const code = readFileSync(shipped(name).file, 'utf8');
    const found = standInMarkers.filter((marker) => code.includes(marker));
    expect(found).toEqual([]);
  });

  it.each(names)('%s carries the webhook URL rules (ipaddr.js) only if it checks a webhook URL', (name) => {
    // The catalogue reads the webhook schemas: anything they imported would land in every bundle.
    const checksUrls = ['create-webhook-endpoint', 'update-webhook-endpoint', 'deliver-webhooks'].includes(name);
    expect(readFileSync(shipped(name).file, 'utf8').includes('isValidFourPartDecimal')).toBe(checksUrls);
  });

  it('leaves each source map outside the package, for `npm run symbolicate`', () => {
    for (const name of names) expect(JSON.parse(readFileSync(sourceMapPath(outdir, name), 'utf8'))).toMatchObject({ version: 3 });
  });

  it('maps a stack trace thrown in a deployed handler to its source file and line (npm run symbolicate)', async () => {
    const { file, env } = shipped('send-email');
    // An SQS event without Records: the worker spine's map over them throws a TypeError reading their length (lib/in-order.ts).
    const script = `const m = await import(${JSON.stringify(file)}); await m.handler({}).then(() => { throw new Error('did not throw'); }, (e) => process.stdout.write(e.stack));`;
    const { stdout: trace } = await run(process.execPath, ['--input-type=module', '-e', script], { env: lambdaEnvOf('send-email', env) });
    expect(trace).toMatch(/index\.mjs:\d+:\d+/);
    // The documented route, as an operator runs it: the trace on stdin, the synth's map folder.
    const symbolicate = run(process.execPath, ['--import', 'tsx', join(root, 'scripts', 'symbolicate.ts'), '--function', 'send-email', '--maps', outdir], {
      cwd: root,
    });
    symbolicate.child.stdin!.end(trace);
    const { stdout: mapped } = await symbolicate;
    const top = /at .*?\(?([\w./-]+\.ts):(\d+):(\d+)\)?/.exec(mapped);
    expect(top?.[1]).toBe('lib/in-order.ts');
    const line = readFileSync(join(root, top![1]!), 'utf8').split('\n')[Number(top![2]) - 1]!;
    // The column points into the expression that threw.
    const at = line.indexOf('items.length');
    expect(at).toBeGreaterThanOrEqual(0);
    expect(Number(top![3]) - 1).toBeGreaterThanOrEqual(at);
    expect(Number(top![3]) - 1).toBeLessThan(at + 'items.length'.length);
  });

  it('bundles the AWS SDK instead of relying on the runtime copy', () => {
    const { file } = shipped('get-topic-changelog');
    const source = readFileSync(file, 'utf8');
    expect(source).not.toMatch(/from\s*["']@aws-sdk\//);
    expect(source).toContain('DynamoDB');
  });
});
