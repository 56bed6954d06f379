import { SQSClient } from '@aws-sdk/client-sqs';
import * as z from 'zod/mini';
import { endpointVar, parseEnv } from '../config';
import { boundedClientOptions, callBounds } from './request-handler';

const env = parseEnv(
  z.object({
    AWS_REGION: z._default(z.string().check(z.minLength(1)), 'us-east-1'),
    EMAIL_QUEUE_URL: z.url(),
    /** Local stand-in (fauxqs); unset in AWS. */
    SQS_ENDPOINT: endpointVar,
  }),
);

export const emailQueueUrl = env.EMAIL_QUEUE_URL;

/** The process's SQS client, created at cold start; no network call until first use. */
export const sqsClient = new SQSClient({
  region: env.AWS_REGION,
  endpoint: env.SQS_ENDPOINT,
  ...boundedClientOptions(callBounds.sqs),
});
