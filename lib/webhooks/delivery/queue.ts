import { SendMessageBatchCommand, type SQSClient } from '@aws-sdk/client-sqs';
import type * as z from 'zod/mini';
import { queueUrlFrom, sqsClient } from '../../aws/sqs';
import { webhookQueueUrlVariables } from '../queue-definition';
import type { deliveryMessage } from '../queue-message';

/** The two delivery lanes of this function (catalogue access `enqueuesWebhookDeliveries`). */
export const deliveryQueueUrls = {
  deliveries: queueUrlFrom(webhookQueueUrlVariables.deliveries),
  retries: queueUrlFrom(webhookQueueUrlVariables.retries),
};

/** The hot lane (first attempts to healthy endpoints, tests, manual retries) or the slow lane (retries, failing or slow endpoints). */
export type Lane = 'deliveries' | 'retries';

/** SQS holds a message back at most this long; longer delays wait in the due index for the sweeper. */
export const MAX_SQS_DELAY_SECONDS = 900;

/** The delivery queues: production defaults, tests pass their own. */
export interface DeliveryQueueDeps {
  sqs?: SQSClient;
  queueUrls?: Record<Lane, string>;
}

/** One message for one delivery, on a lane, held back `delaySeconds` (0..900). */
export interface DeliveryNudge {
  message: z.input<typeof deliveryMessage>;
  lane: Lane;
  delaySeconds?: number;
}

/**
 * Sends delivery messages, ten to a request, and returns those SQS did not take (their records
 * stay due, so the sweeper sends them later). Throws only when SQS cannot be reached at all.
 */
export async function sendDeliveryMessages(nudges: readonly DeliveryNudge[], deps: DeliveryQueueDeps = {}): Promise<DeliveryNudge[]> {
  const { sqs = sqsClient, queueUrls = deliveryQueueUrls } = deps;
  const failed: DeliveryNudge[] = [];
  for (const lane of ['deliveries', 'retries'] as const) {
    const onLane = nudges.filter((nudge) => nudge.lane === lane);
    for (let i = 0; i < onLane.length; i += 10) {
      const chunk = onLane.slice(i, i + 10);
      const result = await sqs.send(
        new SendMessageBatchCommand({
          QueueUrl: queueUrls[lane],
          Entries: chunk.map((nudge, n) => ({
            Id: String(n),
            MessageBody: JSON.stringify(nudge.message),
            DelaySeconds: Math.min(MAX_SQS_DELAY_SECONDS, Math.max(0, Math.ceil(nudge.delaySeconds ?? 0))),
          })),
        }),
      );
      for (const failure of result.Failed ?? []) failed.push(chunk[Number(failure.Id)]!);
    }
  }
  return failed;
}
