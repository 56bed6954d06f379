import { appendFileSync, chmodSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ulid } from 'ulid';
import {
  CreateTableCommand,
  DeleteItemCommand,
  DescribeTableCommand,
  GetItemCommand,
  PutItemCommand,
  QueryCommand,
  ResourceInUseException,
  TransactWriteItemsCommand,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
  type DynamoDBClient,
} from '@aws-sdk/client-dynamodb';
import { deliverWebhooks, fanOutWebhookEvents, notFound, operations, relayOutbox, sendEmail, sweepWebhooks } from '../../functions/catalogue';
import { compilePath, queueTriggersOf } from '../../functions/definitions';
import { Refusal } from '../../lib/contract/refusals';
import { createTableInput, globalSecondaryIndex, secondaryIndexes, tableDefinition } from '../../lib/store/table-definition';
import { secretCatalogue } from '../../lib/secrets-catalogue';
import { keys } from '../../lib/store/keys';
import { everyEnvironment, type CapabilityValues, type QueueName } from '../../functions/capabilities';
import { startApiEmulator, type ApiHandler } from './api-emulator';
import { standInGuardrail, startBedrockStandIn } from '../../stand-ins/bedrock';
import { awsBedrockEnv, type AwsBedrock } from './bedrock-aws';
import { startDynamoDbLocal, startUpClient } from './dynamodb-local';
import { LOCAL_OIDC_CLIENT_ID, startOidcProvider } from './oidc-provider';
import { ensureLocalSecrets } from './local-secrets';
import { assertPortsFree } from './ports';
import { announceRunningStack, runningStackPid } from './running-stacks';
import { startSesLocal } from './ses-local';
import { longPollingSqsClient, startSqsPoller } from './sqs-poller';
import { invokeAs } from './iam/context';
import { enforcedRoleSource, localEmailConfigurationSet, localSender, synthesizedRoles } from './iam/roles';
import { startSqsLocal } from './sqs-local';
import { oneLine, startPiece, whileSlow } from './start-up';
import { stages } from '../stages';
import type { TrustedIssuer } from '../../lib/identities/issuers';

/** How `startLocalStack` runs (all optional; `npm start` flags map onto these). */
export interface LocalStackOptions {
  /** Where data, secrets, logs and demo.json go. Default `.local`. */
  dir?: string;
  /** Keep DynamoDB in memory (tests) instead of on disk under `dir`. */
  inMemory?: boolean;
  /** 0 picks free ports (tests); the defaults suit a developer's machine. */
  ports?: { api?: number; dynamodb?: number; sqs?: number; ses?: number; bedrock?: number; oidc?: number };
  /** Where log lines go besides `dir/logs/api.log`. Default: stdout. */
  echoLogs?: boolean;
  /** How often the outbox relay runs (AWS: every minute). Default 5 s. */
  relayIntervalMs?: number;
  /** `--bedrock aws`: the model and guardrail calls go to Amazon Bedrock (bedrock-aws.ts). Default: the stand-in (stand-ins/bedrock/). */
  awsBedrock?: AwsBedrock;
  /** Write the demo data (default). Without it the stack starts as empty as a fresh deployment, for the operator walkthrough. */
  seed?: boolean;
  /**
   * Divides the webhook retry schedule, the 5-day auto-disable window and the sweeper's minute
   * (`npm start -- --webhook-time-scale <n>`). Default 1000: 5 min becomes 0.3 s.
   */
  webhookTimeScale?: number;
  /**
   * IAM as deployed (infra/local/iam/): `enforce` (default) evaluates every AWS call a function
   * makes against its role as the CDK app synthesizes it and fails a denied one as AWS does;
   * `report` logs the denial and lets the call through; `off` checks nothing (`npm start -- --iam <mode>`).
   */
  iam?: 'enforce' | 'report' | 'off';
  /**
   * OpenID providers trusted besides the stack's own (`npm start -- --oidc-issuer <url>
   * --oidc-audience <client id>`), for signing in with `POST /v1/auth/sessions`.
   */
  oidcIssuers?: readonly TrustedIssuer[];
}

