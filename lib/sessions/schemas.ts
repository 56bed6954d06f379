import * as z from 'zod/mini';

/** Contract section 4: the answer to POST /v1/auth/refresh. */
export const refreshResponse = z.strictObject({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.literal(900),
});
