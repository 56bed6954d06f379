import { setMaxListeners } from 'node:events';
import { DeleteMessageBatchCommand, ReceiveMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { NodeHttpHandler } from '@smithy/node-http-handler';
import type { Context, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { ulid } from 'ulid';
import { invokeAs } from './iam/context';

/** What the local SQS event source polls and hands to which function. */
export interface PollerOptions {
  sqs: SQSClient;
  queueUrl: string;
  queueArn: string;
  /** Called as Lambda calls it: the event, and a context with a fresh `awsRequestId` and the remaining time per invocation. */
  handler: (event: SQSEvent, context: Pick<Context, 'awsRequestId' | 'getRemainingTimeInMillis'>) => Promise<SQSBatchResponse>;
  batchSize?: number;
  /** Batches handled at once, as Lambda runs several invocations per event source (default 1). */
  concurrency?: number;
  /** The function's timeout, which `getRemainingTimeInMillis` counts down from (the catalogue's `timeoutSeconds`). */
  timeoutSeconds?: number;
  onError?: (error: unknown) => void;
  /**
   * The catalogue function the queue triggers. Lambda's event source polls and deletes with that
   * function's role, so here every call of the poller and of the handler is the function's (local IAM).
   */
  functionName?: string;
}

/** How long one receive waits for a message: SQS's longest long poll, as Lambda's event source polls. */
export const LONG_POLL_SECONDS = 20;

/**
 * An SQS client for the event sources: a receive may wait `LONG_POLL_SECONDS` for its answer
 * (a stop aborts it), unlike the functions' client, whose calls are bounded at seconds.
 */
export function longPollingSqsClient(endpoint: string): SQSClient {
  return new SQSClient({
    endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
    requestHandler: new NodeHttpHandler({ connectionTimeout: 1_000, requestTimeout: (LONG_POLL_SECONDS + 5) * 1000 }),
  });
}

/**
 * What Lambda's SQS event source does, locally: long-polls the queue, hands each batch to the
 * function as a real `SQSEvent`, deletes the records it did not report in `batchItemFailures`
 * and leaves the failed ones to reappear after the visibility timeout (and, past
 * maxReceiveCount, to be moved to the DLQ by the queue's redrive policy).
 */
export function startSqsPoller({
  sqs,
  queueUrl,
  queueArn,
  handler,
  batchSize = 10,
  concurrency = 1,
  timeoutSeconds = 30,
  onError,
  functionName,
}: PollerOptions) {
  let running = true;
  const abort = new AbortController();
  // Every loop's receive listens to the one signal (a lane runs up to 20 at once).
  setMaxListeners(concurrency + 10, abort.signal);
  const loop = async () => {
    while (running) {
      try {
        const received = await sqs.send(
          new ReceiveMessageCommand({
            QueueUrl: queueUrl,
            MaxNumberOfMessages: batchSize,
            WaitTimeSeconds: LONG_POLL_SECONDS,
            MessageSystemAttributeNames: ['All'],
          }),
          { abortSignal: abort.signal },
        );
        const messages = received.Messages ?? [];
        if (messages.length === 0) continue;
        const event: SQSEvent = {
          Records: messages.map((m) => ({
            messageId: m.MessageId!,
            receiptHandle: m.ReceiptHandle!,
            body: m.Body ?? '',
            attributes: {
              ApproximateReceiveCount: m.Attributes?.ApproximateReceiveCount ?? '1',
              SentTimestamp: m.Attributes?.SentTimestamp ?? String(Date.now()),
              SenderId: m.Attributes?.SenderId ?? 'local',
              ApproximateFirstReceiveTimestamp: m.Attributes?.ApproximateFirstReceiveTimestamp ?? String(Date.now()),
            },
            messageAttributes: {},
            md5OfBody: m.MD5OfBody ?? '',
            eventSource: 'aws:sqs',
            eventSourceARN: queueArn,
            awsRegion: 'us-east-1',
          })),
        };
        let failed: Set<string>;
        try {
          const deadline = Date.now() + timeoutSeconds * 1000;
          const result = await handler(event, { awsRequestId: ulid(), getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()) });
          failed = new Set(result.batchItemFailures.map((f) => f.itemIdentifier));
        } catch (error) {
          // A thrown handler fails the whole batch, as in Lambda.
          onError?.(error);
          failed = new Set(messages.map((m) => m.MessageId!));
        }
        const done = messages.filter((m) => !failed.has(m.MessageId!));
        if (done.length > 0) {
          await sqs.send(
            new DeleteMessageBatchCommand({ QueueUrl: queueUrl, Entries: done.map((m, i) => ({ Id: String(i), ReceiptHandle: m.ReceiptHandle! })) }),
          );
        }
      } catch (error) {
        if (!running) break;
        onError?.(error);
        await new Promise((r) => setTimeout(r, 500));
      }
    }
  };
  const loops = Array.from({ length: concurrency }, () => (functionName ? invokeAs(functionName, loop) : loop()));
  return {
    // Batches still running get a moment, then are left behind, as Lambda abandons an invocation
    // past its time (SQS redelivers their messages; a delivery's claim lapses and is recorded).
    stop: async () => {
      running = false;
      abort.abort();
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([Promise.all(loops), new Promise((r) => (timer = setTimeout(r, 1_000)))]);
      clearTimeout(timer);
    },
  };
}
