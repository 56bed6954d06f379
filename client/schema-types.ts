/**
 * The SDK's operation types, inferred from the zod schemas the handlers validate with. Type-only
 * imports: none of zod or the service's code ends up in a client bundle. The published
 * declarations (`npm run build`) replace this file with the same names expanded into plain object
 * types (scripts/sdk-declarations.ts), so a project that installs the SDK needs neither zod nor the
 * service's sources, and reads every field on hover.
 */
import type * as z from 'zod/mini';
import type { operations } from '../functions/catalogue';
import type { Problem } from '../lib/contract/schemas';

type Operations = typeof operations;
type OperationKey = keyof Operations;
type SchemaInput<S> = S extends z.ZodMiniType ? z.input<S> : never;

/** The response body of an operation, as the client receives it. */
export type ResponseOf<K extends OperationKey> = Operations[K]['success'] extends { schema: infer S extends z.ZodMiniType } ? z.output<S> : undefined;
/** The JSON body an operation takes, as the client sends it. */
export type BodyOf<K extends OperationKey> = SchemaInput<Operations[K]['request'] extends { body: infer B } ? B : never>;

/** What `ServiceClient.call` takes for an operation: its path parameters, query and body, as its schemas say. */
export type CallInput<K extends OperationKey> = (Operations[K]['request'] extends { params: infer P } ? { params: SchemaInput<P> } : { params?: undefined }) &
  (Operations[K]['request'] extends { query: infer Q } ? { query?: Partial<SchemaInput<Q>> } : { query?: undefined }) &
  (Operations[K]['request'] extends { body: infer B }
    ? { body: SchemaInput<B> }
    : Operations[K]['request'] extends { rawJsonBody: true }
      ? { body: string }
      : { body?: undefined }) & {
    headers?: Record<string, string>;
  };

export type { Problem };
