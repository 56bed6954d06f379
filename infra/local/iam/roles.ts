import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { ServiceStackProps } from '../../stack';

const root = resolve(import.meta.dirname, '../../..');

/** What synth-roles.ts writes: each function's role documents as synthesized (intrinsics unresolved), and what each logical id is. */
export interface SynthesizedRoles {
  stackName: string;
  functions: Record<string, { roleLogicalId: string; documents: unknown[] }>;
  /** Logical id → CloudFormation type and construct path below the stack (`Email/Queue`). */
  resources: Record<string, { type: string; path: string }>;
  /** Resource policies (a KMS key's, a queue's), by the logical id of the resource they protect. */
  resourcePolicies: { target: string; document: unknown }[];
}

/** The stage the local stack enforces and the settings it differs in (its own sender, its own model). */
export interface RoleSource {
  stage: 'dev' | 'prod';
  overrides: NonNullable<ServiceStackProps['overrides']>;
}

/** Every file the synthesized roles can depend on: the CDK app, the catalogue and what it imports, the locked dependencies. */
function inputFiles(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      // The local stack does not shape the roles, except the synthesis itself.
      if (entry.isDirectory()) return path === join(root, 'infra', 'local') ? [join(root, 'infra/local/iam/synth-roles.ts')] : walk(path);
      return entry.name.endsWith('.ts') ? [path] : [];
    });
  const functions = readdirSync(join(root, 'functions'))
    .filter((name) => name.endsWith('.ts'))
    .map((name) => join(root, 'functions', name));
  return [...walk(join(root, 'infra')), ...functions, ...walk(join(root, 'lib')), join(root, 'package-lock.json')].sort();
}

/** A hash of the inputs of a synthesis: the cache key. */
export function synthesisKey(source: RoleSource): string {
  const hash = createHash('sha256').update(JSON.stringify(source));
  for (const file of inputFiles()) hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  return hash.digest('hex').slice(0, 32);
}

/**
 * The roles of every function as the CDK app synthesizes them for `source`, from a cache keyed by
 * a hash of every input (node_modules/.cache/service-api/): a start-up after a change to the
 * stack, the catalogue or lib/ synthesizes again (a few seconds: no bundling, no template validation, in a child
 * process); any other start-up reads a file.
 */
export async function synthesizedRoles(source: RoleSource, cacheDir = join(root, 'node_modules', '.cache', 'service-api')): Promise<SynthesizedRoles> {
  const file = join(cacheDir, `iam-roles-${synthesisKey(source)}.json`);
  if (!existsSync(file)) {
    mkdirSync(cacheDir, { recursive: true });
    await runSynthesis(file, source);
  }
  return JSON.parse(readFileSync(file, 'utf8')) as SynthesizedRoles;
}

function runSynthesis(file: string, source: RoleSource): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(root, 'infra/local/iam/synth-roles.ts'), file, source.stage, JSON.stringify(source.overrides)],
      {
        cwd: root,
        // Without CDK's built-in template validation (schema checks `cdk synth` reports as
        // warnings, most of the synthesis time): the template is the same.
        env: { ...process.env, CDK_VALIDATION: 'false' },
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', fail);
    child.once('exit', (code) =>
      code === 0 && statSync(file, { throwIfNoEntry: false }) ? done() : fail(new Error(`synthesizing the roles failed (exit ${code}):\n${stderr}`)),
    );
  });
}

/** What the template's references become locally: pseudo parameters, and the local resource behind each logical id. */
export interface LocalResolution {
  region: string;
  account: string;
  stackName: string;
  /** `Ref` or `Fn::GetAtt` of a resource, by its type and construct path; undefined: not a resource of the local stack. */
  attribute(resource: { type: string; path: string }, attribute: string): string | undefined;
}

/**
 * Resolves the CloudFormation intrinsics of a policy document (`Ref`, `Fn::GetAtt`, `Fn::Join`,
 * `Fn::Select`, `Fn::Split`, `Fn::Sub`) to the local stack's values. A reference to a resource with
 * no local counterpart (a log group, an alarm topic) becomes a value no local ARN can match, so a
 * call needing it is denied, never allowed by accident.
 */
export function resolveIntrinsics(value: unknown, resources: SynthesizedRoles['resources'], local: LocalResolution): unknown {
  const pseudo: Record<string, string> = {
    'AWS::Region': local.region,
    'AWS::AccountId': local.account,
    'AWS::Partition': 'aws',
    'AWS::URLSuffix': 'amazonaws.com',
    'AWS::StackName': local.stackName,
  };
  const reference = (id: string, attribute: string): string => {
    if (attribute === 'Ref' && pseudo[id] !== undefined) return pseudo[id];
    const resource = resources[id];
    return (resource && local.attribute(resource, attribute)) ?? `unresolved:${id}.${attribute}`;
  };
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(walk);
    if (v === null || typeof v !== 'object') return v;
    const entries = Object.entries(v);
    if (entries.length === 1) {
      const [fn, arg] = entries[0] as [string, unknown];
      const pair = arg as [unknown, unknown];
      switch (fn) {
        case 'Ref':
          return reference(arg as string, 'Ref');
        case 'Fn::GetAtt':
          return reference(pair[0] as string, pair[1] as string);
        case 'Fn::Join':
          return (walk(pair[1]) as unknown[]).join(pair[0] as string);
        case 'Fn::Select':
          return (walk(pair[1]) as unknown[])[Number(walk(pair[0]))];
        case 'Fn::Split':
          return (walk(pair[1]) as string).split(pair[0] as string);
        case 'Fn::Sub': {
          const [template, variables] =
            typeof arg === 'string' ? [arg, {} as Record<string, string>] : [pair[0] as string, walk(pair[1]) as Record<string, string>];
          return template.replace(/\$\{([^}]+)\}/g, (_, name: string) => {
            if (variables[name] !== undefined) return variables[name];
            const [id, attribute] = name.split('.');
            return reference(id!, attribute ?? 'Ref');
          });
        }
      }
    }
    return Object.fromEntries(entries.map(([k, val]) => [k, walk(val)]));
  };
  return walk(value);
}

/** The sender the local stack mails from (`EMAIL_FROM`), so also the identity its roles are synthesized with. */
export const localSender = { emailIdentity: 'service.example', emailFrom: 'Service Reviews <reviews@service.example>' } as const;

/** The SES configuration set the local stack's sends name (`EMAIL_CONFIGURATION_SET`), as the stack's set resolves locally. */
export const localEmailConfigurationSet = 'service-local-email';

/**
 * The roles the local stack enforces: prod's (the stage that matters most, and the stricter one:
 * its table's customer-managed key adds `kms:Decrypt` through DynamoDB to every table call), with
 * the local sender and the model the local stack calls.
 */
export function enforcedRoleSource(model: { id: string; profileRegions?: string[] }): RoleSource {
  return { stage: 'prod', overrides: { ...localSender, model } };
}
