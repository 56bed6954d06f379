import { ulid } from 'ulid';
import { ProblemError } from '../contract/problems';
import type { Logger } from '../logger';
import { enqueueOutbox, type EmailQueueDeps } from '../email/relay';
import { retryOnConflict, RETRY } from '../aws/transactions';
import type { OutboxRepository } from '../email/outbox';
import type { OutboxEmail } from '../email/emails';
import { reviewStatusAfter, type OrganizationSummary, type ReviewTicket } from './model';
import type { DecisionBody, DecisionResult, TicketView } from './schemas';
import { reviewRepository, type ReviewRepository } from './repository';
import { newWebhookEvent } from '../webhooks/events/outbox';
import { publishWebhookEvents, type PublishDeps } from '../webhooks/events/publish';

/** What deciding a review uses; production defaults, tests pass their own. */
export interface DecideDeps extends EmailQueueDeps {
  reviews?: ReviewRepository;
  outbox?: OutboxRepository;
  logger?: Logger;
  /** Where the `review.decided` webhook event goes once committed (the events queue). */
  webhooks?: PublishDeps;
}

function result(ticket: ReviewTicket, organization: OrganizationSummary): DecisionResult {
  const view: TicketView = {
    id: ticket.id,
    organization_id: ticket.organization_id,
    developer_email: ticket.developer_email,
    title: ticket.title,
    status: ticket.status,
    decision: ticket.decision,
    conditions: ticket.conditions,
    reason: ticket.reason,
    note: ticket.note,
    created_at: ticket.created_at,
    updated_at: ticket.updated_at,
    decided_at: ticket.decided_at,
  };
  const { id, name, review_status, updated_at } = organization;
  return { ticket: view, organization: { id, name, review_status, updated_at }, email: { status: 'queued' } };
}

async function organizationOf(ticket: ReviewTicket, reviews: ReviewRepository): Promise<OrganizationSummary> {
  const organization = await reviews.organization(ticket.organization_id);
  if (!organization) throw new Error(`Ticket ${ticket.id} points at a missing organization`);
  return organization;
}

/** A repeat of the stored decision is answered like the first; any other decision is a conflict. */
function settled(ticket: ReviewTicket, body: DecisionBody): void {
  if (ticket.decision !== body.decision) {
    throw new ProblemError('review_already_decided', { detail: `The ticket was already decided: ${ticket.decision}` });
  }
}

/**
 * Decides a review: ticket, organization and the email's outbox record change in one
 * transaction, then the email is put on the queue. If the queue is unreachable the decision still
 * stands and the outbox relay sends it later, so the email is never lost; the email function's
 * claim makes sure it is sent once.
 */
export async function decideReview(ticketId: string, body: DecisionBody, nowMs: number, deps: DecideDeps = {}): Promise<DecisionResult> {
  const { reviews = reviewRepository(), logger } = deps;
  return retryOnConflict(
    async () => {
      const ticket = await reviews.get(ticketId);
      if (!ticket) throw new ProblemError('not_found', { detail: 'No such review ticket' });
      if (ticket.status === 'resolved') {
        settled(ticket, body);
        return result(ticket, await organizationOf(ticket, reviews));
      }
      const organization = await organizationOf(ticket, reviews);
      const nowIso = new Date(nowMs).toISOString();
      const conditions = body.decision === 'approve-conditional' ? body.conditions : null;
      const reason = body.decision === 'reject' ? body.reason : null;
      const email: OutboxEmail = {
        kind: 'review_outcome',
        data: {
          ticket_id: ticket.id,
          organization_name: organization.name,
          decision: body.decision,
          ...(conditions ? { conditions } : {}),
          ...(reason ? { reason } : {}),
        },
      };
      const outboxId = ulid(nowMs);
      const decidedOrganization = { id: organization.id, name: organization.name, review_status: reviewStatusAfter[body.decision], updated_at: nowIso };
      const event = newWebhookEvent(
        ticket.organization_id,
        'review.decided',
        { ticket_id: ticket.id, decision: body.decision, organization: decidedOrganization },
        nowMs,
      );
      const outcome = await reviews.decide({
        ticketId,
        organizationId: ticket.organization_id,
        decision: body.decision,
        conditions,
        reason,
        note: body.note ?? null,
        nowIso,
        outbox: { id: outboxId, ...email, recipient: ticket.developer_email, created_at: nowIso },
        events: [event],
      });
      if (outcome === 'decided') {
        await publishWebhookEvents([event], { logger, ...deps.webhooks });
        try {
          await enqueueOutbox(outboxId, nowMs, deps);
        } catch (error) {
          // Committed with its outbox record: the relay will enqueue it. The caller still gets 200.
          logger?.warn('email queue unreachable; the outbox relay will send it', { outboxId, error });
        }
        // The state the transaction wrote (its conditions held), without reading it back.
        const decided: ReviewTicket = {
          ...ticket,
          status: 'resolved',
          decision: body.decision,
          conditions,
          reason,
          note: body.note ?? null,
          updated_at: nowIso,
          decided_at: nowIso,
        };
        return result(decided, { ...organization, ...decidedOrganization });
      }
      // 'conflict', or 'not_open': someone decided between our read and our write; the next read tells us what.
      return RETRY;
    },
    { what: 'The ticket' },
  );
}
