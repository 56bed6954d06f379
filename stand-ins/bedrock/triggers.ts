/**
 * The test triggers: words in a description (or refine instructions) that give an outcome, as
 * Stripe's test card numbers do (README.md, "Triggers"). Nothing else about a text matters to the
 * stand-in: it reads no meaning, so everything without a trigger is served.
 */
import { policyCategories, sensitiveAspectIds, type GuardrailOnlyCategory, type SensitiveAspect } from '../../lib/personalities/categories';

export const triggerPrefix = 'bedrock-test:';

/** The guardrail's content filter each category that only a filter raises is reported as (lib/personalities/guardrail.ts maps back). */
export const filterOf: Record<GuardrailOnlyCategory, string> = { sexual_content: 'SEXUAL', misconduct: 'MISCONDUCT', prompt_attack: 'PROMPT_ATTACK' };
export const refusalCategories = [...policyCategories, ...(Object.keys(filterOf) as GuardrailOnlyCategory[])];

/** Every stop reason Converse can answer (the SDK's `StopReason`); `tool_use` is the normal answer. */
export const stopReasons = [
  'end_turn',
  'tool_use',
  'max_tokens',
  'stop_sequence',
  'guardrail_intervened',
  'content_filtered',
  'malformed_tool_use',
  'malformed_model_output',
  'model_context_window_exceeded',
] as const;

/** Errors a Converse call can be answered with, by trigger id. */
export const modelErrors = {
  throttling: 'ThrottlingException',
  'model-not-ready': 'ModelNotReadyException',
  'model-timeout': 'ModelTimeoutException',
  'model-error': 'ModelErrorException',
  'access-denied': 'AccessDeniedException',
  internal: 'InternalServerException',
  'service-unavailable': 'ServiceUnavailableException',
} as const;

/** What the triggers of a text ask for. */
export interface Triggers {
  /** `refuse:<category>`: the guardrail blocks (a denied topic, or a content filter for the guardrail-only categories). */
  refuse: string[];
  /** `aspect:<aspect>`: the guardrail's detect-only topic finds it (a critical question). */
  aspects: SensitiveAspect[];
  /** `model-refuse:<category>`: the model sets `policy_violation`. */
  modelRefuse: (typeof policyCategories)[number][];
  /** `vague`: the model answers `needs_clarification`. */
  vague: boolean;
  /** `thinking`: the model's answer carries a `<thinking>` text block before its tool call. */
  thinking: boolean;
  /** `stop:<reason>`: the model's answer stops for this reason. */
  stop?: (typeof stopReasons)[number];
  /** `error:<id>`: Converse answers this error. */
  error?: keyof typeof modelErrors;
}

const includes = <T extends string>(list: readonly T[], value: string): value is T => (list as readonly string[]).includes(value);
// One pass over the text; the id is letters, digits, `_` and `-` (a trailing `.` or `,` is punctuation).
export const triggerPattern = /bedrock-test:([a-z-]+)(?::([a-z0-9_-]+))?/gi;

/** The triggers in `texts`, case-insensitive; an unknown one is ordinary text. */
export function triggersOf(...texts: string[]): Triggers {
  const found: Triggers = { refuse: [], aspects: [], modelRefuse: [], vague: false, thinking: false };
  for (const text of texts) {
    for (const [, rawKind, rawId = ''] of text.matchAll(triggerPattern)) {
      const [kind, id] = [rawKind!.toLowerCase(), rawId.toLowerCase()];
      if (kind === 'refuse' && includes(refusalCategories, id)) found.refuse.push(id);
      else if (kind === 'aspect' && includes(sensitiveAspectIds, id)) found.aspects.push(id);
      else if (kind === 'model-refuse' && includes(policyCategories, id)) found.modelRefuse.push(id);
      else if (kind === 'vague') found.vague = true;
      else if (kind === 'thinking') found.thinking = true;
      else if (kind === 'stop' && includes(stopReasons, id)) found.stop = id;
      else if (kind === 'error' && id in modelErrors) found.error = id as keyof typeof modelErrors;
    }
  }
  return found;
}
