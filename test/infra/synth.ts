import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, Validations } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { acknowledgeNagFindings } from '../../infra/nag';
import { ServiceStack, type ServiceStackProps } from '../../infra/stack';

/**
 * Runs `build` without CDK's "Bundling asset ..." line per function on stderr (it writes them
 * unconditionally), so a test run's output shows what the tests say. Other output goes through.
 */
function withoutBundlingNotices<T>(build: () => T): T {
  const write = process.stderr.write.bind(process.stderr);
  process.stderr.write = (chunk: string | Uint8Array, ...rest: never[]) => (String(chunk).startsWith('Bundling asset ') ? true : write(chunk, ...rest));
  try {
    return build();
  } finally {
    process.stderr.write = write;
  }
}

const cache = new Map<string, { stack: ServiceStack; template: Template; outdir: string }>();

/**
 * Synthesises the stack once per stage and mode per worker. Without `bundle`, CDK skips esbuild
 * (the `aws:cdk:bundling-stacks` context), which is all the template assertions need. CDK's own
 * CloudFormation validation is left out here (seconds per synth): aws-rules.test.ts runs it on
 * each stage as `cdk synth` does.
 */
export function synth(stage: 'dev' | 'prod' = 'dev', { bundle = false, overrides }: { bundle?: boolean; overrides?: ServiceStackProps['overrides'] } = {}) {
  const key = `${stage}:${bundle}:${JSON.stringify(overrides ?? {})}`;
  let hit = cache.get(key);
  if (!hit) {
    const outdir = mkdtempSync(join(tmpdir(), 'cdk-'));
    const app = new App({ outdir, builtinCloudFormationValidation: false, context: { stage, ...(bundle ? {} : { 'aws:cdk:bundling-stacks': [] }) } });
    const stack = withoutBundlingNotices(() => new ServiceStack(app, `Service-${stage}`, { stage, overrides }));
    hit = { stack, template: Template.fromStack(stack), outdir };
    cache.set(key, hit);
  }
  return hit;
}

/** Synthesises with the AwsSolutions checks, as `cdk synth` does; throws when a finding is not acknowledged. */
export function synthWithNag(
  stage: 'dev' | 'prod',
  acknowledge: (stack: ServiceStack) => void = acknowledgeNagFindings,
  overrides?: ServiceStackProps['overrides'],
) {
  const app = new App({
    outdir: mkdtempSync(join(tmpdir(), 'cdk-nag-')),
    builtinCloudFormationValidation: false,
    context: { stage, 'aws:cdk:bundling-stacks': [] },
  });
  const stack = new ServiceStack(app, `Service-${stage}`, { stage, overrides });
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  acknowledge(stack);
  app.synth();
}

/**
 * Synthesises what `define` adds to an app as `cdk synth` does: with cdk.json's context, which
 * makes the errors of CDK's built-in CloudFormation validation fail the synth, and that validation
 * on (bundling aside). Throws what it finds.
 */
export function synthAsCdkDoes(define: (app: App) => void, extraContext: Record<string, unknown> = {}): void {
  const { context } = JSON.parse(readFileSync('cdk.json', 'utf8')) as { context: Record<string, unknown> };
  const app = new App({ outdir: mkdtempSync(join(tmpdir(), 'cdk-validated-')), context: { ...context, ...extraContext, 'aws:cdk:bundling-stacks': [] } });
  define(app);
  app.synth();
}
