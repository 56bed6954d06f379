import { ProblemError } from '../contract/problems';
import type { Profile } from './model';
import { profileEtag, toProfile } from './profile';
import { userRepository, type UserRepository } from './repository';

/** Contract 6.11: the caller's profile and the ETag a following PATCH's If-Match accepts. */
export async function getMe(userId: string, { users = userRepository() }: { users?: UserRepository } = {}): Promise<{ profile: Profile; etag: string }> {
  const user = await users.get(userId);
  if (!user) throw new ProblemError('not_found', { detail: 'No such user' });
  return { profile: toProfile(user), etag: profileEtag(user) };
}
