import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as z from 'zod/mini';
import { problemCatalogue, type ProblemCode } from '../lib/contract/problems';
import { MAX_BODY_BYTES, requestBounds } from '../lib/http/middleware/validate-input';
import { applyDocumentation, type JsonSchema } from '../lib/contract/json-schema';
import { problem } from '../lib/contract/schemas';
import type { AuthClass } from '../lib/contract/routes';
import { idKinds } from '../lib/ids';
import { operations, type OperationId } from './catalogue';
import { tagDescriptions, type OperationDefinition } from './definitions';

const pascal = (id: string) => id[0]!.toUpperCase() + id.slice(1);

/** zod to JSON Schema 2020-12 (OpenAPI 3.1's dialect), inputs as clients send them, outputs as they receive them. */
function jsonSchema(schema: z.ZodMiniType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
    override: applyDocumentation,
  }) as JsonSchema;
  return rest;
}

/** The headers of contract section 2, on every response (Cache-Control is `no-store` unless an operation says otherwise). */
const spineHeaders = {
  'X-Request-Id': {
    required: true,
    description: 'A fresh ULID for this request; also `request_id` in problems and `requestId` in logs.',
    schema: { type: 'string', pattern: '^[0-9A-HJKMNP-TV-Z]{26}$' },
  },
  'X-RateLimit-Limit': { required: true, description: 'Requests per second of the bucket that served the call.', schema: { type: 'number' } },
  'X-RateLimit-Remaining': { required: true, description: 'Whole tokens left after this call.', schema: { type: 'integer', minimum: 0 } },
  'X-RateLimit-Reset': { required: true, description: 'When the bucket is full again (ISO 8601).', schema: { type: 'string', format: 'date-time' } },
  'RateLimit-Policy': { required: true, description: 'IETF draft: `"org";q=<burst>;w=<seconds>` (`"ip"` for IP buckets).', schema: { type: 'string' } },
  RateLimit: { required: true, description: 'IETF draft: `"org";r=<remaining>;t=<seconds until full>`.', schema: { type: 'string' } },
  'Cache-Control': { description: '`no-store` unless the operation says otherwise.', schema: { type: 'string' } },
};
const headerRefs = Object.fromEntries(Object.keys(spineHeaders).map((name) => [name, { $ref: `#/components/headers/${name}` }]));

const authProblem: Partial<Record<AuthClass, ProblemCode>> = { user: 'unauthenticated', admin: 'invalid_admin_token' };
const security: Record<AuthClass, Record<string, string[]>[]> = {
  user: [{ bearerAuth: [] }],
  admin: [{ adminToken: [] }],
  public: [],
  provider: [],
};

function problemCodes(spec: OperationDefinition): ProblemCode[] {
  const route = spec;
  const codes = new Set<ProblemCode>(spec.errors);
  const { request } = spec;
  if (request.params || request.query || request.body || spec.parameters?.length || spec.notModified) codes.add('invalid_request');
  if (request.body || request.rawJsonBody) codes.add('unsupported_media_type');
  // Every operation that takes an Idempotency-Key runs through lib/idempotency's one mechanism.
  if (spec.parameters?.some((p) => p.name === 'Idempotency-Key'))
    ['idempotency_key_in_use', 'idempotency_key_reused'].forEach((c) => codes.add(c as ProblemCode));
  // The spine refuses an oversized body on every route, whether or not the operation reads one.
  codes.add('payload_too_large');
  const auth = authProblem[route.auth];
  if (auth) codes.add(auth);
  ['rate_limited', 'internal_error', 'service_unavailable'].forEach((c) => codes.add(c as ProblemCode));
  return [...codes];
}

function errorResponses(codes: ProblemCode[], acceptPatch: boolean): Record<string, unknown> {
  const byStatus = new Map<number, ProblemCode[]>();
  for (const code of codes) byStatus.set(problemCatalogue[code].status, [...(byStatus.get(problemCatalogue[code].status) ?? []), code]);
  return Object.fromEntries(
    [...byStatus.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, list]) => [
        String(status),
        {
          description: list.map((code) => `\`${code}\`: ${problemCatalogue[code].title}`).join('; '),
          headers: {
            ...headerRefs,
            ...(status === 429 || status === 503 ? { 'Retry-After': { $ref: '#/components/headers/Retry-After' } } : {}),
            ...(list.includes('idempotency_key_in_use')
              ? {
                  'Retry-After': {
                    description: 'On `idempotency_key_in_use`: seconds before a retry may find the first result',
                    schema: { type: 'integer', minimum: 1 },
                  },
                }
              : {}),
            ...(status === 401
              ? {
                  'WWW-Authenticate': {
                    description:
                      'On `unauthenticated` (RFC 6750): `Bearer realm="service-api"` when no bearer token was sent, `Bearer realm="service-api", error="invalid_token", error_description="..."` when the one sent does not do',
                    schema: { type: 'string' },
                  },
                }
              : {}),
            ...(status === 415 && acceptPatch
              ? { 'Accept-Patch': { required: true, description: 'The media types this PATCH takes (RFC 5789)', schema: { type: 'string' } } }
              : {}),
          },
          content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } },
        },
      ]),
  );
}

