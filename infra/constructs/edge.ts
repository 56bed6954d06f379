import { Aws, CfnRule, Fn, Stack, Validations } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  PriceClass,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import { edgeHeaders } from '../../lib/http/client-ip';

/** What the edge fronts and how hard it limits. */
export interface EdgeProps {
  api: HttpApi;
  /** Requests one client IP may send in any five minutes before the edge answers 429. */
  requestsPerIpPer5Minutes: number;
  /** The value CloudFront sends as `x-origin-verify` (the functions get the same, `EDGE_ORIGIN_VERIFY`). */
  originVerify: ISecret;
}

/**
 * CloudFront with an AWS WAF web ACL in front of the HTTP API, for deployments where floods must
 * be stopped before they cost anything: the WAF's rate-based rule counts requests per client IP
 * at the edge (AWS-wide, before API Gateway, Lambda or DynamoDB are billed) and answers 429 above
 * the limit. CloudFront caches nothing and forwards every header but Host, every query string
 * and cookie.
 *
 * Behind CloudFront, API Gateway sees CloudFront's addresses, not the client's. A CloudFront
 * Function sets `x-viewer-ip` to the client's address (overwriting whatever the client sent) and
 * the origin gets `x-origin-verify` (a generated secret); the functions take the client IP from
 * the former only when the latter matches (`EDGE_ORIGIN_VERIFY`), so a request sent straight to
 * API Gateway cannot choose its IP bucket. Such a request skips the WAF but is
 * still limited by its real IP. A WAF web ACL for CloudFront lives in us-east-1: a CloudFormation
 * rule refuses to deploy the edge anywhere else.
 */
export class Edge extends Construct {
  readonly distribution: Distribution;
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, props: EdgeProps) {
    super(scope, id);
    new CfnRule(this, 'InUsEast1', {
      assertions: [
        {
          assert: Fn.conditionEquals(Aws.REGION, 'us-east-1'),
          assertDescription: 'The edge (CloudFront with a CLOUDFRONT-scope WAF web ACL) deploys only in us-east-1; deploy there or without -c edge=true.',
        },
      ],
    });
    const visibility = (metricName: string) => ({ cloudWatchMetricsEnabled: true, sampledRequestsEnabled: true, metricName });
    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility('ServiceApiEdge'),
      customResponseBodies: {
        rateLimited: {
          contentType: 'APPLICATION_JSON',
          content: JSON.stringify({
            type: 'urn:problem:rate_limited',
            title: 'Too many requests',
            status: 429,
            detail: 'Too many requests from this address; retry in a few minutes',
            code: 'rate_limited',
          }),
        },
      },
      rules: [
        {
          name: 'RequestsPerIp',
          priority: 0,
          action: {
            block: { customResponse: { responseCode: 429, customResponseBodyKey: 'rateLimited', responseHeaders: [{ name: 'Retry-After', value: '60' }] } },
          },
          statement: { rateBasedStatement: { limit: props.requestsPerIpPer5Minutes, aggregateKeyType: 'IP', evaluationWindowSec: 300 } },
          visibilityConfig: visibility('RequestsPerIp'),
        },
      ],
    });
    const viewerIp = new CloudFrontFunction(this, 'ViewerIp', {
      comment: 'Sets x-viewer-ip to the client address, whatever the client sent',
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromInline(
        `function handler(event) { event.request.headers['${edgeHeaders.viewerIp}'] = { value: event.viewer.ip }; return event.request; }`,
      ),
    });
    // https://<id>.execute-api.<region>.amazonaws.com/ → its host name.
    const apiHost = Fn.select(2, Fn.split('/', props.api.apiEndpoint));
    this.distribution = new Distribution(this, 'Distribution', {
      comment: `Edge of ${Stack.of(this).stackName}: AWS WAF per-IP rate rule, no caching`,
      webAclId: this.webAcl.attrArn,
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      defaultBehavior: {
        origin: new HttpOrigin(apiHost, {
          protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
          // A dynamic reference, resolved by CloudFormation at deploy: the value is never in the template.
          customHeaders: { [edgeHeaders.originVerify]: props.originVerify.secretValue.unsafeUnwrap() },
        }),
        viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
        allowedMethods: AllowedMethods.ALLOW_ALL,
        cachePolicy: CachePolicy.CACHING_DISABLED,
        // Every viewer header (as the function left them) but Host, which must be API Gateway's.
        originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
        functionAssociations: [{ function: viewerIp, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
    });
    Validations.of(this.distribution).acknowledge(
      {
        id: 'AwsSolutions-CFR1',
        reason: 'A public API for clients anywhere: no country is excluded; abuse is limited per client IP by the WAF rule instead.',
      },
      {
        id: 'AwsSolutions-CFR3',
        reason:
          "API Gateway's access log records every request CloudFront forwards (with API Gateway's and Lambda's request ids) and the WAF keeps metrics and sampled requests of what it blocks; a CloudFront log bucket would duplicate both.",
      },
      {
        id: 'AwsSolutions-CFR4',
        reason:
          'Without a custom domain CloudFront serves its default certificate, whose minimum protocol cannot be raised; with a domain, attach an ACM certificate and TLSv1.2_2021 (docs/security.md). Clients of this API use TLS 1.2 or later.',
      },
    );
  }
}
