import { parseMailbox } from '../../../lib/email/mailbox';
import { secondaryIndexes, tableDefinition } from '../../../lib/store/table-definition';

/** One authorization AWS makes for a call: an action on a resource, with the request's context keys. */
export interface IamRequest {
  action: string;
  resource: string;
  context: Record<string, string | string[]>;
}

/** Where the local resources are, as ARNs the synthesized roles name (infra/local/iam/roles.ts). */
export interface LocalAccount {
  region: string;
  account: string;
  /** Local queue URL → its ARN (what the stack created). */
  queueArns: Record<string, string>;
  /** The table's customer-managed KMS key, when the template gives it one: DynamoDB uses it with the caller's permissions. */
  tableKeyArn?: string;
  /** The Regions the model's inference profile routes to (Bedrock checks the foundation model in the Region it routes to). */
  modelProfileRegions: readonly string[];
  /** The guardrail's cross-Region profile id, when the guardrail has one (ApplyGuardrail is authorized on it too). */
  guardrailProfileId?: string;
}

type Input = Record<string, unknown>;
/** A request parameter that is a string, else ''. */
const str = (value: unknown): string => (typeof value === 'string' ? value : '');
type AttributeValue = { S?: string; N?: string; B?: Uint8Array };
type Key = Record<string, AttributeValue>;

/** The condition keys each service's requests carry here; a role conditioning on another is refused at start-up (enforce.ts). */
export const suppliedConditionKeys = new Set([
  'aws:PrincipalArn',
  'aws:PrincipalAccount',
  'aws:RequestedRegion',
  'aws:SecureTransport',
  'dynamodb:LeadingKeys',
  'dynamodb:ReturnValues',
  'dynamodb:Select',
  'dynamodb:ReturnConsumedCapacity',
  'dynamodb:EnclosingOperation',
  'kms:ViaService',
  'kms:CallerAccount',
  'bedrock:InferenceProfileArn',
  'ses:FromAddress',
  'ses:FromDisplayName',
  'ses:Recipients',
  'ses:FeedbackAddress',
  'ses:ApiVersion',
]);

const tableArn = (local: LocalAccount, name: string) => `arn:aws:dynamodb:${local.region}:${local.account}:table/${name}`;
const text = (value: AttributeValue | undefined) => value?.S ?? value?.N ?? (value?.B ? Buffer.from(value.B).toString('base64') : undefined);
/** The optional context keys of a DynamoDB request, when the request sets them (absent otherwise, as in AWS). */
const optional = (input: Input, keys: Record<string, string>) =>
  Object.fromEntries(Object.entries(keys).flatMap(([param, key]) => (typeof input[param] === 'string' ? [[key, input[param]]] : [])));

/** The partition key attribute of the table or of one of its secondary indexes. */
function partitionKeyOf(indexName: string | undefined): string {
  if (!indexName) return tableDefinition.partitionKey;
  const index = secondaryIndexes.find((i) => i.indexName === indexName);
  if (!index) throw new Error(`local IAM: the table has no index ${indexName}`);
  return index.partitionKey;
}

/** A key's partition key value, as `dynamodb:LeadingKeys` carries it. */
function leadingKey(key: Key | undefined): string {
  const value = text(key?.[tableDefinition.partitionKey]);
  if (value === undefined) throw new Error(`local IAM: a key without its partition key (${tableDefinition.partitionKey})`);
  return value;
}

/**
 * The partition key value a Query reads: the equality on the table's (or index's) partition key
 * in `KeyConditionExpression` (or the legacy `KeyConditions`), which is what
 * `dynamodb:LeadingKeys` holds for a Query.
 */
