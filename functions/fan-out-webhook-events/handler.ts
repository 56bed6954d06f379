import { createFanOutHandler } from '../../lib/webhook-endpoints/fan-out-handler';

/** SQS-triggered (catalogue: fanOutWebhookEvents): one delivery per subscribed endpoint of each event. */
export const handler = createFanOutHandler();
