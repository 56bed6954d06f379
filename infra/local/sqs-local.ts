import { startFauxqs } from 'fauxqs';
import { emailQueueDefinition as q } from '../../lib/email/queue-definition';

/** A running SQS stand-in with the email queue and its DLQ. */
export interface SqsLocal {
  endpoint: string;
  emailQueueUrl: string;
  emailQueueArn: string;
  emailDeadLetterQueueUrl: string;
  stop: () => Promise<void>;
}

/** Starts fauxqs in process and creates the email queue with its DLQ redrive, as in AWS. */
export async function startSqsLocal(options: { port?: number } = {}): Promise<SqsLocal> {
  const server = await startFauxqs({ port: options.port ?? 0, logger: false });
  const dlq = server.createQueue(q.deadLetterQueueName, {
    attributes: { MessageRetentionPeriod: String(q.deadLetterRetentionSeconds) },
  });
  const queue = server.createQueue(q.queueName, {
    attributes: {
      VisibilityTimeout: String(q.visibilityTimeoutSeconds),
      RedrivePolicy: JSON.stringify({ deadLetterTargetArn: dlq.queueArn, maxReceiveCount: q.maxReceiveCount }),
    },
  });
  return {
    endpoint: server.address,
    emailQueueUrl: queue.queueUrl,
    emailQueueArn: queue.queueArn,
    emailDeadLetterQueueUrl: dlq.queueUrl,
    stop: () => server.stop(),
  };
}
