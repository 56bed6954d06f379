import { docClient, tableName as defaultTable, type StoreDeps } from '../../aws/dynamodb';
import { tableItems } from '../../aws/items';
import { keys } from '../../store/keys';

/** An endpoint's secret item: the current secret and, after rotations, the ones that still sign beside it. */
interface StoredSecrets {
  secret?: string;
  previous_secret?: string;
  previous_secret_expires_at?: string;
  older_secret?: string;
  older_secret_expires_at?: string;
}

/**
 * The signing secrets of endpoints, as the delivery worker reads them: the only reader (its role
 * alone may `GetItem` under `WEBHOOKSECRET#`). The values go into an HMAC and nowhere else: never
 * into a log line, an error or a record.
 */
export function signingSecretReader({ client = docClient, tableName = defaultTable }: StoreDeps = {}) {
  const table = tableItems(client, tableName);
  return {
    /**
     * The secrets that sign now: the current one, then the previous and the older one (two
     * rotations within 24 hours), each until its 24 hours are over. Empty if none is stored.
     */
    async active(organizationId: string, endpointId: string, nowMs: number): Promise<string[]> {
      const item = await table.get<StoredSecrets>(keys.webhookEndpointSecret(organizationId, endpointId), { ConsistentRead: true });
      if (!item?.secret) return [];
      const live = (secret: string | undefined, expiresAt: string | undefined) => (secret && expiresAt && Date.parse(expiresAt) > nowMs ? [secret] : []);
      return [item.secret, ...live(item.previous_secret, item.previous_secret_expires_at), ...live(item.older_secret, item.older_secret_expires_at)];
    },
  };
}

export type SigningSecretReader = ReturnType<typeof signingSecretReader>;
