import * as z from 'zod/mini';

/** Contract section 4: the answer to POST /v1/auth/refresh. */
export const refreshResponse = z.strictObject({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.literal(900),
});

/** Contract 4.1: POST /v1/auth/sessions. */
export const signInBody = z.strictObject({
  id_token: z
    .string()
    .check(z.minLength(1), z.maxLength(16_384), z.describe('An ID token (a signed JWT) of a trusted OpenID Connect provider, as its token endpoint issued it')),
});

/** Contract 4.1: the session a sign-in started. */
export const signInResponse = z.strictObject({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.literal(900),
  user_id: z.string(),
  organization_id: z.string(),
});
