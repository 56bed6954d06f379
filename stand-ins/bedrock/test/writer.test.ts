import Ajv from 'ajv';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import tools from '../../../lib/personalities/prompt/tool.json' with { type: 'json' };
import { triggersOf } from '../triggers';
import { notAppliedReason, propose, refine, span, standInName, summaryTemplate, type ModelInput } from '../writer';

const vocabulary = [
  { id: 'cooking', label: 'Cooking' },
  { id: 'home-improvement', label: 'Home improvement' },
  { id: 'mathematics', label: 'Mathematics' },
];
// The tool schema the service sends (lib/personalities/prompt/tool.json), topics limited to the vocabulary.
const toolSchema = (refining: boolean) => {
  const schema = structuredClone(tools.proposal) as any;
  schema.properties.proposal.anyOf[0].properties.topics.items = { type: 'string', enum: vocabulary.map((t) => t.id) };
  if (refining) [schema.properties.refinement, schema.required] = [tools.refinement, [...schema.required, 'refinement']];
  return schema;
};
const ajv = new Ajv({ strict: false, allErrors: true });
const [fitsPropose, fitsRefine] = [ajv.compile(toolSchema(false)), ajv.compile(toolSchema(true))];
const written = (description: string) => propose({ description, vocabulary }, triggersOf(description));

const words = new Intl.Segmenter(undefined, { granularity: 'word' });
/** Whether `part` is a start of `text` that ends where a word of `text` ends. */
const wordBoundedStart = (text: string, part: string) =>
  text.startsWith(part) && (part.length === text.length || [...words.segment(text)].some((s) => s.index + s.segment.length === part.length));

const descriptions = [
  'Spoke is the FAQ assistant of a bike-rental shop in Utrecht: it answers questions about rental periods, deposits and helmets. '.repeat(30).slice(0, 3990),
  'Ein Kundenservice-Assistent der Stadtwerke Musterstadt, der Fragen zu Zählerständen, Abschlägen und Tarifen beantwortet. '.repeat(30).slice(0, 4000),
  '京都の旅館のコンシェルジュです。お客様に周辺の寺院や食事処を丁寧に案内し、予約の変更にも対応します。'.repeat(60).slice(0, 4000),
  'एक धैर्यवान गणित शिक्षक जो बच्चों को भिन्न समझाता है।'.repeat(60).slice(0, 4000),
  'Un asistente de cocina para principiantes que explica recetas sencillas.',
  'x'.repeat(4000),
];

describe('the writer', () => {
  it.each(descriptions.map((d) => [d.slice(0, 40), d]))(
    'serves a long description in any language (%s…), within the tool schema, every text template or a word-bounded span',
    (_, description) => {
      const out = written(description);
      expect(fitsPropose(out), JSON.stringify(fitsPropose.errors)).toBe(true);
      const { name, summary, greeting } = out.proposal!;
      expect(name === standInName || wordBoundedStart(description, name)).toBe(true);
      expect(summary.startsWith(summaryTemplate.trimEnd().slice(0, -1))).toBe(true);
      const quoted = summary.slice(summaryTemplate.length);
      expect(quoted === '' || wordBoundedStart(description, quoted)).toBe(true);
      expect(greeting).toBe(`Hello! You are talking to “${name}”.`);
    },
  );

  it('fits the tool schema whatever it is given, the same answer every time, in linear time', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 4000 }), (description) => {
        const out = written(description);
        expect(fitsPropose(out), JSON.stringify(fitsPropose.errors)).toBe(true);
        expect(written(description)).toEqual(out);
      }),
      { numRuns: 100 },
    );
    for (const wall of [' '.repeat(3999) + 'x', 'a, '.repeat(1333), 'a\u0301'.repeat(2000), 'Rename it to '.repeat(300)]) {
      const started = performance.now();
      written(wall);
      refine({ description: wall, vocabulary, previous_proposal: written('A cook.').proposal!, instructions: wall.slice(0, 2000) }, triggersOf(wall));
      // A step quadratic in its input costs seconds on such walls (the rule-based stand-in's took 2 s to 390 s).
      expect(performance.now() - started).toBeLessThan(1000);
    }
  });

  it('proposes the topics the description names, asks when told to, and refuses for the model when told to', () => {
    expect(written('A coach for Home Improvement and cooking, not for maths.').proposal!.topics).toEqual(['cooking', 'home-improvement']);
    expect(written('A coach. bedrock-test:aspect:medical').proposal!.topics).toEqual([]);
    expect(written('Anything. bedrock-test:vague')).toMatchObject({
      status: 'needs_clarification',
      proposal: null,
      clarifying_questions: [expect.any(String)],
    });
    expect(written('x bedrock-test:model-refuse:malware')).toMatchObject({ proposal: null, policy_violation: { categories: ['malware'] } });
  });
});

