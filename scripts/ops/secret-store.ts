import { chmodSync, existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { GetSecretValueCommand, PutSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { secretCatalogue, type SecretName } from '../../lib/secrets-catalogue';

/** Where the operator reads and writes the service's secrets: Secrets Manager, or the local stack's file. */
export interface SecretStore {
  read(name: SecretName): Promise<unknown>;
  write(name: SecretName, value: unknown): Promise<void>;
}

const parse = (raw: string): unknown => (/^\s*[[{]/.test(raw) ? JSON.parse(raw) : raw);
const serialise = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** Secrets Manager, by the ARNs of the stack's outputs; credentials from the usual AWS chain. */
export function secretsManagerStore(arns: Record<SecretName, string>, client = new SecretsManagerClient({})): SecretStore {
  return {
    async read(name) {
      const result = await client.send(new GetSecretValueCommand({ SecretId: arns[name] }));
      return parse(result.SecretString ?? '');
    },
    async write(name, value) {
      await client.send(new PutSecretValueCommand({ SecretId: arns[name], SecretString: serialise(value) }));
    },
  };
}

/**
 * The local stack's stand-in: `.local/secrets.json`, rewritten whole (a temporary file renamed
 * over it, readable by its owner only). The running stack reads it again within a second.
 */
export function fileSecretStore(file: string, { onWrite }: { onWrite?: (name: SecretName, value: unknown) => void } = {}): SecretStore {
  const load = () => JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  return {
    async read(name) {
      const value = load()[secretCatalogue[name].localId];
      return typeof value === 'string' ? parse(value) : value;
    },
    async write(name, value) {
      const all = { ...load(), [secretCatalogue[name].localId]: value };
      const temporary = join(dirname(file), `.secrets.${process.pid}.tmp`);
      writeFileSync(temporary, JSON.stringify(all, null, 2), { mode: 0o600 });
      renameSync(temporary, file);
      if (existsSync(file)) chmodSync(file, 0o600);
      onWrite?.(name, value);
    },
  };
}
