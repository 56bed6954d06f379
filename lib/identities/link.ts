import * as z from 'zod/mini';
import { RETRY, retryOnConflict } from '../aws/transactions';
import { ProblemError } from '../contract/problems';
import { Refusal } from '../contract/refusals';
import { idPattern } from '../ids';
import type { UserItem } from '../users/model';
import { userRepository, type UserRepository } from '../users/repository';
import { providerUrlProblem } from './issuers';
import type { VerifiedIdentity } from './id-token';
import { invalidIdToken } from './id-token';
import { identityRepository, type IdentityLink, type IdentityRepository } from './repository';

/** What linking uses; production defaults, tests pass their own. */
export interface LinkDeps {
  identities?: IdentityRepository;
  users?: UserRepository;
}

const notAMember = (detail: string) => new ProblemError('not_a_member', { detail });

/** Links, retrying a transaction that lost a race; the outcome once settled. */
const linkSettled = (identities: IdentityRepository, link: IdentityLink) =>
  retryOnConflict(
    async () => {
      const outcome = await identities.link(link);
      return outcome === 'conflict' ? RETRY : outcome;
    },
    { what: 'This identity' },
  );

/**
 * The user a verified identity signs in as (contract 4.1): the one linked to `(iss, sub)`; at a
 * first sign-in, the user an operator created with the token's email, only if the provider says
 * the email is verified, linked then (once, however many sign-ins race). Nobody is created: an
 * identity of nobody known is a 403 `not_a_member`.
 */
export async function userOfIdentity(identity: VerifiedIdentity, nowMs: number, deps: LinkDeps = {}): Promise<UserItem> {
  const { identities = identityRepository(), users = userRepository() } = deps;
  const linked = await identities.get(identity.issuer, identity.subject);
  if (linked) return (await users.get(linked.user_id)) ?? raise(notAMember('The user this identity was linked to no longer exists'));

  if (identity.email === undefined) {
    throw notAMember('No user of this service is linked to this identity, and its ID token carries no email to link it by: an operator can link it');
  }
  if (!identity.emailVerified) throw invalidIdToken('has an unverified email (email_verified is not true): it cannot link a first sign-in');
  const user = await users.findByEmail(identity.email);
  if (!user) throw notAMember('No user of this service has this email: an operator adds users (ops user:create), nobody is created by signing in');

  const link: IdentityLink = {
    issuer: identity.issuer,
    subject: identity.subject,
    user_id: user.id,
    linked_at: new Date(nowMs).toISOString(),
    linked_by: 'email',
  };
  const outcome = await linkSettled(identities, link);
  if (outcome === 'identity_taken') {
    // A concurrent first sign-in linked it a moment ago: sign in as whom it linked.
    const winner = await identities.get(identity.issuer, identity.subject);
    if (winner?.user_id !== user.id) return (winner && (await users.get(winner.user_id))) ?? raise(notAMember('This identity was just unlinked'));
  }
  return user;
}

function raise(error: Error): never {
  throw error;
}

// ---------------------------------------------------------------- Operator commands

const identityInput = z.strictObject({
  issuer: z.string().check(
    z.maxLength(512),
    z.refine((value) => providerUrlProblem(value) === undefined, 'Must be the issuer URL exactly as its tokens spell it (https)'),
  ),
  subject: z.string().check(z.minLength(1), z.maxLength(255)),
});
const userRef = z.union([
  z.strictObject({ userId: z.string().check(z.regex(idPattern('usr'), 'Must be a user id (usr_...)')) }),
  z.strictObject({ email: z.string().check(z.minLength(3), z.maxLength(254)) }),
]);

async function userOf(who: z.output<typeof userRef>, users: UserRepository): Promise<UserItem> {
  const user = 'userId' in who ? await users.get(who.userId) : await users.findByEmail(who.email);
  if (!user) throw new Refusal('not_found', `No user ${'userId' in who ? who.userId : who.email}`);
  return user;
}

/**
 * `ops identity:link`: signs an identity of a trusted provider in as a user, whatever its token's
 * email says (a provider without verified emails, a changed email). Idempotent; refused if the
 * identity is another user's.
 */
export async function linkIdentity(
  input: z.input<typeof identityInput> & z.input<typeof userRef>,
  nowMs = Date.now(),
  { identities = identityRepository(), users = userRepository() }: LinkDeps = {},
) {
  const { issuer, subject } = identityInput.parse({ issuer: input.issuer, subject: input.subject });
  const user = await userOf(userRef.parse('userId' in input ? { userId: input.userId } : { email: input.email }), users);
  const link: IdentityLink = { issuer, subject, user_id: user.id, linked_at: new Date(nowMs).toISOString(), linked_by: 'operator' };
  const outcome = await linkSettled(identities, link);
  if (outcome === 'linked') return { ...link, created: true };
  const existing = await identities.get(issuer, subject);
  if (outcome === 'identity_taken' && existing?.user_id === user.id) return { ...existing, created: false };
  throw new Refusal('conflict', `This identity is linked to ${existing?.user_id ?? 'another user'}: unlink it first`);
}

/** `ops identity:unlink`: the identity signs in as nobody from now on (sessions it started go on: sessions:revoke ends them). Idempotent. */
export async function unlinkIdentity(input: z.input<typeof identityInput>, { identities = identityRepository() }: LinkDeps = {}) {
  const { issuer, subject } = identityInput.parse(input);
  return retryOnConflict(
    async () => {
      const existing = await identities.get(issuer, subject);
      if (!existing) return { issuer, subject, user_id: null, unlinked: false };
      const outcome = await identities.unlink(existing);
      return outcome === 'unlinked' ? { issuer, subject, user_id: existing.user_id, unlinked: true } : RETRY;
    },
    { what: 'This identity' },
  );
}

/** `ops identity:list`: a user's identities. */
export async function identitiesOfUser(who: z.input<typeof userRef>, { identities = identityRepository(), users = userRepository() }: LinkDeps = {}) {
  const user = await userOf(userRef.parse(who), users);
  return { user_id: user.id, email: user.email, identities: await identities.ofUser(user.id) };
}
