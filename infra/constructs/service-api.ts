import { Duration } from 'aws-cdk-lib';
import { AccessLogField, AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { CorsHttpMethod, type CfnStage, HttpApi, HttpMethod, HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { OperationDefinition } from '../../functions/definitions';
import { assertExactOrigins, corsPolicy } from '../cors';
import type { Throttle } from '../stages';

/** The API's routes (one per catalogue operation), its catch-all, and its stage settings. */
export interface ServiceApiProps {
  /** The catalogue's operations, each with its function and its route throttle. */
  routes: { operation: OperationDefinition; fn: IFunction; throttle: Throttle }[];
  /** Answers everything no route matches (404, or 405 with `Allow`). */
  fallback: IFunction;
  /** The catch-all's throttle. */
  fallbackThrottle: Throttle;
  /** The whole stage's throttle (every route together). */
  throttle: Throttle;
  logRetention: RetentionDays;
  /** Browser origins allowed to call the API (infra/cors.ts); default none, and no CORS configuration at all. */
  allowedOrigins?: readonly string[];
}

const pascal = (name: string) => name.replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase());

/** The methods the catch-all answers when CORS is on: every one API Gateway routes except OPTIONS, which its CORS support answers. */
const catchAllMethods = [HttpMethod.GET, HttpMethod.HEAD, HttpMethod.POST, HttpMethod.PUT, HttpMethod.PATCH, HttpMethod.DELETE];

/** The route keys an operation is served on: its own, and `HEAD` beside every `GET` (API Gateway routes HEAD only where a route names it). */
export const routeKeysOf = (operation: Pick<OperationDefinition, 'method' | 'path'>): string[] =>
  operation.method === 'GET' ? [`GET ${operation.path}`, `HEAD ${operation.path}`] : [`${operation.method} ${operation.path}`];

/**
 * The HTTP API (payload v2): one route per served operation (and HEAD beside each GET, to the same
 * function, whose spine drops the body), a catch-all to the not-found function, a default stage
 * with a throttle per route (`routeSettings`) under the stage's own, and JSON access logs that
 * carry API Gateway's request id and Lambda's (`integrationRequestId`), the ids the functions log
 * beside their own.
 *
 * CORS (contract section 1), when the stage allows origins: API Gateway's CORS configuration
 * answers preflights and adds the CORS headers to responses for allowed origins only. API Gateway
 * answers a preflight itself only when no route matches the OPTIONS request, and `$default` (like
 * `ANY`) matches every method; so with CORS on, the catch-all is `/` and `/{proxy+}` for every
 * method but OPTIONS, and a preflight reaches no function and costs no rate-limit token. Without
 * origins the catch-all stays `$default`, and an OPTIONS request is its 405 like any other method.
 */
export class ServiceApi extends Construct {
  readonly api: HttpApi;
  readonly stage: HttpStage;

  constructor(scope: Construct, id: string, props: ServiceApiProps) {
    super(scope, id);
    const origins = props.allowedOrigins ?? [];
    assertExactOrigins(origins);
    const cors = origins.length > 0;
    const fallback = new HttpLambdaIntegration('NotFound', props.fallback);
    this.api = new HttpApi(this, 'Api', {
      description: 'Service API (HTTP API, payload v2)',
      createDefaultStage: false,
      ...(cors
        ? {
            corsPreflight: {
              allowOrigins: [...origins],
              allowCredentials: corsPolicy.allowCredentials,
              allowMethods: corsPolicy.allowMethods.map((method) => CorsHttpMethod[method]),
              allowHeaders: [...corsPolicy.allowHeaders],
              exposeHeaders: [...corsPolicy.exposeHeaders],
              maxAge: Duration.seconds(corsPolicy.maxAgeSeconds),
            },
          }
        : { defaultIntegration: fallback }),
    });
    for (const { operation, fn } of props.routes) {
      this.api.addRoutes({
        path: operation.path,
        methods: routeKeysOf(operation).map((key) => HttpMethod[key.split(' ')[0] as keyof typeof HttpMethod]),
        integration: new HttpLambdaIntegration(`${pascal(operation.function)}Integration`, fn),
      });
    }
    const catchAllKeys = cors ? ['/', '/{proxy+}'].flatMap((path) => catchAllMethods.map((method) => `${method} ${path}`)) : ['$default'];
    if (cors) for (const path of ['/', '/{proxy+}']) this.api.addRoutes({ path, methods: catchAllMethods, integration: fallback });
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
      ...Object.fromEntries(catchAllKeys.map((key) => [key, settings(props.fallbackThrottle)])),
      ...Object.fromEntries(props.routes.flatMap(({ operation, throttle }) => routeKeysOf(operation).map((key) => [key, settings(throttle)]))),
    };
    // Route settings name routes by key: CloudFormation must create the routes first.
    this.stage.node.addDependency(this.api);
  }
}
