import { ulid } from 'ulid';
import * as z from 'zod/mini';
import { Refusal } from '../contract/refusals';
import { idPattern } from '../ids';
import { userRepository, type UserRepository } from '../users/repository';
import type { ReviewTicket } from './model';
import { reviewRepository, type ReviewRepository } from './repository';

export const openReviewInput = z.strictObject({
  organizationId: z.string().check(z.regex(idPattern('org'), 'Must be an organization id (org_...)')),
  /** The developer the decision is emailed to: a user of that organization, by email. */
  developerEmail: z.email(),
  title: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  /** Given, the command is idempotent: the same id and content answer the open ticket. */
  id: z.optional(z.string().check(z.regex(idPattern('rvw'), 'Must be a review ticket id (rvw_ and a ULID)'))),
});

/** What opening a ticket uses; production defaults, tests pass their own. */
export interface OpenReviewDeps {
  reviews?: ReviewRepository;
  users?: UserRepository;
}

/**
 * Opens a review ticket for an organization; an admin decides it (contract 6.6) and its
 * developer, who must belong to the organization, gets the outcome by email.
 */
export async function openReview(
  input: z.input<typeof openReviewInput>,
  nowMs = Date.now(),
  { reviews = reviewRepository(), users = userRepository() }: OpenReviewDeps = {},
) {
  const { organizationId, developerEmail, title, id = `rvw_${ulid(nowMs)}` } = openReviewInput.parse(input);
  const developer = await users.findByEmail(developerEmail);
  if (!developer || developer.active_organization_id !== organizationId) {
    throw new Refusal('not_found', `No user ${developerEmail} in organization ${organizationId}`);
  }
  const nowIso = new Date(nowMs).toISOString();
  const ticket: ReviewTicket = {
    id,
    organization_id: organizationId,
    developer_user_id: developer.id,
    developer_email: developer.email,
    title,
    status: 'open',
    decision: null,
    conditions: null,
    reason: null,
    note: null,
    created_at: nowIso,
    updated_at: nowIso,
    decided_at: null,
  };
  if ((await reviews.create(ticket)) === 'created') return { ...ticket, created: true };
  const existing = (await reviews.get(id))!;
  if (existing.organization_id !== organizationId || existing.developer_user_id !== developer.id || existing.title !== title) {
    throw new Refusal('conflict', `Review ticket ${id} exists with other content`);
  }
  return { ...existing, created: false };
}
