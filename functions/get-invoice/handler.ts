import { getInvoice as readInvoice } from '../../lib/billing/read';
import { httpHandler } from '../../lib/http/handler';
import { json } from '../../lib/http/response';
import { getInvoice } from '../catalogue';

export const handler = httpHandler(getInvoice, async ({ params, principal }) => json(200, await readInvoice(principal.organizationId, params.id)));
