import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { Architecture, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat, type NodejsFunctionProps } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');

/**
 * The esbuild settings every function is bundled with: ESM, the AWS SDK bundled (not left to the
 * runtime's copy) so it tree-shakes, `module` before `main` so ESM builds are picked, minified,
 * with source maps. Shared with the benchmark, which measures exactly what ships.
 */
export const bundlingDefaults = {
  format: OutputFormat.ESM,
  target: 'node22',
  mainFields: ['module', 'main'],
  minify: true,
  sourceMap: true,
  sourcesContent: false,
  externalModules: [] as string[],
  // Some CommonJS dependencies call require() for Node built-ins; ESM bundles need a shim.
  banner: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  metafile: true,
};

export interface ProjectFunctionProps extends Omit<NodejsFunctionProps, 'entry' | 'runtime' | 'architecture'> {
  /** Folder under `functions/` holding `handler.ts`. */
  functionName: string;
  /** Log retention. Default: one month. */
  logRetention?: RetentionDays;
}

/**
 * A Lambda with the house defaults: Node 22 on arm64, the ESM bundle above, an explicit log group
 * with retention (so logs do not live forever), X-Ray tracing, 256 MB and a 10 s timeout.
 */
export class ProjectFunction extends NodejsFunction {
  constructor(scope: Construct, id: string, props: ProjectFunctionProps) {
    const { functionName, logRetention = RetentionDays.ONE_MONTH, environment, bundling, ...rest } = props;
    const logGroup = new LogGroup(scope, `${id}Logs`, { retention: logRetention, removalPolicy: RemovalPolicy.DESTROY });
    super(scope, id, {
      entry: join(root, 'functions', functionName, 'handler.ts'),
      handler: 'handler',
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: 256,
      timeout: Duration.seconds(10),
      tracing: Tracing.ACTIVE,
      logGroup,
      projectRoot: root,
      depsLockFilePath: join(root, 'package-lock.json'),
      environment: {
        NODE_OPTIONS: '--enable-source-maps',
        SERVICE_NAME: 'service-api',
        ...environment,
      },
      bundling: { ...bundlingDefaults, ...bundling },
      ...rest,
    });
  }
}
