import { GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { docClient, tableName as defaultTable, type StoreDeps } from '../aws/dynamodb';
import { cancellationReasons } from '../aws/errors';
import { keys } from '../store/keys';
import type { Topic, TopicVocabularyVersion } from './model';

/** Published topic vocabulary versions, newest first (sort key orders by publication time). */
export function topicVocabularyRepository({ client = docClient, tableName = defaultTable }: StoreDeps = {}) {
  return {
    /** One page of versions, newest first, starting after the sort key `afterSk` if given. */
    async listNewestFirst(limit: number, afterSk?: string): Promise<{ items: TopicVocabularyVersion[]; lastSk?: string; hasMore: boolean }> {
      const result = await client.send(
        new QueryCommand({
          TableName: tableName,
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
          ExpressionAttributeValues: { ':pk': keys.topicVocabularyPartition, ':prefix': keys.topicVersionPrefix },
          ScanIndexForward: false,
          // One extra item tells whether another page exists, so the last page has no cursor.
          Limit: limit + 1,
          ExclusiveStartKey: afterSk ? { pk: keys.topicVocabularyPartition, sk: afterSk } : undefined,
        }),
      );
      const rows = (result.Items ?? []) as (TopicVocabularyVersion & { sk: string })[];
      const page = rows.slice(0, limit);
      return { items: page.map(toVersion), lastSk: page.at(-1)?.sk, hasMore: rows.length > limit };
    },

    /** The newest published version (what proposals draw topics from). */
    async latest(): Promise<TopicVocabularyVersion | undefined> {
      const { items } = await this.listNewestFirst(1);
      return items[0];
    },

    /** A published version by its name (the vocabulary has a handful, so one filtered query). */
    async byVersion(version: string): Promise<TopicVocabularyVersion | undefined> {
      const result = await client.send(
        new QueryCommand({
          TableName: tableName,
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
          FilterExpression: 'version = :version',
          ExpressionAttributeValues: { ':pk': keys.topicVocabularyPartition, ':prefix': keys.topicVersionPrefix, ':version': version },
        }),
      );
      const row = result.Items?.[0] as TopicVocabularyVersion | undefined;
      return row ? toVersion(row) : undefined;
    },

    /** The head: which version is the latest, by name and publication time (absent before the first publish). */
    async head(): Promise<{ version: string; published_at: string } | undefined> {
      const result = await client.send(new GetCommand({ TableName: tableName, Key: keys.topicVocabularyHead, ConsistentRead: true }));
      return result.Item ? { version: result.Item.version as string, published_at: result.Item.published_at as string } : undefined;
    },

    /**
     * Publishes a version after `previous` in one transaction: the version, the claim on its name
     * (a name is published once) and the head moved from `previous` to it (two publishers working
     * from the same latest version cannot both win, so every version's changes are against the one
     * before it). 'conflict' when the head moved or the name was taken meanwhile.
     */
    async publish(version: TopicVocabularyVersion, previous: { version: string; published_at: string } | undefined): Promise<'published' | 'conflict'> {
      const headCondition = previous
        ? { ConditionExpression: '#version = :previous', ExpressionAttributeValues: { ':previous': previous.version } }
        : { ConditionExpression: 'attribute_not_exists(pk)' };
      try {
        await client.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Put: {
                  TableName: tableName,
                  Item: { ...keys.topicVersion(version.published_at, version.version), entity: 'TopicVocabularyVersion', ...version },
                  ConditionExpression: 'attribute_not_exists(pk)',
                },
              },
              {
                Put: {
                  TableName: tableName,
                  Item: { ...keys.topicVersionName(version.version), entity: 'TopicVersionName', version: version.version, published_at: version.published_at },
                  ConditionExpression: 'attribute_not_exists(pk)',
                },
              },
              {
                Put: {
                  TableName: tableName,
                  Item: { ...keys.topicVocabularyHead, entity: 'TopicVocabularyHead', version: version.version, published_at: version.published_at },
                  ExpressionAttributeNames: previous ? { '#version': 'version' } : undefined,
                  ...headCondition,
                },
              },
            ],
          }),
        );
        return 'published';
      } catch (error) {
        const reasons = cancellationReasons(error);
        if (reasons?.some((reason) => reason === 'ConditionalCheckFailed' || reason === 'TransactionConflict')) return 'conflict';
        throw error;
      }
    },
  };
}

const topic = ({ id, label }: Topic): Topic => ({ id, label });

/**
 * Rebuilds the stored item with a fixed key order: DynamoDB returns map members in no particular
 * order, and the changelog's ETag is a hash of the serialised body.
 */
function toVersion(row: TopicVocabularyVersion): TopicVocabularyVersion {
  const { version, published_at, summary, changes, topics } = row;
  return {
    version,
    published_at,
    summary,
    changes: {
      added: changes.added.map(topic),
      removed: changes.removed.map(topic),
      renamed: changes.renamed.map(({ id, from, to }) => ({ id, from, to })),
    },
    topics: topics.map(topic),
  };
}

export type TopicVocabularyRepository = ReturnType<typeof topicVocabularyRepository>;
