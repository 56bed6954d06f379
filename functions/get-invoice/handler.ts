import { getInvoice, invoiceParams } from '../../lib/billing/read';
import { httpHandler } from '../../lib/http/handler';
import { json } from '../../lib/http/response';
import { routes } from '../routes';

export const handler = httpHandler(routes.getInvoice, { params: invoiceParams }, async ({ params }, context) =>
  json(200, await getInvoice(context.principal!.organizationId, params.id)),
);
