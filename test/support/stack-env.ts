import { standInGuardrail } from '../../stand-ins/bedrock';
import { localEmailConfigurationSet } from '../../infra/local/iam/roles';
import { localSecretEnv } from '../../infra/local/local-secrets';
import { testStackEnv } from './stack-config';
import { stack } from './stack';

// Integration tests run use cases in this worker against the same stand-ins as the local stack.
// The raised rate limits of testStackEnv are for the stack's process; in-process tests here use
// the contract's defaults.
const { RATE_LIMIT_PUBLIC: _p, RATE_LIMIT_AUTHENTICATED: _a, RATE_LIMIT_WEBHOOK: _w, RATE_LIMIT_GENERATION: _g, ...workerEnv } = testStackEnv;
Object.assign(process.env, workerEnv, {
  AWS_REGION: 'us-east-1',
  AWS_ACCESS_KEY_ID: 'local',
  AWS_SECRET_ACCESS_KEY: 'local',
  TABLE_NAME: stack.table_name,
  DYNAMODB_ENDPOINT: stack.dynamodb_endpoint,
  SQS_ENDPOINT: stack.sqs_endpoint,
  EMAIL_QUEUE_URL: stack.email_queue_url,
  SES_ENDPOINT: stack.ses_endpoint,
  EMAIL_CONFIGURATION_SET: localEmailConfigurationSet,
  BEDROCK_ENDPOINT: stack.bedrock_endpoint,
  GUARDRAIL_ID: standInGuardrail.id,
  GUARDRAIL_VERSION: standInGuardrail.version,
  LOG_LEVEL: 'silent',
  // As the local stack: loopback webhook receivers are allowed, its queues and its time scale.
  WEBHOOK_ALLOW_LOOPBACK: 'true',
  WEBHOOK_HERMETIC: 'true',
  WEBHOOK_EVENTS_QUEUE_URL: stack.webhook_queue_urls.events,
  WEBHOOK_DELIVERIES_QUEUE_URL: stack.webhook_queue_urls.deliveries,
  WEBHOOK_RETRIES_QUEUE_URL: stack.webhook_queue_urls.retries,
  WEBHOOK_TIME_SCALE: String(stack.webhook_time_scale),
});
Object.assign(process.env, localSecretEnv(stack.secrets_file));
