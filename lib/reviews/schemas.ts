import * as z from 'zod/mini';
import { timestamp, trimmedText } from '../contract/schemas';
import { idPattern } from '../ids';

export const decideParams = z.strictObject({ ticketId: z.string().check(z.regex(idPattern('rvw'), 'Must be a review ticket id (rvw_...)')) });

const decision = z.enum(['approve', 'approve-conditional', 'reject']);
const note = z.optional(trimmedText(2000, { multiline: true })).check(z.describe('Kept on the ticket, not emailed'));

/**
 * Contract 6.6, one shape per decision (so the document states it too): `conditions` (non-empty)
 * only with approve-conditional, `reason` required for reject, `note` optional with any.
 */
export const decisionBody = z.discriminatedUnion('decision', [
  z.strictObject({ decision: z.literal('approve'), note }),
  z.strictObject({
    decision: z.literal('approve-conditional'),
    conditions: z.array(trimmedText(500)).check(z.minLength(1), z.maxLength(20), z.describe('What the organization must do')),
    note,
  }),
  z.strictObject({ decision: z.literal('reject'), reason: trimmedText(2000, { multiline: true }).check(z.describe('Why, sent to the developer')), note }),
]);
export type DecisionBody = z.output<typeof decisionBody>;

export const ticketView = z.strictObject({
  id: z.string().check(z.regex(idPattern('rvw'))),
  organization_id: z.string().check(z.regex(idPattern('org'))),
  developer_email: z.string(),
  title: z.string(),
  status: z.enum(['open', 'resolved']),
  decision: z.nullable(decision),
  conditions: z.nullable(z.array(z.string())),
  reason: z.nullable(z.string()),
  note: z.nullable(z.string()),
  created_at: timestamp,
  updated_at: timestamp,
  decided_at: z.nullable(timestamp),
});

export const organizationSummary = z.strictObject({
  id: z.string().check(z.regex(idPattern('org'))),
  name: z.string(),
  review_status: z.string(),
  updated_at: timestamp,
});

/** Contract 6.6. */
export const decisionResult = z.strictObject({
  ticket: ticketView,
  organization: organizationSummary,
  email: z.strictObject({ status: z.literal('queued') }),
});
export type DecisionResult = z.output<typeof decisionResult>;
export type TicketView = z.output<typeof ticketView>;
