import { randomUUID } from 'node:crypto';
import { runSimulation } from '@cloud-copilot/iam-simulate';
import type { DeserializeHandler, DeserializeMiddleware, HandlerExecutionContext, MiddlewareStack } from '@smithy/types';
import { emailQueueDefinition } from '../../../lib/email/queue-definition';
import { webhookQueueDefinitions } from '../../../lib/webhooks/queue-definition';
import { invokingFunction } from './context';
import { iamRequestsOf, suppliedConditionKeys, type IamRequest, type LocalAccount } from './requests';
import { resolveIntrinsics, type LocalResolution, type SynthesizedRoles } from './roles';

/** The local stack's resources, as the enforcement names them in ARNs. */
export interface LocalStackResources {
  region: string;
  account: string;
  tableName: string;
  /** Each local queue by its name (lib/email/queue-definition.ts, lib/webhooks/queue-definition.ts). */
  queues: Record<string, { url: string; arn: string }>;
  guardrail: { id: string; version: string };
  /** The SES configuration set the local stack's sends name (`EMAIL_CONFIGURATION_SET`). */
  emailConfigurationSet: string;
  /** The Regions the stage's model profile routes to, and the guardrail's profile id. */
  modelProfileRegions: readonly string[];
  guardrailProfileId?: string;
}

/** The queue each queue construct of the stack is, locally (infra/constructs/email-queue.ts, webhook-queues.ts). */
const queueNameByPath: Record<string, string> = {
  'Email/Queue': emailQueueDefinition.queueName,
  'Email/DeadLetters': emailQueueDefinition.deadLetterQueueName,
  'Webhooks/Events': webhookQueueDefinitions.events.queueName,
  'Webhooks/Deliveries': webhookQueueDefinitions.deliveries.queueName,
  'Webhooks/Retries': webhookQueueDefinitions.retries.queueName,
  'Webhooks/DeadLetters': webhookQueueDefinitions.deadLetter.queueName,
};

const localKeyId = 'local-table-key';

function localResolution(stackName: string, local: LocalStackResources): LocalResolution {
  const { region, account } = local;
  const guardrailArn = `arn:aws:bedrock:${region}:${account}:guardrail/${local.guardrail.id}`;
  return {
    region,
    account,
    stackName,
    attribute({ type, path }, attribute) {
      switch (type) {
        case 'AWS::DynamoDB::GlobalTable':
        case 'AWS::DynamoDB::Table':
          return attribute === 'Arn' ? `arn:aws:dynamodb:${region}:${account}:table/${local.tableName}` : local.tableName;
        case 'AWS::SQS::Queue': {
          const queue = local.queues[queueNameByPath[path] ?? ''];
          if (!queue) return undefined;
          return attribute === 'Arn' ? queue.arn : attribute === 'QueueName' ? queueNameByPath[path] : queue.url;
        }
        case 'AWS::KMS::Key':
          return attribute === 'Arn' ? `arn:aws:kms:${region}:${account}:key/${localKeyId}` : localKeyId;
        case 'AWS::Bedrock::Guardrail':
          return attribute === 'GuardrailId' ? local.guardrail.id : guardrailArn;
        case 'AWS::SES::ConfigurationSet':
          return attribute === 'Ref' ? local.emailConfigurationSet : undefined;
        case 'AWS::Bedrock::GuardrailVersion':
          return attribute === 'Version' ? local.guardrail.version : undefined;
        default:
          return undefined;
      }
    },
  };
}

/** A role as IAM evaluates it here: who calls (the assumed-role session of the function) and its identity policies. */
interface EvaluatedRole {
  roleArn: string;
  /** `arn:aws:sts::<account>:assumed-role/<role>/<function>`: what AWS names in a denial. */
  sessionArn: string;
  policies: { name: string; policy: unknown }[];
}

/** A denied call: the first authorization of it the role does not allow, and who asked. */
export interface Denial {
  functionName: string;
  principal: string;
  request: IamRequest;
}

/** Every condition key the roles use that the local requests do not carry: evaluating them would be wrong, so start-up refuses. */
function unsupportedConditionKeys(roles: Map<string, EvaluatedRole>): string[] {
  const keys = new Set<string>();
  for (const { policies } of roles.values())
    for (const { policy } of policies)
      for (const statement of (policy as { Statement: { Condition?: Record<string, Record<string, unknown>> }[] }).Statement)
        for (const operator of Object.values(statement.Condition ?? {})) for (const key of Object.keys(operator)) keys.add(key);
  return [...keys].filter((key) => !suppliedConditionKeys.has(key));
}

