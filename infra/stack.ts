import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { accessOf, functionEnvironment } from '../functions/access';
import { grantsOf, type CapabilityValues, type Grant, type QueueName } from '../functions/capabilities';
import { notFound, operations, workers } from '../functions/catalogue';
import { API_TIMEOUT_SECONDS, queueTriggersOf, type OperationDefinition, type WorkerDefinition } from '../functions/definitions';
import { Edge } from './constructs/edge';
import { EmailQueue } from './constructs/email-queue';
import { EmailSending } from './constructs/email-sending';
import { WebhookQueues } from './constructs/webhook-queues';
import { AcceptableUseGuardrail } from './constructs/guardrail';
import { Monitoring } from './constructs/monitoring';
import { ProjectFunction, type ProjectFunctionProps } from './constructs/project-function';
import { ServiceApi } from './constructs/service-api';
import { ServiceSecrets } from './constructs/service-secrets';
import { grantItemAccess, ServiceTable } from './constructs/service-table';
import { stackOutputs } from './stack-outputs';
import { stages, type BedrockModel, type FunctionKind, type StageConfig, type Throttle } from './stages';
import { parseMailbox } from '../lib/email/mailbox';
import { secretCatalogue, type SecretName } from '../lib/secrets-catalogue';

/**
 * What invoking the stage's model takes in IAM, split as AWS's cross-Region inference policies
 * are: the inference profile itself, and the foundation model in every Region it routes to (for
 * a `global.` profile, the Region-less model ARN too), which Bedrock checks on the routed call.
 * Without a profile, the foundation model in the stack's Region.
 */
export function modelGrants(stack: Stack, model: BedrockModel): { profile?: string; models: string[] } {
  const profile = /^(us|eu|apac|jp|au|ca|us-gov|global)\.(.+)$/.exec(model.id);
  const foundation = (region: string) =>
    stack.formatArn({ service: 'bedrock', region, account: '', resource: 'foundation-model', resourceName: profile?.[2] ?? model.id });
  if (!profile) return { models: [foundation(stack.region)] };
  // Regions not given: any, which the profile condition (modelStatements) keeps to this profile's routes.
  const regions = model.profileRegions ? [stack.region, ...model.profileRegions].filter((r, i, all) => all.indexOf(r) === i) : ['*'];
  return {
    profile: stack.formatArn({ service: 'bedrock', resource: 'inference-profile', resourceName: model.id }),
    models: [...regions.map(foundation), ...(profile[1] === 'global' ? [foundation('')] : [])],
  };
}

/** Every ARN `modelGrants` names. */
export const modelArns = (stack: Stack, model: BedrockModel): string[] => {
  const { profile, models } = modelGrants(stack, model);
  return [...(profile ? [profile] : []), ...models];
};

/**
 * The statements that let a function invoke exactly the stage's model: through its inference
 * profile only (the foundation models on the condition that the call came through it), or the
 * foundation model itself when there is no profile.
 */
function modelStatements(stack: Stack, model: BedrockModel): PolicyStatement[] {
  const { profile, models } = modelGrants(stack, model);
  if (!profile) return [new PolicyStatement({ actions: ['bedrock:InvokeModel'], resources: models })];
  return [
    new PolicyStatement({ actions: ['bedrock:InvokeModel'], resources: [profile] }),
    new PolicyStatement({ actions: ['bedrock:InvokeModel'], resources: models, conditions: { StringEquals: { 'bedrock:InferenceProfileArn': profile } } }),
  ];
}

/** The stage to deploy and any `-c` overrides of its settings. */
export interface ServiceStackProps extends StackProps {
  stage: 'dev' | 'prod';
  /** Overrides of the stage's settings (from `-c` context). */
  overrides?: Partial<StageConfig> & { alarmEmail?: string };
}

const pascal = (name: string) => name.replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase());

/** Which of the stage's sizes a function gets: its route's rate class, the catch-all's, or a worker's. */
function kindOf(definition: OperationDefinition | WorkerDefinition): FunctionKind {
  if (!('auth' in definition)) return 'worker';
  return definition.path === '$default' ? 'catchAll' : definition.rateClass;
}

/**
 * The p99 duration above which a route's latency alarm fires, by kind: far above what a healthy
 * route takes (≈ 50 ms for a table read, a webhook's signature check and write, seconds for a
 * guided prompt's model and guardrail), well below the function's timeout.
 */
const p99AlarmMs: Record<Exclude<FunctionKind, 'worker'>, number> = { authenticated: 1000, public: 1000, webhook: 2000, generation: 15_000, catchAll: 1000 };

