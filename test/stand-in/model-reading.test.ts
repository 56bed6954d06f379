import { describe, expect, it } from 'vitest';
import { demoTopicVersions } from '../../infra/local/demo-data';
import { detectLanguage } from '../../infra/local/bedrock/model/language';
import { generate } from '../../infra/local/bedrock/model/generate';
import { readDescription, readingBounds, sentences, tidied } from '../../infra/local/bedrock/model/reading';
import { splitInstructions } from '../../infra/local/bedrock/model/refine';
import type { Proposal } from '../../lib/personalities/schema';

const vocabulary = demoTopicVersions.at(-1)!.topics;
const propose = async (description: string) => (await generate({ description, vocabulary })).proposal!;
const refine = (description: string, proposal: Proposal, instructions: string) => generate({ description, vocabulary, refine: { proposal, instructions } });

// Descriptions written for these tests, not taken from the evaluation sets.
describe('reading a description', () => {
  it.each([
    ['en', 'A lighthouse-keeper ghost named Morwenna who tells sailors about shipwrecks along the Cornish coast.', 'Morwenna', 'lighthouse-keeper ghost'],
    ['fr', 'Gaspard, un boulanger bougon qui explique aux apprentis comment réussir une baguette.', 'Gaspard', 'boulanger bougon'],
    ['es', 'Una abuela llamada Carmen que enseña a los nietos a cocinar paella los domingos.', 'Carmen', 'abuela'],
    ['de', 'Ein Bergführer namens Sepp, der Wanderern die Gipfel der Dolomiten erklärt.', 'Sepp', 'Bergführer'],
    ['pt', 'Tereza, uma bibliotecária que recomenda romances brasileiros para clubes de leitura.', 'Tereza', 'bibliotecária'],
    ['it', 'Un cantastorie chiamato Ugo che racconta leggende siciliane ai turisti.', 'Ugo', 'cantastorie'],
  ])('finds the language, the given name and the role (%s)', async (lang, description, name, role) => {
    const reading = await readDescription(description, vocabulary);
    expect(reading.lang).toBe(lang);
    expect(reading.name).toBe(name);
    expect(reading.role?.phrase).toBe(role);
  });

  it('takes stated rules out of the persona sentence, as boundaries in the description’s words', async () => {
    const reading = await readDescription(
      'A tax-season helper for freelance illustrators that sorts receipts by category and never files anything on their behalf. Always suggests an accountant for disputes.',
      vocabulary,
    );
    expect(reading.rules).toEqual(['Never files anything on their behalf.', 'Always suggests an accountant for disputes.']);
    expect(reading.persona.join(' ')).not.toContain('never');
  });

  it('weighs a keyword by where it stands: the audience “budget travellers” is not about personal finance', async () => {
    const p = await propose('A hiking companion for budget travellers exploring national parks: trails, campsites and weather windows.');
    expect(p.topics).toContain('travel');
    expect(p.topics).not.toContain('personal-finance');
    const rule = await propose('A trivia host for quiz nights about film. It never gives diet advice.');
    expect(rule.topics).not.toContain('nutrition');
  });

  it('reads “a little” as one step on the tone scale', async () => {
    expect((await propose('A museum docent for the textile gallery, a little playful.')).tone.humor).toBe('light');
    expect((await propose('A museum docent for the textile gallery, very playful.')).tone.humor).toBe('playful');
  });

  it('writes in the description’s language and varies greetings with the persona', async () => {
    const [a, b] = await Promise.all([
      propose('Gaspard, un boulanger bougon qui explique aux apprentis comment réussir une baguette.'),
      propose('A formal wine steward for a members’ club in Mayfair.'),
    ]);
    expect(a.greeting).toContain('Gaspard');
    expect(await detectLanguage(a.greeting)).toBe('fr');
    expect(b.name).toBe('Wine Steward');
    expect(b.greeting).not.toBe(a.greeting);
    expect(b.tone.formality).toBe('formal');
  });
});

describe('refine', () => {
  const description = 'A lighthouse-keeper ghost named Morwenna who tells sailors about shipwrecks along the Cornish coast.';

  it('splits a request into instructions, keeping rule text whole', () => {
    expect(splitInstructions('Call her Wren, make it funnier and add a rule: never describe drownings, even if asked.')).toEqual([
      'Call her Wren',
      'make it funnier',
      'add a rule: never describe drownings, even if asked.',
    ]);
  });

  it('renames everywhere and reports each instruction', async () => {
    const p = await propose(description);
    const out = await refine(description, p, 'Call her Wren, make it funnier and add a rule: never describe drownings, even if asked.');
    expect(out.proposal).toMatchObject({ name: 'Wren', tone: { humor: 'playful' } });
    expect(out.proposal!.greeting).toContain('Wren');
    expect(out.proposal!.summary).toContain('Wren');
    expect(out.proposal!.greeting).not.toContain('Morwenna');
    expect(out.proposal!.boundaries).toContain('Never describe drownings, even if asked.');
    expect(out.refinement!.applied).toHaveLength(3);
    expect(out.refinement!.not_applied).toEqual([]);
  });

  it('reports what it cannot do and never guesses', async () => {
    const p = await propose(description);
    const out = await refine(description, p, 'Add origami as a topic. Draw a portrait of her.');
    expect(out.proposal).toEqual(p);
    expect(out.refinement!.not_applied.map((n) => n.instruction)).toEqual(['Add origami as a topic.', 'Draw a portrait of her.']);
    expect(out.refinement!.not_applied.every((n) => n.reason.length > 20)).toBe(true);
  });

  it('asks instead of choosing between contradictory instructions, and changes nothing', async () => {
    const p = await propose(description);
    const out = await refine(description, p, 'Keep replies short, and also far more detailed.');
    expect(out.status).toBe('needs_clarification');
    expect(out.proposal).toBeNull();
    expect(out.clarifying_questions[0]).toMatch(/opposite/);
    expect(out.refinement!.applied).toEqual([]);
  });
});

describe('the reader’s bounds (its work is linear in the input)', () => {
  it('reads at most 40 sentences of at most 400 characters, cut at a word', () => {
    const many = sentences('Be kind. '.repeat(400));
    expect(many).toHaveLength(readingBounds.sentences);
    const long = sentences(`A coach ${'who explains openings '.repeat(100)}.`);
    expect(long).toHaveLength(1);
    expect(long[0]!.length).toBeLessThanOrEqual(readingBounds.sentence);
    expect(long[0]).toMatch(/ (?:who|explains|openings)$/);
  });

  it('tidies runs of whitespace to one space and drops blank lines', () => {
    expect(tidied(`  A   coach\t\t for \n\n\n  club players  `)).toBe('A coach for\nclub players');
    expect(tidied(' '.repeat(100_000) + 'x')).toBe('x');
  });

  it('still reads a description written as labelled lines', async () => {
    const reading = await readDescription('Persona: Dominique, a sommelier\nAudience: dinner-party hosts\nRules: never recommends spirits', vocabulary);
    expect(reading.name).toBe('Dominique');
    expect(reading.rules.join(' ')).toMatch(/spirits/i);
  });
});
