import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { RateClass } from '../lib/contract/routes';
import type { TrustedIssuer } from '../lib/identities/issuers';

/** An API Gateway throttle: requests per second across all clients, and the burst above it. */
export interface Throttle {
  rateLimit: number;
  burstLimit: number;
}

/** The kinds of function a stage sizes: the rate classes of the routes, the catch-all, the workers. */
export type FunctionKind = RateClass | 'catchAll' | 'worker';

/** A Bedrock model: its id, and for an inference profile the Regions it routes to (IAM allows the model in each). */
export interface BedrockModel {
  id: string;
  profileRegions?: string[];
}

/** Nova Lite through the US cross-Region inference profile: cheap, fast, multilingual, tool use. */
const novaLite: BedrockModel = { id: 'us.amazon.nova-lite-v1:0', profileRegions: ['us-east-1', 'us-east-2', 'us-west-2'] };

/** What differs between stages (`-c stage=dev|prod`). */
export interface StageConfig {
  /** Deletion protection and RETAIN on the table, secrets and logs. */
  protect: boolean;
  logRetention: RetentionDays;
  /** API Gateway's stage throttle: the ceiling of the whole API, across every route and client. */
  apiThrottle: Throttle;
  /**
   * Per-route throttles on the stage (API Gateway `routeSettings`), by the catalogue's rate class
   * of the route (`catchAll` is `$default`): one route flooded cannot use the whole stage's
   * allowance, and nothing reaches a function beyond it. Per route, across all clients: the
   * per-client limit is the service's own limiter (and the edge's, when enabled).
   */
  routeThrottles: Record<Exclude<FunctionKind, 'worker'>, Throttle>;
  /** Routes whose every call has a cost of its own (a model, a guardrail): tighter than their class. */
  routeThrottleOverrides: Partial<Record<string, Throttle>>;
  /**
   * Reserved concurrency per function, by kind (per function, not shared); undefined: none, the
   * functions share the account's unreserved pool. A cap on what one function can cost and a
   * guarantee that a flood on one cannot starve the others. The account keeps at least 100
   * unreserved, so the sum must stay below its limit minus 100 (a new account's limit may be as
   * low as 10: leave this unset there). Size it above route rate × duration, so API Gateway's
   * throttle (a 429) bites before Lambda's (an error from API Gateway).
   */
  reservedConcurrency?: Record<FunctionKind, number>;
  /** Functions whose reserved concurrency differs from their kind's (by function name). */
  reservedConcurrencyOverrides: Partial<Record<string, number>>;
  /**
   * CloudFront with AWS WAF in front of the API (`-c edge=true`): a rate-based rule per client IP
   * at the edge, before API Gateway, Lambda or DynamoDB are paid for. Needs the stack in us-east-1.
   */
  edge: { enabled: boolean; requestsPerIpPer5Minutes: number };
  /** The table on a customer-managed KMS key (rotated yearly) instead of the AWS-owned key. */
  customerManagedKey: boolean;
  /** CloudWatch namespace of the service's EMF metrics. */
  metricsNamespace: string;
  /** 429s (all routes) in five minutes above which the abuse alarm fires. */
  rateLimitedAlarmPer5Minutes: number;
  /** The verified SES identity (domain or address) review emails are sent from. */
  emailIdentity: string;
  emailFrom: string;
  /**
   * The model guided prompts are generated with (Bedrock Converse): a foundation model id, or a
   * cross-Region inference profile id (`us.…`) with the Regions it routes to. The guided-prompt
   * role may invoke exactly this model (docs/operations.md: enabling model access).
   */
  model: BedrockModel;
  /** The guardrail profile (cross-Region inference, required by the Standard tier) and the Regions it routes to. */
  guardrailProfile: { id: string; regions: string[] };
  logLevel: 'debug' | 'info';
  /**
   * Browser origins that may call the API (contract section 1), each exactly
   * `scheme://host[:port]` (never `*`: credentials travel); none by default. Answered by API
   * Gateway's CORS configuration, preflights included, with the policy of infra/cors.ts.
   */
  cors: { allowedOrigins: string[] };
  /**
   * The OpenID providers whose ID tokens sign users in (`POST /v1/auth/sessions`, contract 4.1):
   * `{ issuer, audiences, email_claim?, jwks_uri? }` each (lib/identities/issuers.ts). None by
   * default; a deploy names its own with `-c trustedIssuers='[...]'` (docs/deploy.md). Their keys
   * are fetched at run time, so a provider's key rotation needs no deploy.
   */
  trustedIssuers: readonly TrustedIssuer[];
}

/**
 * Managing webhook endpoints is occasional next to the calls a client makes all day: in prod
 * these routes get a tighter throttle (50 rps, burst 100) and a small reservation (5 × ≈50 ms
 * ≥ 50 rps × 50 ms), so the throttle still bites before Lambda's.
 */
