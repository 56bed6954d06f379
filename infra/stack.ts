import { CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { Construct } from 'constructs';
import { fallbackRoute, servedRoutes } from '../functions/routes';
import { EmailQueue } from './constructs/email-queue';
import { AcceptableUseGuardrail } from './constructs/guardrail';
import { Monitoring } from './constructs/monitoring';
import { ProjectFunction, type ProjectFunctionProps } from './constructs/project-function';
import { ServiceApi } from './constructs/service-api';
import { ServiceSecrets } from './constructs/service-secrets';
import { grantItemAccess, ServiceTable } from './constructs/service-table';
import { functionAccess, functionEnvironment } from './function-access';
import { stages, type StageConfig } from './stages';

export interface ServiceStackProps extends StackProps {
  stage: 'dev' | 'prod';
  /** Overrides of the stage's settings (from `-c` context). */
  overrides?: Partial<StageConfig> & { alarmEmail?: string };
}

const pascal = (name: string) => name.replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase());

/**
 * The service: one table, the secrets, the HTTP API with one function per route and a catch-all,
 * the email queue with its function and the outbox relay, and alarms. Every function gets exactly
 * the access `function-access.ts` lists for it.
 */
export class ServiceStack extends Stack {
  readonly functions = new Map<string, ProjectFunction>();

  constructor(scope: Construct, id: string, props: ServiceStackProps) {
    super(scope, id, props);
    const config = { ...stages[props.stage], ...props.overrides };
    const { table } = new ServiceTable(this, 'Data', { protect: config.protect });
    const { secrets } = new ServiceSecrets(this, 'Secrets', { retain: config.protect });
    const email = new EmailQueue(this, 'Email');
    const acceptableUse = new AcceptableUseGuardrail(this, 'AcceptableUse', { profileId: config.guardrailProfile.id, profileRegions: config.guardrailProfile.regions });

    const makeFunction = (functionName: string, extra: Partial<ProjectFunctionProps> = {}) => {
      // Throws for a function with no entry in the access table.
      const environment = functionEnvironment(functionName, {
        tableName: table.tableName,
        logLevel: config.logLevel,
        secretArn: (name) => secrets[name].secretArn,
        emailQueueUrl: email.queue.queueUrl,
        emailFrom: config.emailFrom,
        generationEngine: config.generationEngine,
        bedrockModelId: config.bedrockModelId,
        guardrailId: acceptableUse.guardrail.attrGuardrailId,
        guardrailVersion: acceptableUse.version.attrVersion,
      });
      const access = functionAccess[functionName]!;

      const fn = new ProjectFunction(this, pascal(functionName), {
        functionName,
        logRetention: config.logRetention,
        retainLogs: config.protect,
        environment,
        ...extra,
      });
      grantItemAccess(table, fn, access.items);
      for (const name of access.secrets ?? []) secrets[name].grantRead(fn);
      if (access.enqueuesEmail) fn.addToRolePolicy(new PolicyStatement({ actions: ['sqs:SendMessage'], resources: [email.queue.queueArn] }));
      if (access.sendsEmail) {
        fn.addToRolePolicy(
          new PolicyStatement({ actions: ['ses:SendEmail'], resources: [this.formatArn({ service: 'ses', resource: 'identity', resourceName: config.emailIdentity })] }),
        );
      }
      if (access.appliesGuardrail) acceptableUse.grantApply(fn);
      if (access.invokesModel && config.generationEngine === 'bedrock') {
        fn.addToRolePolicy(
          new PolicyStatement({ actions: ['bedrock:InvokeModel'], resources: [this.formatArn({ service: 'bedrock', account: '', resource: 'foundation-model', resourceName: config.bedrockModelId })] }),
        );
      }
      this.functions.set(functionName, fn);
      return fn;
    };

    const fallback = makeFunction(fallbackRoute.functionName);
    const routes = servedRoutes.map((route) => ({ route, fn: makeFunction(route.functionName) }));
    const { api } = new ServiceApi(this, 'Http', { routes, fallback, throttle: config.apiThrottle, logRetention: config.logRetention });

    const sendEmail = makeFunction('send-email', { timeout: Duration.seconds(30) });
    sendEmail.addEventSource(new SqsEventSource(email.queue, { batchSize: 10, reportBatchItemFailures: true }));
    const relay = makeFunction('relay-outbox', { timeout: Duration.seconds(30) });
    new Rule(this, 'RelayOutboxSchedule', {
      description: 'Re-sends review emails that never reached the queue',
      schedule: Schedule.rate(Duration.minutes(1)),
      targets: [new LambdaFunction(relay)],
    });

    const monitoring = new Monitoring(this, 'Monitoring', {
      functions: this.functions,
      deadLetterQueue: email.deadLetterQueue,
      api,
      alarmEmail: props.overrides?.alarmEmail,
    });
    new CfnOutput(this, 'ApiUrl', { value: api.apiEndpoint, description: 'Base URL; paths start with /v1' });
    new CfnOutput(this, 'AlarmTopicArn', { value: monitoring.topic.topicArn, description: 'SNS topic of every alarm' });
  }
}
