import { Refusal } from '../contract/refusals';
import { userRepository, type UserRepository } from '../users/repository';
import type { SessionRepository } from './repository';
import { revokeSessions } from './revoke-sessions';

/** A user by id or by email. */
export type UserRef = { userId: string } | { email: string };

/** What disabling and enabling use; production defaults, tests pass their own. */
export interface DisableUserDeps {
  users?: UserRepository;
  sessions?: SessionRepository;
}

async function resolve(who: UserRef, users: UserRepository) {
  const user = 'userId' in who ? await users.get(who.userId) : await users.findByEmail(who.email);
  if (!user) throw new Refusal('not_found', `No user ${'userId' in who ? who.userId : who.email}`);
  return user;
}

/**
 * Disables a user: first the mark (from then on no session starts), then every session they
 * have is revoked. The order closes the race with a session starting at the same moment: its
 * transaction either sees the mark or wrote its pointer before the revocation's query.
 * Idempotent: a second run keeps the first time and finds nothing left to revoke.
 */
export async function disableUser(who: UserRef, nowMs = Date.now(), { users = userRepository(), sessions }: DisableUserDeps = {}) {
  const user = await resolve(who, users);
  const disabled = (await users.setDisabled(user.id, true, new Date(nowMs).toISOString()))!;
  const { revoked } = await revokeSessions({ userId: user.id }, nowMs, sessions ? { sessions } : {});
  return { user_id: user.id, email: user.email, disabled_at: disabled.disabled_at!, sessions_revoked: revoked };
}

/** Lets a disabled user start sessions again (their revoked sessions stay revoked). */
export async function enableUser(who: UserRef, nowMs = Date.now(), { users = userRepository() }: DisableUserDeps = {}) {
  const user = await resolve(who, users);
  await users.setDisabled(user.id, false, new Date(nowMs).toISOString());
  return { user_id: user.id, email: user.email, disabled_at: null };
}
