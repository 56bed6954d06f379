import { MAX_ENTITY_TAGS, parseEntityTags } from '../contract/entity-tags';
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

/** What the 412 says when no tag of a well-formed `If-Match` could ever match this profile. */
const unmatchable = {
  weak: 'If-Match compares strongly (RFC 9110): a weak tag (W/"...") never matches. Send the ETag exactly as GET /v1/me gives it, such as "v3"',
  foreign: 'No If-Match tag is a version of this profile; GET /v1/me gives its current ETag, such as "v3"',
};
const changed = 'The profile changed since you read it: GET /v1/me gives its current ETag, then apply your change again';

/**
 * The profile versions an `If-Match` accepts ('any' for `*` or no header). Malformed is a 400
 * (lib/contract/entity-tags.ts); only strong tags we issue ("vN") can match, so a header of none
 * is a 412 that says why.
 */
function versionsOf(ifMatch: string | undefined): number[] | 'any' {
  if (ifMatch === undefined) return 'any';
  const tags = parseEntityTags('If-Match', ifMatch);
  if (tags === '*') return 'any';
  const strong = tags.filter((tag) => !tag.weak);
  const versions = strong.map((tag) => /^v(\d{1,15})$/.exec(tag.opaque)?.[1]).filter((v): v is string => v !== undefined);
  if (versions.length === 0) throw new ProblemError('precondition_failed', { detail: strong.length === 0 ? unmatchable.weak : unmatchable.foreign });
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
  const expected = versionsOf(ifMatch);
  if (Object.keys(patch).length === 0) {
    // An empty merge patch changes nothing (RFC 7396): answer the current profile, write nothing.
    const current = await users.get(userId);
    if (!current) throw new ProblemError('not_found', { detail: 'No such user' });
    if (expected !== 'any' && !expected.includes(current.version)) throw new ProblemError('precondition_failed', { detail: changed });
    return { profile: toProfile(current), etag: profileEtag(current) };
  }
  const result = await users.update(userId, patch, new Date(nowMs).toISOString(), expected === 'any' ? undefined : expected);
  if (result === undefined) throw new ProblemError('not_found', { detail: 'No such user' });
  if (result === 'precondition_failed') {
    throw new ProblemError('precondition_failed', { detail: changed });
  }
  return { profile: toProfile(result), etag: profileEtag(result) };
}
