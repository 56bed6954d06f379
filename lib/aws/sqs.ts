import { SQSClient } from '@aws-sdk/client-sqs';
import * as z from 'zod/mini';
import { endpointVar, parseEnv } from '../config';
import { boundedClientOptions, callBounds } from './deadlines';

const env = parseEnv(
  z.object({
    AWS_REGION: z._default(z.string().check(z.minLength(1)), 'us-east-1'),
    /** Local stand-in (fauxqs); unset in AWS. */
    SQS_ENDPOINT: endpointVar,
  }),
);

/**
 * A queue's URL from the environment, parsed at the load of the module that sends to it, so a
 * function missing it fails at init with the variable's name (each function gets only the queue
 * URLs its catalogue access lists).
 */
export const queueUrlFrom = <V extends string>(variable: V): string => parseEnv(z.object({ [variable]: z.url() }))[variable] as string;

/** The process's SQS client, created at cold start; no network call until first use. */
export const sqsClient = new SQSClient({
  region: env.AWS_REGION,
  endpoint: env.SQS_ENDPOINT,
  ...boundedClientOptions(callBounds.sqs),
});
