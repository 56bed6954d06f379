import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { docClient, tableName as defaultTable, type StoreDeps } from '../aws/dynamodb';
import { isConditionalCheckFailed } from '../aws/errors';
import { tableItems } from '../aws/items';
import { newOutboxPut, type OutboxRecord } from '../email/outbox';
import { keys } from '../store/keys';
import { webhookEventPut, type WebhookEventRecord } from '../webhooks/events/outbox';
import { reviewStatusAfter, type OrganizationSummary, type ReviewDecision, type ReviewTicket } from './model';

/** Everything one decision writes, in one transaction. */
export interface DecisionWrite {
  ticketId: string;
  organizationId: string;
  decision: ReviewDecision;
  conditions: string[] | null;
  reason: string | null;
  note: string | null;
  nowIso: string;
  outbox: Omit<OutboxRecord, 'status' | 'attempts'>;
  /** The `review.decided` webhook event, written beside the email's outbox record. */
  events?: readonly WebhookEventRecord[];
}

/** Review tickets and the organizations they update. */
export function reviewRepository({ client = docClient, tableName = defaultTable }: StoreDeps = {}) {
  const table = tableItems(client, tableName);
  return {
    /** Opens a ticket; 'exists' if the id is taken. */
    async create(ticket: ReviewTicket): Promise<'created' | 'exists'> {
      try {
        await client.send(
          new PutCommand({
            TableName: tableName,
            Item: { ...keys.reviewTicket(ticket.id), entity: 'ReviewTicket', ...ticket },
            ConditionExpression: 'attribute_not_exists(pk)',
          }),
        );
        return 'created';
      } catch (error) {
        if (!isConditionalCheckFailed(error)) throw error;
        return 'exists';
      }
    },

    async get(ticketId: string): Promise<ReviewTicket | undefined> {
      return table.get<ReviewTicket>(keys.reviewTicket(ticketId), { ConsistentRead: true });
    },

    async organization(organizationId: string): Promise<OrganizationSummary | undefined> {
      return table.get<OrganizationSummary>(keys.organization(organizationId), {
        ConsistentRead: true,
        ProjectionExpression: 'id, #name, review_status, updated_at',
        ExpressionAttributeNames: { '#name': 'name' },
      });
    },

    /**
     * Resolves the ticket, updates the organization's review status and writes the outbox record
     * of the email and the webhook event in one transaction: all or none. The ticket must still be open.
     */
    async decide(write: DecisionWrite): Promise<'decided' | 'not_open' | 'conflict'> {
      const written = await table.transact([
        {
          Update: {
            TableName: tableName,
            Key: keys.reviewTicket(write.ticketId),
            UpdateExpression:
              'SET #status = :resolved, decision = :decision, conditions = :conditions, reason = :reason, note = :note, decided_at = :now, updated_at = :now, outbox_id = :outbox',
            ConditionExpression: '#status = :open',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ':resolved': 'resolved',
              ':open': 'open',
              ':decision': write.decision,
              ':conditions': write.conditions,
              ':reason': write.reason,
              ':note': write.note,
              ':now': write.nowIso,
              ':outbox': write.outbox.id,
            },
          },
        },
        {
          Update: {
            TableName: tableName,
            Key: keys.organization(write.organizationId),
            UpdateExpression: 'SET review_status = :status, updated_at = :now',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: { ':status': reviewStatusAfter[write.decision], ':now': write.nowIso },
          },
        },
        newOutboxPut(write.outbox, tableName),
        ...(write.events ?? []).map((event) => webhookEventPut(event, tableName)),
      ]);
      if (written.committed) return 'decided';
      if (written.failedAt(0)) return 'not_open';
      if (written.conflict) return 'conflict';
      throw written.error;
    },
  };
}

export type ReviewRepository = ReturnType<typeof reviewRepository>;
