import type * as z from 'zod';

/** A JSON Schema (2020-12) object, as the OpenAPI document holds it. */
export type JsonSchema = Record<string, unknown>;

// Keyed by the schema's definition, which `.describe()` and `.meta()` clones share, so a
// documented schema stays documented when a field adds its own description.
const documentation = new WeakMap<object, (generated: JsonSchema) => JsonSchema>();
const definitionOf = (schema: unknown) => (schema as { _zod: { def: object } })._zod.def;

/**
 * States in the OpenAPI document what zod cannot export by itself: a query string parsed into an
 * integer is an integer to a client; a string checked after trimming needs a non-blank pattern;
 * a field the use case checks (a 422, not a 400) can still be required or `const` in the document
 * so a client that follows it never meets that 422. `describe` gets the generated schema and
 * returns the documented one. Returns the same schema.
 */
export function documented<S extends z.ZodType>(schema: S, describe: (generated: JsonSchema) => JsonSchema): S {
  documentation.set(definitionOf(schema), describe);
  return schema;
}

/** For `z.toJSONSchema`'s `override`: applies the documentation of a schema node, if it has one. */
export function applyDocumentation(ctx: { zodSchema: unknown; jsonSchema: JsonSchema }): void {
  const describe = documentation.get(definitionOf(ctx.zodSchema));
  if (!describe) return;
  const replacement = describe({ ...ctx.jsonSchema });
  for (const key of Object.keys(ctx.jsonSchema)) delete ctx.jsonSchema[key];
  Object.assign(ctx.jsonSchema, replacement);
}
