/**
 * `npm start`: the whole service on this machine. Flags: `--memory` keeps DynamoDB in memory,
 * `--dir <path>` moves `.local`, `--port <n>` moves the API (0 = any free port), `--quiet`
 * keeps request logs out of the terminal (they still go to `.local/logs/api.log`), `--no-seed`
 * starts without demo data, as empty as a fresh deployment (then follow the operator walkthrough),
 * `--webhook-time-scale <n>` divides the webhook retry schedule (default 1000; 1 is real time),
 * `--iam enforce|report|off` says what becomes of an AWS call a function's deployed role does not
 * allow (default enforce: it fails as on AWS; `LOCAL_IAM` sets the default).
 * Guided prompts call the Bedrock stand-in (stand-ins/bedrock/), as the deployed service calls Bedrock;
 * `--bedrock aws [--bedrock-region <r>] [--model <id>] --guardrail <id>:<version>` calls Amazon Bedrock instead.
 * `--oidc-issuer <url> --oidc-audience <client id>` (repeatable, in pairs) trusts another OpenID
 * provider for sign-in besides the stack's own.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { awsBedrockOf, BedrockFlagError } from './bedrock-aws';
import { parseTrustedIssuers, type TrustedIssuer } from '../../lib/identities/issuers';
import { JavaMissingError } from './dynamodb-local';
import { guardNetwork, offMachineLogOf } from './network-guard';
import { PortInUseError } from './ports';
import { SeedClashError, startLocalStack } from './stack';
import { StartUpError } from './start-up';

const { values } = parseArgs({
  options: {
    memory: { type: 'boolean', default: false },
    dir: { type: 'string', default: '.local' },
    port: { type: 'string' },
    'free-ports': { type: 'boolean', default: false },
    quiet: { type: 'boolean', default: false },
    seed: { type: 'boolean', default: true },
    'webhook-time-scale': { type: 'string', default: '1000' },
    iam: { type: 'string', default: process.env.LOCAL_IAM ?? 'enforce' },
    bedrock: { type: 'string', default: 'stand-in' },
    'bedrock-region': { type: 'string' },
    model: { type: 'string' },
    guardrail: { type: 'string' },
    'oidc-issuer': { type: 'string', multiple: true, default: [] },
    'oidc-audience': { type: 'string', multiple: true, default: [] },
  },
  allowNegative: true,
});

const webhookTimeScale = Number(values['webhook-time-scale']);
if (!Number.isFinite(webhookTimeScale) || webhookTimeScale < 1 || webhookTimeScale > 1_000_000) {
  process.stderr.write(`--webhook-time-scale must be a number from 1 (real time) to 1000000, not ${values['webhook-time-scale']}\n`);
  process.exit(2);
}

const iam = values.iam;
if (iam !== 'enforce' && iam !== 'report' && iam !== 'off') {
  process.stderr.write(`--iam must be enforce (the default), report or off, not ${iam}\n`);
  process.exit(2);
}

// Hermetic (contract 7): whatever this process resolves or connects to off the machine is written
// down, and the test suite fails on it (infra/local/network-guard.ts).
const guardLog = offMachineLogOf(resolve(values.dir));
mkdirSync(dirname(guardLog), { recursive: true });
rmSync(guardLog, { force: true });
guardNetwork(guardLog);

/** How long Ctrl-C may take: the pieces stop in turn, each within seconds, work in flight abandoned. */
const STOP_WITHIN_MS = 15_000;

// Each --oidc-issuer with the --oidc-audience given after it (the client id its ID tokens are for).
const [issuers, audiences] = [values['oidc-issuer'], values['oidc-audience']];
if (issuers.length !== audiences.length) {
  process.stderr.write(`Give one --oidc-audience <client id> with each --oidc-issuer <url> (got ${issuers.length} issuers, ${audiences.length} audiences)\n`);
  process.exit(2);
}
let oidcIssuers: TrustedIssuer[];
try {
  oidcIssuers = parseTrustedIssuers(JSON.stringify(issuers.map((issuer, i) => ({ issuer, audiences: [audiences[i]] }))), '--oidc-issuer');
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exit(2);
}