/** One recorded call: what was sent (path parameters, query, body) and what came back. */
export interface RecordedExample {
  request: { params?: Record<string, string>; query?: Record<string, string>; body?: unknown };
  response: { status: number; body?: unknown };
}

/** The one version of the API, its SDK and its document: package.json's. */
const { version } = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'package.json'), 'utf8')) as { version: string };

/** Examples recorded from real calls against a local stack (`npm run openapi:examples`). */
const recorded = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'openapi-examples.json'), 'utf8')) as Partial<Record<OperationId, RecordedExample>>;

/**
 * A parameter's description: its schema's own, or for one of our ids, what it names (from the
 * id's prefix: `inv_` is an invoice). A parameter left without one fails the document's tests.
 */
function parameterDescription(schema: JsonSchema): string | undefined {
  if (typeof schema.description === 'string') return schema.description;
  const prefix = typeof schema.pattern === 'string' ? /^\^([a-z]+)_\[/.exec(schema.pattern)?.[1] : undefined;
  const kind = prefix === undefined ? undefined : idKinds[prefix as keyof typeof idKinds];
  return kind && `The ${kind}'s id (\`${prefix}_\` and a ULID)`;
}

/** The precondition headers an operation honours, declared where the spine or the operation reads them. */
const ifNoneMatch = {
  name: 'If-None-Match',
  in: 'header',
  required: false,
  description: 'An ETag this client holds (or a list, or `*`): 304 without a body while the resource still has it (weak comparison)',
  schema: { type: 'string' },
};

function parametersOf(spec: OperationDefinition, example: RecordedExample | undefined): unknown[] {
  const fromObject = (schema: z.ZodMiniType | undefined, where: 'path' | 'query') => {
    if (!(schema instanceof z.ZodMiniObject)) return [];
    const values = (where === 'path' ? example?.request.params : example?.request.query) ?? {};
    return Object.entries(schema.shape as Record<string, z.ZodMiniType>).map(([name, property]) => {
      const propertySchema = jsonSchema(property, 'input');
      return {
        name,
        in: where,
        required: where === 'path' || !property.safeParse(undefined).success,
        description: parameterDescription(propertySchema),
        schema: propertySchema,
        ...(values[name] !== undefined ? { example: where === 'query' && name === 'limit' ? Number(values[name]) : values[name] } : {}),
      };
    });
  };
  const declared = (spec.parameters ?? []).map((p) => ({
    name: p.name,
    in: p.in,
    required: p.required,
    description: p.description,
    schema: jsonSchema(p.schema, 'input'),
  }));
  const declares = (name: string) => declared.some((p) => p.name.toLowerCase() === name.toLowerCase());
  return [
    ...fromObject(spec.request.params, 'path'),
    ...fromObject(spec.request.query, 'query'),
    ...declared,
    ...(spec.notModified && !declares('If-None-Match') ? [ifNoneMatch] : []),
  ];
}

/** The OpenAPI 3.1 document of the API, generated from the route table and the operation specs. */
export function openApiDocument(): Record<string, unknown> {
  const schemas: Record<string, JsonSchema> = { Problem: jsonSchema(problem, 'output') };
  const paths: Record<string, Record<string, unknown>> = {};
  for (const id of Object.keys(operations) as OperationId[]) {
    const spec: OperationDefinition = operations[id];
    const route = spec;
    const example = recorded[id];
    const exampleOf = (value: unknown) =>
      value === undefined ? {} : { examples: { recorded: { summary: 'Recorded from a call to the local stack', value } } };
    const responseName = `${pascal(id)}Response`;
    if (spec.success.schema) schemas[responseName] = jsonSchema(spec.success.schema, 'output');
    let requestBody: unknown;
    if (spec.request.body) {
      const requestName = `${pascal(id)}Request`;
      schemas[requestName] = jsonSchema(spec.request.body, 'input');
      const media = spec.request.mediaTypes ?? ['application/json'];
      requestBody = {
        // A body schema that takes nothing (routes whose body may only be empty or `{}`) makes it optional.
        required: !spec.request.body.safeParse(undefined).success,
        content: Object.fromEntries(
          media.map((type) => [type, { schema: { $ref: `#/components/schemas/${requestName}` }, ...exampleOf(example?.request.body) }]),
        ),
      };
    } else if (spec.rawBody) {
      requestBody = {
        required: true,
        description: spec.rawBody.description,
        content: { 'application/json': { schema: { type: 'object' }, ...exampleOf(example?.request.body) } },
      };
    }
    const success = {
      description: spec.success.description,
      headers: {
        ...headerRefs,
        ...Object.fromEntries(
          Object.entries(spec.success.headers ?? {}).map(([name, description]) => [name, { required: true, description, schema: { type: 'string' } }]),
        ),
      },
      ...(spec.success.schema
        ? { content: { 'application/json': { schema: { $ref: `#/components/schemas/${responseName}` }, ...exampleOf(example?.response.body) } } }
        : {}),
    };
    paths[route.path] ??= {};
    paths[route.path]![route.method.toLowerCase()] = {
      operationId: id,
      summary: route.summary,
      description: spec.description,
      tags: [spec.tag],
      security: security[route.auth],
      parameters: parametersOf(spec, example),
      ...(requestBody ? { requestBody } : {}),
      responses: {
        [String(spec.success.status)]: success,
        ...(spec.notModified
          ? {
              '304': {
                description: 'Not modified (If-None-Match matched the ETag): no body; the headers the 200 would carry',
                headers: { ...headerRefs, ETag: { required: true, description: 'The current ETag', schema: { type: 'string' } } },
              },
            }
          : {}),
        ...errorResponses(problemCodes(spec), route.method === 'PATCH'),
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Service API',
      version,
      description: [
        'Multi-tenant API: billing, sessions, profiles, guided-prompt personalities, review decisions, the topic vocabulary changelog and webhook endpoints.',
        '',
        'Every response, errors included, carries `X-Request-Id` and the rate-limit headers. Errors are RFC 9457 problem details with a stable `code`.',
        `Request bodies over ${MAX_BODY_BYTES} bytes are refused (413); unknown fields and query parameters are a 400, and so are more than ${requestBounds.queryParameters} query parameters, a query value over ${requestBounds.queryValueLength} characters, more than ${requestBounds.headers} headers or ${requestBounds.cookies} cookies.`,
        'The gateway itself refuses a body over 10 MiB (413 `payload_too_large`) and a request line and header block over its limit (431 `request_header_fields_too_large`) before any operation runs; those answers carry `X-Request-Id` but no rate-limit headers.',
        'Lists take `limit` (1..100, default 20) and an opaque `cursor`, and answer `{ data, next_cursor }`.',
        'A path the API knows, called with another method, is 405 `method_not_allowed` with an `Allow` header; any other path is 404 `not_found`.',
        'The reference in prose, with every decision the project made about the interface: docs/api.md.',
      ].join('\n'),
      contact: { name: 'The Service API team (CONTRIBUTING.md)' },
      license: { name: 'Apache 2.0', identifier: 'Apache-2.0' },
    },
    servers: [
      { url: 'http://127.0.0.1:3000', description: 'The local stack (`npm start`)' },
      {
        url: 'https://{apiId}.execute-api.{region}.amazonaws.com',
        description: 'A deployment (the stack output ApiUrl)',
        variables: { apiId: { default: 'api' }, region: { default: 'us-east-1' } },
      },
    ],
    tags: Object.entries(tagDescriptions).map(([name, description]) => ({ name, description })),
    paths,
    components: {
      schemas,
      headers: { ...spineHeaders, 'Retry-After': { required: true, description: 'Seconds to wait before retrying.', schema: { type: 'integer', minimum: 1 } } },
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'Access token from POST /v1/auth/refresh (900 s).' },
        adminToken: { type: 'apiKey', in: 'header', name: 'X-Service-Admin-Token', description: 'The operator admin token.' },
      },
    },
  };
}

/**
 * The document as a running stack serves it at `/openapi.json`: the committed document, with the
 * origin serving it as its one server, so "Try it out" on `/docs` calls that very stack whatever
 * its port and host name. Nothing else differs (a test holds it).
 */
export function servedDocument(document: Record<string, unknown>, origin: string): Record<string, unknown> {
  return { ...document, servers: [{ url: origin, description: 'This stack (the origin serving this document)' }] };
}
