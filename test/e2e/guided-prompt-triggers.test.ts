import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import { policyCategories, sensitiveAspectIds } from '../../lib/personalities/categories';
import { modelErrors, refusalCategories } from '../../stand-ins/bedrock/triggers';
import { stack } from '../support/api';
import { postAs, signedInUser } from '../support/sessions';

/**
 * The local stack's Bedrock stand-in answers by documented triggers (stand-ins/bedrock/README.md,
 * "Triggers"), like Stripe's test cards; here each one's outcome through the API, and what the
 * service does with each way a model can stop: refuse, answer 503 at once, or call once more.
 */
type User = Awaited<ReturnType<typeof signedInUser>>;
let user: User;
beforeAll(async () => {
  user = await signedInUser();
});
const propose = (description: string) => postAs(user.accessToken, '/v1/personalities/from-guided-prompt', { description });
const converseCalls = async (marker: string) => {
  const recorded = (await (await fetch(`${stack.bedrock_endpoint}/_local/requests`)).json()) as { operation: string; body: unknown }[];
  return recorded.filter((r) => r.operation === 'converse' && JSON.stringify(r.body).includes(marker)).length;
};

describe('each documented trigger gives its outcome through the API', () => {
  it.each(refusalCategories)('bedrock-test:refuse:%s is a 422 with that category', async (category) => {
    const res = await propose(`A chess coach. bedrock-test:refuse:${category}`);
    expect([res.status, res.json.code, res.json.policy_categories]).toEqual([422, 'guided_prompt_policy_violation', [category]]);
  });

  it.each(policyCategories)('bedrock-test:model-refuse:%s is the model’s refusal, a 422 with that category', async (category) => {
    const res = await propose(`A chess coach. bedrock-test:model-refuse:${category}`);
    expect([res.status, res.json.policy_categories]).toEqual([422, [category]]);
  });

  it.each(sensitiveAspectIds)('bedrock-test:aspect:%s raises its critical question', async (aspect) => {
    const res = await propose(`A chess coach. bedrock-test:aspect:${aspect}`);
    expect(res.status).toBe(200);
    expect(res.json.critical_questions.map((q: { id: string }) => q.id)).toEqual([aspect]);
  });

  it('bedrock-test:vague asks a clarifying question; bedrock-test:thinking is served', async () => {
    expect((await propose('Something. bedrock-test:vague')).json).toMatchObject({
      status: 'needs_clarification',
      proposal: null,
      clarifying_questions: [expect.any(String)],
    });
    expect((await propose('A chess coach. bedrock-test:thinking')).json).toMatchObject({ status: 'ready' });
  });

  it.each([
    ['max_tokens', 503, 1],
    ['model_context_window_exceeded', 503, 1],
    ['malformed_tool_use', 503, 2],
    ['malformed_model_output', 503, 2],
    ['stop_sequence', 503, 2],
    ['content_filtered', 422, 1],
    ['guardrail_intervened', 422, 1],
    ['end_turn', 422, 2],
  ] as const)('bedrock-test:stop:%s answers %i after %i model call(s)', async (reason, status, calls) => {
    const marker = ulid();
    const res = await propose(`A chess coach (${marker}). bedrock-test:stop:${reason}`);
    expect(res.status).toBe(status);
    if (status === 422) expect(res.json.policy_categories).toEqual(['misconduct']);
    expect(await converseCalls(marker)).toBe(calls);
  });

  it.each(Object.keys(modelErrors))('bedrock-test:error:%s answers 503 with Retry-After', async (id) => {
    const marker = ulid();
    const res = await propose(`A chess coach (${marker}). bedrock-test:error:${id}`);
    expect([res.status, res.headers.get('retry-after')]).toEqual([503, '5']);
    expect(await converseCalls(marker)).toBe(id === 'access-denied' ? 1 : 2);
  });
});

describe('everything else is served', () => {
  const words = new Intl.Segmenter(undefined, { granularity: 'word' });
  /** A start of `text` that ends where a word ends. */
  const wordBoundedStart = (text: string, part: string) =>
    text.startsWith(part) && (part.length === text.length || [...words.segment(text)].some((s) => s.index + s.segment.length === part.length));

  it.each([
    ['English', 'Spoke answers the questions of customers of a bike-rental shop about rental periods, deposits, helmets and repairs. '],
    ['German', 'Der Assistent der Stadtwerke erklärt Zählerstände, Abschläge, Tarife und was bei einer Störung zu tun ist. '],
    ['Japanese', '旅館のコンシェルジュとして、お客様に周辺の寺院や食事処を丁寧に案内し、予約の変更にも対応します。'],
    ['Hindi', 'यह सहायक किराना दुकान के ग्राहकों को ऑर्डर, डिलीवरी और वापसी के बारे में विनम्रता से जानकारी देता है। '],
  ])('a long %s description, the same proposal every time, every text template or a word-bounded span', async (_, sentence) => {
    const description = sentence
      .repeat(Math.ceil(4000 / sentence.length))
      .slice(0, 4000)
      .trim();
    const [first, second] = [await propose(description), await propose(description)];
    expect(first.status, first.text).toBe(200);
    expect(first.json.status).toBe('ready');
    expect(second.json.proposal).toEqual(first.json.proposal);
    const { name, summary, greeting } = first.json.proposal as { name: string; summary: string; greeting: string };
    expect(wordBoundedStart(description, name)).toBe(true);
    expect(wordBoundedStart(description, summary.slice(summary.indexOf('From the description: ') + 'From the description: '.length))).toBe(true);
    expect(greeting).toBe(`Hello! You are talking to “${name}”.`);
  });
});
