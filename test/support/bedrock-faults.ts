import { expect } from 'vitest';
import { stack } from './api';

/**
 * Scripts the stack's Bedrock stand-in (docs/bedrock-stand-in.md): the next `times` calls of
 * `operation` whose request body contains every `match` get `fault`.
 */
export async function scriptBedrockFault(
  operation: 'converse' | 'applyGuardrail',
  fault: Record<string, unknown>,
  options: { times?: number; match?: string | string[] } = {},
): Promise<void> {
  const res = await fetch(`${stack.bedrock_endpoint}/_local/faults`, { method: 'POST', body: JSON.stringify({ operation, fault, ...options }) });
  expect(res.status, await res.text()).toBe(204);
}
