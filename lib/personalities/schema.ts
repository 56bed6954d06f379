import * as z from 'zod/mini';
import { documented, type JsonSchema } from '../contract/json-schema';
import { proseText, textRule, timestamp, trimmedText } from '../contract/schemas';
import { idPattern } from '../ids';
import { policyCategories, sensitiveAspectIds } from './categories';

const line = trimmedText;
/** Prose a person or the model writes: trimmed like a line, line breaks allowed (lib/contract/text.ts). */
const paragraph = (max: number) => trimmedText(max, { multiline: true });

export const sensitivityLevel = z.enum(['low', 'medium', 'high']);
export const sensitivityCategory = z.enum(sensitiveAspectIds);

export const tone = z.strictObject({
  formality: z.enum(['casual', 'neutral', 'formal']),
  warmth: z.enum(['reserved', 'neutral', 'warm']),
  humor: z.enum(['none', 'light', 'playful']),
  verbosity: z.enum(['concise', 'balanced', 'detailed']),
});

/** The proposal body (contract 6.3): what the developer reviews, edits and sends back to accept. */
export const proposalFields = {
  name: line(80),
  summary: paragraph(500),
  traits: z.array(line(40)).check(z.maxLength(12)),
  tone,
  topics: z.array(z.string().check(z.regex(/^[a-z0-9-]{1,64}$/, 'Must be a topic id'))).check(z.maxLength(10)),
  boundaries: z.array(line(300)).check(z.maxLength(20)),
  greeting: paragraph(500),
};

export const suggestedSensitivity = z.strictObject({
  level: sensitivityLevel,
  categories: z.array(sensitivityCategory).check(z.maxLength(7)),
});

export const proposal = z.strictObject({ ...proposalFields, suggested_sensitivity: suggestedSensitivity });
export type Proposal = z.output<typeof proposal>;

export const criticalQuestion = z.strictObject({
  id: sensitivityCategory,
  question: paragraph(500),
  reason: paragraph(500),
});
export type CriticalQuestion = z.output<typeof criticalQuestion>;

/** POST /v1/personalities/from-guided-prompt */
export const guidedPromptRequest = z.strictObject({
  description: proseText(4000).check(z.describe('What the personality should be, in any language')),
  refine: z.optional(
    z.strictObject({
      proposal,
      instructions: proseText(2000).check(z.describe('What to change, in plain words')),
      /** The token of the proposal being refined: its critical questions carry forward. */
      proposal_token: z.string().check(z.minLength(1), z.maxLength(4096)),
    }),
  ),
});
export type GuidedPromptRequest = z.output<typeof guidedPromptRequest>;

/** The proposal fields an applied refine instruction can change. */
export const refinableField = z.enum(['name', 'summary', 'traits', 'tone', 'topics', 'boundaries', 'greeting']);

/**
 * What a refine did with its instructions (contract 6.3): every instruction is either applied,
 * with the fields it changed and a sentence saying how, or not applied, with a reason a person can
 * act on. Present on refine responses only.
 */
export const refinement = z
  .strictObject({
    applied: z
      .array(
        z.strictObject({
          instruction: paragraph(2000).check(z.describe('One instruction, as split out of the request')),
          fields: z.array(refinableField).check(z.minLength(1), z.maxLength(7), z.describe('The proposal fields it changed')),
          change: paragraph(500).check(z.describe('What changed, in a sentence')),
        }),
      )
      .check(z.maxLength(40)),
    not_applied: z
      .array(z.strictObject({ instruction: paragraph(2000), reason: paragraph(500).check(z.describe('Why it was not applied, and what to do instead')) }))
      .check(z.maxLength(40)),
  })
  .check(
    z.describe(
      'Refine answers only: what was done with each instruction. With contradictory instructions nothing is applied (`status: needs_clarification`, `proposal: null`, every instruction in `not_applied`); refine the same proposal again with the new `proposal_token`.',
    ),
  );
export type Refinement = z.output<typeof refinement>;

const clarifyingQuestions = z.array(paragraph(500)).check(z.maxLength(10));

/**
 * What the model answers through its tool (lib/personalities/prompt/tool.json is this schema as
 * JSON Schema, the topics' enum filled in per call): the proposal, or why there is none. The
 * service validates every answer with it; anything else is a model that did not follow the contract.
 */
export const modelOutput = z.strictObject({
  status: z.enum(['ready', 'needs_clarification']),
  proposal: z.nullable(proposal),
  clarifying_questions: clarifyingQuestions,
  /** The sensitive aspects the model sees; the service words the questions (critical-questions.ts). */
  sensitive_aspects: z.array(sensitivityCategory).check(z.maxLength(7)),
  /** The model's own judgement that the request breaks the acceptable-use policy (a 422, like the guardrail's). */
  policy_violation: z.nullable(z.strictObject({ categories: z.array(z.enum(policyCategories)).check(z.minLength(1), z.maxLength(9)) })),
  refinement: z.optional(refinement),
});
export type ModelOutput = z.output<typeof modelOutput>;

/** Contract 6.3: the answer to POST /v1/personalities/from-guided-prompt. */
export const guidedPromptResponse = z.strictObject({
  status: z.enum(['ready', 'needs_clarification']),
  proposal: z.nullable(proposal),
  clarifying_questions: clarifyingQuestions,
  critical_questions: z.array(criticalQuestion).check(z.maxLength(10)),
  refinement: z.optional(refinement),
  vocabulary_version: z.string(),
  proposal_token: z.string(),
  usage: z.strictObject({ turns_consumed: z.literal(0), charged: z.literal(false) }),
});
export type GuidedPromptResponse = z.output<typeof guidedPromptResponse>;

