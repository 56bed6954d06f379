/**
 * The route vocabulary of the contract: who may call (auth class), which bucket a call draws from
 * (rate class), what a route accepts, and the caller a user route establishes. Domain code may
 * import this; it imports only zod's types.
 */
import type * as z from 'zod/mini';

export type AuthClass = 'public' | 'user' | 'admin' | 'provider';
/**
 * Which token bucket a route draws from (contract section 5, "configurable per route class"):
 * `generation` is the guided prompt's own, per organization, since each call costs the platform
 * model and guardrail calls the caller is never charged for.
 */
export type RateClass = 'authenticated' | 'public' | 'webhook' | 'generation';
export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** The caller as established by the auth middleware (user routes only): a user acting in their active organization. */
export interface Principal {
  userId: string;
  organizationId: string;
  sessionId: string;
}

/**
 * A header (or cookie) an operation reads: documented in OpenAPI and the SDK, parsed by the spine
 * with its schema (a malformed value is a 400 at `location: header`) and handed to the handler by
 * name. Without it the header or cookie is `undefined`; what its absence means (a 428 for a
 * missing required `If-Match`) is the use case's rule.
 */
export interface ExtraParameter {
  name: string;
  in: 'header' | 'cookie';
  required: boolean;
  description: string;
  schema: z.ZodMiniType;
}

/** What a route accepts, validated by the spine before the handler runs. Absent schemas mean "nothing": unexpected query parameters are a 400. */
export interface InputSpec {
  params?: z.ZodMiniType;
  query?: z.ZodMiniType;
  /** A JSON body schema. Omit for routes that take no JSON body (or read `rawBody` themselves). */
  body?: z.ZodMiniType;
  /** Media types accepted for the body; default `application/json`. */
  mediaTypes?: readonly string[];
  /** The route reads a JSON body itself from `rawBody` (signed webhooks): check the media type only. */
  rawJsonBody?: boolean;
}
