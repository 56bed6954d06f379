import { createFanOutHandler } from '../../lib/webhook-endpoints/sqs-handlers';

/** SQS-triggered (catalogue: fanOutWebhookEvents): one delivery per subscribed endpoint of each event. */
export const handler = createFanOutHandler();
