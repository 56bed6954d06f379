import { describe, expect, it } from 'vitest';
import { accessDeniedResponse, IamEnforcer } from '../../infra/local/iam/enforce';
import { invokeAs, invokingFunction } from '../../infra/local/iam/context';
import { iamRequestsOf, queryLeadingKey, type LocalAccount } from '../../infra/local/iam/requests';
import { resolveIntrinsics, type LocalResolution } from '../../infra/local/iam/roles';

const local: LocalAccount = {
  region: 'us-east-1',
  account: '000000000000',
  queueArns: { 'http://127.0.0.1:9/000000000000/email': 'arn:aws:sqs:us-east-1:000000000000:email' },
  modelProfileRegions: ['us-east-1', 'us-east-2', 'us-west-2'],
  guardrailProfileId: 'us.guardrail.v1:0',
};
const table = 'arn:aws:dynamodb:us-east-1:000000000000:table/t';
const s = (value: string) => ({ S: value });

describe('the authorizations of a call, as AWS makes them', () => {
  it('gives a single-item call its action with the partition key as dynamodb:LeadingKeys, and ReturnValues when set', () => {
    expect(
      iamRequestsOf('DynamoDBClient', 'UpdateItemCommand', { TableName: 't', Key: { pk: s('ORG#1'), sk: s('X') }, ReturnValues: 'ALL_OLD' }, local),
    ).toEqual([{ action: 'dynamodb:UpdateItem', resource: table, context: { 'dynamodb:LeadingKeys': ['ORG#1'], 'dynamodb:ReturnValues': 'ALL_OLD' } }]);
  });

  it('reads a Query’s partition key from its key condition, on the index it names', () => {
    const input = {
      TableName: 't',
      IndexName: 'gsi1',
      KeyConditionExpression: '#k = :k AND begins_with(gsi1sk, :p)',
      ExpressionAttributeNames: { '#k': 'gsi1pk' },
      ExpressionAttributeValues: { ':k': s('OUTBOX#unsent'), ':p': s('2') },
    };
    expect(iamRequestsOf('DynamoDBClient', 'QueryCommand', input, local)).toEqual([
      { action: 'dynamodb:Query', resource: `${table}/index/gsi1`, context: { 'dynamodb:LeadingKeys': ['OUTBOX#unsent'] } },
    ]);
    expect(queryLeadingKey({ TableName: 't', KeyConditionExpression: ':v = pk', ExpressionAttributeValues: { ':v': s('ORG#2') } })).toBe('ORG#2');
    // A condition on the sort key only is not the partition key's.
    expect(() => queryLeadingKey({ TableName: 't', KeyConditionExpression: 'sk = :v', ExpressionAttributeValues: { ':v': s('A') } })).toThrow(
      /no equality on pk/,
    );
  });

  it('checks each item of a transaction as its own action, a ConditionCheck as ConditionCheckItem', () => {
    const requests = iamRequestsOf(
      'DynamoDBClient',
      'TransactWriteItemsCommand',
      {
        TransactItems: [
          { Put: { TableName: 't', Item: { pk: s('EVENT#1'), sk: s('E') } } },
          { Update: { TableName: 't', Key: { pk: s('ORG#1'), sk: s('P') } } },
          { Delete: { TableName: 't', Key: { pk: s('ORG#1'), sk: s('L') } } },
          { ConditionCheck: { TableName: 't', Key: { pk: s('ORG#1'), sk: s('T') } } },
        ],
      },
      local,
    )!;
    expect(requests.map((r) => [r.action, r.context['dynamodb:LeadingKeys'], r.context['dynamodb:EnclosingOperation']])).toEqual([
      ['dynamodb:PutItem', ['EVENT#1'], 'TransactWriteItems'],
      ['dynamodb:UpdateItem', ['ORG#1'], 'TransactWriteItems'],
      ['dynamodb:DeleteItem', ['ORG#1'], 'TransactWriteItems'],
      ['dynamodb:ConditionCheckItem', ['ORG#1'], undefined],
    ]);
  });

  it('checks a batch write as BatchWriteItem on each table, with every partition key of its items', () => {
    const input = {
      RequestItems: {
        t: [
          { PutRequest: { Item: { pk: s('ORG#1'), sk: s('a') } } },
          { DeleteRequest: { Key: { pk: s('ORG#1'), sk: s('b') } } },
          { DeleteRequest: { Key: { pk: s('USER#2'), sk: s('c') } } },
        ],
      },
    };
    expect(iamRequestsOf('DynamoDBClient', 'BatchWriteItemCommand', input, local)).toEqual([
      { action: 'dynamodb:BatchWriteItem', resource: table, context: { 'dynamodb:LeadingKeys': ['ORG#1', 'USER#2'] } },
    ]);
  });

  it('adds kms:Decrypt through DynamoDB when the table has a customer-managed key', () => {
    const withKey = { ...local, tableKeyArn: 'arn:aws:kms:us-east-1:000000000000:key/k' };
    const requests = iamRequestsOf('DynamoDBClient', 'GetItemCommand', { TableName: 't', Key: { pk: s('A#1'), sk: s('x') } }, withKey)!;
    expect(requests[1]).toEqual({
      action: 'kms:Decrypt',
      resource: 'arn:aws:kms:us-east-1:000000000000:key/k',
      context: { 'kms:ViaService': 'dynamodb.us-east-1.amazonaws.com', 'kms:CallerAccount': '000000000000' },
    });
  });

  it('authorizes an SQS batch as its single action, on the queue the URL names', () => {
    expect(iamRequestsOf('SQSClient', 'SendMessageBatchCommand', { QueueUrl: 'http://127.0.0.1:9/000000000000/email', Entries: [] }, local)).toEqual([
      { action: 'sqs:SendMessage', resource: 'arn:aws:sqs:us-east-1:000000000000:email', context: {} },
    ]);
  });

  it('checks a send against the address identity and its domain, with the From address as ses:FromAddress', () => {
    const requests = iamRequestsOf(
      'SESClient',
      'SendEmailCommand',
      { Source: 'Reviews <reviews@acme.io>', Destination: { ToAddresses: ['a@b.c'] }, ConfigurationSetName: 'cs' },
      local,
    )!;
    expect(requests.map((r) => r.resource)).toEqual([
      'arn:aws:ses:us-east-1:000000000000:identity/reviews@acme.io',
      'arn:aws:ses:us-east-1:000000000000:identity/acme.io',
      'arn:aws:ses:us-east-1:000000000000:configuration-set/cs',
    ]);
    expect(requests[0]!.context).toMatchObject({ 'ses:FromAddress': 'reviews@acme.io', 'ses:FromDisplayName': 'Reviews', 'ses:Recipients': ['a@b.c'] });
  });

  it('checks Converse through a profile on the profile and on the model in every Region it routes to', () => {
    const requests = iamRequestsOf('BedrockRuntimeClient', 'ConverseCommand', { modelId: 'us.amazon.nova-lite-v1:0' }, local)!;
    const profile = 'arn:aws:bedrock:us-east-1:000000000000:inference-profile/us.amazon.nova-lite-v1:0';
    expect(requests).toEqual([
      { action: 'bedrock:InvokeModel', resource: profile, context: {} },
      ...['us-east-1', 'us-east-2', 'us-west-2'].map((region) => ({
        action: 'bedrock:InvokeModel',
        resource: `arn:aws:bedrock:${region}::foundation-model/amazon.nova-lite-v1:0`,
        context: { 'bedrock:InferenceProfileArn': profile },
      })),
    ]);
    expect(iamRequestsOf('BedrockRuntimeClient', 'ApplyGuardrailCommand', { guardrailIdentifier: 'g1' }, local)!.map((r) => r.resource)).toEqual([
      'arn:aws:bedrock:us-east-1:000000000000:guardrail/g1',
      'arn:aws:bedrock:us-east-1:000000000000:guardrail-profile/us.guardrail.v1:0',
    ]);
  });
});

