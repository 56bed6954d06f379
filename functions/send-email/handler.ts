import { createEmailHandler } from '../../lib/email/send-worker';

/** SQS-triggered (catalogue: sendEmail): renders and sends the emails of the outbox through SES. */
export const handler = createEmailHandler();
