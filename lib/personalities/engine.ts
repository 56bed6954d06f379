import type { Topic } from '../vocabularies/model';
import type { EngineOutput, Proposal } from './schema';

/** What an engine is given: the description, a refinement of an earlier proposal, and the allowed topics. */
export interface GenerationInput {
  description: string;
  refine?: { proposal: Proposal; instructions: string };
  /** The topics of the latest published vocabulary version: the only ones a proposal may use. */
  vocabulary: readonly Topic[];
}

/** Tokens an engine spent on one generation (zero for the local engine). */
export interface GenerationUsage {
  inputTokens: number;
  outputTokens: number;
}

/** Turns a description into a proposal. The policy check runs before any engine. */
export interface GenerationEngine {
  name: string;
  generate(input: GenerationInput): Promise<EngineOutput & { usage?: GenerationUsage }>;
}

/** The engine could not produce a proposal in time (throttled, timed out, down, or unusable output after a retry): a 503. */
export class GenerationUnavailableError extends Error {
  override name = 'GenerationUnavailableError';
}

/** The model's guardrail stopped the generation: the contract's 422 with these categories. */
export class GenerationRefusedError extends Error {
  override name = 'GenerationRefusedError';
  constructor(readonly categories: string[]) {
    super('The guardrail intervened in the generation');
  }
}