describe('the template’s references, resolved to the local stack', () => {
  const resolution: LocalResolution = {
    region: 'us-east-1',
    account: '000000000000',
    stackName: 'S',
    attribute: (resource, attribute) => (resource.path === 'Data/Table' && attribute === 'Arn' ? table : undefined),
  };
  const resources = { T: { type: 'AWS::DynamoDB::GlobalTable', path: 'Data/Table' }, L: { type: 'AWS::Logs::LogGroup', path: 'L' } };

  it('resolves pseudo parameters, GetAtt, Join and Sub', () => {
    expect(resolveIntrinsics({ 'Fn::Join': ['', [{ 'Fn::GetAtt': ['T', 'Arn'] }, '/index/*']] }, resources, resolution)).toBe(`${table}/index/*`);
    expect(resolveIntrinsics({ 'Fn::Sub': 'dynamodb.${AWS::Region}.amazonaws.com' }, resources, resolution)).toBe('dynamodb.us-east-1.amazonaws.com');
  });

  it('turns a reference with no local counterpart into a value no ARN matches', () => {
    expect(resolveIntrinsics({ 'Fn::GetAtt': ['L', 'Arn'] }, resources, resolution)).toBe('unresolved:L.Arn');
  });
});

describe('the enforcer', () => {
  const role = (statements: unknown[]) =>
    new Map([
      [
        'fn',
        {
          roleArn: 'arn:aws:iam::000000000000:role/r',
          sessionArn: 'arn:aws:sts::000000000000:assumed-role/r/fn',
          policies: [{ name: 'p', policy: { Version: '2012-10-17', Statement: statements } }],
        },
      ],
    ]);
  const orgReads = {
    Effect: 'Allow',
    Action: 'dynamodb:GetItem',
    Resource: table,
    Condition: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['ORG#*'] } },
  };
  const get = (pk: string) => ({ TableName: 't', Key: { pk: s(pk), sk: s('x') } });

  it('allows what a statement grants, denies the rest, and evaluates each distinct request once', async () => {
    const enforcer = new IamEnforcer(role([orgReads]), new Map(), local);
    expect(await enforcer.denial('fn', 'DynamoDBClient', 'GetItemCommand', get('ORG#1'))).toBeUndefined();
    expect(await enforcer.denial('fn', 'DynamoDBClient', 'GetItemCommand', get('ORG#1'))).toBeUndefined();
    expect(enforcer.stats.evaluated).toBe(1);
    const denial = await enforcer.denial('fn', 'DynamoDBClient', 'GetItemCommand', get('USER#1'));
    expect(denial?.request.action).toBe('dynamodb:GetItem');
    expect(await enforcer.denial('fn', 'DynamoDBClient', 'PutItemCommand', { TableName: 't', Item: { pk: s('ORG#1'), sk: s('x') } })).toBeDefined();
  });

  it('shares a decision between partition keys the roles’ patterns cannot tell apart, and only between those', async () => {
    const userReads = { ...orgReads, Condition: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['USER#*', 'ORG#admin'] } } };
    const enforcer = new IamEnforcer(role([orgReads, userReads]), new Map(), local);
    const denied = async (pk: string) => (await enforcer.denial('fn', 'DynamoDBClient', 'GetItemCommand', get(pk))) !== undefined;
    expect([await denied('ORG#1'), await denied('ORG#2'), await denied('ORG#3')]).toEqual([false, false, false]);
    expect(enforcer.stats.evaluated).toBe(1);
    // Like no pattern, like another one, equal to one: each its own decision.
    expect([await denied('RATE#1'), await denied('USER#1'), await denied('ORG#admin')]).toEqual([true, false, false]);
    expect(await denied('RATE#2')).toBe(true);
    expect(enforcer.stats.evaluated).toBe(4);
    // A batch: the set of what its keys match, in any order.
    const batch = (...pks: string[]) => ({ RequestItems: { t: { Keys: pks.map((pk) => ({ pk: s(pk), sk: s('x') })) } } });
    const batchReads = { ...orgReads, Action: 'dynamodb:BatchGetItem' };
    const batches = new IamEnforcer(role([batchReads]), new Map(), local);
    expect(await batches.denial('fn', 'DynamoDBClient', 'BatchGetItemCommand', batch('ORG#1', 'ORG#2'))).toBeUndefined();
    expect(await batches.denial('fn', 'DynamoDBClient', 'BatchGetItemCommand', batch('ORG#3'))).toBeUndefined();
    expect(await batches.denial('fn', 'DynamoDBClient', 'BatchGetItemCommand', batch('ORG#4', 'USER#1'))).toBeDefined();
    expect(batches.stats.evaluated).toBe(2);
  });

  it('leaves out of the decision the context keys no policy conditions on', async () => {
    const send = { Effect: 'Allow', Action: 'ses:SendEmail', Resource: '*', Condition: { StringEquals: { 'ses:FromAddress': 'a@b.c' } } };
    const enforcer = new IamEnforcer(role([send]), new Map(), local);
    const mail = (from: string, to: string) => ({ Source: from, Destination: { ToAddresses: [to] } });
    expect(await enforcer.denial('fn', 'SESClient', 'SendEmailCommand', mail('a@b.c', 'x@y.z'))).toBeUndefined();
    expect(await enforcer.denial('fn', 'SESClient', 'SendEmailCommand', mail('a@b.c', 'other@y.z'))).toBeUndefined();
    const evaluated = enforcer.stats.evaluated;
    expect(await enforcer.denial('fn', 'SESClient', 'SendEmailCommand', mail('other@b.c', 'x@y.z'))).toBeDefined();
    expect(enforcer.stats.evaluated).toBeGreaterThan(evaluated);
  });

  it('refuses to start on a condition key the local requests do not supply', () => {
    const attributes = { ...orgReads, Condition: { 'ForAllValues:StringEquals': { 'dynamodb:Attributes': ['a'] } } };
    expect(() => new IamEnforcer(role([attributes]), new Map(), local)).toThrow(/dynamodb:Attributes/);
  });

  it('answers a denial in the service’s own wire format, with AWS’s message', () => {
    const denial = {
      functionName: 'fn',
      principal: 'arn:aws:sts::000000000000:assumed-role/r/fn',
      request: { action: 'dynamodb:Query', resource: table, context: {} },
    };
    const dynamodb = accessDeniedResponse('DynamoDBClient', denial);
    expect(dynamodb.statusCode).toBe(400);
    expect(JSON.parse(Buffer.from(dynamodb.body).toString())).toEqual({
      __type: 'com.amazon.coral.service#AccessDeniedException',
      Message: `User: arn:aws:sts::000000000000:assumed-role/r/fn is not authorized to perform: dynamodb:Query on resource: ${table} because no identity-based policy allows the dynamodb:Query action`,
    });
    expect(Buffer.from(accessDeniedResponse('SQSClient', { ...denial, request: { ...denial.request, action: 'sqs:SendMessage' } }).body).toString()).toContain(
      'perform: sqs:sendmessage on',
    );
  });

  it('knows whose invocation is running, through awaits, and nothing outside one', async () => {
    expect(invokingFunction()).toBeUndefined();
    await invokeAs('fn', async () => {
      await new Promise((r) => setTimeout(r, 1));
      expect(invokingFunction()).toBe('fn');
    });
  });
});
