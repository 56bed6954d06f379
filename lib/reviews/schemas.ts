import * as z from 'zod';
import { timestamp } from '../contract/schemas';
import { idPattern } from '../ids';

export const decideParams = z.strictObject({ ticketId: z.string().regex(idPattern('rvw'), 'Must be a review ticket id (rvw_...)') });

const text = (max: number) => z.string().trim().min(1).max(max);
const decision = z.enum(['approve', 'approve-conditional', 'reject']);

/**
 * Contract 6.6: `conditions` (non-empty) only with approve-conditional, `reason` required for
 * reject, `note` optional (kept on the ticket, not emailed).
 */
export const decisionBody = z
  .strictObject({
    decision,
    conditions: z.array(text(500)).min(1).max(20).optional(),
    reason: text(2000).optional(),
    note: text(2000).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.decision === 'approve-conditional' && !body.conditions) {
      ctx.addIssue({ code: 'custom', path: ['conditions'], message: 'approve-conditional needs at least one condition' });
    }
    if (body.decision !== 'approve-conditional' && body.conditions) {
      ctx.addIssue({ code: 'custom', path: ['conditions'], message: 'Conditions belong to approve-conditional only' });
    }
    if (body.decision === 'reject' && !body.reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'reject needs a reason' });
    }
  });
export type DecisionBody = z.output<typeof decisionBody>;

export const ticketView = z.strictObject({
  id: z.string().regex(idPattern('rvw')),
  organization_id: z.string().regex(idPattern('org')),
  developer_email: z.string(),
  title: z.string(),
  status: z.enum(['open', 'resolved']),
  decision: decision.nullable(),
  conditions: z.array(z.string()).nullable(),
  reason: z.string().nullable(),
  note: z.string().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
  decided_at: timestamp.nullable(),
});

export const organizationSummary = z.strictObject({
  id: z.string().regex(idPattern('org')),
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
