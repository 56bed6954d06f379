import { describe, expect, it } from 'vitest';
import { Match } from 'aws-cdk-lib/assertions';
import { operations } from '../../functions/catalogue';
import { acknowledgeNagFindings } from '../../infra/nag';
import { stages } from '../../infra/stages';
import { edgeHeaders } from '../../lib/http/client-ip';
import { synth, synthWithNag } from './synth';

const overrides = { edge: { ...stages.prod.edge, enabled: true } };
const { stack, template } = synth('prod', { overrides });
const resources = template.toJSON().Resources as Record<string, { Type: string; Properties: any }>;
const variablesOf = (name: string) =>
  resources[stack.getLogicalId(stack.functions.get(name)!.node.defaultChild as never)]!.Properties.Environment.Variables as Record<string, unknown>;

describe('the edge (-c edge=true): CloudFront with AWS WAF in front of the API', () => {
  it('is off unless asked for', () => {
    for (const stage of ['dev', 'prod'] as const) {
      synth(stage).template.resourceCountIs('AWS::CloudFront::Distribution', 0);
      synth(stage).template.resourceCountIs('AWS::WAFv2::WebACL', 0);
    }
  });

  it('limits each client IP at the edge with a rate-based rule, answering 429', () => {
    template.hasResourceProperties('AWS::WAFv2::WebACL', {
      Scope: 'CLOUDFRONT',
      DefaultAction: { Allow: {} },
      Rules: [
        Match.objectLike({
          Statement: { RateBasedStatement: { Limit: stages.prod.edge.requestsPerIpPer5Minutes, AggregateKeyType: 'IP', EvaluationWindowSec: 300 } },
          Action: { Block: { CustomResponse: Match.objectLike({ ResponseCode: 429 }) } },
        }),
      ],
    });
    const [aclId] = Object.entries(resources).find(([, r]) => r.Type === 'AWS::WAFv2::WebACL')!;
    template.hasResourceProperties('AWS::CloudFront::Distribution', { DistributionConfig: Match.objectLike({ WebACLId: { 'Fn::GetAtt': [aclId, 'Arn'] } }) });
  });

  it('forwards everything but Host to API Gateway uncached, with the viewer’s IP and the origin secret', () => {
    const [distribution] = Object.values(resources).filter((r) => r.Type === 'AWS::CloudFront::Distribution');
    const config = distribution!.Properties.DistributionConfig;
    const behavior = config.DefaultCacheBehavior;
    expect(behavior.CachePolicyId).toBe('4135ea2d-6df8-44a3-9df3-4b5a84be39ad'); // CachingDisabled
    expect(behavior.OriginRequestPolicyId).toBe('b689b0a8-53d0-40ab-baf2-68738e2966ac'); // AllViewerExceptHostHeader
    expect(behavior.AllowedMethods).toHaveLength(7);
    expect(behavior.FunctionAssociations).toEqual([expect.objectContaining({ EventType: 'viewer-request' })]);
    const [fn] = Object.values(resources).filter((r) => r.Type === 'AWS::CloudFront::Function');
    expect(fn!.Properties.FunctionCode).toContain(edgeHeaders.viewerIp);
    expect(fn!.Properties.FunctionCode).toContain('event.viewer.ip');
    const header = config.Origins[0].OriginCustomHeaders.find((h: { HeaderName: string }) => h.HeaderName === edgeHeaders.originVerify);
    // A dynamic reference, resolved at deploy: the value is not in the template.
    expect(JSON.stringify(header.HeaderValue)).toContain('{{resolve:secretsmanager:');
  });

  it('tells the API functions, and only them, where the origin secret is (its ARN), and lets them read that secret alone', () => {
    const [secretId] = Object.entries(resources).find(([, r]) => r.Type === 'AWS::SecretsManager::Secret' && /x-origin-verify/.test(r.Properties.Description))!;
    const policies = Object.values(resources).filter((r) => r.Type === 'AWS::IAM::Policy');
    const readsEdgeSecret = (name: string) => {
      const role = stack.functions.get(name)!.role!.node.defaultChild as never;
      return policies.some(
        (p) =>
          JSON.stringify(p.Properties.Roles).includes(stack.getLogicalId(role)) &&
          p.Properties.PolicyDocument.Statement.some(
            (st: { Action: unknown; Resource: unknown }) =>
              JSON.stringify(st.Resource) === JSON.stringify({ Ref: secretId }) && JSON.stringify(st.Action).includes('secretsmanager:GetSecretValue'),
          ),
      );
    };
    for (const operation of Object.values(operations)) {
      expect(variablesOf(operation.function).EDGE_ORIGIN_VERIFY_SECRET, operation.function).toEqual({ Ref: secretId });
      expect(variablesOf(operation.function).EDGE_ORIGIN_VERIFY, operation.function).toBeUndefined();
      expect(readsEdgeSecret(operation.function), operation.function).toBe(true);
    }
    for (const worker of ['send-email', 'relay-outbox']) {
      expect(variablesOf(worker).EDGE_ORIGIN_VERIFY_SECRET).toBeUndefined();
      expect(readsEdgeSecret(worker), worker).toBe(false);
    }
  });

  it('puts no secret value in any function’s environment: no dynamic reference, and every *_SECRET variable an ARN', () => {
    const secretIds = new Set(
      Object.entries(resources)
        .filter(([, r]) => r.Type === 'AWS::SecretsManager::Secret')
        .map(([id]) => id),
    );
    for (const [name] of stack.functions) {
      const variables = variablesOf(name);
      expect(JSON.stringify(variables), name).not.toContain('{{resolve:');
      for (const [variable, value] of Object.entries(variables).filter(([v]) => v.endsWith('_SECRET'))) {
        expect(secretIds.has((value as { Ref?: string }).Ref ?? ''), `${name} ${variable}`).toBe(true);
      }
    }
  });

  it('refuses to deploy outside us-east-1, where a CLOUDFRONT web ACL cannot live', () => {
    const rules = template.toJSON().Rules as Record<string, { Assertions: { Assert: unknown }[] }>;
    expect(JSON.stringify(Object.values(rules))).toContain('us-east-1');
  });

  it('passes cdk-nag with a reason for each accepted finding', () => {
    expect(() => synthWithNag('prod', acknowledgeNagFindings, overrides)).not.toThrow();
  });
});
