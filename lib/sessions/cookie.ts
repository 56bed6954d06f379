/** The refresh cookie of contract section 4: name, attributes and scope are fixed. */
export const REFRESH_COOKIE = 'service_refresh';

const attributes = 'HttpOnly; Secure; SameSite=Strict; Path=/v1/auth';

/** The rotated `service_refresh` cookie (contract section 4). */
export function refreshCookie(token: string, maxAgeSeconds: number): string {
  return `${REFRESH_COOKIE}=${token}; ${attributes}; Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`;
}

/** The `service_refresh` cookie cleared (`Max-Age=0`), when a session ends. */
export function clearedRefreshCookie(): string {
  return `${REFRESH_COOKIE}=; ${attributes}; Max-Age=0`;
}
