import { emailQueueUrl, sqsClient } from '../../lib/aws/sqs';
import { ulid } from 'ulid';
import { logger } from '../../lib/logger';
import { relayOutbox } from '../../lib/outbox/relay';

/** Scheduled (EventBridge, every minute): re-sends outbox records that never reached the queue. */
export const handler = async (): Promise<{ enqueued: number; failed: number }> =>
  relayOutbox(Date.now(), { sqs: sqsClient, queueUrl: emailQueueUrl, logger: logger.child({ requestId: ulid() }) });
