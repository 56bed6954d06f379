/**
 * The webhook queues and their dead-letter queue, read by the CDK stack and by the local stack so
 * the redrive policy is the same in both.
 *
 * - `events`: one message per event to fan out (fed by the changes that write events, and by the
 *   sweeper for any that never reached it);
 * - `deliveries`: the hot lane, first attempts to healthy endpoints, manual retries and tests;
 * - `retries`: the slow lane, scheduled retries and every delivery to an endpoint that is failing
 *   or slow, so a dead or slow receiver never holds the hot lane.
 *
 * A message is only a nudge: the event or delivery record in DynamoDB is the truth, and the
 * sweeper re-sends whatever is due and was not handled. A message dead-lettered after
 * `maxReceiveCount` receives means the worker itself failed (DynamoDB unreachable, a bug), never
 * that a receiver did: a receiver's failures are recorded and retried on the schedule.
 */
export const webhookQueueDefinitions = {
  /** Each: six times its worker's timeout (30 s), as AWS advises for SQS event sources (test/infra/aws-rules.test.ts). */
  events: { queueName: 'webhook-events', visibilityTimeoutSeconds: 180, maxReceiveCount: 5 },
  deliveries: { queueName: 'webhook-deliveries', visibilityTimeoutSeconds: 180, maxReceiveCount: 5 },
  retries: { queueName: 'webhook-retries', visibilityTimeoutSeconds: 180, maxReceiveCount: 5 },
  deadLetter: { queueName: 'webhook-dlq', retentionSeconds: 14 * 24 * 3600 },
} as const;

/** The environment variables that carry the queues' URLs (set per function from its catalogue access). */
export const webhookQueueUrlVariables = {
  events: 'WEBHOOK_EVENTS_QUEUE_URL',
  deliveries: 'WEBHOOK_DELIVERIES_QUEUE_URL',
  retries: 'WEBHOOK_RETRIES_QUEUE_URL',
} as const;
