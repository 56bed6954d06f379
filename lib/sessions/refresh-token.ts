import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A refresh token is `<session id>.<counter>.<mac>` where mac = HMAC-SHA256(key, "<session id>.<counter>").
 * The database keeps only the session id and its current counter; without the key (which lives
 * in the secret store) no token can be rebuilt from anything stored.
 */
export interface RefreshTokenClaims {
  sessionId: string;
  counter: number;
}

const shape = /^(ses_[0-9A-HJKMNP-TV-Z]{26})\.(0|[1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/;

function mac(key: string, sessionId: string, counter: number): Buffer {
  return createHmac('sha256', Buffer.from(key, 'base64url')).update(`${sessionId}.${counter}`).digest();
}

/** A refresh token: the session id, the counter and an HMAC over both (nothing stored rebuilds it). */
export function signRefreshToken(key: string, { sessionId, counter }: RefreshTokenClaims): string {
  return `${sessionId}.${counter}.${mac(key, sessionId, counter).toString('base64url')}`;
}

/** The claims of a well-formed token with a valid MAC (compared in constant time), else undefined. */
export function verifyRefreshToken(key: string, token: string): RefreshTokenClaims | undefined {
  const match = shape.exec(token);
  if (!match) return undefined;
  const sessionId = match[1]!;
  const counter = Number(match[2]);
  // Compare the text, not the decoded bytes: base64url has several spellings of the same bytes
  // (the last character's unused bits), and a token must have exactly one.
  const presented = Buffer.from(match[3]!);
  const expected = Buffer.from(mac(key, sessionId, counter).toString('base64url'));
  if (presented.length !== expected.length || !timingSafeEqual(presented, expected)) return undefined;
  return { sessionId, counter };
}
