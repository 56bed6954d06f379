import type { SecretName } from '../lib/secrets-catalogue';

/**
 * The outputs of a deployed stack, by name: what the operator CLI (`npm run ops -- --stack`)
 * and a deployment pipeline read. The stack writes exactly these; the CLI reads exactly these.
 */
export const stackOutputs = {
  apiUrl: 'ApiUrl',
  /** With `-c edge=true`: the URL through CloudFront and AWS WAF. */
  edgeUrl: 'EdgeUrl',
  tableName: 'TableName',
  emailQueueUrl: 'EmailQueueUrl',
  emailDeadLetterQueueUrl: 'EmailDeadLetterQueueUrl',
  webhookDeadLetterQueueUrl: 'WebhookDeadLetterQueueUrl',
  alarmTopicArn: 'AlarmTopicArn',
  /** One per catalogued secret: `AdminTokenSecretArn`, `WebhookSigningSecretsSecretArn`, ... */
  secretArn: (name: SecretName) => `${name[0]!.toUpperCase()}${name.slice(1)}SecretArn`,
} as const;
