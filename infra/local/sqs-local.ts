import { CreateQueueCommand, GetQueueAttributesCommand, SQSClient } from '@aws-sdk/client-sqs';
import { buildApp } from 'fauxqs';
import type { QueueName } from '../../functions/capabilities';
import { emailQueueDefinition as q } from '../../lib/email/queue-definition';
import { webhookQueueDefinitions as w } from '../../lib/webhooks/queue-definition';

/** A running SQS stand-in with the email queue and its DLQ. */
export interface SqsLocal {
  endpoint: string;
  emailQueueUrl: string;
  emailQueueArn: string;
  emailDeadLetterQueueUrl: string;
  /** The webhook queues (lib/webhooks/queue-definition.ts), their ARNs, and their DLQ. */
  webhookQueues: Record<'events' | 'deliveries' | 'retries', { url: string; arn: string }> & { deadLetterQueueUrl: string };
  /** Every queue a function may send to or be triggered by, by its name in the catalogue (functions/capabilities.ts). */
  queues: Record<QueueName, { url: string; arn: string }>;
  stop: () => Promise<void>;
}

/**
 * Starts fauxqs in process on 127.0.0.1 (its `startFauxqs` listens on every interface, so the
 * app is built and bound here) and creates the email queue and the webhook queues with their
 * DLQ redrives, as in AWS, through the SQS API itself.
 */
export async function startSqsLocal(options: { port?: number } = {}): Promise<SqsLocal> {
  // What is used of the Fastify app fauxqs builds (its types come from fauxqs's own Fastify).
  const app = buildApp({ logger: false }) as unknown as { listen(options: { port: number; host: string }): Promise<string>; close(): Promise<void> };
  const endpoint = await app.listen({ port: options.port ?? 0, host: '127.0.0.1' });
  const sqs = new SQSClient({ endpoint, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  try {
    const arnOf = async (queueUrl: string) =>
      (await sqs.send(new GetQueueAttributesCommand({ QueueUrl: queueUrl, AttributeNames: ['QueueArn'] }))).Attributes!.QueueArn!;
    const dlqUrl = (
      await sqs.send(new CreateQueueCommand({ QueueName: q.deadLetterQueueName, Attributes: { MessageRetentionPeriod: String(q.deadLetterRetentionSeconds) } }))
    ).QueueUrl!;
    const queueUrl = (
      await sqs.send(
        new CreateQueueCommand({
          QueueName: q.queueName,
          Attributes: {
            VisibilityTimeout: String(q.visibilityTimeoutSeconds),
            RedrivePolicy: JSON.stringify({ deadLetterTargetArn: await arnOf(dlqUrl), maxReceiveCount: q.maxReceiveCount }),
          },
        }),
      )
    ).QueueUrl!;
    const webhookDlqUrl = (
      await sqs.send(
        new CreateQueueCommand({ QueueName: w.deadLetter.queueName, Attributes: { MessageRetentionPeriod: String(w.deadLetter.retentionSeconds) } }),
      )
    ).QueueUrl!;
    const webhookDlqArn = await arnOf(webhookDlqUrl);
    const webhookQueue = async ({
      queueName,
      visibilityTimeoutSeconds,
      maxReceiveCount,
    }: {
      queueName: string;
      visibilityTimeoutSeconds: number;
      maxReceiveCount: number;
    }) => {
      const url = (
        await sqs.send(
          new CreateQueueCommand({
            QueueName: queueName,
            Attributes: {
              VisibilityTimeout: String(visibilityTimeoutSeconds),
              RedrivePolicy: JSON.stringify({ deadLetterTargetArn: webhookDlqArn, maxReceiveCount }),
            },
          }),
        )
      ).QueueUrl!;
      return { url, arn: await arnOf(url) };
    };
    const email = { url: queueUrl, arn: await arnOf(queueUrl) };
    const [events, deliveries, retries] = [await webhookQueue(w.events), await webhookQueue(w.deliveries), await webhookQueue(w.retries)];
    return {
      endpoint,
      emailQueueUrl: email.url,
      emailQueueArn: email.arn,
      emailDeadLetterQueueUrl: dlqUrl,
      webhookQueues: { events, deliveries, retries, deadLetterQueueUrl: webhookDlqUrl },
      queues: { email, webhookEvents: events, webhookDeliveries: deliveries, webhookRetries: retries },
      stop: () => app.close(),
    };
  } catch (error) {
    await app.close();
    throw error;
  } finally {
    sqs.destroy();
  }
}