type Condition = Record<string, Record<string, unknown>>;
type Policy = { Statement: { Condition?: Condition }[] | { Condition?: Condition } };

/** Every condition of the policies: operator, key (lower case, as IAM compares keys) and values. */
function conditionsOf(policies: unknown[]): { operator: string; key: string; values: string[] }[] {
  return policies.flatMap((policy) =>
    [(policy as Policy).Statement]
      .flat()
      .flatMap(({ Condition: condition = {} }) =>
        Object.entries(condition).flatMap(([operator, keys]) =>
          Object.entries(keys).map(([key, values]) => ({ operator, key: key.toLowerCase(), values: [values].flat().map(String) })),
        ),
      ),
  );
}

const leadingKeys = 'dynamodb:leadingkeys';
/** The string operators whose outcome on a value depends only on which patterns it is like and which it equals. */
const patternOperator = /^(ForAllValues:|ForAnyValue:)?String(Not)?(Like|Equals)(IfExists)?$/;
const likeExpression = (pattern: string) =>
  new RegExp(
    `^${pattern
      .replace(/[.+^${}()|[\]\\]/g, '\\$&')
      .replace(/\*/g, '.*')
      .replace(/\?/g, '.')}$`,
    's',
  );

/**
 * What a decision can depend on in a call's context, so that decisions are cached by that and not
 * by every distinct value (a cold evaluation costs milliseconds, and nearly every call names a
 * partition key never seen before): context keys no policy conditions on are left out, and each
 * partition key becomes the list of the roles' `dynamodb:LeadingKeys` patterns it is like and
 * equals, all that a `StringLike` or `StringEquals` condition can tell of it. Exact, or not used:
 * a policy variable (`${...}`) anywhere, or another operator on the leading keys, keeps every value.
 */
export class DecisionContext {
  private readonly used: Set<string> | undefined;
  private readonly patterns: { pattern: string; like: RegExp }[] | undefined;

  constructor(policies: unknown[]) {
    const conditions = conditionsOf(policies);
    const variables = policies.some((policy) => JSON.stringify(policy).includes('${'));
    this.used = variables ? undefined : new Set(conditions.map((c) => c.key));
    const onLeadingKeys = conditions.filter((c) => c.key === leadingKeys);
    this.patterns =
      variables || !onLeadingKeys.every((c) => patternOperator.test(c.operator))
        ? undefined
        : [...new Set(onLeadingKeys.flatMap((c) => c.values))].map((pattern) => ({ pattern, like: likeExpression(pattern) }));
  }

  /** The part of `context` a decision depends on, as a string. */
  keyOf(context: IamRequest['context']): string {
    const kept = Object.entries(context)
      .filter(([key]) => !this.used || this.used.has(key.toLowerCase()))
      .map(([key, value]) => {
        if (!this.patterns || key.toLowerCase() !== leadingKeys) return [key, value];
        const signature = (v: string) => this.patterns!.map(({ pattern, like }) => (like.test(v) ? 'L' : '-') + (v === pattern ? 'E' : '-')).join('');
        return [key, [...new Set([value].flat().map(signature))].sort()];
      })
      .sort(([a], [b]) => (a! < b! ? -1 : 1));
    return JSON.stringify(kept);
  }
}

/**
 * IAM as AWS applies it to the functions, locally: each function's role from the synthesized
 * template, every AWS call made inside an invocation (context.ts) evaluated against it by
 * `@cloud-copilot/iam-simulate` before it is sent, and a denied call answered with the error AWS
 * answers. Decisions are cached per function, action, resource and context.
 */
export class IamEnforcer {
  private readonly decisions = new Map<string, Promise<boolean>>();
  private readonly decisionContext: DecisionContext;
  /** Calls checked and decisions computed (not from the cache), for the cost measurement. */
  readonly stats = { checked: 0, evaluated: 0, denied: 0 };

