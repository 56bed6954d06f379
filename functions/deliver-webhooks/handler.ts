import { createDeliveryHandler } from '../../lib/webhooks/delivery/deliver-worker';

/** SQS-triggered on both delivery lanes (catalogue: deliverWebhooks): one signed attempt per message. */
export const handler = createDeliveryHandler();
