import { join } from 'node:path';
import * as z from 'zod/mini';
import { modelOutput, refinement } from '../schema';

/** Where the generated tool schemas live (reviewed like code, sent as they are). */
export const toolSchemaFile = join(import.meta.dirname, 'tool.json');

/**
 * The only keys Amazon Nova takes at the top level of a tool's `inputSchema.json`: an object's
 * `type`, `properties` and `required`. `$schema`, `additionalProperties`, `description` or `title`
 * there is a ValidationException (Nova user guide, "Troubleshooting tool calls"). Nested schemas
 * keep their keywords; the service checks every answer with the strict zod schema anyway.
 */
export const novaTopLevelKeys = ['type', 'properties', 'required'] as const;

/** A tool's input schema with its top level cut to what Nova takes. */
export function novaToolSchema(schema: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(novaTopLevelKeys.filter((key) => key in schema).map((key) => [key, schema[key]]));
}

/**
 * What tool.json holds, from the zod schema answers are validated with: the tool's input schema for
 * a proposal (no `refinement`), and the `refinement` a refine adds (required there; bedrock-engine.ts
 * puts the two together). Used by the generator script and its test, never by a Lambda.
 */
export function toolSchemas() {
  const { $schema: _unused, ...refinementSchema } = z.toJSONSchema(refinement, { target: 'draft-7' });
  return { proposal: novaToolSchema(z.toJSONSchema(z.omit(modelOutput, { refinement: true }), { target: 'draft-7' })), refinement: refinementSchema };
}

/** The refine tool's schema as zod writes it, top level cut for Nova, for the test that checks bedrock-engine.ts assembles the same. */
export const refineToolSchema = () => novaToolSchema(z.toJSONSchema(z.extend(modelOutput, { refinement }), { target: 'draft-7' }));
