import type { Context } from 'aws-lambda';
import { ulid } from 'ulid';
import { deadlineOf, withDeadline } from '../../lib/aws/request-handler';
import { logger } from '../../lib/logger';
import { relayOutbox } from '../../lib/email/relay';

/**
 * Scheduled (catalogue: relayOutbox): re-sends outbox records that never reached the queue, its AWS
 * calls bounded by the invocation's deadline (a stalled dependency ends the run, not the function).
 */
export const handler = async (
  _event?: unknown,
  context?: Pick<Context, 'awsRequestId'> & Partial<Pick<Context, 'getRemainingTimeInMillis'>>,
): Promise<{ enqueued: number; failed: number }> => {
  const relay = () => relayOutbox(Date.now(), { logger: logger.child({ requestId: ulid(), awsRequestId: context?.awsRequestId }) });
  const deadline = deadlineOf(context);
  return deadline === undefined ? relay() : withDeadline(deadline, relay);
};
