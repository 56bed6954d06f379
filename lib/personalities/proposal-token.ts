import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { canonicalJson } from '../contract/canonical-json';
import * as z from 'zod/mini';
import { secretRef } from '../aws/secrets';
import type { CriticalQuestion, Proposal } from './schema';

/**
 * The key that binds a proposal to its acceptance: here, with the token, so only the functions
 * that sign or verify tokens need its secret (changing a personality uses the policy, not this).
 */
export const readProposalKey = secretRef('proposalTokenKey');

/** How long a proposal may wait for the developer's review before it must be generated again. */
export const PROPOSAL_TOKEN_TTL_SECONDS = 7 * 86_400;

const digest = (value: string) => createHash('sha256').update(value).digest('base64url');

/** A critical question is bound by id and by a digest of its wording, so neither can change. */
const questionDigest = (q: CriticalQuestion) => digest(`${q.id}\u0000${q.question}\u0000${q.reason}`).slice(0, 22);

const payloadSchema = z.strictObject({
  v: z.literal(2),
  /** The organization the proposal was made for: another organization's token does not verify for it. */
  org: z.string(),
  /** Digest of source_ref, the original description. */
  src: z.string(),
  cq: z.array(z.strictObject({ id: z.string(), d: z.string() })),
  voc: z.string(),
  iat: z.number().check(z.int()),
  /** Digest of the proposal the token came with: a refine that sends it back unedited is known to be the model's checked text. */
  pd: z.optional(z.string()),
});
export type ProposalTokenPayload = z.output<typeof payloadSchema>;

function mac(key: string, payload: string): Buffer {
  return createHmac('sha256', Buffer.from(key, 'base64url')).update(payload).digest();
}

/**
 * The proposal token binds what acceptance must check (the organization, the description, the
 * critical questions, the vocabulary version) without storing the proposal:
 * `<base64url payload>.<base64url HMAC>`. A refine carries it too, so its critical questions stay.
 */
export function signProposalToken(
  key: string,
  input: {
    organizationId: string;
    sourceRef: string;
    criticalQuestions: CriticalQuestion[];
    vocabularyVersion: string;
    nowMs: number;
    proposal?: Proposal | null;
  },
): string {
  const payload: ProposalTokenPayload = {
    v: 2,
    org: input.organizationId,
    src: digest(input.sourceRef),
    cq: input.criticalQuestions.map((q) => ({ id: q.id, d: questionDigest(q) })),
    voc: input.vocabularyVersion,
    iat: Math.floor(input.nowMs / 1000),
    ...(input.proposal ? { pd: proposalDigest(input.proposal) } : {}),
  };
  const encoded = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${encoded}.${mac(key, encoded).toString('base64url')}`;
}

/** The payload of an authentic, unexpired token issued to `organizationId`, else undefined. */
export function verifyProposalToken(key: string, token: string, nowMs: number, organizationId: string): ProposalTokenPayload | undefined {
  const [encoded, signature, extra] = token.split('.');
  if (!encoded || !signature || extra !== undefined) return undefined;
  // Textual comparison: only the canonical base64url spelling of the MAC is accepted.
  const presented = Buffer.from(signature);
  const expected = Buffer.from(mac(key, encoded).toString('base64url'));
  if (presented.length !== expected.length || !timingSafeEqual(presented, expected)) return undefined;
  let parsed;
  try {
    parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')));
  } catch {
    return undefined;
  }
  if (!parsed.success) return undefined;
  const age = nowMs / 1000 - parsed.data.iat;
  if (parsed.data.org !== organizationId) return undefined;
  return age >= -300 && age <= PROPOSAL_TOKEN_TTL_SECONDS ? parsed.data : undefined;
}

const proposalDigest = (proposal: Proposal) => digest(canonicalJson(proposal));

/** Whether `proposal` is, field for field, the one the token was issued with (false for a token issued without one). */
export const tokenMatchesProposal = (payload: ProposalTokenPayload, proposal: Proposal) => payload.pd !== undefined && payload.pd === proposalDigest(proposal);

/** Whether a proposal token was issued for this source text (compared by digest). */
export const tokenMatchesSource = (payload: ProposalTokenPayload, sourceRef: string) => payload.src === digest(sourceRef);

/** Whether a proposal token was issued with exactly these critical questions, in this order and wording. */
export const tokenMatchesQuestions = (payload: ProposalTokenPayload, questions: CriticalQuestion[]) =>
  payload.cq.length === questions.length && questions.every((q, i) => payload.cq[i]!.id === q.id && payload.cq[i]!.d === questionDigest(q));
