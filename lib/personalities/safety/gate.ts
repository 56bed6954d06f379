import * as z from 'zod/mini';
import { endpointVar, parseEnv } from '../../config';
import type { Logger } from '../../logger';
import { applyGuardrail, GuardrailUnavailableError, type GuardrailRef, type RefusalCategory } from './guardrail';
import { localRefusal } from './local-layers';
import type { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';

const env = parseEnv(
  z.object({
    /** The Bedrock guardrail (id and version) every guided-prompt text goes through; unset: local rules only (unit tests, offline tools). */
    GUARDRAIL_ID: z.optional(z.string().check(z.minLength(1))),
    GUARDRAIL_VERSION: z._default(z.string().check(z.minLength(1)), 'DRAFT'),
    AWS_REGION: z._default(z.string().check(z.minLength(1)), 'us-east-1'),
    /** Local stand-in (infra/local/bedrock-local.ts); unset in AWS. */
    BEDROCK_ENDPOINT: endpointVar,
  }),
);

/** Why a text was refused, and by which layer (logged, never returned). */
export interface Refusal {
  categories: RefusalCategory[];
  layer: 'rules' | 'model' | 'guardrail';
}

/**
 * The acceptable-use gate: the local layers first (keyword rules, then the learned model; free,
 * about a millisecond), then the guardrail (meaning, many languages).
 */
export interface SafetyGate {
  /**
   * Texts a developer sent (description, refine instructions, a personality to publish); the
   * learned model reads `freeText` of them (default: all), the rules and the guardrail all.
   */
  checkInput(texts: readonly (string | undefined)[], freeText?: readonly (string | undefined)[]): Promise<Refusal | undefined>;
  /** Texts a generation engine produced (the rules and the guardrail read them; the model read what they were written from). */
  checkOutput(texts: readonly (string | undefined)[]): Promise<Refusal | undefined>;
}

/** Thrown when the gate cannot decide (guardrail down): the request is refused with a 503, never passed. */
export { GuardrailUnavailableError };

let client: Promise<BedrockRuntimeClient> | undefined;

/** The Bedrock client, loaded on first use so functions that never reach the guardrail pay nothing at cold start. */
export function bedrockClient(): Promise<BedrockRuntimeClient> {
  client ??= import('@aws-sdk/client-bedrock-runtime').then(
    ({ BedrockRuntimeClient }) =>
      new BedrockRuntimeClient({
        region: env.AWS_REGION,
        endpoint: env.BEDROCK_ENDPOINT,
        maxAttempts: 2,
        // ApplyGuardrail answers in well under a second; a silent network must not hold the request.
        requestHandler: { connectionTimeout: 1000, requestTimeout: 4000 },
      }),
  );
  return client;
}

/** The guardrail this process applies, if any. */
export const configuredGuardrail: GuardrailRef | undefined = env.GUARDRAIL_ID ? { id: env.GUARDRAIL_ID, version: env.GUARDRAIL_VERSION } : undefined;

/**
 * A gate with the configured guardrail (or `guardrail` for tests); `undefined` guardrail means
 * the local layers only. Texts are checked together, so one call covers a whole proposal.
 */
export function safetyGate({
  guardrail = configuredGuardrail,
  client: clientOf = bedrockClient,
  logger,
}: { guardrail?: GuardrailRef; client?: () => Promise<BedrockRuntimeClient>; logger?: Logger } = {}): SafetyGate {
  const check = async (
    source: 'INPUT' | 'OUTPUT',
    texts: readonly (string | undefined)[],
    freeText: readonly (string | undefined)[],
  ): Promise<Refusal | undefined> => {
    const present = texts.filter((t): t is string => typeof t === 'string' && t.length > 0);
    const local = localRefusal(present, freeText);
    if (local) return local;
    if (!guardrail) return undefined;
    const categories = await applyGuardrail(await clientOf(), guardrail, source, present).catch((error: unknown) => {
      logger?.error('guardrail unavailable', { source, error });
      throw error;
    });
    return categories.length > 0 ? { categories, layer: 'guardrail' } : undefined;
  };
  return { checkInput: (texts, freeText = texts) => check('INPUT', texts, freeText), checkOutput: (texts) => check('OUTPUT', texts, []) };
}
