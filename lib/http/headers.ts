import type { HttpEvent } from './types';

/** A request header by lower-case name (API Gateway v2 lower-cases them). */
export function headerOf(event: HttpEvent, name: string): string | undefined {
  return event.headers?.[name];
}

/** A cookie by name, from API Gateway v2's `cookies` array. The first occurrence wins. */
export function cookieOf(event: HttpEvent, name: string): string | undefined {
  for (const cookie of event.cookies ?? []) {
    const eq = cookie.indexOf('=');
    if (eq > 0 && cookie.slice(0, eq).trim() === name) return cookie.slice(eq + 1).trim();
  }
  return undefined;
}
