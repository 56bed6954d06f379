import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { secretCatalogue } from '../../lib/secrets-catalogue';

const random = (bytes = 32) => randomBytes(bytes).toString('base64url');

/**
 * Fresh values for every catalogued secret, in the shapes the catalogue validates. `signingSlots`
 * 2 fills both rotation slots of each provider (the tests verify rotation with it).
 */
export function generateSecrets(signingSlots: 1 | 2 = 1): Record<string, unknown> {
  const slots = <T>(make: () => T) => Array.from({ length: signingSlots }, make);
  return {
    [secretCatalogue.adminToken.localId]: `adm_${random()}`,
    [secretCatalogue.webhookSigningSecrets.localId]: {
      stripe: slots(() => `whsec_${random(24)}`),
      standard: slots(() => `whsec_${randomBytes(24).toString('base64')}`),
    },
    [secretCatalogue.accessTokenKeys.localId]: { current: 'k1', k1: random() },
    [secretCatalogue.refreshTokenKey.localId]: random(),
    [secretCatalogue.proposalTokenKey.localId]: random(),
  };
}

/**
 * The local stand-in for Secrets Manager: a JSON file under `.local/` (mode 0600), generated once
 * and kept, so sessions and signed tokens survive a restart. Returns its contents.
 */
export function ensureLocalSecrets(path: string): Record<string, unknown> {
  if (!existsSync(path)) writeFileSync(path, JSON.stringify(generateSecrets(), null, 2), { mode: 0o600 });
  // Owner only, whoever wrote it (a test harness, an older checkout).
  chmodSync(path, 0o600);
  const secrets = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
  // A file from an older checkout may lack a newer secret: add what is missing, keep the rest.
  const missing = Object.entries(generateSecrets()).filter(([id]) => secrets[id] === undefined);
  if (missing.length > 0) {
    Object.assign(secrets, Object.fromEntries(missing));
    writeFileSync(path, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  }
  return secrets;
}

/** The environment that points each function's secret variable at its key in the local file. */
export function localSecretEnv(path: string): Record<string, string> {
  return {
    SECRETS_FILE: path,
    ...Object.fromEntries(Object.values(secretCatalogue).map(({ envVar, localId }) => [envVar, localId])),
  };
}
