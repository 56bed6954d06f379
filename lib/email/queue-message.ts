import * as z from 'zod';

/** The message on the email queue: just the outbox id; the record in DynamoDB is the truth. */
export const emailMessage = z.strictObject({ outbox_id: z.string().min(1).max(64) });
