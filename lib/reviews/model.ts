export type ReviewDecision = 'approve' | 'approve-conditional' | 'reject';

/** The organization's review status after each decision (contract 6.6). */
export const reviewStatusAfter: Record<ReviewDecision, string> = {
  approve: 'approved',
  'approve-conditional': 'approved_conditional',
  reject: 'rejected',
};

/** A review ticket as stored. */
export interface ReviewTicket {
  id: string;
  organization_id: string;
  developer_user_id: string;
  /** Where the review-outcome email goes. */
  developer_email: string;
  title: string;
  status: 'open' | 'resolved';
  decision: ReviewDecision | null;
  conditions: string[] | null;
  reason: string | null;
  note: string | null;
  outbox_id?: string;
  created_at: string;
  updated_at: string;
  decided_at: string | null;
}

/** What a decision shows of the organization it updates. */
export interface OrganizationSummary {
  id: string;
  name: string;
  review_status: string;
  updated_at: string;
}
