import { ulid } from 'ulid';
import { Refusal } from '../contract/refusals';
import type { UserItem } from '../users/model';
import { userRepository, type UserRepository } from '../users/repository';
import { sessionConfig } from './config';
import { readRefreshTokenKey } from './refresh-key';
import { signRefreshToken } from './refresh-token';
import { sessionRepository, type SessionRepository } from './repository';

/** A new session, as `npm run session:create` prints it. */
export interface StartedSession {
  session_id: string;
  user_id: string;
  organization_id: string;
  refresh_token: string;
  expires_at: string;
}

/** What starting a session uses; production defaults, tests pass their own. */
export interface StartSessionDeps {
  sessions?: SessionRepository;
  users?: UserRepository;
  refreshKey?: () => Promise<string>;
}

/**
 * Starts a session for a user in their active organization: for a sign-in (sign-in.ts), an
 * operator, or the local seed. Returns the first refresh token. A disabled user gets none.
 */
export async function startSession(
  who: { userId: string } | { email: string } | { user: UserItem },
  nowMs = Date.now(),
  { sessions = sessionRepository(), users = userRepository(), refreshKey = readRefreshTokenKey }: StartSessionDeps = {},
): Promise<StartedSession> {
  // A caller that has just read the user (sign-in) passes it: the transaction below checks it again.
  const user = 'user' in who ? who.user : 'userId' in who ? await users.get(who.userId) : await users.findByEmail(who.email);
  if (!user) throw new Refusal('not_found', 'No such user');
  if (user.disabled_at) throw new Refusal('conflict', `User ${user.id} is disabled`);
  const absolute = nowMs + sessionConfig.SESSION_ABSOLUTE_SECONDS * 1000;
  const session = {
    id: `ses_${ulid(nowMs)}`,
    user_id: user.id,
    organization_id: user.active_organization_id,
    counter: 0,
    superseded: {},
    created_at: new Date(nowMs).toISOString(),
    last_used_at: new Date(nowMs).toISOString(),
    idle_expires_at: Math.min(absolute, nowMs + sessionConfig.SESSION_IDLE_SECONDS * 1000),
    absolute_expires_at: absolute,
  };
  // The transaction re-checks the user: a disable that lands between the read and here wins.
  if ((await sessions.create(session)) === 'user_unavailable') throw new Refusal('conflict', `User ${user.id} is disabled or gone`);
  return {
    session_id: session.id,
    user_id: user.id,
    organization_id: user.active_organization_id,
    refresh_token: signRefreshToken(await refreshKey(), { sessionId: session.id, counter: 0 }),
    expires_at: new Date(absolute).toISOString(),
  };
}
