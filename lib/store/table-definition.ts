import type { CreateTableCommandInput } from '@aws-sdk/client-dynamodb';

/**
 * The single table's physical shape, read by the CDK stack and by the local bootstrap so the two
 * can never drift. Entities and their key formats live in `keys.ts`.
 */
export const tableDefinition = {
  partitionKey: 'pk',
  sortKey: 'sk',
  /** Epoch seconds; DynamoDB deletes the item some time after (sessions, buckets, event records). */
  ttlAttribute: 'ttl',
  /** Overloaded secondary index; its access patterns are listed in `keys.ts`. */
  gsi1: { indexName: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
  /** Deliveries of a webhook endpoint by status, newest first (`keys.webhookDeliveryStatusIndex`); only deliveries carry its keys. */
  deliveriesByStatus: { indexName: 'deliveriesByStatus', partitionKey: 'dspk', sortKey: 'dssk' },
} as const;

/** Every secondary index of the table, for the local bootstrap and the stack. */
export const secondaryIndexes = [tableDefinition.gsi1, tableDefinition.deliveriesByStatus] as const;

/** The CreateTable request for DynamoDB Local (on-demand, like the deployed table). */
export function createTableInput(tableName: string): CreateTableCommandInput {
  const { partitionKey, sortKey } = tableDefinition;
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: [partitionKey, sortKey, ...secondaryIndexes.flatMap((index) => [index.partitionKey, index.sortKey])].map((name) => ({
      AttributeName: name,
      AttributeType: 'S',
    })),
    KeySchema: [
      { AttributeName: partitionKey, KeyType: 'HASH' },
      { AttributeName: sortKey, KeyType: 'RANGE' },
    ],
    GlobalSecondaryIndexes: secondaryIndexes.map(globalSecondaryIndex),
  };
}

/** One index as CreateTable (and UpdateTable, adding it to an older local table) states it. */
export function globalSecondaryIndex(index: (typeof secondaryIndexes)[number]) {
  return {
    IndexName: index.indexName,
    KeySchema: [
      { AttributeName: index.partitionKey, KeyType: 'HASH' as const },
      { AttributeName: index.sortKey, KeyType: 'RANGE' as const },
    ],
    Projection: { ProjectionType: 'ALL' as const },
  };
}
