import { createDeliveryHandler } from '../../lib/webhook-endpoints/delivery-handler';

/** SQS-triggered on both delivery lanes (catalogue: deliverWebhooks): one signed attempt per message. */
export const handler = createDeliveryHandler();
