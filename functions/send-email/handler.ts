import { createEmailHandler } from '../../lib/email/sqs-handler';

/** SQS-triggered (catalogue: sendEmail): renders and sends the emails of the outbox through SES. */
export const handler = createEmailHandler();
