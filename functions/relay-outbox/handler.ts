import { relayOutbox } from '../../lib/email/relay';
import { scheduledWorker } from '../../lib/workers/handler';

/** Scheduled (catalogue: relayOutbox): re-sends outbox records that never reached the queue. */
export const handler = scheduledWorker({ function: 'relay-outbox', run: ({ logger, now }) => relayOutbox(now, { logger }) });
