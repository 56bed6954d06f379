import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import type { LambdaHttpHandler } from '../../lib/http/types';

/** A payload-v2 event as API Gateway sends it, for invoking handlers in process. */
export function httpEvent(overrides: Partial<APIGatewayProxyEventV2> & { method?: string; ip?: string } = {}): APIGatewayProxyEventV2 {
  const { method = 'GET', ip = '203.0.113.7', ...rest } = overrides;
  const rawPath = rest.rawPath ?? '/v1/test';
  return {
    version: '2.0',
    routeKey: '$default',
    rawPath,
    rawQueryString: '',
    headers: {},
    isBase64Encoded: false,
    requestContext: {
      accountId: '000000000000',
      apiId: 'test',
      domainName: 'test.local',
      domainPrefix: 'test',
      http: { method, path: rawPath, protocol: 'HTTP/1.1', sourceIp: ip, userAgent: 'vitest' },
      requestId: 'test',
      routeKey: '$default',
      stage: '$default',
      time: new Date().toUTCString(),
      timeEpoch: Date.now(),
    },
    ...rest,
  };
}

export function lambdaContext(): Context {
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: 'test',
    functionVersion: '$LATEST',
    invokedFunctionArn: 'arn:aws:lambda:us-east-1:000000000000:function:test',
    memoryLimitInMB: '256',
    awsRequestId: 'test',
    logGroupName: '/aws/lambda/test',
    logStreamName: 'test',
    getRemainingTimeInMillis: () => 30_000,
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

/** Invokes a handler and parses a JSON body, if any. */
export async function invoke(handler: LambdaHttpHandler, event: APIGatewayProxyEventV2) {
  const response = await handler(event, lambdaContext());
  const body = response.body ? (JSON.parse(response.body) as Record<string, unknown>) : undefined;
  return { ...response, json: body };
}

export const ULID = /^[0-9A-HJKMNP-TV-Z]{26}$/;