/**
 * The developer's sensitivity declaration. The use case answers a missing or unconfirmed one with
 * the contract's 422 `sensitivity_not_confirmed`; the document states what is accepted
 * (`confirmed: true`, required), so a client that follows it never meets that 422.
 */
const declaration = documented(
  z.strictObject({ level: sensitivityLevel, categories: z.array(sensitivityCategory).check(z.maxLength(7)), confirmed: z.boolean() }),
  (generated) => ({
    ...generated,
    properties: { ...(generated.properties as object), confirmed: { const: true, description: 'The developer confirms the declaration' } },
    description: 'At least what the critical questions imply (422 `sensitivity_not_confirmed` with `required_sensitivity` otherwise)',
  }),
);
/** A developer's answer to a critical question; a blank one does not answer it (422 `critical_questions_unanswered`). */
const criticalAnswer = z.strictObject({
  question_id: sensitivityCategory.check(z.describe('The id of the critical question answered')),
  answer: documented(z.string().check(z.maxLength(2000), textRule({ multiline: true, blankAllowed: true })), (generated) => ({
    ...generated,
    minLength: 1,
    pattern: '\\S',
  })),
});

/** What both kinds of creation send: the (edited) proposal, the declaration and the answers. */
const creationFields = {
  ...proposalFields,
  /** Sent back unchanged from the proposal, and ignored: the developer's declaration counts. */
  suggested_sensitivity: z.optional(suggestedSensitivity),
  sensitivity_declaration: z.optional(declaration),
  critical_answers: z.optional(z.array(criticalAnswer).check(z.maxLength(10))).check(z.describe('One developer answer per critical question')),
};

/** The document requires the declaration the use case checks (a 422 when missing). */
const requireDeclaration = (generated: JsonSchema) => ({ ...generated, required: [...((generated.required as string[]) ?? []), 'sensitivity_declaration'] });

/**
 * POST /v1/personalities (contract 6.4), one shape per `source`: accepting a guided-prompt
 * proposal needs its description (`source_ref`) and `proposal_token`; a manual creation may name
 * the vocabulary version its topics come from (default: the latest).
 */
export const createPersonalityBody = z.discriminatedUnion('source', [
  documented(
    z.strictObject({
      ...creationFields,
      source: z.literal('guided_prompt'),
      source_ref: proseText(4000).check(z.describe('The description the proposal was made from, unchanged')),
      proposal_token: z.string().check(z.minLength(1), z.maxLength(4096), z.describe("The proposal's `proposal_token`")),
      /** The proposal's critical questions, if the client echoes them: they must be the bound ones. */
      critical_questions: z.optional(z.array(criticalQuestion).check(z.maxLength(10))),
    }),
    requireDeclaration,
  ),
  documented(
    z.strictObject({
      ...creationFields,
      source: z.literal('manual'),
      source_ref: z.optional(proseText(4000)).check(z.describe('Where the personality came from, if anywhere')),
      vocabulary_version: z
        .optional(z.string().check(z.minLength(1), z.maxLength(64)))
        .check(z.describe('The vocabulary version the topics come from (default: the latest)')),
    }),
    requireDeclaration,
  ),
]);
export type CreatePersonalityBody = z.output<typeof createPersonalityBody>;

export { idempotencyKeyHeader } from '../contract/idempotency';

/** Contract 6.12's path. */
export const personalityParams = z.strictObject({ id: z.string().check(z.regex(idPattern('pers'), 'Must be a personality id (pers_...)')) });

/** Contract 6.4: the created personality. */
export const personality = z.strictObject({
  id: z.string().check(z.regex(idPattern('pers'))),
  organization_id: z.string().check(z.regex(idPattern('org'))),
  ...proposalFields,
  source: z.enum(['guided_prompt', 'manual']),
  source_ref: z.nullable(z.string()),
  vocabulary_version: z.string(),
  sensitivity_declaration: z.extend(declaration, { confirmed: z.literal(true) }),
  critical_answers: z.array(criticalAnswer),
  created_by: z.string().check(z.regex(idPattern('usr'))),
  created_at: timestamp,
  /** When it last changed (contract 6.18); its creation time until then. */
  updated_at: timestamp,
});
export type Personality = z.output<typeof personality>;

/**
 * PATCH /v1/personalities/{id} (contract 6.18): a JSON Merge Patch of the proposal fields and the
 * sensitivity declaration. `tone` merges member by member; the other members replace what they
 * name. None can be removed (`null` is a 400): a personality always has them all. The declaration
 * is sent whole and confirmed again. `critical_answers` answers the questions the change raises,
 * merged by `question_id` into the stored answers (an answer given is never removed).
 */
export const personalityPatch = z.strictObject({
  name: z.optional(proposalFields.name),
  summary: z.optional(proposalFields.summary),
  traits: z.optional(proposalFields.traits),
  tone: z.optional(z.partial(tone)),
  topics: z.optional(proposalFields.topics),
  boundaries: z.optional(proposalFields.boundaries),
  greeting: z.optional(proposalFields.greeting),
  sensitivity_declaration: z.optional(declaration),
  critical_answers: z
    .optional(z.array(criticalAnswer).check(z.maxLength(10)))
    .check(z.describe('Answers to the critical questions the change raises, merged by question_id into the stored ones')),
});
export type PersonalityPatch = z.output<typeof personalityPatch>;
