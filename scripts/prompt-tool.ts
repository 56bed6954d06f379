/**
 * `npm run prompt:tool`: writes lib/personalities/prompt/tool.json, the JSON Schema of the model's
 * tool (`submit_proposal`) for a proposal and for a refine, from the zod schema the service validates
 * the model's answers with. The file is what the Lambda sends (no schema conversion at run time) and
 * what a reviewer reads; test/unit/prompt.test.ts fails when it drifts from the zod schema.
 */
import { writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import { toolSchemaFile, toolSchemas } from '../lib/personalities/prompt/tool-schema';

const options = { ...(await resolveConfig(toolSchemaFile)), filepath: toolSchemaFile };
writeFileSync(toolSchemaFile, await format(JSON.stringify(toolSchemas()), options));
process.stderr.write(`wrote ${toolSchemaFile}\n`);
