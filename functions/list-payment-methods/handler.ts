import { listPaymentMethods as readPaymentMethods } from '../../lib/billing/read';
import { httpHandler } from '../../lib/http/handler';
import { json } from '../../lib/http/response';
import { listPaymentMethods } from '../catalogue';

export const handler = httpHandler(listPaymentMethods, async ({ query, principal }) => json(200, await readPaymentMethods(principal.organizationId, query)));
