import { scheduledWorker } from '../../lib/workers/handler';
import { sweepWebhooks } from '../../lib/webhooks/delivery/sweep';

/** Scheduled (catalogue: sweepWebhooks): relays webhook events and due deliveries that have no message on the way. */
export const handler = scheduledWorker({ function: 'sweep-webhooks', run: ({ logger, now }) => sweepWebhooks(now, { logger }) });
