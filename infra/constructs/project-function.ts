import { Duration, RemovalPolicy, Stack, Stage, Validations } from 'aws-cdk-lib';
import { Effect, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { LogLevel, NodejsFunction, OutputFormat, SourceMapMode, type NodejsFunctionProps } from 'aws-cdk-lib/aws-lambda-nodejs';
import { type CfnLogGroup, LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { type Construct } from 'constructs';
import { join, resolve } from 'node:path';

const root = join(import.meta.dirname, '..', '..');

/**
 * The esbuild settings every function is bundled with: ESM, the AWS SDK bundled (not the
 * runtime's copy) so it tree-shakes, `module` before `main` so ESM builds are picked, minified.
 * The source map is written without a `sourceMappingURL` comment and moved out of the package by
 * {@link ProjectFunction} (Lambda runs `index.mjs` alone; `npm run symbolicate` maps its stack
 * traces). No metafile: nothing the function does not run ships. The benchmark bundles with these.
 */
export const bundlingDefaults = {
  format: OutputFormat.ESM,
  target: 'node22',
  mainFields: ['module', 'main'],
  minify: true,
  sourceMap: true,
  sourceMapMode: SourceMapMode.EXTERNAL,
  sourcesContent: false,
  externalModules: [] as string[],
  // Some CommonJS dependencies call require() for Node built-ins; ESM bundles need a shim.
  banner: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  metafile: false,
  // esbuild's summary of each bundle is noise in `cdk synth` and the tests; errors still show.
  logLevel: LogLevel.ERROR,
};

/**
 * Where a function's source map goes at synth: `<cloud assembly>/sourcemaps/<function>/index.mjs.map`,
 * beside the staged assets but outside every package (a build artifact to keep with the deploy).
 */
export function sourceMapPath(assemblyDir: string, functionName: string): string {
  return join(assemblyDir, 'sourcemaps', functionName, 'index.mjs.map');
}

const quote = (path: string) => `'${path.replace(/'/g, `'\\''`)}'`;

/** Props of a project function: a catalogue function name and the usual Lambda options, minus what the house decides (runtime, architecture, role, log group). */
export interface ProjectFunctionProps extends Omit<NodejsFunctionProps, 'entry' | 'runtime' | 'architecture' | 'role' | 'logGroup'> {
  /** Folder under `functions/` holding `handler.ts`. */
  functionName: string;
  /** Log retention. Default: one month. */
  logRetention?: RetentionDays;
  /** Keep the log group when the stack is deleted. Default: false. */
  retainLogs?: boolean;
}

/**
 * A Lambda with the house defaults: Node 22 on arm64, the ESM bundle above, 256 MB, 10 s,
 * active tracing, and an explicit log group with retention. Its role starts empty but for writing
 * to that log group (no managed policies); callers add exactly what the function needs.
 */
export class ProjectFunction extends NodejsFunction {
  readonly logGroupArn: string;

  constructor(scope: Construct, id: string, props: ProjectFunctionProps) {
    const { functionName, logRetention = RetentionDays.ONE_MONTH, retainLogs = false, environment, bundling, ...rest } = props;
    const logGroup = new LogGroup(scope, `${id}Logs`, {
      retention: logRetention,
      removalPolicy: retainLogs ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    const role = new Role(scope, `${id}Role`, {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `Execution role of ${functionName}`,
    });
    role.addToPolicy(
      new PolicyStatement({
        effect: Effect.ALLOW,
        actions: ['logs:CreateLogStream', 'logs:PutLogEvents'],
        resources: [`${logGroup.logGroupArn}:*`],
      }),
    );
    super(scope, id, {
      entry: join(root, 'functions', functionName, 'handler.ts'),
      handler: 'handler',
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: 256,
      timeout: Duration.seconds(10),
      tracing: Tracing.ACTIVE,
      logGroup,
      role,
      projectRoot: root,
      depsLockFilePath: join(root, 'package-lock.json'),
      // No NODE_OPTIONS=--enable-source-maps: it made Node read and parse the map at every cold
      // start; the map is symbolicated offline instead (docs/observability.md).
      environment: {
        SERVICE_NAME: 'service-api',
        ...environment,
      },
      bundling: {
        ...bundlingDefaults,
        // Runs after esbuild, before CDK hashes and stages the folder: the asset (and its hash)
        // is index.mjs alone, so the hash still changes with the code and only with it.
        commandHooks: {
          beforeBundling: () => [],
          beforeInstall: () => [],
          afterBundling: (_inputDir: string, outputDir: string) => {
            const target = sourceMapPath(resolve(Stage.of(scope)!.outdir), functionName);
            return [[process.execPath, join(root, 'infra', 'move-source-map.mjs'), outputDir, root, target].map(quote).join(' ')];
          },
        },
        ...bundling,
      },
      ...rest,
    });
    this.logGroupArn = logGroup.logGroupArn;
    // The two wildcards every function's role needs, acknowledged finding by finding.
    const logGroupId = Stack.of(this).getLogicalId(logGroup.node.defaultChild as CfnLogGroup);
    Validations.of(role).acknowledge(
      {
        id: `AwsSolutions-IAM5[Resource::<${logGroupId}.Arn>:*]`,
        reason: 'Log stream names are created by Lambda at run time; the grant is limited to this function’s own log group.',
      },
      { id: 'AwsSolutions-IAM5[Resource::*]', reason: 'X-Ray PutTraceSegments/PutTelemetryRecords support no resource-level permissions.' },
    );
  }
}
