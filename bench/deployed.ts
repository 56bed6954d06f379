import { build, type Metafile } from 'esbuild';
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { assetFiles, zipDirectory } from '../infra/asset-zip';
import { bundlingDefaults } from '../infra/constructs/project-function';
import { accessOf, definitionOf } from '../functions/access';
import { allFunctions, type FunctionName } from '../functions/catalogue';
import { median } from './stats';

const run = promisify(execFile);
const root = resolve(import.meta.dirname, '..');
const benchDir = join(root, '.bench');

/** One function as `cdk synth -c stage=prod` stages it: its asset folder and what the template gives it. */
export interface DeployedFunction {
  functionName: FunctionName;
  assetDir: string;
  /** The template's environment, CloudFormation tokens replaced by plausible values (`NODE_OPTIONS` included). */
  env: Record<string, string>;
}

export interface PackageFigures {
  functionName: FunctionName;
  /** The zip Lambda receives, and its floor's. */
  zipBytes: number;
  floorZipBytes: number;
  /** Each file of the asset (name, bytes unzipped). */
  files: [string, number][];
  nodeOptions: string;
  /** What the bundle holds beyond the AWS SDK, by package or source folder (minified bytes). */
  beyondSdk: [string, number][];
  entry: string;
  floorEntry: string;
  env: Record<string, string>;
}

/**
 * Synthesises the prod stack with the CDK CLI (as a deploy does, into `.bench/cdk.out`) and finds
 * each catalogue function's staged asset and environment in the template.
 */
export async function synthProd(outdir = join(benchDir, 'cdk.out')): Promise<DeployedFunction[]> {
  rmSync(outdir, { recursive: true, force: true });
  // A prod synth refuses the placeholder email identity (infra/app.ts); the bench never deploys, so any other will do.
  const email = ['-c', 'emailIdentity=bench.service-api.invalid', '-c', 'emailFrom=Bench <reviews@bench.service-api.invalid>'];
  await run('npx', ['cdk', 'synth', '-c', 'stage=prod', ...email, '-o', outdir, '-q'], { cwd: root, maxBuffer: 64 * 1024 * 1024 });
  const template = JSON.parse(readFileSync(join(outdir, 'Service-prod.template.json'), 'utf8')) as {
    Resources: Record<string, { Type: string; Metadata?: Record<string, string>; Properties: { Environment?: { Variables?: Record<string, unknown> } } }>;
  };
  const pascal = (name: string) => name.replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase());
  return allFunctions.map(({ function: functionName }) => {
    const resource = Object.values(template.Resources).find(
      (r) => r.Type === 'AWS::Lambda::Function' && r.Metadata?.['aws:cdk:path'] === `Service-prod/${pascal(functionName)}/Resource`,
    );
    if (!resource) throw new Error(`${functionName}: no Lambda function in the synthesised template`);
    const variables = resource.Properties.Environment?.Variables ?? {};
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
    return { functionName, assetDir: join(outdir, resource.Metadata!['aws:asset:path']!), env };
  });
}

/** The AWS SDK client packages of the design card a function's role allows, and their client classes. */
const clientOf = {
  dynamodb: { pkg: '@aws-sdk/client-dynamodb', client: 'DynamoDBClient' },
  secrets: { pkg: '@aws-sdk/client-secrets-manager', client: 'SecretsManagerClient' },
  sqs: { pkg: '@aws-sdk/client-sqs', client: 'SQSClient' },
  ses: { pkg: '@aws-sdk/client-ses', client: 'SESClient' },
  bedrock: { pkg: '@aws-sdk/client-bedrock-runtime', client: 'BedrockRuntimeClient' },
};

const esbuildOptions = {
  bundle: true,
  platform: 'node' as const,
  format: 'esm' as const,
  target: bundlingDefaults.target,
  mainFields: bundlingDefaults.mainFields,
  minify: bundlingDefaults.minify,
  banner: { js: bundlingDefaults.banner },
  logLevel: 'error' as const,
};

/** The commands of `pkg` a bundle contains, read from its metafile. */
function commandsIn(inputs: string[], pkg: string): string[] {
  return [
    ...new Set(
      inputs
        .filter((p) => p.includes(`${pkg}/dist-es/commands/`))
        .map((p) => p.split('/').pop()!.replace(/\.js$/, ''))
        .filter((name) => name.endsWith('Command')),
    ),
  ];
}

