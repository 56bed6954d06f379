import type { ApplyGuardrailCommandOutput, BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';
import * as z from 'zod/mini';
import { bedrockClient } from '../aws/bedrock';
import { parseEnv } from '../config';
import type { Logger } from '../logger';
import { isPolicyCategory, isSensitiveAspect, sensitiveAspectIds, type PolicyCategory, type RefusalCategory, type SensitiveAspect } from './categories';

const env = parseEnv(
  z.object({
    /** The stack's guardrail (CDK passes its id and version); unset, every check is a 503, never a pass. */
    GUARDRAIL_ID: z.optional(z.string().check(z.minLength(1))),
    GUARDRAIL_VERSION: z._default(z.string().check(z.minLength(1)), 'DRAFT'),
  }),
);

/** Which guardrail to apply. */
export interface GuardrailRef {
  id: string;
  version: string;
}

/** The guardrail this process applies, if configured. */
export const configuredGuardrail: GuardrailRef | undefined = env.GUARDRAIL_ID ? { id: env.GUARDRAIL_ID, version: env.GUARDRAIL_VERSION } : undefined;

/** What the guardrail found in a set of texts. */
export interface GuardrailVerdict {
  /** Present when it blocked them: the categories it named (never empty). */
  refused?: RefusalCategory[];
  /** The sensitive aspects its detect-only topics found: each raises a critical question. */
  aspects: SensitiveAspect[];
}

/** Raised when the guardrail cannot answer: the caller turns it into a 503, never a pass. */
export class GuardrailUnavailableError extends Error {
  override name = 'GuardrailUnavailableError';
}

/** Bedrock's content-filter types, and the category each is reported as. */
const filterCategories: Record<string, RefusalCategory> = {
  HATE: 'hate_harassment',
  INSULTS: 'hate_harassment',
  VIOLENCE: 'violent_crime',
  SEXUAL: 'sexual_content',
  MISCONDUCT: 'misconduct',
  PROMPT_ATTACK: 'prompt_attack',
};

type Assessed = Pick<ApplyGuardrailCommandOutput, 'action' | 'assessments'>;

/**
 * The categories an intervention names: blocked topics are named after the policy categories
 * (infra/constructs/guardrail.ts), content filters map as above. An intervention that names nothing
 * we know is still a refusal, reported as `misconduct`.
 */
export function categoriesOfAssessment(output: Assessed): RefusalCategory[] {
  if (output.action !== 'GUARDRAIL_INTERVENED') return [];
  const found = new Set<RefusalCategory>();
  for (const assessment of output.assessments ?? []) {
    for (const topic of assessment.topicPolicy?.topics ?? []) {
      if (topic.action === 'BLOCKED' && isPolicyCategory(topic.name ?? '')) found.add(topic.name as PolicyCategory);
    }
    for (const filter of assessment.contentPolicy?.filters ?? []) {
      const category = filterCategories[filter.type ?? ''];
      if (filter.action === 'BLOCKED' && category) found.add(category);
    }
  }
  return found.size > 0 ? [...found] : ['misconduct'];
}

/** The sensitive aspects the detect-only topics found (named after the aspects), in the catalogue's order. */
export function aspectsOfAssessment(output: Assessed): SensitiveAspect[] {
  const found = new Set<string>();
  for (const assessment of output.assessments ?? []) {
    for (const topic of assessment.topicPolicy?.topics ?? []) if (topic.detected === true && isSensitiveAspect(topic.name ?? '')) found.add(topic.name!);
  }
  return sensitiveAspectIds.filter((aspect) => found.has(aspect));
}

// Invisible characters that split a word for a reader but not for a person ("sa\u200Brin"), bidi controls included.
// eslint-disable-next-line no-misleading-character-class
const formatCharacters = /[\p{Cf}\u034F\u115F\u1160\u17B4\u17B5\u180B-\u180F\u3164\uFE00-\uFE0F\uFFA0]|\uDB40[\uDD00-\uDDEF]/gu;

/** The most characters one character may become: NFKC makes U+FDFA eighteen, and a text of them eighteen times as long. */
const MAX_FOLD = 4;

/**
 * The text the guardrail (and the model) reads: compatibility forms folded (NFKC: fullwidth and
 * mathematical letters, ligatures) and invisible format characters removed, so neither hides a word
 * from it. Linear, and never more than `MAX_FOLD` times as long: when NFKC would grow the text more
 * than that, each character is folded on its own and one that would grow past `MAX_FOLD` keeps
 * its form, so a few such characters cannot turn the fold off for the rest.
 */
export function guardedText(text: string): string {
  const stripped = text.replace(formatCharacters, '');
  const folded = stripped.normalize('NFKC');
  if (folded.length <= 2 * stripped.length) return folded;
  let out = '';
  for (const ch of stripped) {
    const one = ch.normalize('NFKC');
    out += one.length <= MAX_FOLD ? one : ch;
  }
  return out;
}

/**
 * The texts of one check as ApplyGuardrail content: one text block, the texts apart by a blank line.
 * A guardrail bills (and throttles) text units per content block, 1 unit per 1,000 characters
 * rounded up (Amazon Bedrock pricing), so a proposal's 30 short texts cost 2 units in one block and
 * 30 in thirty. The verdict is read for the whole check (a refusal, the sensitive aspects), never per
 * text, so one block loses nothing the service needs.
 */
export function packedContent(texts: readonly (string | undefined)[]): { text: { text: string } }[] {
  const kept = texts
    .filter((t): t is string => typeof t === 'string')
    .map(guardedText)
    .filter((t) => t.trim().length > 0);
  return kept.length === 0 ? [] : [{ text: { text: kept.join('\n\n') } }];
}

/** How the gate calls the guardrail. */
export interface GateOptions {
  guardrail?: GuardrailRef;
  client?: () => Promise<BedrockRuntimeClient>;
  /** Calls, the first included (default 2: one more after throttling, a timeout or a 5xx). */
  attempts?: number;
  /** Per call (default 3 s; ApplyGuardrail answers in well under a second). */
  timeoutMs?: number;
  logger?: Logger;
}

/** The acceptable-use gate: Amazon Bedrock Guardrails on what the developer sends (INPUT) and on what the model wrote (OUTPUT). */
export interface SafetyGate {
  checkInput(texts: readonly (string | undefined)[]): Promise<GuardrailVerdict>;
  checkOutput(texts: readonly (string | undefined)[]): Promise<GuardrailVerdict>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const status = (error: unknown) => (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode ?? 0;
// Worth one more call: throttled, timed out, or the service failing; not access or validation errors.
const retryable = (error: unknown) => {
  const name = (error as { name?: string }).name ?? '';
  return name === 'ThrottlingException' || name === 'TimeoutError' || name === 'AbortError' || status(error) >= 500 || status(error) === 0;
};

/**
 * A gate over the configured guardrail (or `guardrail` in tests). One ApplyGuardrail call, of one
 * content block (`packedContent`), covers all texts of a check. With no guardrail configured, or
 * one that does not answer in time, a check throws `GuardrailUnavailableError` (the caller's 503):
 * a text is never passed unchecked.
 */
export function safetyGate(options: GateOptions = {}): SafetyGate {
  const { client = bedrockClient, attempts = 2, timeoutMs = 3000, logger } = options;
  // An explicit `guardrail: undefined` means none (tests), not the configured one.
  const guardrail = 'guardrail' in options ? options.guardrail : configuredGuardrail;
  const check = async (source: 'INPUT' | 'OUTPUT', texts: readonly (string | undefined)[]): Promise<GuardrailVerdict> => {
    const content = packedContent(texts);
    if (content.length === 0) return { aspects: [] };
    if (!guardrail) throw new GuardrailUnavailableError('No guardrail is configured (GUARDRAIL_ID)');
    const { ApplyGuardrailCommand } = await import('@aws-sdk/client-bedrock-runtime');
    const command = new ApplyGuardrailCommand({ guardrailIdentifier: guardrail.id, guardrailVersion: guardrail.version, source, content, outputScope: 'FULL' });
    const bedrock = await client();
    for (let attempt = 1; ; attempt++) {
      try {
        const output = await bedrock.send(command, { abortSignal: AbortSignal.timeout(timeoutMs) });
        // A guardrail that read only part of the text has not checked the rest: never a pass.
        const coverage = output.guardrailCoverage?.textCharacters;
        if (coverage?.guarded !== undefined && coverage.total !== undefined && coverage.guarded < coverage.total) {
          throw new GuardrailUnavailableError(`The guardrail read ${coverage.guarded} of ${coverage.total} characters`);
        }
        const refused = categoriesOfAssessment(output);
        return { ...(refused.length > 0 ? { refused } : {}), aspects: aspectsOfAssessment(output) };
      } catch (error) {
        if (error instanceof GuardrailUnavailableError) throw error;
        logger?.warn('guardrail call failed', { source, attempt, error });
        if (attempt >= attempts || !retryable(error)) {
          throw new GuardrailUnavailableError(`The guardrail did not answer (${(error as Error).name})`, { cause: error });
        }
        await sleep(200 + Math.random() * 200);
      }
    }
  };
  return { checkInput: (texts) => check('INPUT', texts), checkOutput: (texts) => check('OUTPUT', texts) };
}
