import { GetCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { docClient, tableName as defaultTable, type StoreDeps } from '../aws/dynamodb';
import { cancellationReasons, isConditionalCheckFailed } from '../aws/errors';
import { newOutboxPut, type OutboxRecord } from '../email/outbox';
import { keys } from '../store/keys';
import { webhookEventPut, type WebhookEventRecord } from '../webhook-endpoints/events';
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
      const result = await client.send(new GetCommand({ TableName: tableName, Key: keys.reviewTicket(ticketId), ConsistentRead: true }));
      return result.Item as ReviewTicket | undefined;
    },

    async organization(organizationId: string): Promise<OrganizationSummary | undefined> {
      const result = await client.send(
        new GetCommand({
          TableName: tableName,
          Key: keys.organization(organizationId),
          ConsistentRead: true,
          ProjectionExpression: 'id, #name, review_status, updated_at',
          ExpressionAttributeNames: { '#name': 'name' },
        }),
      );
      return result.Item as OrganizationSummary | undefined;
    },

    /**
     * Resolves the ticket, updates the organization's review status and writes the outbox record
     * of the email and the webhook event in one transaction: all or none. The ticket must still be open.
     */
    async decide(write: DecisionWrite): Promise<'decided' | 'not_open' | 'conflict'> {
      try {
        await client.send(
          new TransactWriteCommand({
            TransactItems: [
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
            ],
          }),
        );
        return 'decided';
      } catch (error) {
        const reasons = cancellationReasons(error);
        if (!reasons) throw error;
        if (reasons[0] === 'ConditionalCheckFailed') return 'not_open';
        if (reasons.includes('TransactionConflict')) return 'conflict';
        throw error;
      }
    },
  };
}

export type ReviewRepository = ReturnType<typeof reviewRepository>;
