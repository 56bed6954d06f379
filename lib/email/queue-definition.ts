/**
 * The email queue and its dead-letter queue, read by the CDK stack and by the local stack so the
 * redrive policy is the same in both.
 */
export const emailQueueDefinition = {
  queueName: 'email',
  deadLetterQueueName: 'email-dlq',
  /**
   * Receives before a message moves to the DLQ: at least 5, as Lambda advises for SQS sources, so
   * a batch throttled by the function's reserved concurrency is not dead-lettered without running.
   */
  maxReceiveCount: 5,
  /** Six times the email function's timeout (30 s), as Lambda advises for SQS event sources (test/infra/aws-rules.test.ts). */
  visibilityTimeoutSeconds: 180,
  /** How long the DLQ keeps a message for an operator to inspect (14 days, the maximum). */
  deadLetterRetentionSeconds: 14 * 24 * 3600,
} as const;

/** The environment variable that carries the email queue's URL (set per function from its catalogue access). */
export const emailQueueUrlVariable = 'EMAIL_QUEUE_URL';
