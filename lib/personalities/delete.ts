import { RETRY, retryOnConflict } from '../aws/transactions';
import { ProblemError } from '../contract/problems';
import type { Logger } from '../logger';
import { newWebhookEvent } from '../webhooks/events/outbox';
import { publishWebhookEvents, type PublishDeps } from '../webhooks/events/publish';
import { personalityRepository, type PersonalityRepository } from './repository';

/**
 * Contract 6.18: DELETE /v1/personalities/{id}. The personality goes, its tombstone and its
 * `personality.deleted` event are written in the same transaction; from then on it is a 404 to
 * reads and absent from lists. Idempotent: deleting it again answers the same (and writes no
 * second event). An id that never named one of the organization's personalities is a 404.
 */
export async function deletePersonality(
  organizationId: string,
  personalityId: string,
  nowMs: number,
  deps: { repository?: PersonalityRepository; logger?: Logger; webhooks?: PublishDeps } = {},
): Promise<void> {
  const { repository = personalityRepository() } = deps;
  const event = newWebhookEvent(organizationId, 'personality.deleted', { id: personalityId }, nowMs);
  const outcome = await retryOnConflict(
    async () => {
      const result = await repository.delete(organizationId, personalityId, new Date(nowMs).toISOString(), [event]);
      return result === 'conflict' ? RETRY : result;
    },
    { what: 'This personality' },
  );
  if (outcome === 'deleted') return publishWebhookEvents([event], { logger: deps.logger, ...deps.webhooks });
  if (!(await repository.wasDeleted(organizationId, personalityId))) throw new ProblemError('not_found', { detail: 'No such personality' });
}