  constructor(
    private readonly roles: Map<string, EvaluatedRole>,
    /** Resource policies by the ARN they protect (a KMS key policy, a queue policy). */
    private readonly resourcePolicies: Map<string, unknown>,
    private readonly local: LocalAccount,
    /** Told of every denial (the local stack logs it). */
    private readonly onDenial: (denial: Denial) => void = () => undefined,
    /** `report` lets a denied call through after telling `onDenial` (to list what a role lacks in one run). */
    private readonly mode: 'enforce' | 'report' = 'enforce',
  ) {
    const unsupported = unsupportedConditionKeys(roles);
    if (unsupported.length > 0)
      throw new Error(`local IAM: the roles condition on ${unsupported.join(', ')}, which infra/local/iam/requests.ts does not supply yet; add it there`);
    this.decisionContext = new DecisionContext([...[...roles.values()].flatMap((role) => role.policies.map((p) => p.policy)), ...resourcePolicies.values()]);
  }

  /** The functions with a role. */
  get functionNames(): string[] {
    return [...this.roles.keys()];
  }

  /** The first authorization `functionName`'s role refuses for this call, or undefined when every one is allowed (or the client is not one IAM is emulated for). */
  async denial(functionName: string, clientName: string, commandName: string, input: Record<string, unknown>): Promise<Denial | undefined> {
    const role = this.roles.get(functionName);
    if (!role) throw new Error(`local IAM: no role for function ${functionName} in the synthesized template`);
    const requests = iamRequestsOf(clientName, commandName, input, this.local);
    if (!requests) return undefined;
    this.stats.checked++;
    for (const request of requests) {
      if (!(await this.allowed(functionName, role, request))) {
        this.stats.denied++;
        const denial = { functionName, principal: role.sessionArn, request };
        this.onDenial(denial);
        return denial;
      }
    }
    return undefined;
  }

  private allowed(functionName: string, role: EvaluatedRole, request: IamRequest): Promise<boolean> {
    const key = `${functionName}\n${request.action}\n${request.resource}\n${this.decisionContext.keyOf(request.context)}`;
    let decision = this.decisions.get(key);
    if (!decision) {
      if (this.decisions.size >= 50_000) this.decisions.clear();
      decision = this.evaluate(role, request);
      this.decisions.set(key, decision);
    }
    return decision;
  }

  private async evaluate(role: EvaluatedRole, request: IamRequest): Promise<boolean> {
    this.stats.evaluated++;
    const result = await runSimulation(
      {
        request: {
          principal: role.sessionArn,
          action: request.action,
          resource: { resource: request.resource, accountId: this.local.account },
          contextVariables: {
            'aws:PrincipalArn': role.roleArn,
            'aws:PrincipalAccount': this.local.account,
            'aws:RequestedRegion': this.local.region,
            'aws:SecureTransport': 'true',
            ...request.context,
          },
        },
        identityPolicies: role.policies,
        resourcePolicy: this.resourcePolicies.get(request.resource),
        serviceControlPolicies: [],
        resourceControlPolicies: [],
      },
      {},
    );
    if (result.resultType === 'error')
      throw new Error(`local IAM could not evaluate ${request.action} on ${request.resource}: ${JSON.stringify(result.errors)}`);
    return result.overallResult === 'Allowed';
  }

  /**
   * Adds the check to an AWS SDK client of lib/aws, innermost (after its serializer, beside its
   * deserializer): a call outside any invocation passes untouched; a denied call never reaches
   * the stand-in and gets AWS's own error response, which the client's deserializer turns into
   * the error class, status and message the SDK gives on AWS.
   */
  install<I extends object, O extends object>(client: { middlewareStack: MiddlewareStack<I, O> }): void {
    const middleware: DeserializeMiddleware<I, O> = (next: DeserializeHandler<I, O>, context: HandlerExecutionContext) => async (args) => {
      const functionName = invokingFunction();
      if (functionName === undefined) return next(args);
      const clientName = context.clientName ?? '';
      const denial = await this.denial(functionName, clientName, context.commandName ?? '', args.input as Record<string, unknown>);
      if (!denial || this.mode === 'report') return next(args);
      // What the transport would have returned: the client's deserializer reads it as AWS's answer.
      return { response: accessDeniedResponse(clientName, denial), output: undefined as unknown as O };
    };
    client.middlewareStack.addRelativeTo(middleware, {
      name: 'localIamEnforcement',
      relation: 'after',
      toMiddleware: 'deserializerMiddleware',
      override: true,
    });
  }
}

/** The message AWS gives an identity-based denial (SQS spells the action in lower case). */
function denialMessage({ principal, request }: Denial, action = request.action): string {
  return `User: ${principal} is not authorized to perform: ${action} on resource: ${request.resource} because no identity-based policy allows the ${action} action`;
}

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&apos;');

