import type { Request } from '@middy/core';
import httpJsonBodyParser from '@middy/http-json-body-parser';
import { ValidationError } from '../../contract/problems';
import type { HttpEvent } from '../types';

// The media type is checked beforehand against the route's own list; every type a route accepts
// (application/json, application/merge-patch+json) also passes Middy's own `+json` check.
const parser = httpJsonBodyParser();

/**
 * Parses a JSON body with `@middy/http-json-body-parser` (base64 bodies included), on a copy of
 * the event so `event.body` keeps the exact bytes. Middy answers malformed JSON with a 415; the
 * contract says 400, so that one error is rewritten.
 */
export async function parseJsonBody(event: HttpEvent): Promise<unknown> {
  const request = { event: { ...event } } as unknown as Request<{ body?: unknown }>;
  try {
    await parser.before!(request as never);
  } catch (error) {
    const malformed = error instanceof Error && (error as { statusCode?: number }).statusCode === 415 && /malformed JSON/i.test(error.message);
    if (malformed) throw new ValidationError([{ location: 'body', path: '', message: 'Malformed JSON' }], 'The body is not valid JSON');
    throw error;
  }
  return request.event.body;
}
