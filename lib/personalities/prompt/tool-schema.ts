import { join } from 'node:path';
import * as z from 'zod/mini';
import { modelOutput, refinement } from '../schema';

/** Where the generated tool schemas live (reviewed like code, sent as they are). */
export const toolSchemaFile = join(import.meta.dirname, 'tool.json');

/**
 * What tool.json holds, from the zod schema answers are validated with: the tool's input schema for
 * a proposal (no `refinement`), and the `refinement` a refine adds (required there; bedrock-engine.ts
 * puts the two together). Used by the generator script and its test, never by a Lambda.
 */
export function toolSchemas() {
  const { $schema: _unused, ...refinementSchema } = z.toJSONSchema(refinement, { target: 'draft-7' });
  return { proposal: z.toJSONSchema(z.omit(modelOutput, { refinement: true }), { target: 'draft-7' }), refinement: refinementSchema };
}

/** The refine tool's schema as zod writes it, for the test that checks bedrock-engine.ts assembles the same. */
export const refineToolSchema = () => z.toJSONSchema(z.extend(modelOutput, { refinement }), { target: 'draft-7' });