/** Internal endpoints of a running local stack (tests and tools read `.local/stack.json`). */
export interface StackInfo {
  base_url: string;
  dynamodb_endpoint: string;
  table_name: string;
  sqs_endpoint: string;
  email_queue_url: string;
  email_dlq_url: string;
  /** The webhook queues and their DLQ. */
  webhook_queue_urls: { events: string; deliveries: string; retries: string; dead_letters: string };
  /** What the webhook schedule is divided by on this stack. */
  webhook_time_scale: number;
  ses_endpoint: string;
  /** Bedrock Runtime: the stand-in (tests script its faults with `POST /_local/faults`), or Amazon Bedrock's endpoint with `--bedrock aws`. */
  bedrock_endpoint: string;
  /** The stack's own OpenID provider (also `oidc_issuer_url` in demo.json). */
  oidc_issuer_url: string;
  secrets_file: string;
  log_file: string;
  /** The process serving it: tools check it is alive before they use the stack. */
  pid: number;
}

const tableName = 'service-local';
/** How long each piece may take to stop before it is left behind (Ctrl-C ends the stack within seconds). */
const STOP_PIECE_MS = 3_000;
/** How long the seed keeps trying while DynamoDB Local is only slow. */
const SEED_BUDGET_MS = 180_000;
const functionsDir = resolve(import.meta.dirname, '../../functions');

async function ensureTable(endpoint: string): Promise<void> {
  const client = startUpClient(endpoint);
  try {
    await client.send(new CreateTableCommand(createTableInput(tableName)));
    await client.send(
      new UpdateTimeToLiveCommand({
        TableName: tableName,
        TimeToLiveSpecification: { AttributeName: tableDefinition.ttlAttribute, Enabled: true },
      }),
    );
  } catch (error) {
    if (!(error instanceof ResourceInUseException)) throw error;
    await addMissingIndexes(client);
  } finally {
    client.destroy();
  }
}

/**
 * Warms a fresh JVM up before the service's own calls reach it: those run under the production
 * bounds (1.5 s a request, lib/aws/deadlines.ts), which a cold DynamoDB Local on a busy
 * machine can miss. Rounds of the kinds of requests the seed makes, under start-up bounds, until a
 * round answers quickly (or 60 s have gone by).
 */
