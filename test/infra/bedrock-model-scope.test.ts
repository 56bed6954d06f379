import { describe, expect, it } from 'vitest';
import { synth } from './synth';

type Statement = { Action: string | string[]; Resource: unknown; Condition?: Record<string, Record<string, unknown>> };

/**
 * The guided-prompt function invokes the stage's model through its US cross-Region inference
 * profile. IAM needs the profile and the foundation model in each Region the profile routes to;
 * granted without a condition, those foundation-model ARNs also let the function invoke the model
 * directly in us-east-1, us-east-2 and us-west-2, outside the profile (AWS's geographic
 * cross-Region inference policy scopes them with `bedrock:InferenceProfileArn`). Least privilege:
 * the foundation models only through the profile.
 */
describe('the guided-prompt role invokes the model only through its inference profile', () => {
  it('conditions the foundation-model grant on the inference profile', () => {
    const { stack, template } = synth('dev');
    const resources = template.toJSON().Resources as Record<string, { Type: string; Properties: any }>;
    const fn = stack.functions.get('from-guided-prompt')!;
    const roleId = resources[stack.getLogicalId(fn.node.defaultChild as never)]!.Properties.Role['Fn::GetAtt'][0];
    const statements: Statement[] = Object.values(resources)
      .filter((r) => r.Type === 'AWS::IAM::Policy' && r.Properties.Roles.some((role: any) => role.Ref === roleId))
      .flatMap((r) => r.Properties.PolicyDocument.Statement);
    const invoking = statements.filter((s) => [s.Action].flat().includes('bedrock:InvokeModel'));
    const foundationGrants = invoking.filter((s) => JSON.stringify(s.Resource).includes('foundation-model/'));
    expect(foundationGrants.length).toBeGreaterThan(0);
    for (const statement of foundationGrants) {
      expect(JSON.stringify(statement.Resource), 'the profile and the models in one unconditioned statement').not.toContain('inference-profile/');
      expect(JSON.stringify(statement.Condition ?? {}), 'foundation models invocable outside the profile').toContain('bedrock:InferenceProfileArn');
    }
  });
});
