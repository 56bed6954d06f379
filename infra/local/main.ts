/**
 * `npm start`: the whole service on this machine. Flags: `--memory` keeps DynamoDB in memory,
 * `--dir <path>` moves `.local`, `--port <n>` moves the API (0 = any free port), `--quiet`
 * keeps request logs out of the terminal (they still go to `.local/logs/api.log`), `--no-seed`
 * starts without demo data, as empty as a fresh deployment (then follow the operator walkthrough),
 * `--engine bedrock` makes guided prompts go through the Bedrock engine and the local Bedrock
 * stand-in (default `local`, or the `GENERATION_ENGINE` environment variable),
 * `--webhook-time-scale <n>` divides the webhook retry schedule (default 1000; 1 is real time).
 */
import { parseArgs } from 'node:util';
import { JavaMissingError } from './dynamodb-local';
import { startLocalStack } from './stack';

const { values } = parseArgs({
  options: {
    memory: { type: 'boolean', default: false },
    dir: { type: 'string', default: '.local' },
    port: { type: 'string' },
    'free-ports': { type: 'boolean', default: false },
    quiet: { type: 'boolean', default: false },
    seed: { type: 'boolean', default: true },
    engine: { type: 'string' },
    'webhook-time-scale': { type: 'string', default: '1000' },
  },
  allowNegative: true,
});

if (values.engine !== undefined && values.engine !== 'local' && values.engine !== 'bedrock') {
  process.stderr.write(`--engine must be local or bedrock, not ${values.engine}\n`);
  process.exit(2);
}
// Read by the handlers' modules when the stack loads them, so it is set before.
if (values.engine) process.env.GENERATION_ENGINE = values.engine;
const engine = process.env.GENERATION_ENGINE === 'bedrock' ? 'bedrock (through the stand-in)' : 'local';

const webhookTimeScale = Number(values['webhook-time-scale']);
if (!Number.isFinite(webhookTimeScale) || webhookTimeScale < 1 || webhookTimeScale > 1_000_000) {
  process.stderr.write(`--webhook-time-scale must be a number from 1 (real time) to 1000000, not ${values['webhook-time-scale']}\n`);
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
    ports: free ? { api: Number(values.port ?? 0), dynamodb: 0, sqs: 0, ses: 0, bedrock: 0 } : { api: Number(values.port ?? 3000) },
  });
  const lines = [
    '',
    'Local stack is up:',
    `  API (API Gateway emulator)   ${info.base_url}/v1/...`,
    `  DynamoDB Local               ${info.dynamodb_endpoint}   table ${info.table_name}`,
    `  SQS (fauxqs)                 ${info.sqs_endpoint}`,
    `  SES (aws-ses-v2-local)       ${info.ses_endpoint}   inbox page: ${demo.email_inbox_url}/`,
    `  Bedrock Runtime (stand-in)   ${info.bedrock_endpoint}   faults: POST ${info.bedrock_endpoint}/_local/faults`,
    `  Guided-prompt engine         ${engine}   (--engine local|bedrock)`,
    `  Webhook deliveries           retry schedule ÷ ${webhookTimeScale} (--webhook-time-scale); try: npm run webhook:listen`,
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
  if (error instanceof JavaMissingError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(`The local stack could not start: ${error instanceof Error ? error.message : String(error)}\n`);
  }
  process.exit(1);
}
