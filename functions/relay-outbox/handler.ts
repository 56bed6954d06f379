import type { Context } from 'aws-lambda';
import { ulid } from 'ulid';
import { logger } from '../../lib/logger';
import { relayOutbox } from '../../lib/email/relay';

/** Scheduled (catalogue: relayOutbox): re-sends outbox records that never reached the queue. */
export const handler = async (_event?: unknown, context?: Pick<Context, 'awsRequestId'>): Promise<{ enqueued: number; failed: number }> =>
  relayOutbox(Date.now(), { logger: logger.child({ requestId: ulid(), awsRequestId: context?.awsRequestId }) });
