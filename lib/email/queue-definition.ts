/**
 * The email queue and its dead-letter queue, read by the CDK stack and by the local stack so the
 * redrive policy is the same in both.
 */
export const emailQueueDefinition = {
  queueName: 'email',
  deadLetterQueueName: 'email-dlq',
  /** Receives before a message moves to the DLQ. */
  maxReceiveCount: 3,
  /** Longer than the email function's timeout, as SQS event sources require. */
  visibilityTimeoutSeconds: 60,
  /** How long the DLQ keeps a message for an operator to inspect (14 days, the maximum). */
  deadLetterRetentionSeconds: 14 * 24 * 3600,
} as const;
