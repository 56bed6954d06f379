import { standInGuardrail } from '../stand-ins/bedrock';
import { localSecretEnv } from '../infra/local/local-secrets';
import { stages } from '../infra/stages';
import type { StackInfo } from '../infra/local/stack';

/**
 * Points this process's modules at the local stack's stand-ins, as the test setup does. Rate
 * limits are raised so the benchmark measures the work, not 429s (the limiter still writes its
 * bucket on every request); everything else keeps its production default (session status cached
 * 30 s, secrets cached 300 s). Must run before any `lib/` module is imported.
 */
export function useLocalStack(info: StackInfo): void {
  Object.assign(process.env, {
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    TABLE_NAME: info.table_name,
    DYNAMODB_ENDPOINT: info.dynamodb_endpoint,
    SQS_ENDPOINT: info.sqs_endpoint,
    EMAIL_QUEUE_URL: info.email_queue_url,
    // The webhook queues the functions that write webhook events (and the workers) send to.
    WEBHOOK_EVENTS_QUEUE_URL: info.webhook_queue_urls.events,
    WEBHOOK_DELIVERIES_QUEUE_URL: info.webhook_queue_urls.deliveries,
    WEBHOOK_RETRIES_QUEUE_URL: info.webhook_queue_urls.retries,
    SES_ENDPOINT: info.ses_endpoint,
    // Guided prompts call the stack's Bedrock stand-in, as the deployed functions call Bedrock.
    BEDROCK_ENDPOINT: info.bedrock_endpoint,
    BEDROCK_MODEL_ID: stages.dev.model.id,
    GUARDRAIL_ID: standInGuardrail.id,
    GUARDRAIL_VERSION: standInGuardrail.version,
    LOG_LEVEL: 'info',
    RATE_LIMIT_PUBLIC: '100000/100000',
    RATE_LIMIT_AUTHENTICATED: '100000/100000',
    RATE_LIMIT_WEBHOOK: '100000/100000',
    RATE_LIMIT_GENERATION: '100000/100000',
    ...localSecretEnv(info.secrets_file),
  });
}
