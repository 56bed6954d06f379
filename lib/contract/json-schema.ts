import type * as z from 'zod/mini';

/** A JSON Schema (2020-12) object, as the OpenAPI document holds it. */
export type JsonSchema = Record<string, unknown>;

// Keyed by the schema's definition. zod/mini describes a field with a check
// (`.check(z.describe(...))`), which makes a copy with a new definition and the described schema
// as its parent; `documentationOf` looks through such metadata-only steps, so a documented schema
// stays documented when a field adds its own description, but not when it adds a real check.
const documentation = new WeakMap<object, (generated: JsonSchema) => JsonSchema>();
interface SchemaNode {
  _zod: { def: { checks?: { _zod: { def: { check: string } } }[] }; parent?: SchemaNode };
}
const metadataChecks = new Set(['describe', 'meta']);

function documentationOf(schema: SchemaNode): ((generated: JsonSchema) => JsonSchema) | undefined {
  for (let node: SchemaNode | undefined = schema; node; node = node._zod.parent) {
    const found = documentation.get(node._zod.def);
    if (found) return found;
    const parent = node._zod.parent;
    const added = (node._zod.def.checks ?? []).slice(parent?._zod.def.checks?.length ?? 0);
    if (!added.every((check) => metadataChecks.has(check._zod.def.check))) return undefined;
  }
  return undefined;
}

/**
 * States in the OpenAPI document what zod cannot export by itself: a query string parsed into an
 * integer is an integer to a client; a string checked after trimming needs a non-blank pattern;
 * a field the use case checks (a 422, not a 400) can still be required or `const` in the document
 * so a client that follows it never meets that 422. `describe` gets the generated schema and
 * returns the documented one. Returns the same schema.
 */
export function documented<S extends z.ZodMiniType>(schema: S, describe: (generated: JsonSchema) => JsonSchema): S {
  documentation.set((schema as unknown as SchemaNode)._zod.def, describe);
  return schema;
}

/** For `z.toJSONSchema`'s `override`: applies the documentation of a schema node, if it has one. */
export function applyDocumentation(ctx: { zodSchema: unknown; jsonSchema: JsonSchema }): void {
  const describe = documentationOf(ctx.zodSchema as SchemaNode);
  if (!describe) return;
  const replacement = describe({ ...ctx.jsonSchema });
  for (const key of Object.keys(ctx.jsonSchema)) delete ctx.jsonSchema[key];
  Object.assign(ctx.jsonSchema, replacement);
}
