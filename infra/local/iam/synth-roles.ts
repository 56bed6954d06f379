/**
 * Synthesizes the CDK app's stack (without bundling: the roles do not depend on the bundles) and
 * writes each function's role, as the template has it, to the file given: run in a child process
 * by roles.ts when its cache misses, so the local stack's own process never loads the CDK.
 *
 * Usage: node --import tsx infra/local/iam/synth-roles.ts <out.json> <stage> <overrides JSON>
 */
import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, CfnResource, Stack } from 'aws-cdk-lib';
import type { Role } from 'aws-cdk-lib/aws-iam';
import { ServiceStack, type ServiceStackProps } from '../../stack';
import type { SynthesizedRoles } from './roles';

const [out, stage, overridesJson] = process.argv.slice(2);
if (!out || (stage !== 'dev' && stage !== 'prod')) throw new Error('usage: synth-roles.ts <out.json> <dev|prod> [<overrides JSON>]');
const overrides = JSON.parse(overridesJson ?? '{}') as ServiceStackProps['overrides'];

const outdir = mkdtempSync(join(tmpdir(), 'cdk-iam-'));
try {
  // The same app as `cdk synth` but for bundling, which CDK skips for stacks not listed here, and
  // CDK's template validation (seconds; `cdk synth` runs it, and only the roles are read here).
  const app = new App({ outdir, builtinCloudFormationValidation: false, context: { stage, 'aws:cdk:bundling-stacks': [] } });
  const stack = new ServiceStack(app, `Service-${stage}`, { stage, overrides });
  type Json = Record<string, unknown>;
  const template = app.synth().getStackByName(stack.stackName).template as { Resources: Record<string, { Type: string; Properties: Json }> };

  const resources = Object.fromEntries(
    stack.node
      .findAll()
      .filter((c): c is CfnResource => c instanceof CfnResource)
      .map((c) => [
        Stack.of(c).getLogicalId(c),
        {
          type: c.cfnResourceType,
          path: c.node.path
            .split('/')
            .slice(1)
            .join('/')
            .replace(/\/Resource$/, ''),
        },
      ]),
  );
  const functions = Object.fromEntries(
    [...stack.functions].map(([name, fn]) => {
      const roleId = stack.getLogicalId((fn.role as Role).node.defaultChild as CfnResource);
      const role = template.Resources[roleId]!;
      const attached = Object.values(template.Resources).filter(
        (r) => r.Type === 'AWS::IAM::Policy' && (r.Properties.Roles as { Ref?: string }[]).some((ref) => ref.Ref === roleId),
      );
      const documents = [
        ...((role.Properties.Policies ?? []) as { PolicyDocument: unknown }[]).map((p) => p.PolicyDocument),
        ...attached.map((p) => p.Properties.PolicyDocument),
      ];
      if (((role.Properties.ManagedPolicyArns ?? []) as unknown[]).length > 0) throw new Error(`${name}: managed policies cannot be evaluated locally`);
      return [name, { roleLogicalId: roleId, documents }];
    }),
  );
  // Resource policies the calls meet too: a KMS key's key policy (KMS needs it to allow the account before IAM counts), a queue's.
  const resourcePolicies = Object.entries(template.Resources).flatMap(([id, r]) => {
    if (r.Type === 'AWS::KMS::Key') return [{ target: id, document: r.Properties.KeyPolicy }];
    if (r.Type === 'AWS::SQS::QueuePolicy')
      return (r.Properties.Queues as { Ref: string }[]).map(({ Ref }) => ({ target: Ref, document: r.Properties.PolicyDocument }));
    return [];
  });
  const result: SynthesizedRoles = { stackName: stack.stackName, functions, resources, resourcePolicies };
  writeFileSync(`${out}.${process.pid}.tmp`, JSON.stringify(result));
  // Atomic: a stack starting beside this one reads the whole file or none.
  renameSync(`${out}.${process.pid}.tmp`, out);
} finally {
  rmSync(outdir, { recursive: true, force: true });
}
