import { expect } from 'vitest';
import { stack } from './api';

/**
 * Scripts the stack's Bedrock stand-in (stand-ins/bedrock/README.md, "Faults"): the next `times`
 * calls of `operation` whose request body contains every `match` get `fault`: the model's answer
 * (`{ kind: 'answer', input }`), the guardrail's verdict (`{ kind: 'verdict', blocked }`), an error
 * or a delay.
 */
export async function scriptBedrockFault(
  operation: 'converse' | 'applyGuardrail',
  fault: Record<string, unknown>,
  options: { times?: number; match?: string | string[] } = {},
): Promise<void> {
  const res = await fetch(`${stack.bedrock_endpoint}/_local/faults`, { method: 'POST', body: JSON.stringify({ operation, fault, ...options }) });
  expect(res.status, await res.text()).toBe(204);
}

/** A well-formed `submit_proposal` answer (a chess coach), to script the model's reply with; `proposal` overrides its fields. */
export function modelAnswer(proposal: Record<string, unknown> = {}) {
  return {
    status: 'ready',
    proposal: {
      name: 'Marco',
      summary: 'Marco is a chess coach for club players.',
      traits: ['patient'],
      tone: { formality: 'neutral', warmth: 'warm', humor: 'light', verbosity: 'balanced' },
      topics: [],
      boundaries: [],
      greeting: 'Hello, I’m Marco, your chess coach.',
      suggested_sensitivity: { level: 'low', categories: [] },
      ...proposal,
    },
    clarifying_questions: [],
    sensitive_aspects: [],
    policy_violation: null,
  };
}

/** A `submit_proposal` answer asking `questions` instead of proposing; `extra` adds fields (a refine's `refinement`). */
export function clarifyingAnswer(questions: string[], extra: Record<string, unknown> = {}) {
  return { status: 'needs_clarification', proposal: null, clarifying_questions: questions, sensitive_aspects: [], policy_violation: null, ...extra };
}
