import * as z from 'zod/mini';

/** How long a function reuses a secret's value by default (SECRETS_CACHE_SECONDS): how long a rotation takes to reach every instance. */
export const DEFAULT_SECRETS_CACHE_SECONDS = 300;

/** A rotation of the access-token keys in progress: a key added (not yet signing), or a key retiring (no longer signing). */
export const accessKeyRotation = z.strictObject({
  added: z.optional(z.strictObject({ kid: z.string(), at: z.iso.datetime() })),
  retiring: z.optional(z.strictObject({ kid: z.string(), since: z.iso.datetime() })),
});

/**
 * Every secret the service reads, with the environment variable that names it (an ARN in AWS, a
 * key of the local secrets file on the local stack) and the shape of its value. CDK grants each
 * function read access to exactly the secrets it uses from this list.
 */
export const secretCatalogue = {
  adminToken: {
    envVar: 'ADMIN_TOKEN_SECRET',
    localId: 'admin-token',
    schema: z.string().check(z.minLength(24)),
    description: 'Value expected in X-Service-Admin-Token',
  },
  webhookSigningSecrets: {
    envVar: 'WEBHOOK_SIGNING_SECRETS_SECRET',
    localId: 'webhook-signing-secrets',
    // Empty lists (a fresh deployment) mean no delivery verifies until the operator sets them.
    schema: z.object({
      stripe: z.array(z.string().check(z.minLength(1))).check(z.maxLength(2)),
      standard: z.array(z.string().check(z.startsWith('whsec_'))).check(z.maxLength(2)),
    }),
    description: 'Signing secrets per payment provider: {"stripe":[...],"standard":[...]}, two slots each during rotation',
  },
  accessTokenKeys: {
    envVar: 'ACCESS_TOKEN_KEYS_SECRET',
    localId: 'access-token-keys',
    // Flat, as Secrets Manager generates it: {"current":"k1","k1":"<key>","k2":"<key>"}; `rotation`
    // is the rotation in progress (npm run ops -- keys:rotate), which verification ignores.
    schema: z
      .pipe(
        z.catchall(z.object({ current: z.string().check(z.minLength(1)), rotation: z.optional(accessKeyRotation) }), z.string().check(z.minLength(43))),
        z.transform(({ current, rotation: _rotation, ...keys }) => ({ current, keys: keys })),
      )
      .check(z.refine(({ current, keys }) => keys[current] !== undefined, 'The current key id has no key')),
    description: 'HS256 keys for access tokens by kid: {"current":"k1","k1":"<key>"}; current signs, all verify',
  },
  refreshTokenKey: {
    envVar: 'REFRESH_TOKEN_KEY_SECRET',
    localId: 'refresh-token-key',
    schema: z.string().check(z.minLength(43)),
    description: 'HMAC key that signs refresh tokens (session id + counter)',
  },
  proposalTokenKey: {
    envVar: 'PROPOSAL_TOKEN_KEY_SECRET',
    localId: 'proposal-token-key',
    schema: z.string().check(z.minLength(43)),
    description: 'HMAC key that binds guided-prompt proposals to their acceptance',
  },
} as const;

export type SecretName = keyof typeof secretCatalogue;