const webhookManagementRoutes = [
  'create-webhook-endpoint',
  'list-webhook-endpoints',
  'update-webhook-endpoint',
  'delete-webhook-endpoint',
  'rotate-webhook-secret',
  'test-webhook-endpoint',
  'list-webhook-deliveries',
  'retry-webhook-delivery',
] as const;
const each = <T>(names: readonly string[], value: T) => Object.fromEntries(names.map((name) => [name, value]));

export const stages: Record<'dev' | 'prod', StageConfig> = {
  dev: {
    protect: false,
    logRetention: RetentionDays.ONE_WEEK,
    apiThrottle: { rateLimit: 100, burstLimit: 200 },
    routeThrottles: {
      authenticated: { rateLimit: 50, burstLimit: 100 },
      public: { rateLimit: 20, burstLimit: 40 },
      webhook: { rateLimit: 20, burstLimit: 40 },
      // Guided prompts: every call is model and guardrail calls the platform pays for.
      generation: { rateLimit: 5, burstLimit: 10 },
      catchAll: { rateLimit: 10, burstLimit: 20 },
    },
    // Creating and changing a personality each call the guardrail.
    routeThrottleOverrides: { 'create-personality': { rateLimit: 10, burstLimit: 20 }, 'update-personality': { rateLimit: 10, burstLimit: 20 } },
    // A development account's concurrency limit may be 10: reserve nothing.
    reservedConcurrency: undefined,
    reservedConcurrencyOverrides: {},
    edge: { enabled: false, requestsPerIpPer5Minutes: 1000 },
    customerManagedKey: false,
    metricsNamespace: 'ServiceApi/dev',
    rateLimitedAlarmPer5Minutes: 500,
    emailIdentity: 'example.com',
    emailFrom: 'Service Reviews <reviews@example.com>',
    model: novaLite,
    guardrailProfile: { id: 'us.guardrail.v1:0', regions: ['us-east-1', 'us-east-2', 'us-west-2'] },
    logLevel: 'debug',
    cors: { allowedOrigins: [] },
    trustedIssuers: [],
  },
  prod: {
    protect: true,
    logRetention: RetentionDays.THREE_MONTHS,
    apiThrottle: { rateLimit: 2000, burstLimit: 4000 },
    routeThrottles: {
      authenticated: { rateLimit: 500, burstLimit: 1000 },
      public: { rateLimit: 200, burstLimit: 400 },
      webhook: { rateLimit: 200, burstLimit: 400 },
      generation: { rateLimit: 20, burstLimit: 40 },
      catchAll: { rateLimit: 50, burstLimit: 100 },
    },
    routeThrottleOverrides: {
      'create-personality': { rateLimit: 50, burstLimit: 100 },
      'update-personality': { rateLimit: 50, burstLimit: 100 },
      ...each(webhookManagementRoutes, { rateLimit: 50, burstLimit: 100 }),
    },
    // About rate × p99 duration of each kind with headroom (500 rps × 50 ms = 25); guided prompts
    // wait on the model and the guardrail for seconds (20 rps × 2 s).
    reservedConcurrency: { authenticated: 25, public: 10, webhook: 15, generation: 40, catchAll: 5, worker: 5 },
    // The delivery function's is the sum of its two event sources' caps (hot lane 20, slow lane 20;
    // catalogue deliverWebhooks).
    reservedConcurrencyOverrides: {
      'create-personality': 20,
      'update-personality': 20,
      'relay-outbox': 1,
      ...each(webhookManagementRoutes, 5),
      'deliver-webhooks': 40,
      'sweep-webhooks': 1,
    },
    edge: { enabled: false, requestsPerIpPer5Minutes: 2000 },
    customerManagedKey: true,
    metricsNamespace: 'ServiceApi/prod',
    rateLimitedAlarmPer5Minutes: 3000,
    emailIdentity: 'example.com',
    emailFrom: 'Service Reviews <reviews@example.com>',
    model: novaLite,
    guardrailProfile: { id: 'us.guardrail.v1:0', regions: ['us-east-1', 'us-east-2', 'us-west-2'] },
    logLevel: 'info',
    cors: { allowedOrigins: [] },
    trustedIssuers: [],
  },
};

/**
 * Why a stage cannot deploy to `region`, in one line, or undefined when it can: a cross-Region
 * inference profile (the model's, the guardrail's) is offered only in the Regions of its
 * geography, so a stack elsewhere would deploy and then fail every guided prompt.
 */
export function regionRefusal(config: Pick<StageConfig, 'model' | 'guardrailProfile'>, region: string): string | undefined {
  const { model, guardrailProfile } = config;
  if (model.profileRegions && !model.profileRegions.includes(region)) {
    return `The model ${model.id} is not offered in ${region} (its inference profile serves ${model.profileRegions.join(', ')}): deploy to one of those, or pick a model served there with -c model=<id> -c modelRegions=<Regions>`;
  }
  if (!guardrailProfile.regions.includes(region)) {
    return `The guardrail profile ${guardrailProfile.id} is not offered in ${region} (it serves ${guardrailProfile.regions.join(', ')}): deploy to one of those Regions`;
  }
  return undefined;
}
