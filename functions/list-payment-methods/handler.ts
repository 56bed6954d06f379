import { listPaymentMethods } from '../../lib/billing/read';
import { httpHandler } from '../../lib/http/handler';
import { paginationQuery } from '../../lib/http/pagination';
import { json } from '../../lib/http/response';
import { routes } from '../routes';

export const handler = httpHandler(routes.listPaymentMethods, { query: paginationQuery }, async ({ query }, context) =>
  json(200, await listPaymentMethods(context.principal!.organizationId, query)),
);
