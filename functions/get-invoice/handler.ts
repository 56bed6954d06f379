import { getInvoice } from '../../lib/billing/read';
import { operations } from '../operations';
import { httpHandler } from '../../lib/http/handler';
import { json } from '../../lib/http/response';
import { routes } from '../routes';

export const handler = httpHandler(routes.getInvoice, operations.getInvoice.request, async ({ params }, context) =>
  json(200, await getInvoice(context.principal!.organizationId, params.id)),
);
