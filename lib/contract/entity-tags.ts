import { ValidationError } from './problems';

/**
 * The precondition headers `If-Match` and `If-None-Match` (RFC 9110 13.1), parsed once for every
 * route that reads them. **Decision** (docs/api.md, "Conditional requests"): a header that is not
 * `*` or a list of quoted entity tags (`v8` without quotes, an unclosed quote, an empty value) is
 * malformed, a 400 `invalid_request` at `location: header` saying what a valid one looks like; a
 * well-formed header that does not match is the contract's 412 `precondition_failed`.
 */
export type EntityTags = '*' | { weak: boolean; opaque: string }[];

/** How many entity tags a precondition header may list: DynamoDB's `IN (...)` takes 100 operands. */
export const MAX_ENTITY_TAGS = 20;

// One tag and the comma (or end) after it; the sticky flag walks the header once: linear time.
const tagPattern = /[ \t]*(W\/)?"([\x21\x23-\x7e\x80-\xff]*)"[ \t]*(?:,|$)/y;

function malformed(header: string, message: string): ValidationError {
  return new ValidationError([{ location: 'header', path: `/${header}`, message }], `${header} is malformed`);
}

/** The tags of an `If-Match` or `If-None-Match` value, or a 400 saying what a valid one looks like. */
export function parseEntityTags(header: 'If-Match' | 'If-None-Match', value: string): EntityTags {
  if (value.trim() === '*') return '*';
  const example = header === 'If-Match' ? '"v3"' : '"v3" or W/"v3"';
  const shape = `Must be * or one or more quoted entity tags, such as ${example}, exactly as the ETag header gave them`;
  const tags: { weak: boolean; opaque: string }[] = [];
  tagPattern.lastIndex = 0;
  while (tagPattern.lastIndex < value.length) {
    const start = tagPattern.lastIndex;
    const match = tagPattern.exec(value);
    if (!match) {
      const rest = value.slice(start).trim();
      // The commonest mistake: the ETag's value without its quotes.
      const unquoted = /^(W\/)?[\x21\x23-\x2b\x2d-\x7e]+$/.test(rest.split(',')[0]!.trim());
      throw malformed(header, unquoted ? `Entity tags are quoted: ${shape}` : shape);
    }
    tags.push({ weak: match[1] !== undefined, opaque: match[2]! });
    if (tags.length > MAX_ENTITY_TAGS) throw malformed(header, `At most ${MAX_ENTITY_TAGS} entity tags`);
    if (match[0].endsWith(',') && tagPattern.lastIndex === value.length) throw malformed(header, shape);
  }
  if (tags.length === 0) throw malformed(header, shape);
  return tags;
}
