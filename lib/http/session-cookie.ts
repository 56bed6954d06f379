import type { HttpResponse } from './types';

/** The refresh cookie of contract section 4: name, attributes and scope are fixed, and only the adapter writes them. */
export const REFRESH_COOKIE = 'service_refresh';

const attributes = 'HttpOnly; Secure; SameSite=Strict; Path=/v1/auth';

/** A refresh token a client keeps, and for how long: what sign-in and refresh answer (lib/sessions). */
export interface RefreshTokenGrant {
  token: string;
  maxAgeSeconds: number;
}

/** The `service_refresh` cookie that carries a refresh token (contract section 4). */
export function refreshCookie({ token, maxAgeSeconds }: RefreshTokenGrant): string {
  return `${REFRESH_COOKIE}=${token}; ${attributes}; Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`;
}

/** The `service_refresh` cookie cleared (`Max-Age=0`), when a session ends. */
export function clearedRefreshCookie(): string {
  return `${REFRESH_COOKIE}=; ${attributes}; Max-Age=0`;
}

/** A response that hands the client its refresh token, or (`'cleared'`) takes it back. */
export function withRefreshCookie(response: HttpResponse, grant: RefreshTokenGrant | 'cleared'): HttpResponse {
  return { ...response, cookies: [grant === 'cleared' ? clearedRefreshCookie() : refreshCookie(grant)] };
}
