import * as z from 'zod/mini';
import { idPattern } from '../ids';

const organizationId = z.string().check(z.regex(idPattern('org')));

/** A message on the events queue: which event to fan out. The event record is the truth. */
export const eventMessage = z.strictObject({ event_id: z.string().check(z.regex(idPattern('evt'))), organization_id: organizationId });
export type EventMessage = z.output<typeof eventMessage>;

/** A message on a delivery queue: which delivery to attempt. The delivery record is the truth. */
export const deliveryMessage = z.strictObject({
  delivery_id: z.string().check(z.regex(idPattern('msg'))),
  organization_id: organizationId,
  endpoint_id: z.string().check(z.regex(idPattern('whe'))),
});
export type DeliveryMessage = z.output<typeof deliveryMessage>;
