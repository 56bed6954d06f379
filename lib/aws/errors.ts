import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';

/**
 * Classifies AWS SDK failures that mean "the dependency is unavailable right now" (throttled,
 * down, unreachable), as opposed to bugs or conditional-check failures. These become 503 with
 * Retry-After instead of 500.
 */
const unavailableNames = new Set([
  'ProvisionedThroughputExceededException',
  'ThrottlingException',
  'RequestLimitExceeded',
  'ServiceUnavailable',
  'ServiceUnavailableException',
  'InternalServerError',
  'InternalFailure',
  'TimeoutError',
  'RequestTimeout',
  'RequestTimeoutException',
]);

const unavailableCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN']);

/** Whether an AWS failure means "unavailable right now" (a 503 with Retry-After) rather than a bug or a lost condition. */
export function isDependencyUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const meta = (error as { $metadata?: { httpStatusCode?: number } }).$metadata;
  const code = (error as { code?: string }).code;
  if (unavailableNames.has(error.name)) return true;
  if (code && unavailableCodes.has(code)) return true;
  if (meta?.httpStatusCode && meta.httpStatusCode >= 500) return true;
  // The SDK wraps socket failures; look one level down.
  const cause = (error as { cause?: unknown }).cause;
  return cause !== undefined && cause !== error && isDependencyUnavailable(cause);
}

/** True for DynamoDB's ConditionalCheckFailedException, the normal "lost the race" outcome. */
export function isConditionalCheckFailed(error: unknown): boolean {
  return error instanceof Error && error.name === 'ConditionalCheckFailedException';
}

/**
 * The item DynamoDB returned with a failed condition (`ReturnValuesOnConditionCheckFailure:
 * ALL_OLD`), unmarshalled: the DocumentClient leaves it in raw AttributeValue form.
 */
export function itemOfConditionFailure<T>(error: unknown): T | undefined {
  const raw = (error as { Item?: Record<string, AttributeValue> }).Item;
  return raw ? (unmarshall(raw) as T) : undefined;
}

/**
 * The per-item cancellation codes of a cancelled `TransactWriteItems` (`ConditionalCheckFailed`,
 * `TransactionConflict`, `None`, ...), in the order of its items; undefined for any other error.
 */
export function cancellationReasons(error: unknown): (string | undefined)[] | undefined {
  if (!(error instanceof Error) || error.name !== 'TransactionCanceledException') return undefined;
  return ((error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? []).map((reason) => reason.Code);
}

/**
 * The item a cancelled transaction returned for its `index`-th operation (asked for with
 * `ReturnValuesOnConditionCheckFailure: ALL_OLD`), unmarshalled; undefined if none came back.
 */
export function cancellationItem<T>(error: unknown, index: number): T | undefined {
  const raw = (error as { CancellationReasons?: { Item?: Record<string, AttributeValue> }[] }).CancellationReasons?.[index]?.Item;
  return raw ? (unmarshall(raw) as T) : undefined;
}