export function queryLeadingKey(input: Input): string {
  const attribute = partitionKeyOf(input.IndexName as string | undefined);
  const legacy = (input.KeyConditions as Record<string, { AttributeValueList?: AttributeValue[] }> | undefined)?.[attribute];
  if (legacy) return text(legacy.AttributeValueList?.[0]) ?? '';
  const names = (input.ExpressionAttributeNames ?? {}) as Record<string, string>;
  const values = (input.ExpressionAttributeValues ?? {}) as Record<string, AttributeValue>;
  const expression = str(input.KeyConditionExpression);
  for (const clause of expression.split(/\s+AND\s+/i)) {
    const match = /^\(*\s*([#\w.:]+)\s*=\s*([#\w.:]+)\s*\)*$/.exec(clause.trim());
    if (!match) continue;
    const [left, right] = [match[1]!, match[2]!];
    const [name, value] = left.startsWith(':') ? [right, left] : [left, right];
    if ((names[name] ?? name) === attribute && values[value]) return text(values[value]) ?? '';
  }
  throw new Error(`local IAM: no equality on ${attribute} in the Query's KeyConditionExpression "${expression}"`);
}

/**
 * The authorizations DynamoDB makes for one call, by its Service Authorization Reference and the
 * developer guide ("Using IAM with DynamoDB transactions"): a single-item call or a Query is its
 * own action on the table (or the index queried) with the item's partition key as
 * `dynamodb:LeadingKeys`; each item of a transaction is checked as the PutItem, UpdateItem,
 * DeleteItem, ConditionCheckItem or GetItem it is, with `dynamodb:EnclosingOperation`; a batch is
 * its batch action on each table, with every partition key of that table's items; a Scan has no
 * leading key. On a table encrypted with a customer-managed key, DynamoDB uses the key on the
 * caller's behalf (`kms:ViaService`), so each call also needs `kms:Decrypt` on it.
 */
export function dynamodbRequests(command: string, input: Input, local: LocalAccount): IamRequest[] {
  const single = (action: string, table: string, key: Key | undefined, extra: Record<string, string | string[]> = {}): IamRequest => ({
    action: `dynamodb:${action}`,
    resource: tableArn(local, table),
    context: { 'dynamodb:LeadingKeys': [leadingKey(key)], ...extra },
  });
  const returns = optional(input, { ReturnValues: 'dynamodb:ReturnValues', ReturnConsumedCapacity: 'dynamodb:ReturnConsumedCapacity' });
  let requests: IamRequest[];
  switch (command) {
    case 'GetItem':
      requests = [
        single('GetItem', input.TableName as string, input.Key as Key, optional(input, { ReturnConsumedCapacity: 'dynamodb:ReturnConsumedCapacity' })),
      ];
      break;
    case 'PutItem':
      requests = [single('PutItem', input.TableName as string, input.Item as Key, returns)];
      break;
    case 'UpdateItem':
    case 'DeleteItem':
      requests = [single(command, input.TableName as string, input.Key as Key, returns)];
      break;
    case 'Query': {
      const index = input.IndexName as string | undefined;
      requests = [
        {
          action: 'dynamodb:Query',
          resource: tableArn(local, input.TableName as string) + (index ? `/index/${index}` : ''),
          context: {
            'dynamodb:LeadingKeys': [queryLeadingKey(input)],
            ...optional(input, { Select: 'dynamodb:Select', ReturnConsumedCapacity: 'dynamodb:ReturnConsumedCapacity' }),
          },
        },
      ];
      break;
    }
    case 'Scan': {
      const index = input.IndexName as string | undefined;
      requests = [{ action: 'dynamodb:Scan', resource: tableArn(local, input.TableName as string) + (index ? `/index/${index}` : ''), context: {} }];
      break;
    }
    case 'TransactWriteItems':
      requests = (input.TransactItems as Record<string, Input>[]).map((item) => {
        const [kind, body] = Object.entries(item).find(([, value]) => value !== undefined) as [string, Input];
        const action = { Put: 'PutItem', Update: 'UpdateItem', Delete: 'DeleteItem', ConditionCheck: 'ConditionCheckItem' }[kind];
        if (!action) throw new Error(`local IAM: unknown transaction item ${kind}`);
        // ConditionCheckItem has no dynamodb:EnclosingOperation key (Service Authorization Reference).
        const enclosing: Record<string, string> = action === 'ConditionCheckItem' ? {} : { 'dynamodb:EnclosingOperation': 'TransactWriteItems' };
        return single(action, body.TableName as string, (body.Item ?? body.Key) as Key, enclosing);
      });
      break;
    case 'TransactGetItems':
      requests = (input.TransactItems as { Get: Input }[]).map(({ Get }) =>
        single('GetItem', Get.TableName as string, Get.Key as Key, { 'dynamodb:EnclosingOperation': 'TransactGetItems' }),
      );
      break;
    case 'BatchWriteItem':
      requests = Object.entries(input.RequestItems as Record<string, { PutRequest?: { Item: Key }; DeleteRequest?: { Key: Key } }[]>).map(
        ([table, writes]) => ({
          action: 'dynamodb:BatchWriteItem',
          resource: tableArn(local, table),
          context: { 'dynamodb:LeadingKeys': [...new Set(writes.map((w) => leadingKey(w.PutRequest?.Item ?? w.DeleteRequest?.Key)))] },
        }),
      );
      break;
    case 'BatchGetItem':
      requests = Object.entries(input.RequestItems as Record<string, { Keys: Key[] }>).map(([table, { Keys }]) => ({
        action: 'dynamodb:BatchGetItem',
        resource: tableArn(local, table),
        context: { 'dynamodb:LeadingKeys': [...new Set(Keys.map(leadingKey))] },
      }));
      break;
    default:
      // Table-level calls (DescribeTable, ...): the action on the table named, no item keys.
      requests = [{ action: `dynamodb:${command}`, resource: tableArn(local, str(input.TableName) || '*'), context: {} }];
  }
  if (!local.tableKeyArn) return requests;
  return [
    ...requests,
    {
      action: 'kms:Decrypt',
      resource: local.tableKeyArn,
      context: { 'kms:ViaService': `dynamodb.${local.region}.amazonaws.com`, 'kms:CallerAccount': local.account },
    },
  ];
}

/** An SQS queue's ARN from its URL: the stack's own queues by their URL, any other as `.../<account>/<name>`. */
function queueArn(url: string, local: LocalAccount): string {
  const known = local.queueArns[url];
  if (known) return known;
  const [account, name] = new URL(url).pathname.split('/').filter(Boolean).slice(-2);
  return `arn:aws:sqs:${local.region}:${account}:${name}`;
}

/** SQS: each API is its action on the queue; the batch APIs are authorized as their single action (no `…Batch` IAM action exists). */
export function sqsRequests(command: string, input: Input, local: LocalAccount): IamRequest[] {
  const action = command.replace(/Batch$/, '');
  const resource =
    typeof input.QueueUrl === 'string' ? queueArn(input.QueueUrl, local) : `arn:aws:sqs:${local.region}:${local.account}:${str(input.QueueName) || '*'}`;
  return [{ action: `sqs:${action}`, resource, context: {} }];
}

/**
 * SES (API v1, what lib/email sends with): SendEmail or SendRawEmail on the sending identity. SES
 * authorizes against the address identity when that address is verified, else its domain's, so
 * the call is checked against both: the grant must hold whichever the operator verified. With a
 * configuration set, the set is a resource of the call too. Context: `ses:FromAddress`,
 * `ses:FromDisplayName`, `ses:Recipients`, `ses:FeedbackAddress`, `ses:ApiVersion`.
 */
export function sesRequests(command: string, input: Input, local: LocalAccount): IamRequest[] {
  const source = parseMailbox(str(input.Source));
  const destination = (input.Destination ?? {}) as Record<string, string[] | undefined>;
  const recipients = [...(destination.ToAddresses ?? []), ...(destination.CcAddresses ?? []), ...(destination.BccAddresses ?? [])].map(
    (r) => parseMailbox(r).address,
  );
  const context: Record<string, string | string[]> = {
    'ses:ApiVersion': '1',
    'ses:FromAddress': source.address,
    ...(source.displayName ? { 'ses:FromDisplayName': source.displayName } : {}),
    ...(recipients.length > 0 ? { 'ses:Recipients': recipients } : {}),
    'ses:FeedbackAddress': parseMailbox(str(input.ReturnPath) || str(input.Source)).address,
  };
  const arn = (resource: string) => `arn:aws:ses:${local.region}:${local.account}:${resource}`;
  const domain = source.address.split('@')[1];
  const resources = [arn(`identity/${source.address}`), ...(domain ? [arn(`identity/${domain}`)] : [])];
  if (typeof input.ConfigurationSetName === 'string') resources.push(arn(`configuration-set/${input.ConfigurationSetName}`));
  return resources.map((resource) => ({ action: `ses:${command}`, resource, context }));
}

const profilePrefix = /^(us|eu|apac|jp|au|ca|us-gov|global)\.(.+)$/;

/**
 * Bedrock Runtime: Converse is authorized as `bedrock:InvokeModel`. Called through a cross-Region
 * inference profile, Bedrock checks the profile, then the foundation model in the Region it routes
 * to with `bedrock:InferenceProfileArn` (every Region the profile may route to is checked here:
 * the grant must hold wherever Bedrock sends it; a `global.` profile also the Region-less model).
 * ApplyGuardrail is `bedrock:ApplyGuardrail` on the guardrail and, for a cross-Region guardrail,
 * on its profile. A Converse call with `guardrailConfig` applies that guardrail too.
 */
export function bedrockRequests(command: string, input: Input, local: LocalAccount): IamRequest[] {
  const arn = (resource: string, region = local.region, account = local.account) => `arn:aws:bedrock:${region}:${account}:${resource}`;
  const guardrail = (identifier: string): IamRequest[] => [
    { action: 'bedrock:ApplyGuardrail', resource: identifier.startsWith('arn:') ? identifier : arn(`guardrail/${identifier}`), context: {} },
    ...(local.guardrailProfileId ? [{ action: 'bedrock:ApplyGuardrail', resource: arn(`guardrail-profile/${local.guardrailProfileId}`), context: {} }] : []),
  ];
  if (command === 'ApplyGuardrail') return guardrail(str(input.guardrailIdentifier));
  if (command !== 'Converse' && command !== 'ConverseStream' && command !== 'InvokeModel' && command !== 'InvokeModelWithResponseStream') {
    return [{ action: `bedrock:${command}`, resource: '*', context: {} }];
  }
  const action = command.endsWith('Stream') ? 'bedrock:InvokeModelWithResponseStream' : 'bedrock:InvokeModel';
  const modelId = str(input.modelId);
  const applied = (input.guardrailConfig as { guardrailIdentifier?: string } | undefined)?.guardrailIdentifier;
  const withGuardrail = (requests: IamRequest[]) => [...requests, ...(applied ? guardrail(applied) : [])];
  if (modelId.startsWith('arn:')) return withGuardrail([{ action, resource: modelId, context: {} }]);
  const profile = profilePrefix.exec(modelId);
  if (!profile) return withGuardrail([{ action, resource: arn(`foundation-model/${modelId}`, local.region, ''), context: {} }]);
  const profileArn = arn(`inference-profile/${modelId}`);
  const regions = profile[1] === 'global' ? [...local.modelProfileRegions, ''] : local.modelProfileRegions;
  return withGuardrail([
    { action, resource: profileArn, context: {} },
    ...regions.map((region) => ({
      action,
      resource: arn(`foundation-model/${profile[2]}`, region, ''),
      context: { 'bedrock:InferenceProfileArn': profileArn },
    })),
  ]);
}

/** The authorizations of one SDK call, by client (`DynamoDBClient`, `SQSClient`, `SESClient`, `BedrockRuntimeClient`) and command. */
export function iamRequestsOf(clientName: string, commandName: string, input: Input, local: LocalAccount): IamRequest[] | undefined {
  const command = commandName.replace(/Command$/, '');
  switch (clientName) {
    case 'DynamoDBClient':
      return dynamodbRequests(command, input, local);
    case 'SQSClient':
      return sqsRequests(command, input, local);
    case 'SESClient':
      return sesRequests(command, input, local);
    case 'BedrockRuntimeClient':
      return bedrockRequests(command, input, local);
    default:
      return undefined;
  }
}
