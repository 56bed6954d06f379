import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { SESClient } from '@aws-sdk/client-ses';
import { ulid } from 'ulid';
import { afterAll, describe, expect, it } from 'vitest';
import { invokeAs } from '../../infra/local/iam/context';
import { localIamEnforcer } from '../../infra/local/iam/enforce';
import { localAccount } from '../../infra/local/iam/install';
import { enforcedRoleSource, localEmailConfigurationSet, synthesizedRoles, type SynthesizedRoles } from '../../infra/local/iam/roles';
import { stages } from '../../infra/stages';
import { docClient } from '../../lib/aws/dynamodb';
import { deliverOutboxEmail } from '../../lib/email/deliver';
import { newOutboxPut } from '../../lib/email/outbox';
import { logger } from '../../lib/logger';
import { emailsTo } from '../support/email';
import { report } from '../reliability/mode';
import { stack } from '../support/stack';

// The roles the running local stack enforces (the same synthesis, read from its cache).
const roles = await synthesizedRoles(enforcedRoleSource(stages.dev.model));
const resources = {
  ...localAccount,
  tableName: stack.table_name,
  queues: {},
  guardrail: { id: 'g', version: '1' },
  emailConfigurationSet: localEmailConfigurationSet,
  modelProfileRegions: [],
};

type Statement = { Action: string | string[]; Condition?: Record<string, Record<string, string[]>> };
/** The roles with one grant taken away: `function`'s statements granting `action` on keys `pattern`. */
function without(functionName: string, action: string, pattern: string): SynthesizedRoles {
  const copy = structuredClone(roles);
  const role = copy.functions[functionName]!;
  let removed = 0;
  role.documents = role.documents.map((document) => {
    const doc = document as { Statement: Statement[] };
    const kept = doc.Statement.filter(
      (s) => !([s.Action].flat().includes(action) && (s.Condition?.['ForAllValues:StringLike']?.['dynamodb:LeadingKeys'] ?? []).includes(pattern)),
    );
    removed += doc.Statement.length - kept.length;
    return { ...doc, Statement: kept };
  });
  expect(removed, `${functionName} has a statement granting ${action} on ${pattern}`).toBe(1);
  return copy;
}

/** The roles with one resource taken out of `function`'s statement granting `action`: the one whose ARN contains `marker`. */
function withoutResource(functionName: string, action: string, marker: string): SynthesizedRoles {
  const copy = structuredClone(roles);
  let removed = 0;
  for (const document of copy.functions[functionName]!.documents) {
    for (const statement of (document as { Statement: (Statement & { Resource: unknown })[] }).Statement) {
      if (![statement.Action].flat().includes(action)) continue;
      const kept = [statement.Resource].flat().filter((resource) => !JSON.stringify(resource).includes(marker));
      removed += [statement.Resource].flat().length - kept.length;
      statement.Resource = kept;
    }
  }
  expect(removed, `${functionName} has a resource ${marker} for ${action}`).toBe(1);
  return copy;
}