describe('refine', () => {
  const first = written('Marco, a chess coach for club players.').proposal!;
  const refined = (instructions: string, previous = first) => {
    const input: ModelInput & { previous_proposal: typeof first; instructions: string } = {
      description: 'Marco',
      vocabulary,
      previous_proposal: previous,
      instructions,
    };
    const out = refine(input, triggersOf(instructions));
    expect(fitsRefine(out), JSON.stringify(fitsRefine.errors)).toBe(true);
    return out;
  };

  it('applies each documented form exactly and keeps the rest', () => {
    const out = refined('Rename it to Chef Aurora. Add boundary: Never gives medical advice.\nadd topic: Cooking\nGreeting: "Bonjour!"');
    const summary = first.summary.replace(first.name, 'Chef Aurora');
    expect(out.proposal).toEqual({
      ...first,
      name: 'Chef Aurora',
      summary,
      boundaries: ['Never gives medical advice.'],
      topics: ['cooking'],
      greeting: 'Bonjour!',
    });
    expect(out.refinement!.applied.map((a) => [a.instruction, a.fields])).toEqual([
      ['Rename it to Chef Aurora.', ['name', 'greeting', 'summary']],
      ['Add boundary: Never gives medical advice.', ['boundaries']],
      ['add topic: Cooking', ['topics']],
      ['Greeting: "Bonjour!"', ['greeting']],
    ]);
    const back = refined('Remove boundary: never gives medical advice. Remove topic: cooking', out.proposal!);
    expect(back.proposal).toMatchObject({ boundaries: [], topics: [] });
    expect(back.refinement!.not_applied).toEqual([]);
  });

  it('reports every other instruction as not applied, with a reason, and changes nothing for it', () => {
    const out = refined('Make it warmer. Translate everything into Spanish. Remove boundary: none such. Add topic: astrology. Rename it to ' + 'Q'.repeat(81));
    expect(out.proposal).toEqual(first);
    expect(out.refinement!.applied).toEqual([]);
    expect(out.refinement!.not_applied.map((n) => n.reason)).toEqual([
      notAppliedReason,
      notAppliedReason,
      expect.stringMatching(/No boundary/),
      expect.stringMatching(/not a topic/),
      expect.stringMatching(/80 characters/),
    ]);
  });

  it('reports at most 40 entries a list, the rest in one', () => {
    const many = refined(Array.from({ length: 60 }, (_, i) => `Instruction ${i}.`).join(' '));
    expect(many.refinement!.not_applied).toHaveLength(40);
    expect(many.refinement!.not_applied.at(-1)!.instruction).toMatch(/^Instruction 39\. .*Instruction 59\.$/);
  });
});

describe('span', () => {
  it('cuts where a word ends, in any script, and gives up rather than cut a word', () => {
    expect(span('A patient homework helper, for kids', 28)).toBe('A patient homework helper');
    const japanese = span('京都の旅館のコンシェルジュです', 8)!;
    expect(japanese.length).toBeGreaterThan(0);
    expect(wordBoundedStart('京都の旅館のコンシェルジュです', japanese) && japanese.length <= 8).toBe(true);
    expect(span('x'.repeat(100), 40)).toBeUndefined();
  });
});
