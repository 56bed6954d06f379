/**
 * `npm start`: the whole service on this machine. Flags: `--memory` keeps DynamoDB in memory,
 * `--dir <path>` moves `.local`, `--port <n>` moves the API (0 = any free port), `--quiet`
 * keeps request logs out of the terminal (they still go to `.local/logs/api.log`), `--no-seed`
 * starts without demo data, as empty as a fresh deployment (then follow the operator walkthrough),
 * `--webhook-time-scale <n>` divides the webhook retry schedule (default 1000; 1 is real time),
 * `--oidc-issuer <url> --oidc-audience <client id>` (repeatable, in pairs) trusts another OpenID
 * provider for sign-in besides the stack's own.
 * Guided prompts call the Bedrock stand-in (infra/local/bedrock/), as the deployed service calls Bedrock.
 */
import { parseArgs } from 'node:util';
import { parseTrustedIssuers, type TrustedIssuer } from '../../lib/identities/issuers';
import { JavaMissingError } from './dynamodb-local';
import { PortInUseError } from './ports';
import { SeedClashError, startLocalStack } from './stack';

const { values } = parseArgs({
  options: {
    memory: { type: 'boolean', default: false },
    dir: { type: 'string', default: '.local' },
    port: { type: 'string' },
    'free-ports': { type: 'boolean', default: false },
    quiet: { type: 'boolean', default: false },
    seed: { type: 'boolean', default: true },
    'webhook-time-scale': { type: 'string', default: '1000' },
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
  const { demo, info, stop } = await startLocalStack({
    dir: values.dir,
    inMemory: values.memory,
    echoLogs: !values.quiet,
    seed: values.seed,
    webhookTimeScale,
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
    `  Bedrock Runtime (stand-in)   ${info.bedrock_endpoint}   model and guardrail emulated by rules; faults: POST ${info.bedrock_endpoint}/_local/faults`,
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
    if (stopping) return;
    stopping = true;
    process.stderr.write('Stopping the local stack...\n');
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
  if (error instanceof JavaMissingError || error instanceof PortInUseError || error instanceof SeedClashError) return error.message;
  const { code, port } = error as { code?: string; port?: number };
  if (code === 'EADDRINUSE') return new PortInUseError(port ?? 0, 'a local stand-in').message;
  return `The local stack could not start: ${error instanceof Error ? error.message : String(error)}`;
}
