import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { inputTag, promptVersion, systemPrompt, toolName, toolSchema } from '../../lib/personalities/bedrock-engine';
import prompt from '../../lib/personalities/prompt/system.json' with { type: 'json' };
import { novaTopLevelKeys, refineToolSchema, toolSchemaFile, toolSchemas } from '../../lib/personalities/prompt/tool-schema';
import { modelOutput, refinement } from '../../lib/personalities/schema';

describe('the prompt, as versioned data', () => {
  it('ships the tool schema generated from the schema answers are validated with (npm run prompt:tool)', () => {
    expect(JSON.parse(readFileSync(toolSchemaFile, 'utf8'))).toEqual(JSON.parse(JSON.stringify(toolSchemas())));
  });

  it('has worked examples that are themselves valid answers, a refine example with its refinement', () => {
    for (const example of prompt.examples) {
      const schema = 'instructions' in example.input ? z.extend(modelOutput, { refinement }) : modelOutput;
      expect(schema.safeParse(example.output).success, JSON.stringify(example.input)).toBe(true);
    }
    expect(prompt.examples.some((e) => 'instructions' in e.input)).toBe(true);
    expect(prompt.examples.some((e) => e.output.policy_violation !== null)).toBe(true);
  });

  it('names its version, the tool and the input tag, and carries every example into the system prompt', () => {
    expect(promptVersion).toMatch(/^\d{4}-\d{2}-\d{2}\.\d+$/);
    expect(toolName).toBe('submit_proposal');
    expect(inputTag).toBe('input');
    expect(systemPrompt.match(/<example>/g)).toHaveLength(prompt.examples.length);
    for (const line of prompt.instructions) expect(systemPrompt).toContain(line);
  });

  it('assembles the refine tool’s schema exactly as zod writes it (the proposal’s, with refinement required)', () => {
    const topics = ['cooking', 'baking'];
    const expected = JSON.parse(JSON.stringify(refineToolSchema())) as Record<string, any>;
    expected.properties.proposal.anyOf[0].properties.topics.items = { type: 'string', enum: topics };
    expect(toolSchema('refine', topics)).toEqual(expected);
  });

  it('sends at the top level of each tool schema exactly the keys Amazon Nova takes (type, properties, required)', () => {
    for (const kind of ['propose', 'refine'] as const) {
      const schema = toolSchema(kind, ['cooking']);
      expect(Object.keys(schema).sort(), kind).toEqual([...novaTopLevelKeys].sort());
      expect(schema.type).toBe('object');
    }
    // Nor anywhere a reference Nova cannot resolve.
    expect(JSON.stringify(toolSchemas())).not.toMatch(/"\$ref"|"\$defs"|"definitions"/);
  });

  it('limits the proposal’s topics to the vocabulary given, or to none', () => {
    const topicsOf = (schema: ReturnType<typeof toolSchema>) =>
      schema.properties!.proposal!.anyOf!.find((b) => b.type === 'object')!.properties!.topics as { items: unknown; maxItems?: number };
    expect(topicsOf(toolSchema('propose', ['cooking', 'baking'])).items).toEqual({ type: 'string', enum: ['cooking', 'baking'] });
    expect(topicsOf(toolSchema('refine', [])).maxItems).toBe(0);
    // The file itself is never changed by a call.
    expect(topicsOf(toolSchema('propose', ['x'])).items).not.toEqual(topicsOf(toolSchema('propose', ['y'])).items);
  });
});
