import { expectedVersions } from '../contract/if-match';
import { ProblemError } from '../contract/problems';
import type { Profile } from './model';
import { profileEtag, toProfile } from './profile';
import type { ProfilePatch } from './schemas';
import { userRepository, type UserRepository } from './repository';

/** Re-exported where it used to live (the hardening tests read it here). */
export { MAX_IF_MATCH_TAGS } from '../contract/if-match';

/**
 * Applies a merge patch to the caller's profile in one conditional write. With If-Match the
 * write only happens if the stored version still matches (412 otherwise), so concurrent editors
 * cannot overwrite each other.
 */
export async function updateProfile(
  userId: string,
  patch: ProfilePatch,
  ifMatch: string | undefined,
  nowMs: number,
  { users = userRepository() }: { users?: UserRepository } = {},
): Promise<{ profile: Profile; etag: string }> {
  const expected = expectedVersions(ifMatch);
  if (Object.keys(patch).length === 0) {
    // An empty merge patch changes nothing (RFC 7396): answer the current profile, write nothing.
    const current = await users.get(userId);
    if (!current) throw new ProblemError('not_found', { detail: 'No such user' });
    if (expected !== 'any' && !expected.includes(current.version)) throw new ProblemError('precondition_failed');
    return { profile: toProfile(current), etag: profileEtag(current) };
  }
  const result = await users.update(userId, patch, new Date(nowMs).toISOString(), expected === 'any' ? undefined : expected);
  if (result === undefined) throw new ProblemError('not_found', { detail: 'No such user' });
  if (result === 'precondition_failed') {
    throw new ProblemError('precondition_failed', { detail: 'The profile changed since you read it; fetch it again' });
  }
  return { profile: toProfile(result), etag: profileEtag(result) };
}
