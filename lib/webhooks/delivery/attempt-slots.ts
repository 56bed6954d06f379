import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { docClient, tableName as defaultTable, type StoreDeps } from '../../aws/dynamodb';
import { isConditionalCheckFailed, itemOfConditionFailure } from '../../aws/errors';
import { keys } from '../../store/keys';

/**
 * Fair share (contract 8): at most this many attempts to one endpoint are in flight at once...
 * (a receiver that hangs holds this many workers at most; its other deliveries wait their turn).
 */
export const MAX_ATTEMPTS_PER_ENDPOINT = 4;
/**
 * ...and at most this many of one organization, whatever its endpoints. Well under the lanes'
 * concurrency (catalogue `deliverWebhooks`: 20 invocations on each lane), so however slow or many
 * one organization's receivers, most of the workers of every lane stay free for the others.
 */
export const MAX_ATTEMPTS_PER_ORGANIZATION = 8;

/** The set attribute holding an endpoint's leases (the organization's are all in `held`). */
const endpointAttribute = (endpointId: string) => `ep_${endpointId}`;

/** A lease: when it lapses (epoch ms), whose it is, and the holder's token: `<until>#<whe>#<token>`. */
const leaseOf = (untilMs: number, endpointId: string, token: string) => `${String(untilMs).padStart(15, '0')}#${endpointId}#${token}`;
const untilOf = (lease: string) => Number(lease.slice(0, lease.indexOf('#')));
const endpointOf = (lease: string) => lease.split('#')[1]!;

/** A slot held for one attempt; give it back with `release`. */
export interface AttemptSlot {
  organizationId: string;
  endpointId: string;
  lease: string;
}

/**
 * The attempt slots of organizations, one item per organization (`ORG#<org>` / `WEBHOOKSLOTS`)
 * holding string sets of leases: `held` (every attempt of the organization in flight) and one
 * per endpoint. Taking a slot is one conditional `ADD` to both sets (`size(held) < 8 AND
 * size(ep) < 4`), giving it back one `DELETE`; so the bound holds across every worker of both
 * lanes, with no lock and no read. A worker that dies leaves its lease to lapse (`holdMs`, the
 * claim's time); a worker refused a slot sweeps out the lapsed leases it was refused by and
 * tries once more.
 */
export function attemptSlots({ client = docClient, tableName = defaultTable }: StoreDeps = {}) {
  const update = (organizationId: string, expression: Omit<ConstructorParameters<typeof UpdateCommand>[0], 'TableName' | 'Key'>) =>
    client.send(new UpdateCommand({ TableName: tableName, Key: keys.webhookAttemptSlots(organizationId), ...expression }));

  return {
    /** A slot for an attempt to this endpoint now, or undefined when the endpoint or its organization has none free. */
    async acquire(organizationId: string, endpointId: string, token: string, nowMs: number, holdMs: number): Promise<AttemptSlot | undefined> {
      const lease = leaseOf(nowMs + holdMs, endpointId, token);
      for (let attempt = 0; attempt < 2; attempt++) {
        try {
          await update(organizationId, {
            UpdateExpression: 'ADD held :lease, #ep :lease',
            ConditionExpression: '(attribute_not_exists(held) OR size(held) < :org) AND (attribute_not_exists(#ep) OR size(#ep) < :ep)',
            ExpressionAttributeNames: { '#ep': endpointAttribute(endpointId) },
            ExpressionAttributeValues: { ':lease': new Set([lease]), ':org': MAX_ATTEMPTS_PER_ORGANIZATION, ':ep': MAX_ATTEMPTS_PER_ENDPOINT },
            ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
          });
          return { organizationId, endpointId, lease };
        } catch (error) {
          if (!isConditionalCheckFailed(error)) throw error;
          const item = itemOfConditionFailure<Record<string, unknown>>(error) ?? {};
          const lapsed = [...((item.held as Set<string> | undefined) ?? [])].filter((held) => untilOf(held) < nowMs);
          if (attempt > 0 || lapsed.length === 0) return undefined;
          await this.remove(organizationId, lapsed);
        }
      }
      return undefined;
    },

    /** Gives a slot back (idempotent). */
    async release(slot: AttemptSlot): Promise<void> {
      await this.remove(slot.organizationId, [slot.lease]);
    },

    /** Takes leases out of the organization's set and their endpoints' sets (a set left empty disappears). */
    async remove(organizationId: string, leases: readonly string[]): Promise<void> {
      const byEndpoint = new Map<string, string[]>();
      for (const lease of leases) byEndpoint.set(endpointOf(lease), [...(byEndpoint.get(endpointOf(lease)) ?? []), lease]);
      const names = Object.fromEntries([...byEndpoint.keys()].map((endpointId, i) => [`#e${i}`, endpointAttribute(endpointId)]));
      const values = Object.fromEntries([...byEndpoint.values()].map((own, i) => [`:e${i}`, new Set(own)]));
      try {
        await update(organizationId, {
          UpdateExpression: `DELETE held :all, ${Object.keys(names)
            .map((name, i) => `${name} :e${i}`)
            .join(', ')}`,
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: { ':all': new Set(leases), ...values },
        });
      } catch (error) {
        // Nothing held at all (never was, or already given back).
        if (!isConditionalCheckFailed(error)) throw error;
      }
    },
  };
}

export type AttemptSlots = ReturnType<typeof attemptSlots>;