/**
 * The floor of a function: a bare handler on the design card's SDK packages only (the DynamoDB
 * client with the DocumentClient, Secrets Manager, SQS and SES where the function's role allows
 * them, and the Bedrock Runtime client where it may call the model or the guardrail), with exactly
 * the commands our bundle contains, every one reachable so none is shaken out.
 */
export function floorSource(functionName: FunctionName, ours: Metafile): string {
  const inputs = Object.keys(Object.values(ours.outputs)[0]!.inputs);
  const access = accessOf(definitionOf(functionName));
  const clients = [
    clientOf.dynamodb,
    ...(access.secrets.length ? [clientOf.secrets] : []),
    ...(access.enqueuesEmail ? [clientOf.sqs] : []),
    ...(access.sendsEmail ? [clientOf.ses] : []),
    ...(access.invokesModel || access.appliesGuardrail ? [clientOf.bedrock] : []),
  ];
  const lines: string[] = [];
  const sends: string[] = [];
  clients.forEach(({ pkg, client }, i) => {
    const commands = commandsIn(inputs, pkg);
    lines.push(`import { ${[client, ...commands].join(', ')} } from '${pkg}';`, `const c${i} = new ${client}({});`);
    for (const command of commands) sends.push(`if (event.command === '${command}') return c${i}.send(new ${command}(event.input));`);
  });
  const documentCommands = commandsIn(inputs, '@aws-sdk/lib-dynamodb');
  // Aliased: lib-dynamodb's QueryCommand and ScanCommand share their names with the client's.
  lines.push(
    `import { DynamoDBDocumentClient, ${documentCommands.map((c) => `${c} as Doc${c}`).join(', ')} } from '@aws-sdk/lib-dynamodb';`,
    'const doc = DynamoDBDocumentClient.from(c0);',
  );
  for (const command of documentCommands) sends.push(`if (event.command === 'doc:${command}') return doc.send(new Doc${command}(event.input));`);
  return [
    ...lines,
    'export const handler = async (event) => {',
    ...sends.map((s) => `  ${s}`),
    "  return { statusCode: 200, headers: { 'content-type': 'application/json' }, body: '{}' };",
    '};',
  ].join('\n');
}

/** Bytes in the output by package (node_modules) or source folder. */
export function byPackage(metafile: Metafile): [string, number][] {
  const totals = new Map<string, number>();
  for (const [path, { bytesInOutput }] of Object.entries(Object.values(metafile.outputs)[0]!.inputs)) {
    const inModules = path.split('node_modules/').pop()!;
    const name =
      inModules !== path
        ? inModules
            .split('/')
            .slice(0, inModules.startsWith('@') ? 2 : 1)
            .join('/')
        : path.split('/').slice(0, 2).join('/');
    totals.set(name, (totals.get(name) ?? 0) + bytesInOutput);
  }
  return [...totals.entries()].sort((a, b) => b[1] - a[1]);
}

const isSdk = (name: string) => /^@(aws-sdk|smithy|aws-crypto|aws)\//.test(name) || ['tslib', 'fast-xml-parser', 'strnum', 'bowser', 'uuid'].includes(name);

/**
 * Measures every deployed asset against its floor: the zip as uploaded, and (from a metafile of
 * the same build, made here since the asset carries none) what the bundle holds beyond the SDK.
 */
export async function measurePackages(deployed: DeployedFunction[]): Promise<PackageFigures[]> {
  const figures: PackageFigures[] = [];
  for (const { functionName, assetDir, env } of deployed) {
    const ours = await build({
      ...esbuildOptions,
      entryPoints: [join(root, 'functions', functionName, 'handler.ts')],
      write: false,
      metafile: true,
      outfile: 'index.mjs',
    });
    const floorDir = join(benchDir, 'floors', functionName);
    mkdirSync(floorDir, { recursive: true });
    await build({
      ...esbuildOptions,
      stdin: { contents: floorSource(functionName, ours.metafile), resolveDir: root, loader: 'js' },
      outfile: join(floorDir, 'index.mjs'),
    });
    figures.push({
      functionName,
      zipBytes: zipDirectory(assetDir).length,
      floorZipBytes: zipDirectory(floorDir).length,
      files: assetFiles(assetDir).map((name) => [name, statSync(join(assetDir, name)).size]),
      nodeOptions: env.NODE_OPTIONS ?? '',
      beyondSdk: byPackage(ours.metafile).filter(([name]) => !isSdk(name)),
      entry: join(assetDir, 'index.mjs'),
      floorEntry: join(floorDir, 'index.mjs'),
      env,
    });
  }
  return figures;
}

