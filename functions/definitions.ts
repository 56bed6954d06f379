import type * as z from 'zod/mini';
import type { ProblemCode } from '../lib/contract/problems';
import type { AuthClass, ExtraParameter, HttpMethod, InputSpec, RateClass } from '../lib/contract/routes';
import type { SecretName } from '../lib/secrets-catalogue';
import type * as keyRanges from '../lib/store/key-ranges';
import type { secondaryIndexes } from '../lib/store/table-definition';
import type { CapabilityName, QueueName } from './capabilities';

/** A secondary index of the table (lib/store/table-definition.ts). */
export type SecondaryIndexName = (typeof secondaryIndexes)[number]['indexName'];

/**
 * The shapes of catalogue entries (catalogue.ts). An entry says everything about one function:
 * what triggers it, what it accepts and answers, and exactly what it may touch in AWS. The stack,
 * the local stack, IAM, OpenAPI and the SDK are derived from entries, never written beside them.
 */

/**
 * DynamoDB access: actions on the partition-key patterns (`*` wildcard) the code touches (IAM
 * `dynamodb:LeadingKeys`). Each item of a transaction is authorized as its own action (a
 * `ConditionCheck` as `ConditionCheckItem`); a `BatchWriteItem` needs its own action, every key of
 * the batch matching. No Scan and no batch read: neither is limited by a leading key here.
 */
export interface ItemAccess {
  /** `ConditionCheckItem`: a `ConditionCheck` inside a `TransactWriteItems`, which IAM authorizes as its own action. */
  actions: readonly ('GetItem' | 'Query' | 'PutItem' | 'UpdateItem' | 'DeleteItem' | 'ConditionCheckItem' | 'BatchWriteItem')[];
  /** Partition-key ranges of lib/store/key-ranges.ts. */
  keys: readonly (typeof keyRanges)[keyof typeof keyRanges][];
  /** Query a secondary index instead of the table: `true` for the overloaded GSI, or an index by name. */
  index?: true | SecondaryIndexName;
  /**
   * Writes that may never return the item they replace (IAM `dynamodb:ReturnValues` = `NONE`):
   * for signing secrets, which the writing function may not read.
   */
  returnValuesNone?: true;
}

/**
 * What a function may do beyond logging: its table access, its secrets, and the capabilities it is
 * given (each flag's meaning, environment and grant: functions/capabilities.ts). HTTP operations
 * get what their auth class needs on top (the rate-limit bucket, the session check and
 * access-token keys for `user`, the admin token for `admin`), so an entry lists only its own needs.
 */
export type Access = {
  items?: readonly ItemAccess[];
  secrets?: readonly SecretName[];
} & { readonly [C in CapabilityName]?: true };

export type { ExtraParameter } from '../lib/contract/routes';

/** The OpenAPI tags, in the order the reference lists them. */
export const tagDescriptions = {
  Billing: 'Invoices and payment methods of the active organization, fed by signed payment-provider events.',
  Sessions: 'Sign-in with a trusted OpenID provider, refresh-token rotation for access tokens, and logout.',
  Profile: "The caller's own profile.",
  Personalities: 'Guided-prompt proposals, their acceptance, and the personalities of the organization.',
  Administration: 'Review decisions (admin token).',
  Vocabularies: 'The topic vocabulary changelog.',
  Webhooks: 'Outgoing webhook endpoints of the organization.',
} as const;
export type Tag = keyof typeof tagDescriptions;

/** An API function's timeout unless its entry says otherwise: well inside API Gateway's 30 s. */
export const API_TIMEOUT_SECONDS = 10;

/** One HTTP operation: a route of the API Gateway, a Lambda function, an OpenAPI operation and an SDK method. */
export interface OperationDefinition {
  /** Folder under `functions/` holding `handler.ts`; also the Lambda's logical name. */
  function: string;
  method: HttpMethod;
  /** API Gateway path syntax: `/v1/billing/invoices/{id}`. */
  path: string;
  auth: AuthClass;
  rateClass: RateClass;
  tag: Tag;
  summary: string;
  /** What a client needs to know beyond the schemas: behaviour, guarantees, the errors' causes (OpenAPI `description`). */
  description: string;
  request: InputSpec;
  /** Headers and cookies the operation itself reads. */
  parameters?: readonly ExtraParameter[];
  /** Documents a body the handler reads raw (signed webhooks). */
  rawBody?: { description: string };
  success: { status: 200 | 201 | 202 | 204; description: string; schema?: z.ZodMiniType; headers?: Record<string, string> };
  /** A 304 for conditional GETs. */
  notModified?: true;
  /** The function's timeout when it waits on something slow (a model); default `API_TIMEOUT_SECONDS`. */
  timeoutSeconds?: number;
  /** Problem codes of this operation besides validation, auth and the ones every call may get (429, 500, 503). */
  errors: readonly ProblemCode[];
  access: Access;
}

export type { QueueName } from './capabilities';

/** An SQS event source: batches of `batchSize`, at most `maxConcurrency` concurrent invocations from this queue (default: Lambda's scaling). */
export interface QueueTrigger {
  kind: 'queue';
  queue: QueueName;
  batchSize: number;
  maxConcurrency?: number;
}

/** A function triggered by something other than HTTP. */
export interface WorkerDefinition {
  function: string;
  summary: string;
  /** One queue, several (each its own event source), or a schedule. */
  trigger: QueueTrigger | { kind: 'queues'; queues: readonly QueueTrigger[] } | { kind: 'schedule'; everyMinutes: number };
  timeoutSeconds: number;
  access: Access;
}

/** The queue triggers of a worker (none for a scheduled one). */
export function queueTriggersOf(worker: WorkerDefinition): readonly QueueTrigger[] {
  const { trigger } = worker;
  return trigger.kind === 'queue' ? [trigger] : trigger.kind === 'queues' ? trigger.queues : [];
}

/** Compiles `/v1/webhooks/{id}` into a matcher that yields path parameters (as API Gateway matches). */
export function compilePath(path: string): (rawPath: string) => Record<string, string> | undefined {
  const names: string[] = [];
  const pattern = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  const regex = new RegExp(`^${pattern}$`);
  return (rawPath) => {
    const match = regex.exec(rawPath);
    if (!match) return undefined;
    return Object.fromEntries(names.map((name, i) => [name, safeDecode(match[i + 1] ?? '')]));
  };
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
