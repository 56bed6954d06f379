import { describe, expect, it } from 'vitest';
import { generate } from '../../infra/local/bedrock/model/generate';
import { localPolicyViolations as policyViolations } from '../../infra/local/bedrock/guardrail/policy-rules';
import { demoTopicVersions } from '../../infra/local/demo-data';
import { fixtures } from '../fixtures/guided-prompts';

const vocabulary = demoTopicVersions.at(-1)!.topics;
const run = (description: string) => generate({ description, vocabulary });

describe('the guided-prompt fixture set', () => {
  it('has at least 40 descriptions across every kind', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(40);
    for (const kind of ['clear', 'sensitive', 'vague', 'violating']) expect(fixtures.some((f) => f.expected.kind === kind)).toBe(true);
    expect(fixtures.some((f) => f.mixed)).toBe(true);
  });

  it('refuses every violating description, in its category', () => {
    for (const f of fixtures.filter((f) => f.expected.kind === 'violating')) {
      const categories = policyViolations(f.description);
      expect(categories, f.description).toContain((f.expected as { category: string }).category);
    }
  });

  it('refuses at most 1 in 20 benign descriptions', () => {
    const benign = fixtures.filter((f) => f.expected.kind !== 'violating');
    const refused = benign.filter((f) => policyViolations(f.description).length > 0);
    expect(refused.map((f) => f.description)).toEqual([]);
    expect(refused.length / benign.length).toBeLessThanOrEqual(1 / 20);
  });

  it('asks for clarification exactly when a description is too vague, at least 90 % of the time', async () => {
    const benign = fixtures.filter((f) => f.expected.kind !== 'violating');
    let correct = 0;
    const wrong: string[] = [];
    for (const f of benign) {
      const out = await run(f.description);
      const vague = out.status === 'needs_clarification';
      if (vague === (f.expected.kind === 'vague')) correct++;
      else wrong.push(`${f.description} -> ${out.status}`);
      if (vague) {
        expect(out.proposal).toBeNull();
        expect(out.clarifying_questions.length).toBeGreaterThan(0);
      }
    }
    expect(wrong).toEqual([]);
    expect(correct / benign.length).toBeGreaterThanOrEqual(0.9);
  });

  it('gives proposals whose topics follow the description', async () => {
    for (const f of fixtures.filter((f) => f.expected.kind === 'clear' || f.expected.kind === 'sensitive')) {
      const out = await run(f.description);
      expect(out.status, f.description).toBe('ready');
      const expected = f.expected as { topics?: string[]; notTopics?: string[] };
      for (const topic of expected.topics ?? []) expect(out.proposal!.topics, f.description).toContain(topic);
      for (const topic of expected.notTopics ?? []) expect(out.proposal!.topics, f.description).not.toContain(topic);
    }
  });

  it('raises critical questions for the sensitive aspects, and none for clear descriptions', async () => {
    for (const f of fixtures) {
      const out = await run(f.description);
      const ids = out.sensitive_aspects;
      if (f.expected.kind === 'sensitive') for (const aspect of f.expected.aspects) expect(ids, f.description).toContain(aspect);
      if (f.expected.kind === 'clear') expect(ids, f.description).toEqual([]);
    }
  });
});

describe('the local engine', () => {
  it('gives different, fitting proposals for different descriptions', async () => {
    const chef = (await run('A warm cooking tutor for beginners who want to learn Italian pasta recipes.')).proposal!;
    const coder = (await run('A blunt senior engineer who reviews Python code and explains algorithms.')).proposal!;
    expect(chef.topics).toContain('cooking');
    expect(chef.topics).not.toContain('personal-finance');
    expect(coder.topics).toContain('programming');
    expect(chef.name).not.toBe(coder.name);
    expect(chef.greeting).not.toBe(coder.greeting);
    expect(chef.traits).toContain('warm');
    // Traits keep the description's own words.
    expect(coder.traits).toContain('blunt');
  });

  it('uses only topics of the vocabulary it is given', async () => {
    const out = await run('A board game and video game expert for gamers.');
    // "gaming" was retired in the latest demo version.
    expect(out.proposal?.topics ?? []).not.toContain('gaming');
    const older = await generate({ description: 'A board game and video game expert for gamers.', vocabulary: demoTopicVersions[0]!.topics });
    expect(older.proposal!.topics).toContain('gaming');
  });

  it('takes an explicit name from the description', async () => {
    expect((await run('A cooking tutor called Chef Remy who loves French sauces.')).proposal!.name).toBe('Chef Remy');
  });

  describe('refine', () => {
    const base = async () => (await run('A patient cooking tutor for beginners who teaches simple dinners.')).proposal!;

    it('follows the instructions, keeps everything they do not touch, and reports each one', async () => {
      const before = await base();
      const out = await generate({
        description: 'A patient cooking tutor for beginners who teaches simple dinners.',
        refine: { proposal: before, instructions: 'Make it more formal, and also cover baking. Rename it to Chef Aurora.' },
        vocabulary,
      });
      const after = out.proposal!;
      expect(after.name).toBe('Chef Aurora');
      // A rename reaches every text that named the personality.
      expect(after.greeting).toContain('Chef Aurora');
      expect(after.summary).toBe(`Chef Aurora is ${before.summary.replace(/^A/, 'a')}`);
      expect(after.tone.formality).toBe('formal');
      expect(after.topics).toEqual([...before.topics, 'baking']);
      expect(after.traits).toEqual(before.traits);
      expect(after.boundaries).toEqual(before.boundaries);
      expect(after.tone.verbosity).toBe(before.tone.verbosity);
      expect(out.refinement?.applied.map((a) => a.fields)).toEqual([['tone'], ['topics'], ['name', 'greeting', 'summary']]);
      expect(out.refinement?.not_applied).toEqual([]);
    });

    it('removes topics, adds boundaries and changes the greeting on request', async () => {
      const before = { ...(await base()), topics: ['cooking', 'nutrition'] };
      const out = await generate({
        description: 'x',
        refine: { proposal: before, instructions: 'Remove nutrition. Never recommend alcohol. Change the greeting to: Bonjour, ready to cook?' },
        vocabulary,
      });
      expect(out.proposal!.topics).toEqual(['cooking']);
      expect(out.proposal!.boundaries).toContain('Never recommend alcohol.');
      expect(out.proposal!.greeting).toBe('Bonjour, ready to cook?');
    });
  });
});