/** A Node binary to time cold init with: the machine's, and the Lambda runtime's major from the npm registry. */
export interface NodeBinary {
  label: string;
  path: string;
}

/**
 * The machine's Node and Node 22 (the `nodejs22.x` runtime's major), the latter from `bench/node22`,
 * installed there on first use: it is a package of its own so its `node` bin never shadows the
 * machine's Node in the project's npm scripts (the tests run on the machine's Node).
 */
export async function nodeBinaries(): Promise<NodeBinary[]> {
  const dir = join(root, 'bench', 'node22');
  const binary = join(dir, 'node_modules', `node-linux-${process.arch}`, 'bin', 'node');
  if (!existsSync(binary)) await run('npm', ['ci', '--prefix', dir, '--no-audit', '--no-fund'], { cwd: root });
  const version = async (path: string) => (await run(path, ['--version'])).stdout.trim();
  return [
    { label: `Node ${process.version}`, path: process.execPath },
    { label: `Node ${await version(binary)}`, path: binary },
  ];
}

/**
 * Milliseconds from the start of `import()` of a bundle to its module being ready, in a fresh Node
 * process with only what Lambda provides and the function's environment (its `NODE_OPTIONS` too,
 * which Node reads at start-up: `--enable-source-maps` makes it load the source map at import).
 */
async function importTime(node: string, file: string, env: Record<string, string>): Promise<number> {
  const script = `const t = performance.now(); const m = await import(${JSON.stringify(pathToFileURL(file).href)}); if (typeof m.handler !== 'function') throw new Error('no handler'); process.stdout.write(String(performance.now() - t));`;
  const lambdaEnv = { PATH: process.env.PATH!, AWS_REGION: 'us-east-1', AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true', ...env };
  const { stdout } = await run(node, ['--input-type=module', '-e', script], { env: lambdaEnv });
  return Number(stdout);
}

/** Import times of several bundles in fresh processes, `runs` rounds, the bundles alternating within each round. */
export async function importTimes(node: string, files: string[], env: Record<string, string>, runs: number): Promise<number[][]> {
  const times = files.map(() => [] as number[]);
  for (let i = 0; i < runs; i++) for (const [j, file] of files.entries()) times[j]!.push(await importTime(node, file, env));
  return times;
}

export interface ColdInitFigures {
  functionName: FunctionName;
  node: string;
  oursMs: number;
  floorMs: number;
  runs: number;
}

/**
 * Median cold init of each deployed bundle against its floor, per Node binary, ours and floor
 * alternating in one loop so drift on this shared machine hits both alike. The floor gets the same
 * environment minus `NODE_OPTIONS` (it ships no source map to read).
 */
export async function measureColdInit(packages: PackageFigures[], nodes: NodeBinary[], runs: number): Promise<ColdInitFigures[]> {
  const figures: ColdInitFigures[] = [];
  for (const p of packages) {
    const ourEnv: Record<string, string> = { ...p.env, AWS_LAMBDA_FUNCTION_NAME: p.functionName };
    const { NODE_OPTIONS: _unused, ...floorEnv } = ourEnv;
    for (const node of nodes) {
      const ours: number[] = [];
      const floor: number[] = [];
      for (let i = 0; i < runs; i++) {
        ours.push(await importTime(node.path, p.entry, ourEnv));
        floor.push(await importTime(node.path, p.floorEntry, floorEnv));
      }
      figures.push({ functionName: p.functionName, node: node.label, oursMs: median(ours), floorMs: median(floor), runs });
    }
  }
  return figures;
}

/** Writes the figures as JSON beside the other bench scratch (for comparing runs before and after a change). */
export function saveFigures(name: string, value: unknown): void {
  mkdirSync(benchDir, { recursive: true });
  writeFileSync(join(benchDir, `${name}.json`), JSON.stringify(value, null, 2));
}
