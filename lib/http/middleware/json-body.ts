import type { Request } from '@middy/core';
import httpJsonBodyParser from '@middy/http-json-body-parser';
import { ValidationError } from '../../contract/problems';
import type { HttpEvent } from '../types';

// The media type is checked beforehand against the route's own list; every type a route accepts
// (application/json, application/merge-patch+json) also passes Middy's own `+json` check.
const parser = httpJsonBodyParser();

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * JSON is UTF-8 (RFC 8259). A body sent as base64 (API Gateway does so when it is not valid text)
 * is decoded strictly: invalid bytes are a 400, never silently replaced.
 */
function utf8Body(event: HttpEvent): { body?: string; isBase64Encoded?: boolean } {
  if (!event.isBase64Encoded || event.body === undefined) return { isBase64Encoded: event.isBase64Encoded };
  try {
    return { body: strictUtf8.decode(Buffer.from(event.body, 'base64')), isBase64Encoded: false };
  } catch {
    throw new ValidationError([{ location: 'body', path: '', message: 'Not valid UTF-8' }], 'The body is not valid UTF-8 JSON');
  }
}

/**
 * Parses a JSON body with `@middy/http-json-body-parser` (base64 bodies included), on a copy of
 * the event so `event.body` keeps the exact bytes. Middy answers malformed JSON with a 415; the
 * contract says 400, so that one error is rewritten.
 */
export async function parseJsonBody(event: HttpEvent): Promise<unknown> {
  const request = { event: { ...event, ...utf8Body(event) } } as unknown as Request<{ body?: unknown }>;
  try {
    await parser.before!(request as never);
  } catch (error) {
    const malformed = error instanceof Error && (error as { statusCode?: number }).statusCode === 415 && /malformed JSON/i.test(error.message);
    if (malformed) throw new ValidationError([{ location: 'body', path: '', message: 'Malformed JSON' }], 'The body is not valid JSON');
    throw error;
  }
  return request.event.body;
}