/** A route's throttle on the stage: its own override, else its rate class's. */
export function routeThrottleOf(config: StageConfig, operation: OperationDefinition): Throttle {
  return config.routeThrottleOverrides[operation.function] ?? config.routeThrottles[kindOf(operation) as Exclude<FunctionKind, 'worker'>];
}

/** A function's reserved concurrency on the stage (undefined: none). */
export function reservedConcurrencyOf(config: StageConfig, definition: OperationDefinition | WorkerDefinition): number | undefined {
  if (!config.reservedConcurrency) return undefined;
  return config.reservedConcurrencyOverrides[definition.function] ?? config.reservedConcurrency[kindOf(definition)];
}

/**
 * The service: one table, the secrets, the HTTP API with one function per route and a catch-all,
 * the email queue with its function and the outbox relay, the webhook queues with the fan-out,
 * the delivery function and the sweeper, and alarms. Every function gets exactly
 * the access its catalogue entry lists (functions/access.ts).
 */
export class ServiceStack extends Stack {
  readonly functions = new Map<string, ProjectFunction>();

  constructor(scope: Construct, id: string, props: ServiceStackProps) {
    super(scope, id, props);
    const config = { ...stages[props.stage], ...props.overrides };
    const { table, key: tableKey } = new ServiceTable(this, 'Data', { protect: config.protect, customerManagedKey: config.customerManagedKey });
    const { secrets } = new ServiceSecrets(this, 'Secrets', { retain: config.protect });
    const email = new EmailQueue(this, 'Email');
    const sending = new EmailSending(this, 'EmailSending');
    const webhooks = new WebhookQueues(this, 'Webhooks');
    // With the edge, CloudFront proves itself to the functions with this value: CloudFront gets it
    // as a dynamic reference, the API functions its ARN and read it at run time (never the value
    // in their configuration, readable with lambda:GetFunctionConfiguration).
    const originVerify = config.edge.enabled
      ? new Secret(this, 'EdgeOriginVerify', {
          description: 'Sent by CloudFront as x-origin-verify: the functions trust x-viewer-ip only with it',
          generateSecretString: { passwordLength: 48, excludePunctuation: true },
          removalPolicy: config.protect ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
        })
      : undefined;
    const acceptableUse = new AcceptableUseGuardrail(this, 'AcceptableUse', {
      profileId: config.guardrailProfile.id,
      profileRegions: config.guardrailProfile.regions,
    });

    // SES authorizes a send against the From address's own identity when that address is verified,
    // else its domain's, and against the configuration set the send names: all are named, and the
    // condition keeps the grant to the configured From.
    const from = parseMailbox(config.emailFrom).address;
    const identity = (name: string) => this.formatArn({ service: 'ses', resource: 'identity', resourceName: name });
    const sendStatement = new PolicyStatement({
      actions: ['ses:SendEmail'],
      resources: [...[...new Set([config.emailIdentity, from, from.split('@')[1]!])].map(identity), sending.arn],
      conditions: { StringEquals: { 'ses:FromAddress': from } },
    });

    // The resources behind the capabilities of functions/capabilities.ts: what the variables name, what the grants cover.
    const queues = {
      email: email.queue,
      webhookEvents: webhooks.events,
      webhookDeliveries: webhooks.deliveries,
      webhookRetries: webhooks.retries,
    } satisfies Record<QueueName, IQueue>;
    const capabilityValues: CapabilityValues = {
      tableName: table.tableName,
      secretArn: (name) => secrets[name].secretArn,
      queueUrls: Object.fromEntries(Object.entries(queues).map(([name, queue]) => [name, queue.queueUrl])) as Record<QueueName, string>,
      emailFrom: config.emailFrom,
      emailConfigurationSet: sending.configurationSet.configurationSetName,
      bedrockModelId: config.model.id,
      guardrail: { id: acceptableUse.guardrail.attrGuardrailId, version: acceptableUse.version.attrVersion },
      trustedIssuers: config.trustedIssuers,
    };
    // Each grant of the catalogue as IAM statements on the function's role.
    const grant = (fn: ProjectFunction, grant: Grant): void => {
      const add = (statement: PolicyStatement) => fn.addToRolePolicy(statement);
      switch (grant.kind) {
        case 'items':
          return grantItemAccess(table, fn, grant.items, tableKey);
        case 'readSecret':
          return void secrets[grant.secret].grantRead(fn);
        case 'sendMessage':
          return add(new PolicyStatement({ actions: ['sqs:SendMessage'], resources: grant.queues.map((name) => queues[name].queueArn) }));
        case 'sendEmail':
          return add(sendStatement);
        case 'applyGuardrail':
          return acceptableUse.grantApply(fn);
        case 'invokeModel':
          return modelStatements(this, config.model).forEach(add);
      }
    };

    const makeFunction = (definition: OperationDefinition | WorkerDefinition, extra: Partial<ProjectFunctionProps> = {}) => {
      const functionName = definition.function;
      const environment = functionEnvironment(definition, { ...capabilityValues, logLevel: config.logLevel });

      const fn = new ProjectFunction(this, pascal(functionName), {
        functionName,
        logRetention: config.logRetention,
        retainLogs: config.protect,
        environment: {
          ...environment,
          METRICS_NAMESPACE: config.metricsNamespace,
          ...(originVerify && 'auth' in definition ? { EDGE_ORIGIN_VERIFY_SECRET: originVerify.secretArn } : {}),
        },
        reservedConcurrentExecutions: reservedConcurrencyOf(config, definition),
        ...extra,
      });
      for (const each of grantsOf(accessOf(definition))) grant(fn, each);
      if (originVerify && 'auth' in definition) originVerify.grantRead(fn);
      this.functions.set(functionName, fn);
      return fn;
    };

    const fallback = makeFunction(notFound);
    const routes = Object.values(operations).map((operation: OperationDefinition) => ({
      operation,
      fn: makeFunction(operation, { timeout: Duration.seconds(operation.timeoutSeconds ?? API_TIMEOUT_SECONDS) }),
      throttle: routeThrottleOf(config, operation),
    }));
    const { api } = new ServiceApi(this, 'Http', {
      routes,
      fallback,
      fallbackThrottle: config.routeThrottles.catchAll,
      throttle: config.apiThrottle,
      logRetention: config.logRetention,
      allowedOrigins: config.cors.allowedOrigins,
    });

    // Workers, each on its catalogue trigger.
    for (const worker of Object.values(workers) as WorkerDefinition[]) {
      const fn = makeFunction(worker, { timeout: Duration.seconds(worker.timeoutSeconds) });
      const { trigger } = worker;
      for (const source of queueTriggersOf(worker)) {
        fn.addEventSource(
          new SqsEventSource(queues[source.queue], { batchSize: source.batchSize, maxConcurrency: source.maxConcurrency, reportBatchItemFailures: true }),
        );
      }
      if (trigger.kind === 'schedule')
        new Rule(this, `${pascal(worker.function)}Schedule`, {
          description: worker.summary,
          schedule: Schedule.rate(Duration.minutes(trigger.everyMinutes)),
          targets: [new LambdaFunction(fn)],
        });
    }

    const monitoring = new Monitoring(this, 'Monitoring', {
      functions: this.functions,
      routes: [...routes, { operation: notFound, fn: fallback }].map(({ operation, fn }) => ({
        function: operation.function,
        fn,
        p99AlarmMs: p99AlarmMs[kindOf(operation) as Exclude<FunctionKind, 'worker'>],
      })),
      deadLetterQueue: email.deadLetterQueue,
      api,
      alarmEmail: props.overrides?.alarmEmail,
      metricsNamespace: config.metricsNamespace,
      rateLimitedAlarmPer5Minutes: config.rateLimitedAlarmPer5Minutes,
      webhooks,
      emailSending: sending,
    });
    // What the operator CLI and a pipeline need (docs/operations.md); names shared with the CLI.
    const output = (name: string, value: string, description: string) => new CfnOutput(this, name, { value, description });
    output(stackOutputs.apiUrl, api.apiEndpoint, 'Base URL; paths start with /v1');
    output(stackOutputs.tableName, table.tableName, 'The DynamoDB table (npm run ops writes organizations, users, vocabularies here)');
    output(stackOutputs.emailQueueUrl, email.queue.queueUrl, 'SQS queue of review-outcome emails');
    output(stackOutputs.emailDeadLetterQueueUrl, email.deadLetterQueue.queueUrl, 'Emails that failed every attempt (alarmed)');
    output(stackOutputs.webhookDeadLetterQueueUrl, webhooks.deadLetterQueue.queueUrl, 'Webhook messages a worker failed on every receive (alarmed)');
    output(stackOutputs.alarmTopicArn, monitoring.topic.topicArn, 'SNS topic of every alarm');
    for (const name of Object.keys(secrets) as SecretName[]) {
      output(stackOutputs.secretArn(name), secrets[name].secretArn, `Secrets Manager ARN: ${secretCatalogue[name].description}`);
    }
    if (originVerify) {
      const edge = new Edge(this, 'Edge', { api, requestsPerIpPer5Minutes: config.edge.requestsPerIpPer5Minutes, originVerify });
      output(stackOutputs.edgeUrl, `https://${edge.distribution.distributionDomainName}`, 'Base URL through CloudFront and AWS WAF; give this one to clients');
    }
  }
}
