import { CfnResource, Stack } from 'aws-cdk-lib';
import { describe, expect, it, vi } from 'vitest';
import { ServiceStack } from '../../infra/stack';
import { synth, synthAsCdkDoes } from './synth';

type Resource = { Type: string; Properties: Record<string, any> };
type Template = { Resources: Record<string, Resource> };

/**
 * The wiring rules AWS publishes for what this stack deploys, checked on the synthesized template
 * of each stage (not on the definitions it is built from), so whatever builds the template next is
 * held to them too:
 *
 * - Lambda, "Using Lambda with Amazon SQS": the queue's visibility timeout at least six times the
 *   function's timeout plus the batching window, and a redrive `maxReceiveCount` of at least 5, so
 *   a throttled or retried batch is not dead-lettered without running; an event source's
 *   `MaximumConcurrency` (2 to 1000) no higher than the function's reserved concurrency, else
 *   Lambda throttles what the source polls (the sources of one function together within it).
 * - API Gateway HTTP APIs: an integration waits `TimeoutInMillis` (default and maximum 30 s); it
 *   must outlast the function, or a slow invocation becomes a 503 while the function still runs.
 * - Bedrock Guardrails (API reference GuardrailTopicConfig, "Safeguard tiers"): at most 30 topics;
 *   a name of 1 to 100 characters of `[0-9a-zA-Z-_ !?.]`; a definition of at most 200 characters
 *   on the Classic tier and 1,000 on the Standard tier; at most 5 examples of 1 to 100 characters.
 */
describe.each(['dev', 'prod'] as const)('AWS wiring rules on the synthesized %s template', (stage) => {
  const { template } = synth(stage);
  const resources = (template.toJSON() as Template).Resources;
  const ofType = (type: string) => Object.entries(resources).filter(([, r]) => r.Type === type);
  const functions = Object.fromEntries(ofType('AWS::Lambda::Function'));
  const queueId = (arn: any): string => arn['Fn::GetAtt'][0];
  const mappings = ofType('AWS::Lambda::EventSourceMapping').map(([, m]) => m.Properties);

  it('gives every queue a function reads a visibility timeout of at least 6 × the timeout plus the batching window, and 5 receives before its DLQ', () => {
    expect(mappings.length).toBeGreaterThanOrEqual(4);
    for (const mapping of mappings) {
      const fn = functions[mapping.FunctionName.Ref]!.Properties;
      const queue = resources[queueId(mapping.EventSourceArn)]!.Properties;
      const window = mapping.MaximumBatchingWindowInSeconds ?? 0;
      expect(queue.VisibilityTimeout, `${mapping.FunctionName.Ref}: visibility vs 6 × ${fn.Timeout} s + ${window} s`).toBeGreaterThanOrEqual(
        6 * fn.Timeout + window,
      );
      expect(queue.RedrivePolicy?.maxReceiveCount, mapping.FunctionName.Ref).toBeGreaterThanOrEqual(5);
    }
  });

  it('caps every event source at 2 to 1000 concurrent invocations, together within the function’s reserved concurrency', () => {
    const capsByFunction = new Map<string, number[]>();
    for (const mapping of mappings) {
      const cap = mapping.ScalingConfig?.MaximumConcurrency as number | undefined;
      expect(cap, `${mapping.FunctionName.Ref}: an SQS source without MaximumConcurrency scales past any reservation`).toBeDefined();
      expect(cap).toBeGreaterThanOrEqual(2);
      expect(cap).toBeLessThanOrEqual(1000);
      capsByFunction.set(mapping.FunctionName.Ref, [...(capsByFunction.get(mapping.FunctionName.Ref) ?? []), cap!]);
    }
    for (const [id, caps] of capsByFunction) {
      const reserved = functions[id]!.Properties.ReservedConcurrentExecutions as number | undefined;
      if (stage === 'prod') expect(reserved, id).toBeDefined();
      if (reserved !== undefined)
        expect(
          caps.reduce((a, b) => a + b, 0),
          id,
        ).toBeLessThanOrEqual(reserved);
    }
  });

  it('lets API Gateway wait longer than each function it invokes', () => {
    const integrations = ofType('AWS::ApiGatewayV2::Integration');
    expect(integrations.length).toBeGreaterThan(10);
    for (const [, integration] of integrations) {
      const fnId = integration.Properties.IntegrationUri['Fn::GetAtt'][0] as string;
      const fn = functions[fnId]!.Properties;
      const waits = integration.Properties.TimeoutInMillis ?? 30_000;
      expect(waits, fnId).toBeLessThanOrEqual(30_000);
      expect(waits, fnId).toBeGreaterThan(fn.Timeout * 1000);
    }
  });

  it('keeps the guardrail’s topics within the limits of their tier', () => {
    const [[, guardrail]] = ofType('AWS::Bedrock::Guardrail') as [[string, Resource]];
    const { TopicsConfig: topics, TopicsTierConfig: tier } = guardrail.Properties.TopicPolicyConfig;
    const maxDefinition = tier?.TierName === 'STANDARD' ? 1000 : 200;
    expect(topics.length).toBeLessThanOrEqual(30);
    for (const topic of topics) {
      expect(topic.Name).toMatch(/^[0-9a-zA-Z-_ !?.]{1,100}$/);
      expect(topic.Definition.length, topic.Name).toBeGreaterThan(0);
      expect(topic.Definition.length, topic.Name).toBeLessThanOrEqual(maxDefinition);
      expect((topic.Examples ?? []).length, topic.Name).toBeLessThanOrEqual(5);
      for (const example of topic.Examples ?? []) expect(example.length, `${topic.Name}: ${example}`).toBeLessThanOrEqual(100);
    }
    // Standard-tier topics need the guardrail on cross-Region inference.
    if (tier?.TierName === 'STANDARD') expect(guardrail.Properties.CrossRegionConfig?.GuardrailProfileArn).toBeDefined();
  });
});

describe("CDK's CloudFormation validation, whose errors fail a synth (cdk.json)", () => {
  it.each(['dev', 'prod'] as const)('finds nothing in the %s template', (stage) => {
    expect(() => synthAsCdkDoes((app) => new ServiceStack(app, `Service-${stage}`, { stage }), { stage })).not.toThrow();
  });

  it('fails a synth whose template CloudFormation would refuse', () => {
    // Its report goes to stderr; here it is the expected outcome, not news.
    const quiet = [vi.spyOn(console, 'error').mockImplementation(() => undefined), vi.spyOn(process.stderr, 'write').mockImplementation(() => true)];
    try {
      const refused = (app: Parameters<Parameters<typeof synthAsCdkDoes>[0]>[0]) =>
        new CfnResource(new Stack(app, 'Refused'), 'Queue', { type: 'AWS::SQS::Queue', properties: { VisibilityTimeout: 'soon' } });
      expect(() => synthAsCdkDoes(refused)).toThrow(/ERROR VisibilityTimeout: 'soon' is not of type 'integer'/);
    } finally {
      for (const spy of quiet) spy.mockRestore();
    }
  });
});
