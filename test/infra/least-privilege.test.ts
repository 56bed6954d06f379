import { describe, expect, it } from 'vitest';
import { allFunctions } from '../../functions/catalogue';
import { keys } from '../../lib/store/keys';
import { report } from '../reliability/mode';
import { synth } from './synth';

type Statement = { Effect: string; Action: string | string[]; Resource: unknown; Condition?: Record<string, Record<string, string | string[]>> };
type Resource = { Type: string; Properties: Record<string, any> };

/** IAM's StringLike: `*` any run of characters, `?` one character. */
const stringLike = (pattern: string) =>
  new RegExp(
    `^${pattern
      .replace(/[.+^${}()|[\]\\]/g, '\\$&')
      .replace(/\*/g, '.*')
      .replace(/\?/g, '.')}$`,
  );

/** Partition keys a webhook-endpoint secret can have, whatever the organization and endpoint. */
const secretKeys = [
  keys.webhookEndpointSecret('org_01JD0000000000000000000000', 'whe_01JD0000000000000000000000').pk,
  keys.webhookEndpointSecret('org_X', 'whe_Y').pk,
];

describe.each(['dev', 'prod'] as const)('least privilege of every function role (%s)', (stage) => {
  const { stack, template } = synth(stage);
  const resources = template.toJSON().Resources as Record<string, Resource>;
  const roles = [...stack.functions].map(([name, fn]) => {
    const roleId = resources[stack.getLogicalId(fn.node.defaultChild as never)]!.Properties.Role['Fn::GetAtt'][0] as string;
    const statements = Object.values(resources)
      .filter((r) => r.Type === 'AWS::IAM::Policy' && r.Properties.Roles.some((role: { Ref: string }) => role.Ref === roleId))
      .flatMap((r) => r.Properties.PolicyDocument.Statement as Statement[]);
    return { name, statements: statements.filter((s) => [s.Action].flat().some((a) => a.startsWith('dynamodb:'))) };
  });

  it('gives every function one role, and every table statement a partition-key condition', () => {
    expect(roles.map((r) => r.name).sort()).toEqual(allFunctions.map((f) => f.function).sort());
    for (const { name, statements } of roles) {
      expect(statements.length, name).toBeGreaterThan(0);
      for (const statement of statements) {
        expect(statement.Effect).toBe('Allow');
        expect(statement.Condition?.['ForAllValues:StringLike']?.['dynamodb:LeadingKeys'], `${name}: ${JSON.stringify(statement)}`).toBeDefined();
        // A Scan or a batch read has no leading key, and ForAllValues over nothing is true: never
        // granted. A batch write carries the key of every item it writes; ConditionCheckItem (a
        // transaction's ConditionCheck) names one item, so its key is checked like GetItem's.
        for (const action of [statement.Action].flat())
          expect(
            [
              'dynamodb:GetItem',
              'dynamodb:Query',
              'dynamodb:PutItem',
              'dynamodb:UpdateItem',
              'dynamodb:DeleteItem',
              'dynamodb:ConditionCheckItem',
              'dynamodb:BatchWriteItem',
            ],
            `${name}: ${action}`,
          ).toContain(action);
      }
    }
  });

  /**
   * Who may touch a webhook-endpoint secret: only the delivery worker reads one (GetItem); the
   * routes that create, rotate and delete endpoints write one, and may never get a value back
   * (`dynamodb:ReturnValues` must be NONE). No read or list route, and nothing else, reaches one.
   */
  const secretWriters: Record<string, string[]> = {
    'create-webhook-endpoint': ['dynamodb:PutItem'],
    'rotate-webhook-secret': ['dynamodb:UpdateItem'],
    'delete-webhook-endpoint': ['dynamodb:DeleteItem'],
  };
  const secretReaders: Record<string, string[]> = { 'deliver-webhooks': ['dynamodb:GetItem'] };

  it('lets only the delivery worker read a webhook-endpoint secret, and only the endpoint routes write one, never reading it back', () => {
    const readersOfOrganizations: string[] = [];
    const reaching: Record<string, string[]> = {};
    for (const { name, statements } of roles) {
      for (const statement of statements) {
        const patterns = [statement.Condition!['ForAllValues:StringLike']!['dynamodb:LeadingKeys']!].flat();
        if (patterns.some((p) => stringLike(p).test('ORG#org_01JD0000000000000000000000'))) readersOfOrganizations.push(name);
        if (!secretKeys.some((key) => patterns.some((p) => stringLike(p).test(key)))) continue;
        // A statement that reaches a secret reaches nothing else, with the actions listed for its function only.
        expect(patterns, name).toEqual([`${keys.webhookEndpointSecretPrefix}*`]);
        reaching[name] = [...(reaching[name] ?? []), ...[statement.Action].flat()];
        if (secretWriters[name]) expect(statement.Condition?.StringEqualsIfExists?.['dynamodb:ReturnValues'], name).toBe('NONE');
      }
    }
    expect(reaching).toEqual({ ...secretWriters, ...secretReaders });
    // The check means something: these functions do reach organization items.
    expect(new Set(readersOfOrganizations).size).toBeGreaterThanOrEqual(4);
    if (stage === 'prod') {
      report({
        area: 'Tenant isolation',
        check: 'webhook-endpoint secrets against every function role (IAM, synthesised prod stack)',
        tried: `the dynamodb:LeadingKeys patterns of all ${roles.length} function roles matched against a secret's key (${keys.webhookEndpointSecretPrefix}<org>#<whe>); no Scan or batch read anywhere`,
        outcome: `only deliver-webhooks may read a secret (GetItem); create, rotate and delete write one with dynamodb:ReturnValues = NONE; none of the other ${roles.length - 4} roles, including the ${new Set(readersOfOrganizations).size} that reach organization items, can touch one`,
      });
    }
  });

  it('lets only the creating route reach the first answers of creations with an Idempotency-Key (they hold a secret)', () => {
    const creation = keys.webhookCreation('org_01JD0000000000000000000000', 'a-key').pk;
    const reaching: Record<string, string[]> = {};
    for (const { name, statements } of roles) {
      for (const statement of statements) {
        const patterns = [statement.Condition!['ForAllValues:StringLike']!['dynamodb:LeadingKeys']!].flat();
        if (!patterns.some((p) => stringLike(p).test(creation))) continue;
        expect(patterns, name).toEqual([`${keys.webhookCreationPrefix}*`]);
        reaching[name] = [...(reaching[name] ?? []), ...[statement.Action].flat()].sort();
      }
    }
    expect(reaching).toEqual({ 'create-webhook-endpoint': ['dynamodb:DeleteItem', 'dynamodb:GetItem', 'dynamodb:PutItem'] });
  });
});
