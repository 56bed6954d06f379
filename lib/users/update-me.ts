import { MAX_ENTITY_TAGS } from '../contract/entity-tags';
import { changedSince, expectedVersions } from '../contract/if-match';
import { ProblemError } from '../contract/problems';
import type { Profile } from './model';
import { profileEtag, toProfile } from './profile';
import type { ProfilePatch } from './schemas';
import { userRepository, type UserRepository } from './repository';

/**
 * How many entity tags `If-Match` may list. A client sends the one it read; the bound keeps the
 * conditional write's `IN (...)` far below DynamoDB's 100 operands.
 */
export const MAX_IF_MATCH_TAGS = MAX_ENTITY_TAGS;

/** How If-Match messages name the profile. */
const profileResource = { noun: 'profile', readWith: 'GET /v1/me' };

/**
 * Applies a merge patch to the caller's profile in one conditional write. With If-Match the
 * write only happens if the stored version still matches (412 otherwise), so concurrent editors
 * cannot overwrite each other.
 */
export async function updateMe(
  userId: string,
  patch: ProfilePatch,
  ifMatch: string | undefined,
  nowMs: number,
  { users = userRepository() }: { users?: UserRepository } = {},
): Promise<{ profile: Profile; etag: string }> {
  const expected = expectedVersions(ifMatch, profileResource);
  if (Object.keys(patch).length === 0) {
    // An empty merge patch changes nothing (RFC 7396): answer the current profile, write nothing.
    const current = await users.get(userId);
    if (!current) throw new ProblemError('not_found', { detail: 'No such user' });
    if (expected !== 'any' && !expected.includes(current.version)) throw changedSince(profileResource);
    return { profile: toProfile(current), etag: profileEtag(current) };
  }
  const result = await users.update(userId, patch, new Date(nowMs).toISOString(), expected === 'any' ? undefined : expected);
  if (result === undefined) throw new ProblemError('not_found', { detail: 'No such user' });
  if (result === 'precondition_failed') throw changedSince(profileResource);
  return { profile: toProfile(result), etag: profileEtag(result) };
}
