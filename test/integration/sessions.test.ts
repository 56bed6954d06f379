import { describe, expect, it } from 'vitest';
import { readAccessTokenKeys } from '../../lib/sessions/access-keys';
import { verifyAccessToken } from '../../lib/sessions/access-token';
import { sessionConfig } from '../../lib/sessions/config';
import { refreshCookie } from '../../lib/http/session-cookie';
import { refreshSession, type RefreshResult } from '../../lib/sessions/refresh';
import { sessionRepository } from '../../lib/sessions/repository';
import { isSessionActive } from '../../lib/sessions/session-status';
import { startSession } from '../../lib/sessions/start-session';
import { createTestUser, scanTable } from '../support/fixtures';
import { problemCodeOf } from '../support/problems';

const grace = sessionConfig.REFRESH_GRACE_SECONDS * 1000;
const tokenOf = (result: RefreshResult) => result.refreshToken.token;

/** A session and a chain of `length` normal rotations, one minute apart (each well past the grace window). */
async function rotationChain(length: number, start = Date.now()) {
  const user = await createTestUser();
  const session = await startSession({ userId: user.userId }, start);
  const tokens = [session.refresh_token];
  const accessTokens: string[] = [];
  let now = start;
  for (let i = 0; i < length; i++) {
    now += 60_000;
    const result = await refreshSession(tokens.at(-1), now);
    expect(result.outcome).toBe('rotated');
    tokens.push(tokenOf(result));
    accessTokens.push(result.body.access_token);
  }
  return { user, session, tokens, accessTokens, now };
}

describe('refresh-token rotation', () => {
  it('rotates through a chain of 10 refreshes, each token replacing the last', async () => {
    const { tokens } = await rotationChain(10);
    expect(new Set(tokens).size).toBe(11);
  });

  it('revokes the family when any old token is replayed after the window', async () => {
    for (let replayed = 0; replayed < 10; replayed++) {
      const { tokens, accessTokens, session, now } = await rotationChain(10);
      const later = now + grace + 1;
      expect(await problemCodeOf(refreshSession(tokens[replayed], later))).toBe('refresh_token_reused');
      // Every token of the family now fails, the current one included.
      for (const token of tokens) expect(await problemCodeOf(refreshSession(token, later + 1))).toBe('invalid_refresh_token');
      // The session's access token verifies cryptographically but its session is no longer active.
      const subject = await verifyAccessToken(await readAccessTokenKeys(), accessTokens.at(-1)!, now);
      expect(subject?.sessionId).toBe(session.session_id);
      expect(await isSessionActive(session.session_id, later + 1, { sessions: sessionRepository(), cacheSeconds: 0 })).toBe(false);
    }
  });

  it('lets 20 concurrent refreshes with one cookie all succeed, and the session go on from any returned cookie', async () => {
    for (const kept of [0, 7, 13, 19]) {
      const user = await createTestUser();
      const session = await startSession({ userId: user.userId });
      const now = Date.now();
      const results = await Promise.all(Array.from({ length: 20 }, () => refreshSession(session.refresh_token, now)));
      expect(results.filter((r) => r.outcome === 'rotated')).toHaveLength(1);
      // Long after the race, the cookie this client happened to keep still works.
      const next = await refreshSession(tokenOf(results[kept]!), now + 5 * 60_000);
      expect(next.outcome).toBe('rotated');
    }
  });

  it('honours a replay exactly at the end of the grace window and revokes just past it', async () => {
    const at = await rotationChain(1);
    const atBoundary = await refreshSession(at.tokens[0], at.now + grace);
    expect(atBoundary.outcome).toBe('grace');
    // The grace answer re-sets the cookie to the family's current token.
    expect(tokenOf(atBoundary)).toBe(at.tokens[1]);

    const past = await rotationChain(1);
    expect(await problemCodeOf(refreshSession(past.tokens[0], past.now + grace + 1))).toBe('refresh_token_reused');
  });

  it('keeps a client whose cookie fell two rotations behind inside the window', async () => {
    const user = await createTestUser();
    const { refresh_token: first } = await startSession({ userId: user.userId });
    const t = Date.now();
    const second = tokenOf(await refreshSession(first, t));
    const third = tokenOf(await refreshSession(second, t + 1000));
    const late = await refreshSession(first, t + 2000);
    expect(late.outcome).toBe('grace');
    expect(tokenOf(late)).toBe(third);
  });

  it('ends a session left idle for longer than the idle lifetime', async () => {
    const user = await createTestUser();
    const start = Date.now();
    const { refresh_token } = await startSession({ userId: user.userId }, start);
    const idle = sessionConfig.SESSION_IDLE_SECONDS * 1000;
    expect(await problemCodeOf(refreshSession(refresh_token, start + idle + 1))).toBe('invalid_refresh_token');
  });

  it('ends a busy session at its absolute lifetime', async () => {
    const user = await createTestUser();
    const start = Date.now();
    let { refresh_token: token } = await startSession({ userId: user.userId }, start);
    const absolute = start + sessionConfig.SESSION_ABSOLUTE_SECONDS * 1000;
    let now = start;
    // Refresh every 10 days: never idle, yet the session must end at 30 days.
    while (now + 10 * 86_400_000 < absolute) {
      now += 10 * 86_400_000;
      token = tokenOf(await refreshSession(token, now));
    }
    expect(await problemCodeOf(refreshSession(token, absolute + 1))).toBe('invalid_refresh_token');
  });

  it('sets the cookie exactly as the contract says, with the seconds left in the session', async () => {
    const user = await createTestUser();
    const start = Date.now();
    const { refresh_token } = await startSession({ userId: user.userId }, start);
    const result = await refreshSession(refresh_token, start + 1000);
    // The adapter's cookie (lib/http/session-cookie.ts) of what the use case grants.
    const cookie = refreshCookie(result.refreshToken);
    expect(cookie).toMatch(/^service_refresh=ses_[0-9A-Z]{26}\.1\.[\w-]{43}; HttpOnly; Secure; SameSite=Strict; Path=\/v1\/auth; Max-Age=\d+$/);
    const maxAge = Number(/Max-Age=(\d+)/.exec(cookie)![1]);
    expect(maxAge).toBe(sessionConfig.SESSION_IDLE_SECONDS);
    expect(result.body).toEqual({ access_token: expect.any(String), token_type: 'Bearer', expires_in: 900 });
  });

  it('keeps only a bounded history of superseded counters on a long chain', async () => {
    const { session } = await rotationChain(25);
    const stored = await sessionRepository().get(session.session_id);
    expect(stored?.counter).toBe(25);
    expect(Object.keys(stored!.superseded).length).toBeLessThanOrEqual(16);
    expect(stored!.superseded['24']).toBeDefined();
  });

  it('stores no token value, nor its signature, anywhere in the table', async () => {
    const { tokens } = await rotationChain(10);
    const stored = JSON.stringify(await scanTable());
    for (const token of tokens) {
      expect(stored).not.toContain(token);
      expect(stored).not.toContain(token.split('.')[2]);
    }
  });
});
