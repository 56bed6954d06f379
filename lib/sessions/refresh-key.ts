import { secretRef } from '../aws/secrets';

/** The refresh-token HMAC key, from the secret store (cached). */
export const readRefreshTokenKey = secretRef('refreshTokenKey');
