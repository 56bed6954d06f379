import { describe, expect, it } from 'vitest';
import { Match } from 'aws-cdk-lib/assertions';
import { accessOf } from '../../functions/access';
import { allFunctions, notFound, operations, workers } from '../../functions/catalogue';
import { emailQueueDefinition } from '../../lib/email/queue-definition';
import { webhookQueueDefinitions } from '../../lib/webhooks/queue-definition';
import { metricCatalogue } from '../../lib/metrics';
import { policyCategories, sensitiveAspectIds } from '../../lib/personalities/categories';
import { secretCatalogue } from '../../lib/secrets-catalogue';
import { secondaryIndexes, tableDefinition } from '../../lib/store/table-definition';
import { routeKeysOf } from '../../infra/constructs/service-api';
import { corsPolicy } from '../../infra/cors';
import { stages } from '../../infra/stages';
import { synth } from './synth';

type Resource = { Type: string; Properties: Record<string, any>; DeletionPolicy?: string; Metadata?: Record<string, string> };

const { stack, template } = synth('dev');
const resources = () => template.toJSON().Resources as Record<string, Resource>;
const logicalIdOf = (fnName: string) => stack.getLogicalId(stack.functions.get(fnName)!.node.defaultChild as never);

/** Every statement of a function's role, with tokens left as CloudFormation shows them. */
function statementsOf(fnName: string): { Action: string | string[]; Resource: any; Condition?: any }[] {
  const fn = resources()[logicalIdOf(fnName)]!;
  const roleId = fn.Properties.Role['Fn::GetAtt'][0];
  return Object.values(resources())
    .filter((r) => r.Type === 'AWS::IAM::Policy' && r.Properties.Roles.some((role: any) => role.Ref === roleId))
    .flatMap((r) => r.Properties.PolicyDocument.Statement);
}
const actionsOf = (s: { Action: string | string[] }) => [s.Action].flat();

