import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { docClient, tableName as defaultTable, type StoreDeps } from '../aws/dynamodb';
import { keys } from '../store/keys';

const SHARDS = 10;

/** What one generation cost, by engine, for the usage counters. */
export interface GenerationCost {
  engine: string;
  inputChars: number;
  inputTokens: number;
  outputTokens: number;
}

/**
 * Generation cost is the platform's, not the caller's: one atomic ADD on a sharded daily counter
 * item. Nothing of the caller's organization is read or written.
 */
export function platformUsage({ client = docClient, tableName = defaultTable }: StoreDeps = {}) {
  return {
    async record(cost: GenerationCost, nowMs: number): Promise<void> {
      const day = new Date(nowMs).toISOString().slice(0, 10);
      await client.send(
        new UpdateCommand({
          TableName: tableName,
          Key: keys.platformUsage(day, Math.floor(Math.random() * SHARDS)),
          UpdateExpression: 'ADD generations :one, input_chars :chars, input_tokens :in, output_tokens :out SET entity = :entity',
          ExpressionAttributeValues: { ':one': 1, ':chars': cost.inputChars, ':in': cost.inputTokens, ':out': cost.outputTokens, ':entity': 'PlatformUsage' },
        }),
      );
    },

    /** Totals of one day across shards (operators, tests). */
    async day(day: string): Promise<{ generations: number; input_chars: number }> {
      const result = await client.send(
        new QueryCommand({
          TableName: tableName,
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :day)',
          ExpressionAttributeValues: { ':pk': 'USAGE#platform', ':day': `${day}#` },
          ConsistentRead: true,
          // No LastEvaluatedKey to follow: a day is at most SHARDS (10) counter items of a few bytes, far below a 1 MB page.
        }),
      );
      let generations = 0;
      let inputChars = 0;
      for (const item of result.Items ?? []) {
        generations += Number(item.generations ?? 0);
        inputChars += Number(item.input_chars ?? 0);
      }
      return { generations, input_chars: inputChars };
    },
  };
}
