import type { HttpResponse } from './types';

/** A JSON response. */
export function json(statusCode: number, body: unknown, headers: Record<string, string> = {}): HttpResponse {
  return {
    statusCode,
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  };
}

/** A response without a body (304, 204). */
export function empty(statusCode: number, headers: Record<string, string> = {}): HttpResponse {
  return { statusCode, headers };
}
