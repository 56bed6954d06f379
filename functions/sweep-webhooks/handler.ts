import type { Context } from 'aws-lambda';
import { ulid } from 'ulid';
import { logger } from '../../lib/logger';
import { sweepWebhooks } from '../../lib/webhook-endpoints/sweep';

/** Scheduled (catalogue: sweepWebhooks): relays webhook events and due deliveries that have no message on the way. */
export const handler = async (_event?: unknown, context?: Pick<Context, 'awsRequestId'>) =>
  sweepWebhooks(Date.now(), { logger: logger.child({ requestId: ulid(), awsRequestId: context?.awsRequestId }) });
