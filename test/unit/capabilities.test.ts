import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { accessOf } from '../../functions/access';
import { capabilities, everyEnvironment, grantsOf, queues } from '../../functions/capabilities';
import { allFunctions } from '../../functions/catalogue';
import * as keyRanges from '../../lib/store/key-ranges';
import { keys } from '../../lib/store/keys';

const root = join(import.meta.dirname, '..', '..');
const declaration = join(root, 'functions', 'capabilities.ts');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : path.endsWith('.ts') ? [path] : [];
  });
}

/** A file's code without its comments: the rules read code, not the prose explaining it. */
const codeOf = (file: string) =>
  readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

/** Where a capability could get a second home: the CDK app, the local stack, the catalogue and its derivations. */
const wiring = [...sourceFiles(join(root, 'infra')), ...sourceFiles(join(root, 'functions'))];

const linesMatching = (files: string[], pattern: RegExp) =>
  files.flatMap((file) =>
    codeOf(file)
      .split('\n')
      .filter((line) => pattern.test(line))
      .map((line) => `${relative(root, file)}: ${line.trim()}`),
  );

const values = {
  tableName: 't',
  secretArn: (name: string) => `arn:${name}`,
  queueUrls: { email: 'q', webhookEvents: 'we', webhookDeliveries: 'wd', webhookRetries: 'wr' },
  emailFrom: 'f',
  emailConfigurationSet: 'cs',
  bedrockModelId: 'm',
  guardrail: { id: 'g', version: '1' },
  trustedIssuers: [],
};

describe('one declaration per capability (functions/capabilities.ts)', () => {
  const flags = Object.keys(capabilities);
  const outsideDeclaration = wiring.filter((f) => f !== declaration);

  it('gives every access flag its meaning there only: nothing in infra/ or functions/ reads a flag but from the declaration', () => {
    const read = new RegExp(`(?<!\\bcapabilities)\\.(${flags.join('|')})\\b|\\[['"](${flags.join('|')})['"]\\]`);
    expect(read.test('if (access.enqueuesEmail) grant()')).toBe(true);
    expect(read.test('capabilities.invokesModel.environment(values)')).toBe(false);
    expect(read.test('access: { enqueuesEmail: true }')).toBe(false);
    expect(flags.length).toBeGreaterThanOrEqual(7);
    expect(linesMatching(outsideDeclaration, read)).toEqual([]);
  });

  it('names each capability variable there only: the stack and the local stack fill them from it', () => {
    const variables = Object.keys(everyEnvironment(values));
    expect(variables).toEqual(expect.arrayContaining(['TABLE_NAME', 'EMAIL_QUEUE_URL', 'WEBHOOK_RETRIES_QUEUE_URL', 'ADMIN_TOKEN_SECRET', 'BEDROCK_MODEL_ID']));
    const named = new RegExp(`\\b(${variables.join('|')})\\b`);
    expect(linesMatching(outsideDeclaration, named)).toEqual([]);
  });

  it('turns every flag a function is given into its grant, and a queue flag into exactly its queues', () => {
    for (const definition of allFunctions) {
      const access = accessOf(definition);
      const sent = grantsOf(access).flatMap((grant) => (grant.kind === 'sendMessage' ? grant.queues : []));
      const expected = flags.flatMap((flag) => {
        const { grant } = capabilities[flag as keyof typeof capabilities] as { grant?: { kind: string; queues?: readonly string[] } };
        return access[flag as keyof typeof capabilities] && grant?.kind === 'sendMessage' ? grant.queues! : [];
      });
      expect(sent, definition.function).toEqual(expected);
      for (const queue of sent) expect(Object.keys(queues)).toContain(queue);
    }
  });
});

describe('IAM key ranges come from lib/store/keys.ts (key-ranges.ts)', () => {
  it('leaves no key-prefix literal in infra/ or functions/', () => {
    const keyLiteral = /['"`][A-Z][A-Z0-9]+#/;
    expect(keyLiteral.test("keys: ['ORG#*']")).toBe(true);
    expect(keyLiteral.test("'#/components/schemas/Problem'")).toBe(false);
    expect(linesMatching(wiring, keyLiteral)).toEqual([]);
  });

  it('grants item access only on the declared ranges', () => {
    const ranges = new Set<string>(Object.values(keyRanges));
    for (const definition of allFunctions)
      for (const item of accessOf(definition).items) for (const key of item.keys) expect(ranges.has(key), `${definition.function}: ${key}`).toBe(true);
  });

  it('has every range cover keys the table holds, as IAM matches them', () => {
    // Every partition key the key formats build, with placeholder ids.
    const builders = Object.values(keys as Record<string, unknown>).filter((k) => typeof k === 'function') as ((
      ...args: unknown[]
    ) => Record<string, unknown> | string)[];
    const built = builders
      .map((k) => k('x', 'y', 'z', 'w'))
      .flatMap((k) => (typeof k === 'string' ? [k] : [k.pk, k.gsi1pk, k.dspk].filter((v): v is string => typeof v === 'string')));
    const like = (pattern: string) => new RegExp(`^${pattern.replace(/[.+?^$()|[\]\\{}]/g, '\\$&').replace(/\*/g, '.*')}$`);
    for (const [name, range] of Object.entries(keyRanges))
      expect(
        built.some((pk) => like(range).test(pk)),
        name,
      ).toBe(true);
  });
});