/** The HTTP response each service sends for an access denial, in its protocol. */
export function accessDeniedResponse(clientName: string, denial: Denial): { statusCode: number; headers: Record<string, string>; body: Uint8Array } {
  const requestId = randomUUID();
  const json = (statusCode: number, headers: Record<string, string>, body: unknown) => ({
    statusCode,
    headers: { 'x-amzn-requestid': requestId, ...headers },
    body: Buffer.from(JSON.stringify(body)),
  });
  switch (clientName) {
    case 'SQSClient':
      // SQS's JSON protocol, with the query-compatible error code the SDK reads (AccessDenied).
      return json(
        403,
        { 'content-type': 'application/x-amz-json-1.0', 'x-amzn-query-error': 'AccessDenied;Sender' },
        { __type: 'com.amazon.coral.access#AccessDeniedException', message: denialMessage(denial, denial.request.action.toLowerCase()) },
      );
    case 'SESClient':
      return {
        statusCode: 403,
        headers: { 'x-amzn-requestid': requestId, 'content-type': 'text/xml' },
        // SES (API v1) words its denials its own way.
        body: Buffer.from(
          `<ErrorResponse xmlns="http://ses.amazonaws.com/doc/2010-12-01/"><Error><Type>Sender</Type><Code>AccessDenied</Code><Message>${xml(
            `User \`${denial.principal}' is not authorized to perform \`${denial.request.action}' on resource \`${denial.request.resource}'`,
          )}</Message></Error><RequestId>${requestId}</RequestId></ErrorResponse>`,
        ),
      };
    case 'BedrockRuntimeClient':
      return json(403, { 'content-type': 'application/json', 'x-amzn-errortype': 'AccessDeniedException' }, { message: denialMessage(denial) });
    default:
      // DynamoDB (JSON 1.0).
      return json(
        400,
        { 'content-type': 'application/x-amz-json-1.0' },
        { __type: 'com.amazon.coral.service#AccessDeniedException', Message: denialMessage(denial) },
      );
  }
}

/** Each function's evaluated role, and the resource policies, from the synthesized template resolved to the local stack. */
export function evaluatedPolicies(synthesized: SynthesizedRoles, local: LocalStackResources) {
  const resolution = localResolution(synthesized.stackName, local);
  const resolve = (value: unknown) => resolveIntrinsics(value, synthesized.resources, resolution);
  const roles = new Map<string, EvaluatedRole>(
    Object.entries(synthesized.functions).map(([functionName, { roleLogicalId, documents }]) => {
      // CloudFormation names a role <stack>-<logical id>-<suffix>, at most 64 characters.
      const roleName = `${synthesized.stackName}-${roleLogicalId}`.slice(0, 64);
      return [
        functionName,
        {
          roleArn: `arn:aws:iam::${local.account}:role/${roleName}`,
          sessionArn: `arn:aws:sts::${local.account}:assumed-role/${roleName}/${functionName}`,
          policies: documents.map((document, i) => ({ name: `${roleName}-policy-${i}`, policy: resolve(document) })),
        },
      ];
    }),
  );
  const resourcePolicies = new Map(
    synthesized.resourcePolicies.map(({ target, document }) => [resolve({ 'Fn::GetAtt': [target, 'Arn'] }) as string, resolve(document)]),
  );
  return { roles, resourcePolicies };
}

/** The enforcer of the roles the CDK app synthesized (roles.ts), on the local stack's resources. */
export function localIamEnforcer(
  synthesized: SynthesizedRoles,
  local: LocalStackResources,
  onDenial?: (denial: Denial) => void,
  mode?: 'enforce' | 'report',
): IamEnforcer {
  const hasTableKey = Object.values(synthesized.resources).some((r) => r.type === 'AWS::KMS::Key' && r.path === 'Data/Key');
  const { roles, resourcePolicies } = evaluatedPolicies(synthesized, local);
  return new IamEnforcer(
    roles,
    resourcePolicies,
    {
      region: local.region,
      account: local.account,
      queueArns: Object.fromEntries(Object.values(local.queues).map(({ url, arn }) => [url, arn])),
      modelProfileRegions: local.modelProfileRegions,
      guardrailProfileId: local.guardrailProfileId,
      ...(hasTableKey ? { tableKeyArn: `arn:aws:kms:${local.region}:${local.account}:key/${localKeyId}` } : {}),
    },
    onDenial,
    mode,
  );
}