describe('the CDK stack', () => {
  it('has one function per route, the catch-all, the email function, the relay and the three webhook workers', () => {
    expect([...stack.functions.keys()].sort()).toEqual(allFunctions.map((f) => f.function).sort());
    expect(Object.values(resources()).filter((r) => r.Type === 'AWS::Lambda::Function')).toHaveLength(Object.keys(operations).length + 6);
  });

  it('runs every function on Node 22, arm64, ESM, traced, with its own log group with retention', () => {
    for (const name of stack.functions.keys()) {
      const fn = resources()[logicalIdOf(name)]!;
      expect(fn.Properties).toMatchObject({
        Runtime: 'nodejs22.x',
        Architectures: ['arm64'],
        Handler: 'index.handler',
        TracingConfig: { Mode: 'Active' },
        MemorySize: 256,
      });
      expect(fn.Properties.LoggingConfig.LogGroup).toBeDefined();
      // No --enable-source-maps: the package carries no map, and reading one cost every cold start
      // (stack traces are mapped offline: npm run symbolicate, docs/observability.md).
      expect(fn.Properties.Environment.Variables.NODE_OPTIONS).toBeUndefined();
    }
    template.allResourcesProperties('AWS::Logs::LogGroup', { RetentionInDays: Match.anyValue() });
  });

  it('attaches no managed policy to any function role', () => {
    for (const role of Object.values(resources()).filter((r) => r.Type === 'AWS::IAM::Role')) {
      expect(role.Properties.ManagedPolicyArns ?? []).toEqual([]);
    }
  });

  it('routes every served route and sends the rest to the catch-all, over an HTTP API', () => {
    const routeKeys = Object.values(resources())
      .filter((r) => r.Type === 'AWS::ApiGatewayV2::Route')
      .map((r) => r.Properties.RouteKey);
    // HEAD beside every GET, to the same function (API Gateway routes HEAD only where a route names it).
    expect(routeKeys.sort()).toEqual(['$default', ...Object.values(operations).flatMap(routeKeysOf)].sort());
    expect(routeKeys).toContain('HEAD /v1/webhooks/{id}');
    template.hasResourceProperties('AWS::ApiGatewayV2::Api', { ProtocolType: 'HTTP' });
    template.resourceCountIs('AWS::ApiGateway::RestApi', 0);
    template.allResourcesProperties('AWS::ApiGatewayV2::Integration', { PayloadFormatVersion: '2.0' });
  });

  it('throttles the API stage as a whole and every route by its rate class, and writes access logs with both request ids', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: stages.dev.apiThrottle.rateLimit, ThrottlingBurstLimit: stages.dev.apiThrottle.burstLimit },
      AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.stringLikeRegexp('integration.requestId') },
    });
    const [stage] = Object.values(resources()).filter((r) => r.Type === 'AWS::ApiGatewayV2::Stage') as (Resource & { DependsOn?: string[] })[];
    const settings = stage!.Properties.RouteSettings as Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }>;
    // One entry per route (and $default), each the route's class unless overridden, each under the stage's throttle.
    expect(Object.keys(settings).sort()).toEqual(['$default', ...Object.values(operations).flatMap(routeKeysOf)].sort());
    for (const operation of Object.values(operations)) {
      const expected = stages.dev.routeThrottleOverrides[operation.function] ?? stages.dev.routeThrottles[operation.rateClass];
      for (const key of routeKeysOf(operation)) {
        expect(settings[key], key).toEqual({ ThrottlingRateLimit: expected.rateLimit, ThrottlingBurstLimit: expected.burstLimit });
      }
    }
    expect(settings.$default).toEqual({
      ThrottlingRateLimit: stages.dev.routeThrottles.catchAll.rateLimit,
      ThrottlingBurstLimit: stages.dev.routeThrottles.catchAll.burstLimit,
    });
    for (const s of Object.values(settings)) expect(s.ThrottlingRateLimit).toBeLessThanOrEqual(stages.dev.apiThrottle.rateLimit);
    // Route settings name routes by key: the stage is created after every route.
    const routeIds = Object.entries(resources())
      .filter(([, r]) => r.Type === 'AWS::ApiGatewayV2::Route')
      .map(([id]) => id);
    for (const id of routeIds) expect(stage!.DependsOn ?? []).toContain(id);
  });

  it('builds the table from the shared definition, with TTL and point-in-time recovery', () => {
    template.hasResourceProperties('AWS::DynamoDB::GlobalTable', {
      KeySchema: [
        { AttributeName: tableDefinition.partitionKey, KeyType: 'HASH' },
        { AttributeName: tableDefinition.sortKey, KeyType: 'RANGE' },
      ],
      BillingMode: 'PAY_PER_REQUEST',
      TimeToLiveSpecification: { AttributeName: tableDefinition.ttlAttribute, Enabled: true },
      GlobalSecondaryIndexes: secondaryIndexes.map((index) => Match.objectLike({ IndexName: index.indexName })),
      Replicas: [Match.objectLike({ PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true } })],
    });
  });

  it('gives each function exactly the table, secret, queue and email access it is listed for', () => {
    for (const definition of allFunctions) {
      const [name, access] = [definition.function, accessOf(definition)];
      const statements = statementsOf(name);
      const dynamo = statements.filter((s) => actionsOf(s).some((a) => a.startsWith('dynamodb:')));
      // One statement per item-access entry, each limited by partition key.
      expect(
        dynamo.map((s) => ({ actions: actionsOf(s).sort(), keys: s.Condition?.['ForAllValues:StringLike']?.['dynamodb:LeadingKeys'] })),
        name,
      ).toEqual(access.items.map((i) => ({ actions: i.actions.map((a) => `dynamodb:${a}`).sort(), keys: i.keys })));
      const secretStatements = statements.filter((s) => actionsOf(s).includes('secretsmanager:GetSecretValue'));
      expect(secretStatements.length, name).toBe(access.secrets.length);
      // One queue resource per queue the entry lists: the email queue, the webhook events queue, both delivery lanes.
      const queues = statements.filter((s) => actionsOf(s).includes('sqs:SendMessage')).flatMap((s) => [s.Resource].flat());
      expect(queues.length, name).toBe((access.enqueuesEmail ? 1 : 0) + (access.publishesWebhookEvents ? 1 : 0) + (access.enqueuesWebhookDeliveries ? 2 : 0));
      const env = resources()[logicalIdOf(name)]!.Properties.Environment.Variables;
      expect(Boolean(env.WEBHOOK_EVENTS_QUEUE_URL), name).toBe(Boolean(access.publishesWebhookEvents));
      expect(Boolean(env.WEBHOOK_DELIVERIES_QUEUE_URL && env.WEBHOOK_RETRIES_QUEUE_URL), name).toBe(Boolean(access.enqueuesWebhookDeliveries));
      expect(
        statements.some((s) => actionsOf(s).some((a) => a.startsWith('ses:'))),
        name,
      ).toBe(Boolean(access.sendsEmail));
      for (const secret of access.secrets) expect(env[secretCatalogue[secret].envVar], `${name} ${secret}`).toBeDefined();
    }
  });

  it('uses no wildcard resource except where AWS offers nothing narrower', () => {
    const allowedStar = new Set(['xray:PutTraceSegments', 'xray:PutTelemetryRecords']);
    for (const name of stack.functions.keys()) {
      for (const statement of statementsOf(name)) {
        const star = [statement.Resource].flat().includes('*');
        if (star)
          expect(
            actionsOf(statement).every((a) => allowedStar.has(a)),
            `${name}: ${JSON.stringify(statement)}`,
          ).toBe(true);
        expect(
          actionsOf(statement).some((a) => a.endsWith(':*')),
          `${name}: ${JSON.stringify(statement)}`,
        ).toBe(false);
      }
    }
  });

  it('lets only the email function send email, from the configured address whichever identity SES authorizes it against', () => {
    const ses = statementsOf('send-email').find((s) => actionsOf(s).includes('ses:SendEmail'))!;
    const from = /<([^>]+)>/.exec(stages.dev.emailFrom)![1]!;
    // The address's own identity (when the address is verified) and its domain's (when the domain is).
    for (const identity of [stages.dev.emailIdentity, from, from.split('@')[1]]) expect(JSON.stringify(ses.Resource)).toContain(`identity/${identity}`);
    // And the configuration set every send names, which SES authorizes the send against too.
    const [setId] = Object.entries(resources()).find(([, r]) => r.Type === 'AWS::SES::ConfigurationSet')!;
    expect(JSON.stringify(ses.Resource)).toContain(`:configuration-set/",{"Ref":"${setId}"}`);
    expect(resources()[logicalIdOf('send-email')]!.Properties.Environment.Variables.EMAIL_CONFIGURATION_SET).toEqual({ Ref: setId });
    expect(ses.Condition).toEqual({ StringEquals: { 'ses:FromAddress': from } });
    const senders = [...stack.functions.keys()].filter((name) => statementsOf(name).some((s) => actionsOf(s).some((a) => a.startsWith('ses:'))));
    expect(senders).toEqual(['send-email']);
  });

  it('sends through a configuration set that suppresses bounced and complaining recipients and counts their events', () => {
    template.resourceCountIs('AWS::SES::ConfigurationSet', 1);
    template.hasResourceProperties('AWS::SES::ConfigurationSet', {
      SuppressionOptions: { SuppressedReasons: ['BOUNCE', 'COMPLAINT'] },
      ReputationOptions: { ReputationMetricsEnabled: true },
    });
    const [setId] = Object.entries(resources()).find(([, r]) => r.Type === 'AWS::SES::ConfigurationSet')!;
    template.hasResourceProperties('AWS::SES::ConfigurationSetEventDestination', {
      ConfigurationSetName: { Ref: setId },
      EventDestination: {
        Enabled: true,
        MatchingEventTypes: Match.arrayWith(['bounce', 'complaint']),
        CloudWatchDestination: {
          DimensionConfigurations: [{ DimensionName: 'ses:configuration-set', DimensionValueSource: 'messageTag', DefaultDimensionValue: { Ref: setId } }],
        },
      },
    });
  });

  it('keeps every secret value out of the template', () => {
    const json = JSON.stringify(template.toJSON());
    for (const secret of Object.values(resources()).filter((r) => r.Type === 'AWS::SecretsManager::Secret')) {
      expect(secret.Properties.SecretString).toBeUndefined();
      expect(secret.Properties.GenerateSecretString).toBeDefined();
    }
    template.resourceCountIs('AWS::SecretsManager::Secret', Object.keys(secretCatalogue).length);
    expect(json).not.toMatch(/whsec_[A-Za-z0-9+/]{8}|adm_[A-Za-z0-9_-]{8}/);
    // Functions receive secret ARNs to read at run time, never values.
    for (const name of stack.functions.keys()) {
      const env = resources()[logicalIdOf(name)]!.Properties.Environment.Variables;
      for (const { envVar } of Object.values(secretCatalogue)) if (env[envVar]) expect(env[envVar].Ref).toBeDefined();
    }
  });

  it('redrives the email queue to a DLQ and consumes it with partial batch failures', () => {
    template.hasResourceProperties('AWS::SQS::Queue', {
      RedrivePolicy: { maxReceiveCount: emailQueueDefinition.maxReceiveCount, deadLetterTargetArn: Match.anyValue() },
      VisibilityTimeout: emailQueueDefinition.visibilityTimeoutSeconds,
    });
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionName: { Ref: logicalIdOf('send-email') },
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
  });

  it('redrives the webhook queues to one DLQ, and consumes both delivery lanes with partial batch failures and separate caps', () => {
    for (const definition of [webhookQueueDefinitions.events, webhookQueueDefinitions.deliveries, webhookQueueDefinitions.retries]) {
      template.hasResourceProperties('AWS::SQS::Queue', {
        RedrivePolicy: { maxReceiveCount: definition.maxReceiveCount, deadLetterTargetArn: Match.anyValue() },
        VisibilityTimeout: definition.visibilityTimeoutSeconds,
      });
    }
    const mappings = Object.values(resources()).filter(
      (r) => r.Type === 'AWS::Lambda::EventSourceMapping' && r.Properties.FunctionName.Ref === logicalIdOf('deliver-webhooks'),
    );
    expect(mappings.map((m) => m.Properties.ScalingConfig?.MaximumConcurrency).sort()).toEqual([20, 20]);
    for (const mapping of mappings) expect(mapping.Properties.FunctionResponseTypes).toEqual(['ReportBatchItemFailures']);
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionName: { Ref: logicalIdOf('fan-out-webhook-events') },
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
    // The delivery function outlives an attempt (15 s) and each queue's visibility outlives the function.
    const timeout = resources()[logicalIdOf('deliver-webhooks')]!.Properties.Timeout as number;
    expect(timeout).toBeGreaterThan(15);
    expect(webhookQueueDefinitions.deliveries.visibilityTimeoutSeconds).toBeGreaterThanOrEqual(6 * timeout);
    template.hasOutput('WebhookDeadLetterQueueUrl', {});
  });

  it('runs the webhook sweeper every minute', () => {
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(1 minute)',
      Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [logicalIdOf('sweep-webhooks'), 'Arn'] } })],
    });
  });

  it('runs the outbox relay every minute', () => {
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(1 minute)',
      Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [logicalIdOf('relay-outbox'), 'Arn'] } })],
    });
  });

  it('alarms on the DLQ, every function’s errors and throttles, the API 5xx rate and the service’s own metrics, into one topic', () => {
    const alarms = Object.values(resources()).filter((r) => r.Type === 'AWS::CloudWatch::Alarm');
    const own = alarms.filter((a) => a.Properties.Namespace === stages.dev.metricsNamespace);
    const routes = [...Object.values(operations), notFound];
    // The email DLQ, the webhook DLQ and the hot lane's backlog; two per function; p99 latency per route; the 5xx rate; the service's own; SES's bounce and complaint rates.
    expect(alarms).toHaveLength(3 + 2 * stack.functions.size + routes.length + 1 + own.length + 2);
    const reputation = alarms.filter((a) => a.Properties.Namespace === 'AWS/SES');
    expect(reputation.map((a) => [a.Properties.MetricName, a.Properties.Threshold, a.Properties.Dimensions ?? []])).toEqual([
      ['Reputation.BounceRate', 0.025, []],
      ['Reputation.ComplaintRate', 0.0005, []],
    ]);
    const queueAlarms = alarms.filter((a) => a.Properties.Namespace === 'AWS/SQS').map((a) => a.Properties.MetricName);
    expect(queueAlarms.sort()).toEqual(['ApproximateAgeOfOldestMessage', 'ApproximateNumberOfMessagesVisible', 'ApproximateNumberOfMessagesVisible']);
    const topicId = Object.entries(resources()).find(([, r]) => r.Type === 'AWS::SNS::Topic')![0];
    for (const alarm of alarms) expect(alarm.Properties.AlarmActions).toEqual([{ Ref: topicId }]);
    expect(alarms.some((a) => a.Properties.MetricName === 'ApproximateNumberOfMessagesVisible')).toBe(true);
    expect(alarms.some((a) => JSON.stringify(a.Properties.Metrics ?? '').includes('5xx'))).toBe(true);
    // The metrics that mean trouble, at the dimension sets the functions write (lib/metrics.ts).
    const watched = own.map((a) => ({
      metric: a.Properties.MetricName,
      dimensions: Object.fromEntries((a.Properties.Dimensions ?? []).map((d: { Name: string; Value: string }) => [d.Name, d.Value])),
    }));
    expect(watched).toEqual(
      expect.arrayContaining([
        { metric: 'RateLimiterFallbacks', dimensions: {} },
        { metric: 'RateLimited', dimensions: {} },
        { metric: 'WebhookEvents', dimensions: { outcome: 'not_applied' } },
        { metric: 'Emails', dimensions: { outcome: 'dead_lettered' } },
        { metric: 'Emails', dimensions: { outcome: 'failed' } },
      ]),
    );
    for (const { metric, dimensions } of watched) {
      const spec = Object.values(metricCatalogue).find((m) => m.name === metric)!;
      expect(
        spec.dimensionSets.map((set) => [...set].sort().join()),
        metric,
      ).toContain(Object.keys(dimensions).sort().join());
    }
    template.hasOutput('ApiUrl', {});
    template.hasOutput('AlarmTopicArn', {});
  });

  it('alarms on each route’s p99 duration beside its errors, over 15 minutes, ignoring periods of too few requests', () => {
    const alarms = Object.values(resources()).filter((r) => r.Type === 'AWS::CloudWatch::Alarm');
    const latency = alarms.filter((a) => a.Properties.MetricName === 'Duration');
    const functionOf = (a: Resource) => a.Properties.Dimensions.find((d: { Name: string }) => d.Name === 'FunctionName').Value.Ref;
    const byFunction = new Map(latency.map((a) => [functionOf(a), a]));
    const routes = [...Object.values(operations), notFound];
    expect(latency).toHaveLength(routes.length);
    for (const route of routes) {
      const alarm = byFunction.get(logicalIdOf(route.function));
      expect(alarm, route.function).toBeDefined();
      expect(alarm!.Properties).toMatchObject({ ExtendedStatistic: 'p99', Period: 300, EvaluationPeriods: 3, EvaluateLowSampleCountPercentile: 'ignore' });
      // Below the function's timeout, or the alarm could never fire before the function times out instead.
      expect(alarm!.Properties.Threshold).toBeLessThan(('timeoutSeconds' in route ? route.timeoutSeconds : 10) * 1000);
      expect(
        alarms.some((a) => a.Properties.MetricName === 'Errors' && functionOf(a) === logicalIdOf(route.function)),
        route.function,
      ).toBe(true);
    }
    // Workers have no route: their time is bounded by the worker spine's deadlines, not alarmed as latency.
    for (const worker of Object.values(workers)) expect(byFunction.has(logicalIdOf(worker.function)), worker.function).toBe(false);
    // A guided prompt waits on the model: its budget is its own, not an ordinary route's.
    expect(byFunction.get(logicalIdOf('from-guided-prompt'))!.Properties.Threshold).toBeGreaterThan(
      byFunction.get(logicalIdOf('get-me'))!.Properties.Threshold,
    );
  });

  it('has a dashboard of the service’s metrics, the functions and the API', () => {
    const [dashboard] = Object.values(resources()).filter((r) => r.Type === 'AWS::CloudWatch::Dashboard');
    const body = JSON.stringify(dashboard!.Properties.DashboardBody);
    for (const metric of new Set(Object.values(metricCatalogue).map((m) => m.name))) expect(body, metric).toContain(metric);
    expect(body).toContain(stages.dev.metricsNamespace);
    for (const name of stack.functions.keys()) expect(body, name).toContain(logicalIdOf(name));
  });

  it('gives every function the metrics namespace of its stage', () => {
    for (const name of stack.functions.keys())
      expect(resources()[logicalIdOf(name)]!.Properties.Environment.Variables.METRICS_NAMESPACE).toBe(stages.dev.metricsNamespace);
  });
});

