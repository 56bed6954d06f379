import { AccessLogField, AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { type CfnStage, HttpApi, HttpMethod, HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { OperationDefinition } from '../../functions/definitions';
import type { Throttle } from '../stages';

/** The API's routes (one per catalogue operation), its catch-all, and its stage settings. */
export interface ServiceApiProps {
  /** The catalogue's operations, each with its function and its route throttle. */
  routes: { operation: OperationDefinition; fn: IFunction; throttle: Throttle }[];
  /** Answers everything no route matches (`$default`). */
  fallback: IFunction;
  /** The `$default` route's throttle. */
  fallbackThrottle: Throttle;
  /** The whole stage's throttle (every route together). */
  throttle: Throttle;
  logRetention: RetentionDays;
}

const pascal = (name: string) => name.replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase());

/**
 * The HTTP API (payload v2): one route per served operation, `$default` to the catch-all, a
 * default stage with a throttle per route (`routeSettings`) under the stage's own, and JSON access
 * logs that carry API Gateway's request id and Lambda's (`integrationRequestId`), the ids the
 * functions log beside their own.
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
            integrationRequestId: '$context.integration.requestId',
            routeKey: '$context.routeKey',
            ip: '$context.identity.sourceIp',
            method: '$context.httpMethod',
            path: '$context.path',
            status: '$context.status',
            latencyMs: '$context.responseLatency',
            integrationError: '$context.integrationErrorMessage',
            integrationStatus: '$context.integration.integrationStatus',
          }),
        ),
      },
    });
    // A Json property: CDK passes it through, so the keys are CloudFormation's own (RouteSettings).
    const settings = (throttle: Throttle) => ({ ThrottlingRateLimit: throttle.rateLimit, ThrottlingBurstLimit: throttle.burstLimit });
    (this.stage.node.defaultChild as CfnStage).routeSettings = {
      $default: settings(props.fallbackThrottle),
      ...Object.fromEntries(props.routes.map(({ operation, throttle }) => [`${operation.method} ${operation.path}`, settings(throttle)])),
    };
    // Route settings name routes by key: CloudFormation must create the routes first.
    this.stage.node.addDependency(this.api);
  }
}
