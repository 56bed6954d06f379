import { sessionConfig } from './config';
import { sessionRepository, type SessionRepository } from './repository';

/** What the session check uses; production defaults, tests pass their own. */
export interface SessionStatusDeps {
  sessions?: SessionRepository;
  /** How long an active answer is reused; default `SESSION_STATUS_CACHE_SECONDS`. */
  cacheSeconds?: number;
}

/** Sessions recently seen active in this function instance (id → when). */
const seenActive = new Map<string, number>();
const MAX_ENTRIES = 10_000;

/**
 * Whether a session is still active, remembering, per function instance, sessions recently seen active, so a busy client costs one
 * session read per `SESSION_STATUS_CACHE_SECONDS` rather than one per request. That bound is how
 * late a revocation can bite (the contract allows 60 s). Revoked sessions are never cached as
 * active. This is a cache of a fact, not an invariant: nothing depends on it being shared.
 */
export async function isSessionActive(
  sessionId: string,
  nowMs: number,
  { sessions: repository = sessionRepository(), cacheSeconds = sessionConfig.SESSION_STATUS_CACHE_SECONDS }: SessionStatusDeps = {},
): Promise<boolean> {
  const checkedAt = seenActive.get(sessionId);
  if (checkedAt !== undefined && nowMs - checkedAt < cacheSeconds * 1000) return true;
  const active = await repository.isActive(sessionId, nowMs);
  if (active && cacheSeconds > 0) {
    if (seenActive.size >= MAX_ENTRIES) seenActive.clear();
    seenActive.set(sessionId, nowMs);
  } else {
    seenActive.delete(sessionId);
  }
  return active;
}
