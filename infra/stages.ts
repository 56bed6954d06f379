import { RetentionDays } from 'aws-cdk-lib/aws-logs';

/** What differs between stages (`-c stage=dev|prod`). */
export interface StageConfig {
  /** Deletion protection and RETAIN on the table, secrets and logs. */
  protect: boolean;
  logRetention: RetentionDays;
  /** API Gateway's stage throttle: the backstop behind the per-organization limiter. */
  apiThrottle: { rateLimit: number; burstLimit: number };
  /** The verified SES identity (domain or address) review emails are sent from. */
  emailIdentity: string;
  emailFrom: string;
  generationEngine: 'local' | 'bedrock';
  bedrockModelId: string;
  /** The guardrail profile (cross-Region inference, required by the Standard tier) and the Regions it routes to. */
  guardrailProfile: { id: string; regions: string[] };
  logLevel: 'debug' | 'info';
}

export const stages: Record<'dev' | 'prod', StageConfig> = {
  dev: {
    protect: false,
    logRetention: RetentionDays.ONE_WEEK,
    apiThrottle: { rateLimit: 100, burstLimit: 200 },
    emailIdentity: 'example.com',
    emailFrom: 'Service Reviews <reviews@example.com>',
    generationEngine: 'local',
    bedrockModelId: 'amazon.nova-lite-v1:0',
    guardrailProfile: { id: 'us.guardrail.v1:0', regions: ['us-east-1', 'us-east-2', 'us-west-2'] },
    logLevel: 'debug',
  },
  prod: {
    protect: true,
    logRetention: RetentionDays.THREE_MONTHS,
    apiThrottle: { rateLimit: 2000, burstLimit: 4000 },
    emailIdentity: 'example.com',
    emailFrom: 'Service Reviews <reviews@example.com>',
    generationEngine: 'local',
    bedrockModelId: 'amazon.nova-lite-v1:0',
    guardrailProfile: { id: 'us.guardrail.v1:0', regions: ['us-east-1', 'us-east-2', 'us-west-2'] },
    logLevel: 'info',
  },
};
