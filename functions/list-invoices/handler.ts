import { listInvoices as readInvoices } from '../../lib/billing/read';
import { httpHandler } from '../../lib/http/handler';
import { json } from '../../lib/http/response';
import { listInvoices } from '../catalogue';

export const handler = httpHandler(listInvoices, async ({ query, principal }) => json(200, await readInvoices(principal.organizationId, query)));
