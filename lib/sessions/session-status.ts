import { BoundedMap } from '../bounded-map';
import type { AccessTokenSubject } from './access-token';
import { sessionConfig } from './config';
import { sessionRepository, type SessionRepository } from './repository';

/** What the session check uses; production defaults, tests pass their own. */
export interface SessionStatusDeps {
  sessions?: SessionRepository;
  /** How long an active answer is reused; default `SESSION_STATUS_CACHE_SECONDS`. */
  cacheSeconds?: number;
}

/** How many sessions an instance remembers either way; the oldest are forgotten first. */
const MAX_ENTRIES = 10_000;
/**
 * How long an instance remembers that a session's tokens are refused. Ending is for good (a
 * revoked or expired session never comes back, a session's user and organization never change),
 * so the bound only keeps the memory fresh; it makes a flood of a revoked session's tokens cost
 * one read per instance per minute instead of one per request.
 */
const ENDED_CACHE_MS = 60_000;

/** Per function instance: session id → when it was last seen active (bound to whom), or seen ended. */
const seen = new BoundedMap<string, { active: true; at: number; userId: string; organizationId: string } | { active: false; at: number }>(MAX_ENTRIES);

/**
 * Whether an access token's session is live and is the token's own: not revoked, not past its
 * absolute end, and of the token's user (`sub`) in the token's organization (`org`). A token
 * minted for another user or organization on a live session id is refused.
 *
 * Remembered per function instance: an active answer for `SESSION_STATUS_CACHE_SECONDS`, which
 * bounds how late a revocation bites (the contract allows 60 s); a refusal for a minute. This is
 * a cache of a fact, not an invariant: nothing depends on it being shared.
 */
export async function isSessionLive(subject: AccessTokenSubject, nowMs: number, deps: SessionStatusDeps = {}): Promise<boolean> {
  const { sessions: repository = sessionRepository(), cacheSeconds = sessionConfig.SESSION_STATUS_CACHE_SECONDS } = deps;
  const known = seen.get(subject.sessionId);
  if (known?.active === false && nowMs - known.at < ENDED_CACHE_MS) return false;
  if (known?.active === true && nowMs - known.at < cacheSeconds * 1000) {
    return known.userId === subject.userId && known.organizationId === subject.organizationId;
  }
  const live = await repository.isActive(subject.sessionId, nowMs, { userId: subject.userId, organizationId: subject.organizationId });
  if (live && cacheSeconds > 0) seen.set(subject.sessionId, { active: true, at: nowMs, userId: subject.userId, organizationId: subject.organizationId });
  else if (live) seen.delete(subject.sessionId);
  else if (await hasEnded(repository, subject.sessionId, nowMs)) seen.set(subject.sessionId, { active: false, at: nowMs });
  return live;
}

/**
 * Whether a refusal may be remembered for a minute: only when the session's item was read and it
 * has ended (revoked, or past its absolute end). Not for a token that merely names another user on
 * a live session (that must not lock the session's real tokens out), nor when no item was found:
 * a session's item never disappears while its tokens live, so a read that found nothing is not a
 * fact to hold against every later request (a minute of 401s to a valid session, logged out).
 */
async function hasEnded(repository: SessionRepository, sessionId: string, nowMs: number): Promise<boolean> {
  const session = await repository.get(sessionId);
  return session !== undefined && (session.revoked_at !== undefined || session.absolute_expires_at <= nowMs);
}

/**
 * Whether a session is still active, whoever it belongs to (operators and tests that hold only a
 * session id). Requests are checked with `isSessionLive`, which also binds the token's subject.
 */
export async function isSessionActive(
  sessionId: string,
  nowMs: number,
  { sessions: repository = sessionRepository() }: SessionStatusDeps = {},
): Promise<boolean> {
  return repository.isActive(sessionId, nowMs);
}