const clients: DynamoDBClient[] = [];
function documentClient() {
  const client = new DynamoDBClient({
    endpoint: stack.dynamodb_endpoint,
    region: localAccount.region,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  clients.push(client);
  return DynamoDBDocumentClient.from(client);
}
const sesClients: SESClient[] = [];
afterAll(() => [...clients, ...sesClients].forEach((c) => c.destroy()));

const userKey = { pk: 'USER#usr_local_iam', sk: 'PROFILE' };

describe('IAM on the local stack, from the synthesized roles', () => {
  it('lets a function make the call its role grants', async () => {
    const client = documentClient();
    localIamEnforcer(roles, resources).install(client);
    await expect(invokeAs('get-me', () => client.send(new GetCommand({ TableName: stack.table_name, Key: userKey })))).resolves.toMatchObject({
      $metadata: { httpStatusCode: 200 },
    });
  });

  it('fails the call as AWS does once the grant is removed from the role', async () => {
    const client = documentClient();
    localIamEnforcer(without('get-me', 'dynamodb:GetItem', 'USER#*'), resources).install(client);
    const error = await invokeAs('get-me', () => client.send(new GetCommand({ TableName: stack.table_name, Key: userKey }))).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'AccessDeniedException', $fault: 'client', $metadata: { httpStatusCode: 400, attempts: 1 } });
    expect((error as Error).message).toMatch(
      /^User: arn:aws:sts::000000000000:assumed-role\/Service-prod-GetMeRole\w+\/get-me is not authorized to perform: dynamodb:GetItem on resource: arn:aws:dynamodb:us-east-1:000000000000:table\/service-local because no identity-based policy allows the dynamodb:GetItem action$/,
    );
    // Outside an invocation (a test, the seed, an operator command) nothing is checked.
    await expect(client.send(new GetCommand({ TableName: stack.table_name, Key: userKey }))).resolves.toBeDefined();
  });

  it('checks every item of a transaction: one item the role does not allow fails the whole call', async () => {
    const client = documentClient();
    localIamEnforcer(without('receive-provider-webhook', 'dynamodb:ConditionCheckItem', 'ORG#*'), resources).install(client);
    const transaction = new TransactWriteCommand({
      TransactItems: [
        { Put: { TableName: stack.table_name, Item: { pk: 'EVENT#stripe#evt_local_iam', sk: 'EVENT', ttl: 1 } } },
        { ConditionCheck: { TableName: stack.table_name, Key: { pk: 'ORG#org_local_iam', sk: 'ORG' }, ConditionExpression: 'attribute_not_exists(pk)' } },
      ],
    });
    const error = await invokeAs('receive-provider-webhook', () => client.send(transaction)).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'AccessDeniedException', message: expect.stringContaining('perform: dynamodb:ConditionCheckItem on resource') });
  });

  it('checks a send against the configuration set it names: without the grant on the set the email function cannot send', async () => {
    const ses = new SESClient({ endpoint: stack.ses_endpoint, region: localAccount.region, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
    sesClients.push(ses);
    const recipient = `iam-${ulid().toLowerCase()}@example.com`;
    const outboxId = `out_iam_${ulid()}`;
    const { Put } = newOutboxPut({
      id: outboxId,
      recipient,
      created_at: new Date().toISOString(),
      kind: 'review_outcome',
      data: { ticket_id: 'tkt_iam', organization_name: 'IAM', decision: 'approve' },
    });
    await docClient.send(new PutCommand(Put));
    const deliver = () => invokeAs('send-email', () => deliverOutboxEmail(outboxId, { receiveCount: 1, maxReceives: 5 }, Date.now(), { ses, logger }));

    localIamEnforcer(withoutResource('send-email', 'ses:SendEmail', 'configuration-set/'), resources).install(ses);
    const error = await deliver().catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'AccessDenied', $metadata: { httpStatusCode: 403 } });
    expect((error as Error).message).toMatch(
      new RegExp(
        `^User \`arn:aws:sts::000000000000:assumed-role/Service-prod-SendEmailRole\\w+/send-email' is not authorized to perform \`ses:SendEmail' on resource \`arn:aws:ses:us-east-1:000000000000:configuration-set/${localEmailConfigurationSet}'$`,
      ),
    );
    expect(await emailsTo(recipient)).toEqual([]);

    // The role as synthesized: the same send goes through.
    const allowed = new SESClient({
      endpoint: stack.ses_endpoint,
      region: localAccount.region,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    sesClients.push(allowed);
    localIamEnforcer(roles, resources).install(allowed);
    await expect(
      invokeAs('send-email', () => deliverOutboxEmail(outboxId, { receiveCount: 2, maxReceives: 5 }, Date.now(), { ses: allowed, logger })),
    ).resolves.toBe('sent');
    expect(await emailsTo(recipient)).toHaveLength(1);
  });

  it('costs little per call once a decision is cached', async () => {
    const plain = documentClient();
    const checked = documentClient();
    const enforcer = localIamEnforcer(roles, resources);
    enforcer.install(checked);
    const get = (client: DynamoDBDocumentClient) => client.send(new GetCommand({ TableName: stack.table_name, Key: userKey }));
    const time = async (call: () => Promise<unknown>) => {
      const started = performance.now();
      for (let i = 0; i < 100; i++) await call();
      return (performance.now() - started) / 100;
    };
    await get(plain);
    await invokeAs('get-me', () => get(checked));
    // Rounds alternate, so the machine's load falls on both alike.
    let [plainMs, checkedMs] = [0, 0];
    for (let round = 0; round < 3; round++) {
      plainMs += await time(() => get(plain));
      checkedMs += await invokeAs('get-me', () => time(() => get(checked)));
    }
    // The first call evaluates (GetItem, and kms:Decrypt on prod's key); every other one is answered from the cache.
    expect(enforcer.stats).toMatchObject({ evaluated: 2, denied: 0 });
    expect(enforcer.stats.checked).toBe(301);
    report({
      area: 'Local IAM',
      check: 'cost of enforcement per GetItem against DynamoDB Local, cached decision (300 calls each way)',
      tried: 'the same GetItem through a client without and with the IAM middleware, inside an invocation of get-me',
      outcome: `${(plainMs / 3).toFixed(2)} ms unchecked, ${(checkedMs / 3).toFixed(2)} ms checked per call (ratio ${(checkedMs / plainMs).toFixed(2)})`,
    });
  });
});
