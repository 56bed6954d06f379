import { build, type Metafile } from 'esbuild';
import { execFile } from 'node:child_process';
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { bundlingDefaults } from '../infra/constructs/project-function';
import { accessOf, definitionOf, functionEnvironment } from '../functions/access';
import { allFunctions, type FunctionName } from '../functions/catalogue';
import { median } from './stats';

const run = promisify(execFile);
const outdir = join('.bench', 'bundles');

export interface BundleFigures {
  functionName: FunctionName;
  bytes: number;
  floorBytes: number;
  /** What our bundle holds beyond the AWS SDK, by package or source folder (bytes in the output). */
  beyondSdk: [string, number][];
  file: string;
  floorFile: string;
}

/** The AWS SDK client packages a function needs by its declared access, and their client classes. */
const clientOf = {
  dynamodb: { pkg: '@aws-sdk/client-dynamodb', client: 'DynamoDBClient' },
  secrets: { pkg: '@aws-sdk/client-secrets-manager', client: 'SecretsManagerClient' },
  sqs: { pkg: '@aws-sdk/client-sqs', client: 'SQSClient' },
  ses: { pkg: '@aws-sdk/client-ses', client: 'SESClient' },
  bedrock: { pkg: '@aws-sdk/client-bedrock-runtime', client: 'BedrockRuntimeClient' },
};

function clientsNeeded(functionName: FunctionName) {
  const access = accessOf(definitionOf(functionName));
  return [
    clientOf.dynamodb,
    ...(access.secrets.length ? [clientOf.secrets] : []),
    ...(access.enqueuesEmail ? [clientOf.sqs] : []),
    ...(access.sendsEmail ? [clientOf.ses] : []),
    ...(access.invokesModel ? [clientOf.bedrock] : []),
  ];
}

/**
 * The unavoidable floor of a function: the AWS SDK clients its access calls for, with exactly the
 * commands our bundle of it contains (read from the metafile), behind a bare handler.
 */
function floorSource(functionName: FunctionName, ours: Metafile): string {
  const inputs = Object.keys(Object.values(ours.outputs)[0]!.inputs);
  const lines: string[] = [];
  const sends: string[] = [];
  clientsNeeded(functionName).forEach(({ pkg, client }, i) => {
    const commands = [
      ...new Set(
        inputs
          .filter((p) => p.includes(`${pkg}/dist-es/commands/`))
          .map((p) => p.split('/').pop()!.replace(/\.js$/, ''))
          .filter((name) => name.endsWith('Command')),
      ),
    ];
    lines.push(`import { ${[client, ...commands].join(', ')} } from '${pkg}';`, `const c${i} = new ${client}({});`);
    for (const command of commands) sends.push(`if (event.command === '${command}') return c${i}.send(new ${command}(event.input));`);
  });
  return [
    ...lines,
    'export const handler = async (event) => {',
    // Every command stays reachable, so none is tree-shaken away.
    ...sends.map((s) => `  ${s}`),
    "  return { statusCode: 200, headers: { 'content-type': 'application/json' }, body: '{}' };",
    '};',
  ].join('\n');
}

const esbuildOptions = {
  bundle: true,
  platform: 'node' as const,
  format: 'esm' as const,
  target: bundlingDefaults.target,
  mainFields: bundlingDefaults.mainFields,
  minify: bundlingDefaults.minify,
  banner: { js: bundlingDefaults.banner },
  metafile: true,
  logLevel: 'error' as const,
};

function byPackage(metafile: Metafile): [string, number][] {
  const totals = new Map<string, number>();
  for (const [path, { bytesInOutput }] of Object.entries(Object.values(metafile.outputs)[0]!.inputs)) {
    const inModules = path.split('node_modules/')[1];
    const name = inModules
      ? inModules
          .split('/')
          .slice(0, inModules.startsWith('@') ? 2 : 1)
          .join('/')
      : path.split('/').slice(0, 2).join('/');
    totals.set(name, (totals.get(name) ?? 0) + bytesInOutput);
  }
  return [...totals.entries()].sort((a, b) => b[1] - a[1]);
}

/** Bundles every function as CDK does (same esbuild settings) and its floor, and compares sizes. */
export async function measureBundles(): Promise<BundleFigures[]> {
  const names = allFunctions.map((f) => f.function);
  const figures: BundleFigures[] = [];
  for (const functionName of names) {
    const dir = join(outdir, functionName);
    mkdirSync(dir, { recursive: true });
    const file = join(dir, 'index.mjs');
    const ours = await build({ ...esbuildOptions, entryPoints: [join('functions', functionName, 'handler.ts')], outfile: file });
    writeFileSync(join(dir, 'meta.json'), JSON.stringify(ours.metafile));
    const floorFile = join(dir, 'floor.mjs');
    await build({
      ...esbuildOptions,
      stdin: { contents: floorSource(functionName, ours.metafile!), resolveDir: process.cwd(), loader: 'js' },
      outfile: floorFile,
    });
    figures.push({
      functionName,
      bytes: statSync(file).size,
      floorBytes: statSync(floorFile).size,
      beyondSdk: byPackage(ours.metafile!).filter(
        ([name]) => !/^@(aws-sdk|smithy|aws-crypto|aws)\//.test(name) && !['tslib', 'fast-xml-parser', 'strnum', 'bowser', 'uuid', '@aws'].includes(name),
      ),
      file,
      floorFile,
    });
  }
  return figures;
}

/** The environment the stack gives a function, with plausible stand-in values. */
function lambdaEnvironment(functionName: FunctionName): Record<string, string> {
  return {
    PATH: process.env.PATH!,
    AWS_REGION: 'us-east-1',
    AWS_LAMBDA_FUNCTION_NAME: functionName,
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    ...functionEnvironment(functionName, {
      tableName: 'bench',
      logLevel: 'info',
      secretArn: (name) => `arn:aws:secretsmanager:us-east-1:000000000000:secret:${name}`,
      emailQueueUrl: 'https://sqs.us-east-1.amazonaws.com/000000000000/email',
      emailFrom: 'noreply@example.com',
      generationEngine: 'local',
      bedrockModelId: 'anthropic.claude-3-haiku-20240307-v1:0',
      guardrailId: 'bench-guardrail',
      guardrailVersion: '1',
    }),
  };
}

/** Milliseconds from the start of `import()` to the module being ready, in a fresh Node process. */
async function importTime(file: string, env: Record<string, string>): Promise<number> {
  const script = `const t = performance.now(); const m = await import(${JSON.stringify(join(process.cwd(), file))}); if (typeof m.handler !== 'function') throw new Error('no handler'); process.stdout.write(String(performance.now() - t));`;
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], { env });
  return Number(stdout);
}

export interface ColdInitFigures {
  functionName: FunctionName;
  oursMs: number;
  floorMs: number;
  runs: number;
}

/** Median import time of each bundle against its floor, the two alternating within one run. */
export async function measureColdInit(bundles: BundleFigures[], runs: number): Promise<ColdInitFigures[]> {
  const figures: ColdInitFigures[] = [];
  for (const bundle of bundles) {
    const env = lambdaEnvironment(bundle.functionName);
    const ours: number[] = [];
    const floor: number[] = [];
    for (let i = 0; i < runs; i++) {
      ours.push(await importTime(bundle.file, env));
      floor.push(await importTime(bundle.floorFile, env));
    }
    figures.push({ functionName: bundle.functionName, oursMs: median(ours), floorMs: median(floor), runs });
  }
  return figures;
}