describe('stages', () => {
  it('protects data in prod: deletion protection and retained table, secrets and logs', () => {
    const prod = synth('prod').template;
    prod.hasResource('AWS::DynamoDB::GlobalTable', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({ Replicas: [Match.objectLike({ DeletionProtectionEnabled: true })] }),
    });
    prod.allResources('AWS::SecretsManager::Secret', { DeletionPolicy: 'Retain' });
    prod.hasResourceProperties('AWS::ApiGatewayV2::Stage', { DefaultRouteSettings: { ThrottlingRateLimit: stages.prod.apiThrottle.rateLimit } });
  });

  it('encrypts the prod table with a rotated customer-managed key that functions may use only through DynamoDB', () => {
    const prodResources = synth('prod').template.toJSON().Resources as Record<string, Resource>;
    const prod = synth('prod').template;
    const [keyId, key] = Object.entries(prodResources).find(([, r]) => r.Type === 'AWS::KMS::Key')!;
    expect(key.Properties.EnableKeyRotation).toBe(true);
    expect(key.DeletionPolicy).toBe('Retain');
    prod.hasResourceProperties('AWS::DynamoDB::GlobalTable', {
      SSESpecification: { SSEEnabled: true, SSEType: 'KMS' },
      Replicas: [Match.objectLike({ SSESpecification: { KMSMasterKeyId: { 'Fn::GetAtt': [keyId, 'Arn'] } } })],
    });
    const policies = Object.values(prodResources).filter((r) => r.Type === 'AWS::IAM::Policy');
    const kms = policies
      .flatMap((p) => p.Properties.PolicyDocument.Statement)
      .filter((st: { Action: string | string[] }) => [st.Action].flat().some((a) => a.startsWith('kms:')));
    // Every function that touches the table can use the key, and only through DynamoDB.
    expect(kms).toHaveLength(allFunctions.filter((f) => accessOf(f).items.length > 0).length);
    for (const statement of kms) {
      expect(statement.Resource).toEqual({ 'Fn::GetAtt': [keyId, 'Arn'] });
      expect(JSON.stringify(statement.Condition.StringEquals['kms:ViaService'])).toContain('dynamodb.');
    }
    // Dev keeps the AWS-owned key (no key to pay for, nothing to grant).
    template.resourceCountIs('AWS::KMS::Key', 0);
  });

  it('reserves concurrency per function in prod, within what an account can reserve, and none in dev', () => {
    const { stack: prodStack, template: prod } = synth('prod');
    const prodResources = prod.toJSON().Resources as Record<string, Resource>;
    let total = 0;
    for (const [name, fn] of prodStack.functions) {
      const reserved = prodResources[prodStack.getLogicalId(fn.node.defaultChild as never)]!.Properties.ReservedConcurrentExecutions as number;
      expect(reserved, name).toBeGreaterThanOrEqual(1);
      total += reserved;
    }
    // A 1000-concurrency account must keep 100 unreserved; leave room for the operations to come.
    expect(total).toBeLessThanOrEqual(600);
    for (const name of stack.functions.keys()) expect(resources()[logicalIdOf(name)]!.Properties.ReservedConcurrentExecutions, name).toBeUndefined();
  });

  it('lets dev be torn down', () => {
    template.hasResource('AWS::DynamoDB::GlobalTable', { DeletionPolicy: 'Delete' });
    template.hasResourceProperties('AWS::DynamoDB::GlobalTable', { Replicas: [Match.objectLike({ DeletionProtectionEnabled: false })] });
  });

  it('defines the acceptable-use guardrail: a denied topic per policy category, a detect-only topic per sensitive aspect, prompt-attack filter, Standard tier, pinned version', () => {
    const [guardrail] = Object.values(resources()).filter((r) => r.Type === 'AWS::Bedrock::Guardrail');
    expect(guardrail).toBeDefined();
    type Topic = { Name: string; InputAction?: string; OutputAction?: string };
    const topics: Topic[] = guardrail!.Properties.TopicPolicyConfig.TopicsConfig;
    const blocking = topics.filter((t) => t.InputAction === undefined && t.OutputAction === undefined).map((t) => t.Name);
    const detecting = topics.filter((t) => t.InputAction === 'NONE' && t.OutputAction === 'NONE').map((t) => t.Name);
    expect(blocking.sort()).toEqual([...policyCategories].sort());
    expect(detecting.sort()).toEqual([...sensitiveAspectIds].sort());
    expect(topics).toHaveLength(blocking.length + detecting.length);
    expect(guardrail!.Properties.TopicPolicyConfig.TopicsTierConfig).toEqual({ TierName: 'STANDARD' });
    expect(guardrail!.Properties.ContentPolicyConfig.ContentFiltersTierConfig).toEqual({ TierName: 'STANDARD' });
    expect(guardrail!.Properties.ContentPolicyConfig.FiltersConfig).toContainEqual({ Type: 'PROMPT_ATTACK', InputStrength: 'HIGH', OutputStrength: 'NONE' });
    expect(guardrail!.Properties.CrossRegionConfig.GuardrailProfileArn).toBeDefined();
    template.resourceCountIs('AWS::Bedrock::GuardrailVersion', 1);
  });

  it('lets only the functions that gate personality text apply the guardrail, and configures them with it', () => {
    const applies = [...stack.functions.keys()].filter((name) => statementsOf(name).some((s) => actionsOf(s).includes('bedrock:ApplyGuardrail')));
    expect(applies.sort()).toEqual(['create-personality', 'from-guided-prompt', 'update-personality']);
    for (const name of applies) {
      const statement = statementsOf(name).find((s) => actionsOf(s).includes('bedrock:ApplyGuardrail'))!;
      expect(JSON.stringify(statement.Resource)).not.toContain('"*"');
      const variables = resources()[logicalIdOf(name)]!.Properties.Environment.Variables;
      expect(variables.GUARDRAIL_ID).toBeDefined();
      expect(variables.GUARDRAIL_VERSION).toBeDefined();
    }
  });

  it('lets only the proposal function invoke the model, exactly the stage’s model through its inference profile', () => {
    const invokes = [...stack.functions.keys()].filter((name) => statementsOf(name).some((s) => actionsOf(s).includes('bedrock:InvokeModel')));
    expect(invokes).toEqual(['from-guided-prompt']);
    const statements = statementsOf('from-guided-prompt').filter((s) => actionsOf(s).includes('bedrock:InvokeModel'));
    const arns = JSON.stringify(statements.map((s) => s.Resource));
    expect(arns).toContain('inference-profile/us.amazon.nova-lite-v1:0');
    for (const region of ['us-east-1', 'us-east-2', 'us-west-2']) expect(arns).toContain(`:bedrock:${region}::foundation-model/amazon.nova-lite-v1:0`);
    expect(arns).not.toContain('*');
    expect(resources()[logicalIdOf('from-guided-prompt')]!.Properties.Environment.Variables.BEDROCK_MODEL_ID).toBe('us.amazon.nova-lite-v1:0');
  });

  it('grants another stage model exactly, a foundation model without a profile', () => {
    const other = synth('dev', { overrides: { model: { id: 'anthropic.claude-3-5-haiku-20241022-v1:0' } } });
    const text = JSON.stringify(other.template.toJSON());
    expect(text).toContain('foundation-model/anthropic.claude-3-5-haiku-20241022-v1:0');
    expect(text).not.toContain('inference-profile/');
  });
});

