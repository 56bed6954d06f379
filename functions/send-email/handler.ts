import { emailFrom, sesClient } from '../../lib/aws/ses';
import { createEmailHandler } from '../../lib/email/sqs-handler';

/** SQS-triggered: renders and sends review-outcome emails through SES. */
export const handler = createEmailHandler({ ses: sesClient, from: emailFrom });
