import * as z from 'zod/mini';
import { documented } from './json-schema';
import { problemCatalogue, type ProblemCode } from './problems';
import { textRuleDescription, textRuleViolation, type TextRuleOptions } from './text';

/**
 * The text rule (lib/contract/text.ts) as a zod check: a 400 whose error names the field and what
 * is wrong (a control character, a bidi override, nothing visible, a zalgo stack).
 */
export const textRule = (options: TextRuleOptions = {}) =>
  z.superRefine((value: string, ctx) => {
    const message = textRuleViolation(value, options);
    if (message) ctx.addIssue({ code: 'custom', message, input: value });
  });

/**
 * Human-readable text checked after trimming, stored trimmed: 1 to `max` characters once
 * surrounding whitespace is gone, under the text rule (one line unless `multiline`). The document
 * says so with a pattern (at least one non-space character) and the field's description.
 */
export const trimmedText = (max: number, options: TextRuleOptions = {}) =>
  documented(z.string().check(z.trim(), z.minLength(1, { abort: true }), z.maxLength(max), textRule(options)), (generated) => {
    const rule = `1 to ${max} characters once surrounding whitespace is trimmed; ${textRuleDescription(options)}`;
    return { ...generated, pattern: '\\S', description: typeof generated.description === 'string' ? `${generated.description} (${rule})` : rule };
  });

/**
 * Human-readable multi-line text kept as sent (not trimmed): 1 to `max` characters with something
 * visible, under the text rule with line breaks and tabs allowed.
 */
export const proseText = (max: number) =>
  documented(z.string().check(z.minLength(1, { abort: true }), z.maxLength(max), textRule({ multiline: true })), (generated) => {
    const rule = textRuleDescription({ multiline: true });
    return { ...generated, pattern: '\\S', description: typeof generated.description === 'string' ? `${generated.description} (${rule})` : rule };
  });

/** ISO 8601 UTC with milliseconds (contract section 1). */
export const timestamp = z.iso.datetime({ precision: 3 });

/** A list page (contract section 1). */
export const page = <T extends z.ZodMiniType>(item: T) => z.strictObject({ data: z.array(item), next_cursor: z.nullable(z.string()) });

/** The problem envelope of contract section 3, with every extension member the service uses. */
export const problem = z.strictObject({
  type: z.string(),
  title: z.string(),
  status: z.number().check(z.int()),
  detail: z.string(),
  code: z.enum(Object.keys(problemCatalogue) as [ProblemCode, ...ProblemCode[]]),
  request_id: z.string(),
  instance: z.string(),
  errors: z.optional(z.array(z.strictObject({ location: z.string(), path: z.string(), message: z.string() }))),
  policy_categories: z.optional(z.array(z.string())),
  critical_questions: z.optional(z.array(z.strictObject({ id: z.string(), question: z.string(), reason: z.string() }))),
  required_sensitivity: z.optional(z.strictObject({ level: z.string(), categories: z.array(z.string()) })),
  unanswered_question_ids: z.optional(z.array(z.string())),
  unknown_question_ids: z.optional(z.array(z.string())),
  unknown_topics: z.optional(z.array(z.string())),
});
export type Problem = z.output<typeof problem>;
