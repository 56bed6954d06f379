import { ulid } from 'ulid';
import * as z from 'zod/mini';
import { Refusal } from '../contract/refusals';
import { idPattern } from '../ids';
import type { UserItem } from './model';
import { toProfile } from './profile';
import { userRepository, type UserRepository } from './repository';

export const createUserInput = z.strictObject({
  email: z.email().check(z.maxLength(254)),
  organizationId: z.string().check(z.regex(idPattern('org'), 'Must be an organization id (org_...)')),
  displayName: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))),
  /** Given, a second run with another email is refused instead of creating a second user. */
  id: z.optional(z.string().check(z.regex(idPattern('usr'), 'Must be a user id (usr_ and a ULID)'))),
});

/**
 * Creates a user in an organization. Emails are unique (case-insensitively), enforced by a claim
 * item in the creating transaction. Idempotent: the same email in the same organization answers
 * the existing user; in another organization it is refused.
 */
export async function createUser(input: z.input<typeof createUserInput>, nowMs = Date.now(), { users = userRepository() }: { users?: UserRepository } = {}) {
  const { email, organizationId, displayName, id = `usr_${ulid(nowMs)}` } = createUserInput.parse(input);
  const nowIso = new Date(nowMs).toISOString();
  const user = {
    id,
    email,
    display_name: displayName ?? email.split('@')[0]!,
    locale: 'en-US',
    timezone: 'UTC',
    avatar_url: null,
    active_organization_id: organizationId,
    created_at: nowIso,
  };
  const outcome = await users.create(user);
  if (outcome === 'no_organization') throw new Refusal('not_found', `No organization ${organizationId}`);
  if (outcome === 'created') return summary({ ...user, updated_at: nowIso, version: 0 }, true);
  const existing = outcome === 'id_taken' ? await users.get(id) : await users.findByEmail(email);
  const sameUser =
    existing !== undefined &&
    existing.email.toLowerCase() === email.toLowerCase() &&
    existing.active_organization_id === organizationId &&
    (input.id === undefined || existing.id === input.id);
  if (!sameUser) {
    throw new Refusal(
      'conflict',
      outcome === 'id_taken' ? `User id ${id} belongs to another email` : `${email} already belongs to another user (${existing?.id ?? 'unknown'})`,
    );
  }
  // The same user again; one stored before email claims (or memberships) existed gets them now.
  if (outcome === 'id_taken') await users.claimEmail(email, id);
  await users.addMember(organizationId, existing.id, existing.email);
  return summary(existing, false);
}

const summary = (user: UserItem, created: boolean) => ({ ...toProfile(user), disabled_at: user.disabled_at ?? null, created });
