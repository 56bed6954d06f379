import { secretRef } from '../aws/secrets';

/** The access-token key set, from the secret store (cached). */
export const readAccessTokenKeys = secretRef('accessTokenKeys');
