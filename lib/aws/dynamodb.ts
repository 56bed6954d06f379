import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { endpointVar, parseEnv } from '../config';
import { boundedClientOptions, callBounds } from './deadlines';

const env = parseEnv(
  z.object({
    TABLE_NAME: z.string().check(z.minLength(1)),
    AWS_REGION: z._default(z.string().check(z.minLength(1)), 'us-east-1'),
    /** Local stand-in (DynamoDB Local); unset in AWS. */
    DYNAMODB_ENDPOINT: endpointVar,
  }),
);

/** The table every repository uses unless a test passes its own. */
export const tableName = env.TABLE_NAME;

/**
 * The one DynamoDB client of the process, created at cold start (no network call happens until
 * the first request). Repositories take it as an injectable default.
 */
export const docClient = DynamoDBDocumentClient.from(
  new DynamoDBClient({
    region: env.AWS_REGION,
    endpoint: env.DYNAMODB_ENDPOINT,
    // Without bounds the SDK waits on a silent network; a request would hang to the Lambda's timeout.
    ...boundedClientOptions(callBounds.dynamodb),
  }),
  { marshallOptions: { removeUndefinedValues: true } },
);

/** What a repository needs; tests pass their own client or table. */
export interface StoreDeps {
  client?: DynamoDBDocumentClient;
  tableName?: string;
}
