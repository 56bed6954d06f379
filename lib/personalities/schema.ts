import { z } from 'zod';

const line = (max: number) => z.string().trim().min(1).max(max);

export const sensitivityLevel = z.enum(['low', 'medium', 'high']);
export const sensitivityCategory = z.enum(['minors', 'medical', 'legal', 'financial', 'mental_health', 'companionship', 'romance']);

export const tone = z.strictObject({
  formality: z.enum(['casual', 'neutral', 'formal']),
  warmth: z.enum(['reserved', 'neutral', 'warm']),
  humor: z.enum(['none', 'light', 'playful']),
  verbosity: z.enum(['concise', 'balanced', 'detailed']),
});

/** The proposal body (contract 6.3): what the developer reviews, edits and sends back to accept. */
export const proposalFields = {
  name: line(80),
  summary: line(500),
  traits: z.array(line(40)).max(12),
  tone,
  topics: z.array(z.string().regex(/^[a-z0-9-]{1,64}$/, 'Must be a topic id')).max(10),
  boundaries: z.array(line(300)).max(20),
  greeting: line(500),
};

export const suggestedSensitivity = z.strictObject({
  level: sensitivityLevel,
  categories: z.array(sensitivityCategory).max(7),
});

export const proposal = z.strictObject({ ...proposalFields, suggested_sensitivity: suggestedSensitivity });
export type Proposal = z.output<typeof proposal>;

export const criticalQuestion = z.strictObject({
  id: z.string().regex(/^[a-z_]{1,64}$/),
  question: line(500),
  reason: line(500),
});
export type CriticalQuestion = z.output<typeof criticalQuestion>;

/** POST /v1/personalities/from-guided-prompt */
export const guidedPromptRequest = z.strictObject({
  description: z.string().min(1).max(4000).refine((d) => d.trim().length > 0, 'Must not be blank'),
  refine: z
    .strictObject({
      proposal,
      instructions: z.string().min(1).max(2000).refine((d) => d.trim().length > 0, 'Must not be blank'),
    })
    .optional(),
});
export type GuidedPromptRequest = z.output<typeof guidedPromptRequest>;

/** What a generation engine returns; every engine's output is validated against it. */
export const engineOutput = z.strictObject({
  status: z.enum(['ready', 'needs_clarification']),
  proposal: proposal.nullable(),
  clarifying_questions: z.array(line(500)).max(10),
  critical_questions: z.array(criticalQuestion).max(10),
});
export type EngineOutput = z.output<typeof engineOutput>;
