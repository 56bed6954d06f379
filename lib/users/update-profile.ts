import { ProblemError, ValidationError } from '../contract/problems';
import type { Profile } from './model';
import { profileEtag, toProfile } from './profile';
import type { ProfilePatch } from './schemas';
import { userRepository, type UserRepository } from './repository';

/**
 * How many entity tags `If-Match` may list. A client sends the one it read; the bound keeps the
 * conditional write's `IN (...)` far below DynamoDB's 100 operands.
 */
export const MAX_IF_MATCH_TAGS = 20;

function versionsOf(ifMatch: string): number[] | 'any' {
  if (ifMatch.trim() === '*') return 'any';
  const tags = ifMatch.split(',');
  if (tags.length > MAX_IF_MATCH_TAGS) {
    throw new ValidationError(
      [{ location: 'header', path: '/If-Match', message: `At most ${MAX_IF_MATCH_TAGS} entity tags` }],
      'If-Match lists too many entity tags',
    );
  }
  const versions = tags.map((tag) => /^"v(\d{1,15})"$/.exec(tag.trim())?.[1]).filter((v): v is string => v !== undefined);
  return [...new Set(versions.map(Number))];
}

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
  const expected = ifMatch === undefined ? 'any' : versionsOf(ifMatch);
  // Only tags we issue ("vN") can match; weak tags and anything else never do.
  if (expected !== 'any' && expected.length === 0) throw new ProblemError('precondition_failed');
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