describe('the stack outputs', () => {
  it('names every output the operator CLI reads, so `npm run ops -- --stack` finds the table, the secrets and the API', async () => {
    const { targetFromOutputs } = await import('../../scripts/ops/target');
    const outputs = template.toJSON().Outputs as Record<string, { Value: unknown }>;
    // The CLI reads output values by name; here each becomes a placeholder of its own name.
    const values = Object.fromEntries(Object.keys(outputs).map((name) => [name, `<${name}>`]));
    const target = targetFromOutputs('Service-dev', 'eu-west-1', values);
    expect(target).toMatchObject({ kind: 'aws', apiUrl: '<ApiUrl>', tableName: '<TableName>' });
    for (const { envVar } of Object.values(secretCatalogue)) expect(target.env[envVar]).toMatch(/^<\w+SecretArn>$/);
    expect(Object.keys(outputs)).toEqual(expect.arrayContaining(['EmailQueueUrl', 'EmailDeadLetterQueueUrl', 'AlarmTopicArn']));
    // Each secret's output is its ARN, not its value.
    for (const name of Object.keys(outputs).filter((n) => n.endsWith('SecretArn'))) expect(JSON.stringify(outputs[name]!.Value)).toMatch(/"Ref":"Secrets/);
  });
});

describe('CORS on a stage that allows origins (contract section 1)', () => {
  const origins = ['https://app.example.com', 'http://localhost:5173'];
  const { template: withCors } = synth('dev', { overrides: { cors: { allowedOrigins: origins } } });
  const routes = () =>
    Object.values(withCors.toJSON().Resources as Record<string, Resource>)
      .filter((r) => r.Type === 'AWS::ApiGatewayV2::Route')
      .map((r) => r.Properties.RouteKey as string);

  it('configures API Gateway CORS: the origins exactly, credentials, and the headers a page may read', () => {
    withCors.hasResourceProperties('AWS::ApiGatewayV2::Api', {
      CorsConfiguration: {
        AllowOrigins: origins,
        AllowCredentials: true,
        AllowMethods: ['DELETE', 'GET', 'HEAD', 'PATCH', 'POST'],
        AllowHeaders: [...corsPolicy.allowHeaders],
        ExposeHeaders: [...corsPolicy.exposeHeaders],
        MaxAge: corsPolicy.maxAgeSeconds,
      },
    });
    expect(corsPolicy.exposeHeaders).toEqual(expect.arrayContaining(['X-Request-Id', 'ETag', 'Retry-After', 'X-RateLimit-Remaining', 'RateLimit']));
  });

  it('leaves every OPTIONS request to API Gateway: no route matches one, so a preflight reaches no function', () => {
    const keys = routes();
    expect(keys.filter((key) => key === '$default' || key.startsWith('ANY ') || key.startsWith('OPTIONS '))).toEqual([]);
    // Everything else still reaches the catch-all (404, or 405 with Allow), HEAD included.
    for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'])
      expect(keys).toEqual(expect.arrayContaining([`${method} /`, `${method} /{proxy+}`]));
    expect(keys).toEqual(expect.arrayContaining(Object.values(operations).flatMap(routeKeysOf)));
  });

  it('configures no CORS at all on a stage that allows no origin', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Api', { CorsConfiguration: Match.absent() });
  });

  it('refuses * and anything that is not exactly an origin: credentials travel', () => {
    for (const origin of ['*', 'https://*.example.com', 'https://app.example.com/', 'app.example.com']) {
      expect(() => synth('dev', { overrides: { cors: { allowedOrigins: [origin] } } }), origin).toThrow(/is not an origin/);
    }
  });
});
