import type { ModelOutput } from '../../../../lib/personalities/schema';
import tools from '../../../../lib/personalities/prompt/tool.json' with { type: 'json' };

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  maxLength?: number;
  maxItems?: number;
};

/** `text` cut to at most `max` UTF-16 units (what the schema counts) without splitting a character. */
function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  let out = '';
  for (const ch of text) {
    if (out.length + ch.length > max) break;
    out += ch;
  }
  return out.trimEnd();
}

// Control characters (line breaks and tabs included) become spaces in one-line fields the reader copied.
// eslint-disable-next-line no-control-regex
const controls = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

// Half a character, left by a cut elsewhere in the reader.
const loneSurrogates = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

function fit(value: unknown, schema: Schema | undefined): unknown {
  if (!schema) return value;
  if (schema.anyOf)
    return value === null
      ? null
      : fit(
          value,
          schema.anyOf.find((s) => s.type !== 'null'),
        );
  if (typeof value === 'string') {
    const oneLine = value.replace(loneSurrogates, '').replace(controls, ' ').replace(/ {2,}/g, ' ').trim();
    return schema.maxLength === undefined ? oneLine : clip(oneLine, schema.maxLength);
  }
  if (Array.isArray(value)) {
    const items = value.map((item) => fit(item, schema.items)).filter((item) => item !== '');
    return schema.maxItems === undefined ? items : items.slice(0, schema.maxItems);
  }
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, fit(v, schema.properties?.[key])]));
  }
  return value;
}

/**
 * The stand-in model's answer made to fit the tool's schema (lib/personalities/prompt/tool.json):
 * its reader copies the description's words, which can be longer than a field allows (a name
 * given as 85 letters, a trait of 41) or hold a line break where a field is one line. A model is
 * told the bounds and keeps to them; the rules cut to them instead (never inside a character), so
 * a valid request never gets a 503 for an answer the stand-in wrote too long.
 */
export function fitToTool(output: ModelOutput): ModelOutput {
  const schema = { ...tools.proposal, properties: { ...tools.proposal.properties, refinement: tools.refinement } } as Schema;
  return fit(output, schema) as ModelOutput;
}
