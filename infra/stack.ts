import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { HttpApi, HttpMethod } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { Construct } from 'constructs';
import { fallbackRoute, servedRoutes } from '../functions/routes';
import type { RouteDefinition } from '../lib/http/types';
import { ProjectFunction } from './constructs/project-function';
import { ServiceTable } from './constructs/service-table';

export interface ServiceStackProps extends StackProps {
  stage: 'dev' | 'prod';
}

/** The service: one table, one HTTP API, one function per served route plus the catch-all. */
export class ServiceStack extends Stack {
  readonly functions = new Map<string, ProjectFunction>();

  constructor(scope: Construct, id: string, props: ServiceStackProps) {
    super(scope, id, props);
    const prod = props.stage === 'prod';
    const { table } = new ServiceTable(this, 'Data', { protect: prod });

    const apiFunction = (route: RouteDefinition) => {
      const fn = new ProjectFunction(this, pascal(route.functionName), {
        functionName: route.functionName,
        environment: { TABLE_NAME: table.tableName, LOG_LEVEL: prod ? 'info' : 'debug' },
      });
      table.grantReadWriteData(fn);
      this.functions.set(route.functionName, fn);
      return fn;
    };

    const fallback = apiFunction(fallbackRoute);
    const api = new HttpApi(this, 'Api', {
      description: 'Service API (HTTP API, payload v2)',
      defaultIntegration: new HttpLambdaIntegration('NotFound', fallback),
    });
    for (const route of servedRoutes) {
      api.addRoutes({
        path: route.path,
        methods: [HttpMethod[route.method]],
        integration: new HttpLambdaIntegration(`${pascal(route.functionName)}Integration`, apiFunction(route)),
      });
    }
    new CfnOutput(this, 'ApiUrl', { value: api.apiEndpoint, description: 'Base URL; paths start with /v1' });
  }
}

function pascal(name: string): string {
  return name.replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase());
}
