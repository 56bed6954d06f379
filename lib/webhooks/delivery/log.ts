import * as z from 'zod/mini';
import { idPattern } from '../../ids';
import { decodeCursor, encodeCursor, type Page } from '../../contract/pagination';
import { ProblemError } from '../../contract/problems';
import { deliveryRepository, presentDelivery, type DeliveryRepository } from './repository';
import { webhookEndpointRepository, type WebhookEndpointRepository } from '../endpoints/repository';
import type { DeliveryStatus, WebhookDelivery } from '../schemas';

/** What the delivery log uses; production defaults, tests pass their own. */
export interface DeliveryLogDeps {
  endpoints?: WebhookEndpointRepository;
  deliveries?: DeliveryRepository;
}

/** The endpoint must be the caller's organization's: another organization's is the same 404 as a missing one. */
export async function ownEndpoint(organizationId: string, endpointId: string, endpoints: WebhookEndpointRepository): Promise<void> {
  if (!(await endpoints.getPublic(organizationId, endpointId))) throw new ProblemError('not_found', { detail: 'No such webhook endpoint' });
}

/**
 * A cursor names its organization, endpoint and filter, and the delivery it continues after: reused
 * elsewhere, or altered into anything but a delivery id, it is a 400 before any query runs.
 */
const deliveryCursor = z.strictObject({
  org: z.string(),
  whe: z.string(),
  status: z.nullable(z.string()),
  after: z.string().check(z.regex(idPattern('msg'))),
});

/** Contract 6.17: an endpoint's deliveries, newest first, optionally of one status, with every attempt. */
export async function listWebhookDeliveries(
  organizationId: string,
  endpointId: string,
  { limit, cursor, status }: { limit: number; cursor?: string; status?: DeliveryStatus },
  { endpoints = webhookEndpointRepository(), deliveries = deliveryRepository() }: DeliveryLogDeps = {},
): Promise<Page<WebhookDelivery>> {
  await ownEndpoint(organizationId, endpointId, endpoints);
  const position = cursor
    ? decodeCursor(cursor, deliveryCursor.check(z.refine((c) => c.org === organizationId && c.whe === endpointId && c.status === (status ?? null))))
    : undefined;
  const page = await deliveries.list(organizationId, endpointId, limit, position?.after, status);
  return {
    data: page.items.map(presentDelivery),
    next_cursor: page.next ? encodeCursor({ org: organizationId, whe: endpointId, status: status ?? null, after: page.next }) : null,
  };
}
