import { createFanOutHandler } from '../../lib/webhooks/events/fan-out-worker';

/** SQS-triggered (catalogue: fanOutWebhookEvents): one delivery per subscribed endpoint of each event. */
export const handler = createFanOutHandler();
