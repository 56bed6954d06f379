import { listPaymentMethods } from '../../lib/billing/read';
import { httpHandler } from '../../lib/http/handler';
import { operations } from '../operations';
import { json } from '../../lib/http/response';
import { routes } from '../routes';

export const handler = httpHandler(routes.listPaymentMethods, operations.listPaymentMethods.request, async ({ query }, context) =>
  json(200, await listPaymentMethods(context.principal!.organizationId, query)),
);
