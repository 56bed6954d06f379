import { AccessLogField, AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { HttpApi, HttpMethod, HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { OperationDefinition } from '../../functions/definitions';

/** The API's routes (one per catalogue operation), its catch-all, and its stage settings. */
export interface ServiceApiProps {
  /** The catalogue's operations, each with its function. */
  routes: { operation: OperationDefinition; fn: IFunction }[];
  /** Answers everything no route matches (`$default`). */
  fallback: IFunction;
  throttle: { rateLimit: number; burstLimit: number };
  logRetention: RetentionDays;
}

const pascal = (name: string) => name.replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase());

/**
 * The HTTP API (payload v2): one route per served operation, `$default` to the catch-all, a
 * throttled default stage with JSON access logs.
 */
export class ServiceApi extends Construct {
  readonly api: HttpApi;
  readonly stage: HttpStage;

  constructor(scope: Construct, id: string, props: ServiceApiProps) {
    super(scope, id);
    this.api = new HttpApi(this, 'Api', {
      description: 'Service API (HTTP API, payload v2)',
      createDefaultStage: false,
      defaultIntegration: new HttpLambdaIntegration('NotFound', props.fallback),
    });
    for (const { operation, fn } of props.routes) {
      this.api.addRoutes({
        path: operation.path,
        methods: [HttpMethod[operation.method]],
        integration: new HttpLambdaIntegration(`${pascal(operation.function)}Integration`, fn),
      });
    }
    const accessLogs = new LogGroup(this, 'AccessLogs', { retention: props.logRetention });
    this.stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.api,
      stageName: '$default',
      autoDeploy: true,
      throttle: props.throttle,
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: AccessLogField.contextRequestId(),
            ip: '$context.identity.sourceIp',
            method: '$context.httpMethod',
            path: '$context.path',
            status: '$context.status',
            latencyMs: '$context.responseLatency',
            integrationError: '$context.integrationErrorMessage',
          }),
        ),
      },
    });
  }
}