const free = values['free-ports'];
try {
  if (values.bedrock !== 'stand-in' && values.bedrock !== 'aws') throw new BedrockFlagError(`--bedrock is stand-in (default) or aws, not "${values.bedrock}"`);
  // Read before the stack sets its own `local` credentials (bedrock-aws.ts).
  const awsBedrock =
    values.bedrock === 'aws' ? awsBedrockOf({ region: values['bedrock-region'], model: values.model, guardrail: values.guardrail }) : undefined;
  const { demo, info, stop } = await startLocalStack({
    awsBedrock,
    dir: values.dir,
    inMemory: values.memory,
    echoLogs: !values.quiet,
    seed: values.seed,
    webhookTimeScale,
    iam,
    oidcIssuers,
    ports: free ? { api: Number(values.port ?? 0), dynamodb: 0, sqs: 0, ses: 0, bedrock: 0, oidc: 0 } : { api: Number(values.port ?? 3000) },
  });
  const lines = [
    '',
    'Local stack is up:',
    `  API (API Gateway emulator)   ${info.base_url}/v1/...`,
    `  DynamoDB Local               ${info.dynamodb_endpoint}   table ${info.table_name}`,
    `  SQS (fauxqs)                 ${info.sqs_endpoint}`,
    `  SES (aws-ses-v2-local)       ${info.ses_endpoint}   inbox page: ${demo.email_inbox_url}/`,
    awsBedrock
      ? `  Amazon Bedrock               ${info.bedrock_endpoint}   ${awsBedrock.modelId}, guardrail ${awsBedrock.guardrail.id}:${awsBedrock.guardrail.version}, your AWS credentials (billed)`
      : `  Bedrock Runtime (stand-in)   ${info.bedrock_endpoint}   outcomes by test triggers (stand-ins/bedrock/README.md); faults: POST ${info.bedrock_endpoint}/_local/faults`,
    `  Webhook deliveries           retry schedule ÷ ${webhookTimeScale} (--webhook-time-scale); try: npm run webhook:listen`,
    `  OpenID provider              ${info.oidc_issuer_url}   demo users sign in there (docs/sign-in.md)${oidcIssuers.length > 0 ? `; also trusted: ${oidcIssuers.map((i) => i.issuer).join(', ')}` : ''}`,
    values.seed
      ? `  Demo data and tokens         ${values.dir}/demo.json`
      : `  Admin token, webhook secrets ${values.dir}/demo.json   (no demo data: --no-seed)`,
    `  Request logs                 ${info.log_file}`,
    `  API reference                ${info.base_url}/docs   (OpenAPI: ${info.base_url}/openapi.json)`,
    '',
    `Try: curl -i ${info.base_url}/v1/vocabularies/topics/changelog`,
    'Ctrl-C stops everything.',
    '',
  ];
  process.stderr.write(lines.join('\n') + '\n');
  let stopping = false;
  const shutdown = async () => {
    if (stopping) {
      // A second Ctrl-C: at once (the JVM's guard stops Java when this process goes).
      process.stderr.write('Stopped without waiting.\n');
      process.exit(130);
    }
    stopping = true;
    process.stderr.write('Stopping the local stack... (Ctrl-C again to stop at once)\n');
    setTimeout(() => {
      process.stderr.write(`The local stack did not stop within ${STOP_WITHIN_MS / 1000} s; stopped without waiting.\n`);
      process.exit(1);
    }, STOP_WITHIN_MS).unref();
    await stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
} catch (error) {
  // One line, no stack trace: what went wrong and what to do (docs/operations.md, "Start-up errors").
  process.stderr.write(`${startFailure(error)}\n`);
  process.exit(1);
}

function startFailure(error: unknown): string {
  if (
    error instanceof JavaMissingError ||
    error instanceof PortInUseError ||
    error instanceof SeedClashError ||
    error instanceof BedrockFlagError ||
    error instanceof StartUpError
  )
    return error.message;
  const { code, port } = error as { code?: string; port?: number };
  if (code === 'EADDRINUSE') return new PortInUseError(port ?? 0, 'a local stand-in').message;
  return `The local stack could not start: ${error instanceof Error ? error.message : String(error)}`;
}
