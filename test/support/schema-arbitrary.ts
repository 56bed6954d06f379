import * as fc from 'fast-check';

type Schema = Record<string, any>;

/**
 * Values that a JSON Schema (the subset openapi.json uses) accepts, for property tests driven by
 * the document: what a client that follows it could send. `root` resolves `$ref`s.
 */
export function arbitraryFor(schema: Schema, root: Schema): fc.Arbitrary<unknown> {
  if (schema.$ref) return arbitraryFor(resolve(schema.$ref as string, root), root);
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...(schema.enum as unknown[]));
  if (schema.oneOf) return fc.oneof(...(schema.oneOf as Schema[]).map((s) => arbitraryFor(s, root)));
  if (schema.anyOf) return fc.oneof(...(schema.anyOf as Schema[]).map((s) => arbitraryFor(s, root)));
  switch (schema.type) {
    case 'string':
      return stringFor(schema);
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6 });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(arbitraryFor(schema.items ?? {}, root), { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 5, 5) });
    case 'object':
      return objectFor(schema, root);
    default:
      return fc.jsonValue();
  }
}

function resolve(ref: string, root: Schema): Schema {
  return ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<Schema>((node, key) => node[key], root);
}

function stringFor(schema: Schema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = Math.min(schema.maxLength ?? 200, 300);
  if (schema.format === 'date-time')
    return fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString());
  const base = schema.pattern ? fc.stringMatching(new RegExp(schema.pattern as string)) : fc.string({ minLength: min, maxLength: max });
  return base.filter((s) => s.length >= min && s.length <= (schema.maxLength ?? Infinity));
}

function objectFor(schema: Schema, root: Schema): fc.Arbitrary<Record<string, unknown>> {
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  const required = new Set((schema.required ?? []) as string[]);
  return fc.record(Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, arbitraryFor(property, root)])), {
    requiredKeys: [...required].filter((name) => name in properties),
  });
}
