import type { MiddlewareObj, Request } from '@middy/core';
import type * as z from 'zod/mini';
import { ProblemError, ValidationError, type FieldError } from '../../contract/problems';
import type { ExtraParameter, InputSpec } from '../../contract/routes';
import { cookieOf, headerOf } from '../headers';
import type { ApiContext, HttpEvent, HttpResponse } from '../types';
import { parseOrThrow, toFieldErrors, toPointer } from '../../contract/field-errors';
import { HttpProblemError } from '../problem';
import { parseJsonBody } from './json-body';

/** Contract section 1: bodies over 64 KiB are refused before anything parses them. */
export const MAX_BODY_BYTES = 64 * 1024;

/**
 * Bounds on the rest of what a client sends, checked before anything reads it (400
 * `invalid_request`, `location` naming the part). No operation takes more than two query
 * parameters or reads more than a few headers; the bounds leave room for proxies and CDNs.
 */
export const requestBounds = { queryParameters: 20, queryValueLength: 2048, headers: 100, cookies: 50 } as const;

/** The validated request parts, as the handler sees them. */
export interface ParsedInput {
  params: unknown;
  query: unknown;
  body: unknown;
  /** The exact bytes received (API Gateway's base64 undone), for signature checks. */
  rawBody: Buffer | undefined;
  /** The declared header parameters sent, parsed, by their catalogue name. */
  headers: Record<string, unknown>;
  /** The declared cookies sent, parsed, by name. */
  cookies: Record<string, unknown>;
}

/** Reads the exact request bytes, undoing API Gateway's base64 encoding of binary bodies. */
export function rawBodyOf(event: HttpEvent): Buffer | undefined {
  if (event.body === undefined || event.body === null) return undefined;
  return event.isBase64Encoded ? Buffer.from(event.body, 'base64') : Buffer.from(event.body, 'utf8');
}

function mediaTypeOf(event: HttpEvent): { type: string; charset: string | undefined } | undefined {
  const header = headerOf(event, 'content-type');
  if (!header) return undefined;
  const [type = '', ...params] = header.split(';').map((part) => part.trim().toLowerCase());
  const charset = params
    .find((p) => p.startsWith('charset='))
    ?.slice('charset='.length)
    .replaceAll('"', '');
  return { type, charset };
}

function assertMediaType(event: HttpEvent, mediaTypes: readonly string[]): void {
  const media = mediaTypeOf(event);
  const charsetOk = media?.charset === undefined || media.charset === 'utf-8' || media.charset === 'utf8';
  if (!media || !mediaTypes.includes(media.type) || !charsetOk) {
    // A PATCH says which patch documents it takes (RFC 5789 3.1), in the header as in the detail.
    const acceptPatch: Record<string, string> = event.requestContext?.http?.method === 'PATCH' ? { 'Accept-Patch': mediaTypes.join(', ') } : {};
    throw new HttpProblemError('unsupported_media_type', acceptPatch, { detail: `Send the body as ${mediaTypes.join(' or ')}` });
  }
}

/**
 * Last before the handler: bounds on query, headers and cookies (400), size limit (413), media type (415), JSON parsing (Middy's
 * http-json-body-parser, json-body.ts) and zod validation
 * of path parameters, query and body (400 with JSON Pointer `errors`), then of the header and
 * cookie parameters the operation declares (`Idempotency-Key`, `If-Match`, the refresh cookie):
 * a handler reads those from its input, never from the event. Schemas are strict, so an
 * unknown field is an error rather than silently ignored.
 */
export function validateInput(spec: InputSpec, parameters: readonly ExtraParameter[] = []): MiddlewareObj<HttpEvent, HttpResponse, Error, ApiContext> {
  const mediaTypes = spec.mediaTypes ?? ['application/json'];
  return {
    before: async (request: Request<HttpEvent, HttpResponse, Error, ApiContext>): Promise<void> => {
      const { event, context } = request;
      assertBounds(event);
      const rawBody = rawBodyOf(event);
      if (rawBody && rawBody.length > MAX_BODY_BYTES) {
        throw new ProblemError('payload_too_large', { detail: `The limit is ${MAX_BODY_BYTES} bytes` });
      }
      const params = spec.params ? parseOrThrow(spec.params, event.pathParameters ?? {}, 'path') : undefined;
      const query = parseQuery(spec.query, event);
      let body: unknown;
      if (spec.body) {
        let json: unknown;
        if (rawBody && rawBody.length > 0) {
          assertMediaType(event, mediaTypes);
          json = await parseJsonBody(event);
        }
        body = parseOrThrow(spec.body, json, 'body');
      } else if (spec.rawJsonBody && rawBody && rawBody.length > 0) {
        assertMediaType(event, mediaTypes);
      }
      const { headers, cookies } = parseParameters(parameters, event);
      context.input = { params, query, body, rawBody, headers, cookies };
    },
  };
}

/**
 * The declared header and cookie parameters the request sends, each parsed by its schema; a
 * malformed one is a 400 naming it (`/Idempotency-Key`). Absent ones are left out.
 */
function parseParameters(parameters: readonly ExtraParameter[], event: HttpEvent): Pick<ParsedInput, 'headers' | 'cookies'> {
  const parsed: Pick<ParsedInput, 'headers' | 'cookies'> = { headers: {}, cookies: {} };
  const errors: FieldError[] = [];
  for (const parameter of parameters) {
    const header = parameter.in === 'header';
    const value = header ? headerOf(event, parameter.name.toLowerCase()) : cookieOf(event, parameter.name);
    if (value === undefined) continue;
    const result = parameter.schema.safeParse(value);
    if (result.success) (header ? parsed.headers : parsed.cookies)[parameter.name] = result.data;
    else {
      const at = header ? `/${parameter.name}` : `/cookie/${parameter.name}`;
      errors.push(...toFieldErrors(result.error, 'header').map((error) => ({ ...error, path: at + error.path })));
    }
  }
  if (errors.length > 0) throw new ValidationError(errors);
  return parsed;
}

function assertBounds(event: HttpEvent): void {
  const errors: FieldError[] = [];
  const query = Object.entries(event.queryStringParameters ?? {});
  if (query.length > requestBounds.queryParameters)
    errors.push({ location: 'query', path: '', message: `At most ${requestBounds.queryParameters} query parameters` });
  for (const [name, value] of query.slice(0, requestBounds.queryParameters)) {
    if ((value ?? '').length > requestBounds.queryValueLength)
      errors.push({ location: 'query', path: toPointer([name.slice(0, 64)]), message: `At most ${requestBounds.queryValueLength} characters` });
  }
  if (Object.keys(event.headers ?? {}).length > requestBounds.headers)
    errors.push({ location: 'header', path: '', message: `At most ${requestBounds.headers} headers` });
  if ((event.cookies ?? []).length > requestBounds.cookies)
    errors.push({ location: 'header', path: '/cookie', message: `At most ${requestBounds.cookies} cookies` });
  if (errors.length > 0) throw new ValidationError(errors, 'The request is larger than this service accepts');
}

function parseQuery(schema: z.ZodMiniType | undefined, event: HttpEvent): unknown {
  const query = event.queryStringParameters ?? {};
  if (schema) return parseOrThrow(schema, query, 'query');
  const unexpected = Object.keys(query);
  if (unexpected.length === 0) return undefined;
  throw new ValidationError(
    unexpected.map((name) => ({ location: 'query', path: `/${name}`, message: 'Unknown query parameter' })),
    'This operation takes no query parameters',
  );
}
