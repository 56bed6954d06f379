import {
  GetCommand,
  TransactWriteCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
  type GetCommandInput,
  type TransactWriteCommandInput,
  type UpdateCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { cancellationItem, cancellationReasons, isConditionalCheckFailed, itemOfConditionFailure } from './errors';

/** One operation of a `TransactWriteItems`: a Put, Update, Delete or ConditionCheck. */
export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** A table key (`pk`, `sk`), as lib/store/keys.ts makes them. */
export type ItemKey = NonNullable<GetCommandInput['Key']>;

/** How a transaction that DynamoDB cancelled ended, item by item, in the order the items were given. */
export interface CancelledTransaction {
  committed: false;
  /** Whether the item at `index` failed its condition. */
  failedAt(index: number): boolean;
  /** Whether any item failed its condition. */
  conditionFailed: boolean;
  /** The index of the first item that failed its condition (undefined: none did). */
  firstFailed: number | undefined;
  /** Whether a concurrent write touched an item: nothing was written, and trying again may succeed. */
  conflict: boolean;
  /** The item stored at `index` when its condition failed (asked for with `ReturnValuesOnConditionCheckFailure: ALL_OLD`). */
  itemAt<T>(index: number): T | undefined;
  /** The SDK's error, for the caller to throw when no outcome of its own explains the cancellation. */
  error: unknown;
}

/** A transaction's end: committed, or cancelled with what each item did. */
export type TransactOutcome = { committed: true } | CancelledTransaction;

/**
 * A conditional update's end: written, with the item DynamoDB answered (`ReturnValues`: as written,
 * `ALL_NEW`, or as it stood before, `ALL_OLD`); or its condition failed, with the item as it stood
 * when the update asked for it (`ReturnValuesOnConditionCheckFailure: ALL_OLD`; undefined: no item,
 * or not asked for).
 */
export type UpdateOutcome<T> = { updated: true; item: T } | { updated: false; item: T | undefined };

/** A conditional update that answers an item: everything but the table, with its `ReturnValues` stated. */
export type ItemUpdate = Omit<UpdateCommandInput, 'TableName' | 'ReturnValues'> & { ReturnValues: 'ALL_NEW' | 'ALL_OLD' };

/** What a typed read may add to the key: strong consistency, a projection. */
export type ReadOptions = Pick<GetCommandInput, 'ConsistentRead' | 'ProjectionExpression' | 'ExpressionAttributeNames'>;

/**
 * The table as a repository uses it: typed reads and transactions whose cancellation is an
 * outcome, not an exception to pick apart. A repository states its keys, conditions and item
 * types; the command objects and the `CancellationReasons` plumbing are here, once. Any failure
 * other than a cancellation (throttling, a validation error) is thrown as the SDK threw it.
 */
export function tableItems(client: DynamoDBDocumentClient, tableName: string) {
  return {
    /** The item at `key`, as the type the repository stores there; undefined when there is none. */
    async get<T>(key: ItemKey, options: ReadOptions = {}): Promise<T | undefined> {
      const result = await client.send(new GetCommand({ TableName: tableName, Key: key, ...options }));
      // The one cast of a read: the key's prefix decides what kind of item it is (lib/store/keys.ts).
      return result.Item as T | undefined;
    },

    /**
     * Updates one item under its condition, answering the item as the repository's type; a failed
     * condition is an outcome, any other failure is thrown. (Its condition must keep the item from
     * being created, `attribute_exists(pk)`, for `ALL_OLD` to always answer one.)
     */
    async update<T>(update: ItemUpdate): Promise<UpdateOutcome<T>> {
      try {
        const result = await client.send(new UpdateCommand({ TableName: tableName, ...update }));
        // The one cast of a written item, as for reads: the key decides its kind.
        return { updated: true, item: result.Attributes as T };
      } catch (error) {
        if (!isConditionalCheckFailed(error)) throw error;
        return { updated: false, item: itemOfConditionFailure<T>(error) };
      }
    },

    /** Writes `items` in one `TransactWriteItems`: all or nothing. */
    async transact(items: readonly TransactItem[]): Promise<TransactOutcome> {
      try {
        await client.send(new TransactWriteCommand({ TransactItems: [...items] }));
        return { committed: true };
      } catch (error) {
        const reasons = cancellationReasons(error);
        if (!reasons) throw error;
        return {
          committed: false,
          failedAt: (index) => reasons[index] === 'ConditionalCheckFailed',
          conditionFailed: reasons.includes('ConditionalCheckFailed'),
          firstFailed: reasons.includes('ConditionalCheckFailed') ? reasons.indexOf('ConditionalCheckFailed') : undefined,
          conflict: reasons.includes('TransactionConflict'),
          itemAt: <T>(index: number) => cancellationItem<T>(error, index),
          error,
        };
      }
    },
  };
}

export type TableItems = ReturnType<typeof tableItems>;
