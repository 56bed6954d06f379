import { App, Stack } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { modelArns } from '../../infra/stack';

/**
 * `modelArns` accepts a global cross-Region inference profile (`global.` is one of the prefixes it
 * recognises), but grants it like a geographic one: the profile and the foundation model in the
 * listed Regions. A global profile routes to any commercial Region, and IAM authorises the routed
 * call against the Region-less foundation-model ARN (`arn:aws:bedrock:::foundation-model/<model>`,
 * AWS's "Global cross-Region inference" IAM requirements), which is never granted: a stage deployed
 * with `-c model=global.…` answers every guided prompt 503 (AccessDeniedException).
 */
describe('the IAM resources of the stage model', () => {
  const stack = new Stack(new App(), 'ModelArns', { env: { account: '111111111111', region: 'us-east-1' } });
  // The partition is a token until synthesis; read it as the commercial one.
  const arnsOf = (model: Parameters<typeof modelArns>[1]) => modelArns(stack, model).map((arn) => arn.replace(/^arn:[^:]+:/, 'arn:aws:'));

  it('grant a global inference profile the Region-less foundation model it is authorised against', () => {
    const arns = arnsOf({ id: 'global.anthropic.claude-sonnet-4-5-20250929-v1:0' });
    expect(arns).toContain('arn:aws:bedrock:us-east-1:111111111111:inference-profile/global.anthropic.claude-sonnet-4-5-20250929-v1:0');
    expect(arns).toContain('arn:aws:bedrock:::foundation-model/anthropic.claude-sonnet-4-5-20250929-v1:0');
  });

  it('still grant a geographic profile the model in each Region it routes to (as today)', () => {
    const arns = arnsOf({ id: 'us.amazon.nova-lite-v1:0', profileRegions: ['us-east-1', 'us-east-2', 'us-west-2'] });
    for (const region of ['us-east-1', 'us-east-2', 'us-west-2']) expect(arns).toContain(`arn:aws:bedrock:${region}::foundation-model/amazon.nova-lite-v1:0`);
  });
});
