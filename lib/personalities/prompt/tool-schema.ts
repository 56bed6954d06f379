import { join } from 'node:path';
import * as z from 'zod/mini';
import { modelOutput, refinement } from '../schema';

/** Where the generated tool schemas live (reviewed like code, sent as they are). */
export const toolSchemaFile = join(import.meta.dirname, 'tool.json');

/**
 * The tool's input schemas, from the zod schema answers are validated with: a proposal (no
 * `refinement`) and a refine (`refinement` required). Used by the generator script and its test,
 * never by a Lambda.
 */
export function toolSchemas() {
  return {
    propose: z.toJSONSchema(z.omit(modelOutput, { refinement: true }), { target: 'draft-7' }),
    refine: z.toJSONSchema(z.extend(modelOutput, { refinement }), { target: 'draft-7' }),
  };
}
