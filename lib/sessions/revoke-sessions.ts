import { sessionRepository, type SessionRepository } from './repository';

/** Whose sessions to end: one family, every family of a user, or of an organization. */
export type RevocationScope = { sessionId: string } | { userId: string } | { organizationId: string };

/**
 * Ends sessions (contract section 4): each family is revoked by one conditional write, so its
 * refresh tokens are refused at once and its access tokens within the session-status cache
 * (at most 60 s). Idempotent: a second run finds nothing left to revoke.
 */
export async function revokeSessions(
  scope: RevocationScope,
  nowMs = Date.now(),
  { sessions = sessionRepository() }: { sessions?: SessionRepository } = {},
): Promise<{ revoked: number; already_ended: number }> {
  const ids = 'sessionId' in scope ? [scope.sessionId] : await sessions.sessionIdsOf(scope, nowMs);
  let revoked = 0;
  // A handful per user; sequential keeps a large organization from bursting the table's capacity.
  for (const id of ids) if ((await sessions.revoke(id, nowMs)) === 'revoked') revoked++;
  return { revoked, already_ended: ids.length - revoked };
}
