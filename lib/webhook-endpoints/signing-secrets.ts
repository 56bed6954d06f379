import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { docClient, tableName as defaultTable, type StoreDeps } from '../aws/dynamodb';
import { keys } from '../store/keys';

/**
 * The signing secrets of endpoints, as the delivery worker reads them: the only reader (its role
 * alone may `GetItem` under `WEBHOOKSECRET#`). The values go into an HMAC and nowhere else: never
 * into a log line, an error or a record.
 */
export function signingSecretReader({ client = docClient, tableName = defaultTable }: StoreDeps = {}) {
  return {
    /** The secrets that sign now: the current one, and the previous one until its 24 hours are over. Empty if none is stored. */
    async active(organizationId: string, endpointId: string, nowMs: number): Promise<string[]> {
      const result = await client.send(
        new GetCommand({ TableName: tableName, Key: keys.webhookEndpointSecret(organizationId, endpointId), ConsistentRead: true }),
      );
      const item = result.Item as { secret?: string; previous_secret?: string; previous_secret_expires_at?: string } | undefined;
      if (!item?.secret) return [];
      const previousValid = item.previous_secret && item.previous_secret_expires_at && Date.parse(item.previous_secret_expires_at) > nowMs;
      return previousValid ? [item.secret, item.previous_secret!] : [item.secret];
    },
  };
}

export type SigningSecretReader = ReturnType<typeof signingSecretReader>;