async function warmUp(endpoint: string): Promise<void> {
  const client = startUpClient(endpoint);
  const key = (n: number) => {
    const { pk, sk } = keys.localWarmUp(n);
    return { pk: { S: pk }, sk: { S: sk } };
  };
  const until = Date.now() + 60_000;
  try {
    for (let round = 0; Date.now() < until; round++) {
      const started = Date.now();
      await client.send(new PutItemCommand({ TableName: tableName, Item: { ...key(0), n: { N: String(round) } } }));
      await client.send(new GetItemCommand({ TableName: tableName, Key: key(0), ConsistentRead: true }));
      await client.send(
        new TransactWriteItemsCommand({
          TransactItems: [1, 2].map((n) => ({ Put: { TableName: tableName, Item: key(n), ConditionExpression: 'attribute_not_exists(n)' } })),
        }),
      );
      await client.send(
        new QueryCommand({ TableName: tableName, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': { S: keys.localWarmUp(0).pk } } }),
      );
      for (const n of [0, 1, 2]) await client.send(new DeleteItemCommand({ TableName: tableName, Key: key(n) }));
      if (round >= 2 && Date.now() - started < 150) return;
    }
  } finally {
    client.destroy();
  }
}

/** A table kept in `.local` from an older version gets the indexes added since (as a deployed table does on update). */
async function addMissingIndexes(client: DynamoDBClient): Promise<void> {
  const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
  const present = new Set((Table?.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName));
  for (const index of secondaryIndexes.filter((i) => !present.has(i.indexName))) {
    await client.send(
      new UpdateTableCommand({
        TableName: tableName,
        AttributeDefinitions: [index.partitionKey, index.sortKey].map((name) => ({ AttributeName: name, AttributeType: 'S' })),
        GlobalSecondaryIndexUpdates: [{ Create: globalSecondaryIndex(index) }],
      }),
    );
  }
}

/**
 * The demo data clashed with what a directory already holds: it was started with `--no-seed` and
 * used since (the operator walkthrough creates an "Acme Robotics" and alice@acme.example of its
 * own). The message says what clashed and the two ways out.
 */
export class SeedClashError extends Error {
  override name = 'SeedClashError';
  constructor(dir: string, clash: string) {
    super(
      `The demo data clashes with data already in ${dir} (${clash}): it was probably started with --no-seed and used since. Start it with --no-seed again, or seed a fresh directory: npm start -- --dir <another directory> (or delete ${dir})`,
    );
  }
}

/**
 * Marks a stack's directory as generated, wherever `--dir` puts it: a `.gitignore` of `*` keeps
 * it out of git, and the files it holds are ones lint and Prettier skip by name (`.prettierignore`:
 * demo.json, stack.json, secrets.json, logs), so a stack started with any `--dir` inside the
 * repository never breaks `npm run lint`.
 */
export function markStackDirectory(dir: string): void {
  const marker = join(dir, '.gitignore');
  if (!existsSync(marker)) writeFileSync(marker, '# A local stack (npm start --dir): generated, never committed\n*\n');
}

/** The handler of a catalogue function, imported as Lambda would run it. */
async function loadHandler<H = ApiHandler>(definition: { function: string }): Promise<H> {
  const module = (await import(pathToFileURL(join(functionsDir, definition.function, 'handler.ts')).href)) as { handler: H };
  return module.handler;
}

/**
 * Starts the whole service on one machine: DynamoDB Local, fauxqs (SQS), aws-ses-v2-local (SES),
 * the Bedrock Runtime stand-in, the table and queues, demo data, and the API emulator serving every built route through the
 * real handlers. `stop()` stops everything it started, Java included.
 */
export async function startLocalStack(options: LocalStackOptions = {}) {
  // Lambda runs Node 22; this machine's Node 20 makes the SDK warn about a future it won't meet.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const dir = resolve(options.dir ?? '.local');
  // Two stacks on one directory would share DynamoDB Local's file and overwrite each other's stack.json.
  const ports = options.ports ?? {};
  const webhookTimeScale = options.webhookTimeScale ?? 1000;
  const running = runningStackPid(dir);
  if (running !== undefined) throw new Error(`a local stack already runs in ${dir} (pid ${running}): stop it first, or give this one --dir <path>`);
  // Every port that is not 0 is checked before anything starts: one clear line if one is taken.
  await assertPortsFree({
    'the API': ports.api ?? 3000,
    'DynamoDB Local': ports.dynamodb ?? 8000,
    'SQS (fauxqs)': ports.sqs ?? 4566,
    'SES (aws-ses-v2-local)': ports.ses ?? 8005,
    ...(options.awsBedrock ? {} : { 'the Bedrock stand-in': ports.bedrock ?? 8006 }),
    'the OpenID provider': ports.oidc ?? 8007,
  });
  mkdirSync(join(dir, 'logs'), { recursive: true });
  markStackDirectory(dir);
  const secretsFile = join(dir, 'secrets.json');
  const secrets = ensureLocalSecrets(secretsFile);
  const logFile = join(dir, 'logs', 'api.log');

  const stoppers: (() => Promise<void>)[] = [];
  // Each piece has a few seconds to stop (work in flight is abandoned, as Lambda abandons a
  // timed-out invocation: claims lapse and are recorded), so Ctrl-C always ends the stack quickly.
  const stop = async () => {
    for (const stopOne of stoppers.reverse()) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([stopOne().catch(() => undefined), new Promise((r) => (timer = setTimeout(r, STOP_PIECE_MS)))]);
      clearTimeout(timer);
    }
    stoppers.length = 0;
  };
  // The roles are synthesized (or read from their cache) while the stand-ins start.
  const roles = options.iam === 'off' ? undefined : synthesizedRoles(enforcedRoleSource(stages.dev.model));
  roles?.catch(() => undefined);
  const restart = 'Start it again; if it fails again, see docs/local-stack.md ("When it does not start")';
  try {
    const dynamodb = await startPiece(
      'DynamoDB Local (Java)',
      () => startDynamoDbLocal({ port: ports.dynamodb ?? 8000, dataDir: options.inMemory ? undefined : join(dir, 'dynamodb') }),
      `Check that Java 17+ runs (java -version) and the machine has a GB of memory free; with --dir, its data is in ${join(dir, 'dynamodb')}. ${restart}`,
    );
    stoppers.push(dynamodb.stop);
    const sqs = await startPiece('SQS (fauxqs)', () => startSqsLocal({ port: ports.sqs ?? 4566 }), restart);
    stoppers.push(sqs.stop);
    const ses = await startPiece('SES (aws-ses-v2-local)', () => startSesLocal({ port: ports.ses ?? 8005 }), restart);
    stoppers.push(ses.stop);
    const bedrock = options.awsBedrock
      ? undefined
      : await startPiece(
          'the Bedrock stand-in',
          () => startBedrockStandIn({ port: ports.bedrock ?? 8006, models: [stages.dev.model.id], guardrail: standInGuardrail }),
          restart,
        );
    if (bedrock) stoppers.push(bedrock.stop);
    // Guided prompts call the model and the guardrail as in AWS: the stand-in's, or Amazon Bedrock's (in its Region).
    const bedrockEnv = options.awsBedrock ? awsBedrockEnv(options.awsBedrock) : { BEDROCK_ENDPOINT: bedrock!.endpoint };
    if (options.awsBedrock) delete process.env.BEDROCK_ENDPOINT;
    const oidc = await startPiece('the OpenID provider', () => startOidcProvider({ port: ports.oidc ?? 8007 }), restart);
    stoppers.push(oidc.stop);
    // Sign-in trusts the stack's own provider (its demo client) and any issuer given on the command line.
    const trustedIssuers: TrustedIssuer[] = [{ issuer: oidc.issuer, audiences: [LOCAL_OIDC_CLIENT_ID] }, ...(options.oidcIssuers ?? [])];

    // What the capabilities of functions/capabilities.ts name here: the stand-ins, as the CDK stack names its resources.
    const capabilityValues: CapabilityValues = {
      tableName,
      secretArn: (name) => secretCatalogue[name].localId,
      queueUrls: Object.fromEntries(Object.entries(sqs.queues).map(([name, queue]) => [name, queue.url])) as Record<QueueName, string>,
      emailFrom: localSender.emailFrom,
      emailConfigurationSet: localEmailConfigurationSet,
      bedrockModelId: options.awsBedrock?.modelId ?? stages.dev.model.id,
      guardrail: options.awsBedrock?.guardrail ?? { id: standInGuardrail.id, version: standInGuardrail.version },
      trustedIssuers,
    };

    // Configuration is read by the modules at load, so it must be in place before any import below.
    Object.assign(process.env, {
      AWS_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: 'local',
      AWS_SECRET_ACCESS_KEY: 'local',
      // Every function runs in this one process: it gets what any function's access may call for.
      ...everyEnvironment(capabilityValues),
      DYNAMODB_ENDPOINT: dynamodb.endpoint,
      SQS_ENDPOINT: sqs.endpoint,
      WEBHOOK_TIME_SCALE: String(webhookTimeScale),
      SES_ENDPOINT: ses.endpoint,
      ...bedrockEnv,
      // Locally a revoked session's access tokens stop at once (AWS default: within 30 s).
      SESSION_STATUS_CACHE_SECONDS: process.env.SESSION_STATUS_CACHE_SECONDS ?? '0',
      // Secrets the operator rotates (npm run ops) take effect within a second here (AWS: 5 minutes).
      SECRETS_CACHE_SECONDS: process.env.SECRETS_CACHE_SECONDS ?? '1',
      // Webhook receivers on this machine (http://127.0.0.1:<port>, http://localhost) are allowed here, never in AWS.
      WEBHOOK_ALLOW_LOOPBACK: 'true',
      // ...and no webhook URL is ever looked up: only loopback names resolve (hermetic, contract 7).
      WEBHOOK_HERMETIC: 'true',
      SECRETS_FILE: secretsFile,
    });
    if (options.awsBedrock) (await import('../../lib/aws/bedrock')).useBedrockCredentials(options.awsBedrock.credentials);
    const { setLogSink } = await import('../../lib/logger');
    setLogSink((line) => {
      appendFileSync(logFile, line + '\n');
      if (options.echoLogs !== false) process.stdout.write(line + '\n');
    });

    await startPiece(
      'the table in DynamoDB Local',
      async () => {
        await ensureTable(dynamodb.endpoint);
        await warmUp(dynamodb.endpoint);
      },
      `DynamoDB Local answers but not in time: the machine may be out of memory or CPU. ${restart}`,
    );
    const iamEnforcer =
      roles &&
      (await (
        await import('./iam/install')
      ).installLocalIam(await roles, {
        tableName,
        sqs,
        // Amazon Bedrock itself checks the developer's credentials under --bedrock aws; the stand-in's calls are checked here.
        bedrock: options.awsBedrock ? undefined : { guardrail: standInGuardrail },
        mode: options.iam === 'report' ? 'report' : 'enforce',
      }));

    const routes = await Promise.all(
      Object.values(operations).map(async (route) => ({ route, match: compilePath(route.path), handler: await loadHandler(route) })),
    );
    const { documentationPages } = await import('./docs');
    const { LOCAL_SIGN_IN_PATH, localSignIn } = await import('./sign-in');
    // The reference page and its sign-in helper exist only here, never in the deployed API.
    const localPages = { ...documentationPages(), [`POST ${LOCAL_SIGN_IN_PATH}`]: localSignIn };
    const api = await startApiEmulator({ routes, fallback: await loadHandler(notFound), port: ports.api ?? 3000, localPages });
    stoppers.push(api.stop);

    const webhookSecrets = Object.fromEntries(
      Object.entries(secrets['webhook-signing-secrets'] as Record<string, string[]>).map(([provider, list]) => [provider, list[0]!]),
    );
    // The workers of the catalogue on their triggers, as in AWS: the email function behind its
    // queue (a poller building real SQS events), the outbox relay on a timer (EventBridge's rate).
    const { logger } = await import('../../lib/logger');
    // Lambda's event sources long-poll (20 s) with clients of their own: the functions' SQS client
    // is bounded at 2 s a call, and polling with it would send dozens of requests a second.
    const pollingSqs = longPollingSqsClient(sqs.endpoint);
    iamEnforcer?.install(pollingSqs);
    stoppers.push(async () => pollingSqs.destroy());
    const poller = startSqsPoller({
      sqs: pollingSqs,
      queueUrl: sqs.queues[sendEmail.trigger.queue].url,
      queueArn: sqs.queues[sendEmail.trigger.queue].arn,
      batchSize: sendEmail.trigger.batchSize,
      timeoutSeconds: sendEmail.timeoutSeconds,
      functionName: sendEmail.function,
      handler: await loadHandler<Parameters<typeof startSqsPoller>[0]['handler']>(sendEmail),
      onError: (error) => logger.warn('local SQS poller error', { error }),
    });
    stoppers.push(poller.stop);
    const relay = await loadHandler<(event: unknown, context: { awsRequestId: string }) => Promise<unknown>>(relayOutbox);
    const relayTimer = setInterval(() => {
      invokeAs(relayOutbox.function, () => relay({}, { awsRequestId: ulid() })).catch((error: unknown) => logger.warn('outbox relay failed', { error }));
    }, options.relayIntervalMs ?? 5_000); // AWS runs it every minute; locally a demo should not wait that long.
    stoppers.push(async () => clearInterval(relayTimer));

    // The webhook workers: the fan-out behind the events queue, the delivery function behind both
    // lanes (several batches at once, as Lambda runs several invocations per event source), and
    // the sweeper on a timer at the scaled minute.
    for (const worker of [fanOutWebhookEvents, deliverWebhooks]) {
      const handler = await loadHandler<Parameters<typeof startSqsPoller>[0]['handler']>(worker);
      for (const source of queueTriggersOf(worker)) {
        const queue = sqs.queues[source.queue];
        const webhookPoller = startSqsPoller({
          sqs: pollingSqs,
          queueUrl: queue.url,
          queueArn: queue.arn,
          batchSize: source.batchSize,
          // As in AWS: fair share needs more workers on a lane than one organization may hold (webhooks.md).
          concurrency: source.maxConcurrency ?? 1,
          timeoutSeconds: worker.timeoutSeconds,
          functionName: worker.function,
          handler,
          onError: (error) => logger.warn('local SQS poller error', { error }),
        });
        stoppers.push(webhookPoller.stop);
      }
    }
    const { sweepTimings } = await import('../../lib/webhooks/delivery/sweep');
    const sweep = await loadHandler<(event: unknown, context: { awsRequestId: string }) => Promise<unknown>>(sweepWebhooks);
    const sweepTimer = setInterval(() => {
      invokeAs(sweepWebhooks.function, () => sweep({}, { awsRequestId: ulid() })).catch((error: unknown) => logger.warn('webhook sweeper failed', { error }));
    }, sweepTimings(webhookTimeScale).intervalMs);
    stoppers.push(async () => clearInterval(sweepTimer));

    const { seedDemoData } = await import('./seed');
    // Every step of the seed is idempotent, so a step that met a slow DynamoDB Local (its calls run
    // under the production bounds) is simply run again.
    const seed = () =>
      whileSlow(
        () => seedDemoData({ baseUrl: api.baseUrl, webhookSecrets }),
        SEED_BUDGET_MS,
        (error, attempt) => process.stderr.write(`Seeding the demo data met a slow answer (${oneLine(error)}); trying again (${attempt}).\n`),
      ).catch((error: unknown) => {
        throw error instanceof Refusal && error.code === 'conflict' ? new SeedClashError(dir, error.message) : error;
      });
    const seeded =
      options.seed === false
        ? { users: [], review_tickets: [], invoices: [], webhook_endpoints: [], failing_webhook_endpoint: null }
        : await startPiece('the demo data', seed, `Start with --no-seed to skip it, or ${restart.toLowerCase()}`);

    const demo = {
      base_url: api.baseUrl,
      admin_token: secrets['admin-token'],
      webhook_secrets: webhookSecrets,
      email_inbox_url: ses.endpoint,
      // The other stand-ins' base URLs, so snippets read them instead of pinning a port (docs: any port works).
      bedrock_url: bedrock?.endpoint ?? null,
      dynamodb_url: dynamodb.endpoint,
      // Sign in there as a demo user (a browser, or the code flow), then exchange the ID token at POST /v1/auth/sessions.
      oidc_issuer_url: oidc.issuer,
      oidc_client_id: LOCAL_OIDC_CLIENT_ID,
      ...seeded,
      notes: [
        'Each users[].refresh_token is the first token of a session and rotates: use it once (POST /v1/auth/refresh, or the SDK, which keeps the rotated one).',
        'Replaying a superseded refresh token more than 10 s after it was rotated revokes that session (contract section 4). For a fresh one any time: npm run session:create -- --email <email>; for an access token: npm run token -- --email <email>.',
      ],
    };
    const info: StackInfo = {
      base_url: api.baseUrl,
      dynamodb_endpoint: dynamodb.endpoint,
      table_name: tableName,
      sqs_endpoint: sqs.endpoint,
      email_queue_url: sqs.emailQueueUrl,
      email_dlq_url: sqs.emailDeadLetterQueueUrl,
      webhook_queue_urls: {
        events: sqs.webhookQueues.events.url,
        deliveries: sqs.webhookQueues.deliveries.url,
        retries: sqs.webhookQueues.retries.url,
        dead_letters: sqs.webhookQueues.deadLetterQueueUrl,
      },
      webhook_time_scale: webhookTimeScale,
      ses_endpoint: ses.endpoint,
      bedrock_endpoint: bedrock?.endpoint ?? `https://bedrock-runtime.${options.awsBedrock!.region}.amazonaws.com`,
      oidc_issuer_url: oidc.issuer,
      secrets_file: secretsFile,
      log_file: logFile,
      pid: process.pid,
    };
    // demo.json holds the admin token, webhook secrets and refresh tokens: owner only, also when it existed.
    writeFileSync(join(dir, 'demo.json'), JSON.stringify(demo, null, 2) + '\n', { mode: 0o600 });
    chmodSync(join(dir, 'demo.json'), 0o600);
    writeFileSync(join(dir, 'stack.json'), JSON.stringify(info, null, 2) + '\n');
    // Tools find the stack by these; they go first when it stops.
    const unannounce = announceRunningStack(dir);
    stoppers.push(async () => {
      unannounce();
      if (runningStackPid(dir) === process.pid) rmSync(join(dir, 'stack.json'), { force: true });
    });
    return { demo, info, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
