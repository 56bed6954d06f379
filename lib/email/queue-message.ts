import * as z from 'zod/mini';

/** The message on the email queue: just the outbox id; the record in DynamoDB is the truth. */
export const emailMessage = z.strictObject({ outbox_id: z.string().check(z.minLength(1), z.maxLength(64)) });
