import { describe, expect, it } from 'vitest';
import { demoTopicVersions } from '../../infra/local/demo-data';
import {
  bareName,
  readAudience,
  readCorrection,
  readMention,
  readPermission,
  readRemoval,
  readRename,
  instructionWords,
} from '../../infra/local/bedrock/model/instructions';
import { generate } from '../../infra/local/bedrock/model/generate';
import { withoutPhrase } from '../../infra/local/bedrock/model/refine';
import type { Proposal } from '../../lib/personalities/schema';

const vocabulary = demoTopicVersions.at(-1)!.topics;
const propose = async (description: string) => (await generate({ description, vocabulary })).proposal!;
const refine = (description: string, proposal: Proposal, instructions: string) => generate({ description, vocabulary, refine: { proposal, instructions } });

// Phrasings written for these tests, not taken from the evaluation sets.
describe('reading refine instructions by idea', () => {
  it.each([
    ['Could we go with Marlow for the name?', 'Marlow'],
    ['Rebrand it as “Tidepool”.', 'Tidepool'],
    ['Mon idée : on la baptise Ondine.', 'Ondine'],
    ['Llamémosla Brisa.', 'Brisa'],
    ['Ab sofort soll er Knut heißen.', 'Knut'],
    ['Vamos chamá-la de Aurora.', 'Aurora'],
    ['Da ora in poi chiamalo Gigi.', 'Gigi'],
  ])('a rename: %s', (instruction, name) => {
    expect(readRename(instruction, 'Old Name')).toEqual({ to: name });
  });

  it('a negated rename avoids a name, or gives the other one', () => {
    expect(readRename("Don't call it Rusty", 'Rusty')).toEqual({ avoid: 'Rusty' });
    expect(readRename('Stop calling her Mags, Margaret suits her better', 'Mags')).toEqual({ to: 'Margaret' });
  });

  it.each([
    ['Rather aimed at hospital porters.', 'hospital porters'],
    ['Il sera plutôt destiné aux libraires indépendants.', 'libraires indépendants'],
    ['Que esté dirigido a camioneros, no a estudiantes.', 'camioneros'],
    ['Die Zielgruppe: Pflegeeltern.', 'Pflegeeltern'],
    ['Agora é voltado para motoristas de aplicativo.', 'motoristas de aplicativo'],
    ['Adesso è rivolto ai bibliotecari.', 'bibliotecari'],
  ])('an audience: %s', (instruction, who) => {
    expect(readAudience(instruction)?.who).toBe(who);
  });

  it('keeps what an audience replaces and whether it widens', () => {
    expect(readAudience('Make it for plumbers instead of electricians.')).toMatchObject({ who: 'plumbers', instead: 'electricians' });
    expect(readAudience("It's for grandparents too.")).toMatchObject({ who: 'grandparents', adding: true });
    expect(readAudience("It's for a wedding.")).toBeUndefined();
  });

  it('reads a correction and what is left of it', () => {
    expect(readCorrection('Actually, make it warmer.')).toBe('make it warmer.');
    expect(readCorrection('Nein, doch lieber Bruno.')).toBe('Bruno.');
    expect(readCorrection('No need for the limit.')).toBeUndefined();
    expect(bareName('Bruno.')).toBe('Bruno');
  });

  it.each([
    ['Have the welcome message reference our loyalty card.', 'our loyalty card'],
    ['Que el saludo hable de la terraza.', 'la terraza'],
    ['Die Begrüßung sollte unseren Lieferdienst erwähnen.', 'unseren Lieferdienst'],
    ['Nel saluto cita la vista sul lago.', 'la vista sul lago'],
  ])('a mention: %s', (instruction, thing) => {
    expect(readMention(instruction, instructionWords.greeting)).toBe(thing);
  });

  it.each([
    ['Leave Glasgow out of the summary.', 'Glasgow'],
    ['Retire « bio » de la description.', 'bio'],
    ['Saca del resumen lo de los domingos.', 'domingos'],
    ['Das Wort „vegan“ soll nicht mehr in der Zusammenfassung stehen.', 'vegan'],
  ])('a removal from the summary: %s', (instruction, thing) => {
    expect(readRemoval(instruction, instructionWords.summary)).toBe(thing);
  });

  it('reads a permission, and not a prohibition', () => {
    expect(readPermission('It may now talk about pricing.')).toBe('now talk about pricing');
    expect(readPermission('Ahora puede recomendar marcas.')).toBe('recomendar marcas');
    expect(readPermission('Weather forecasts are fine now.')).toBe('Weather forecasts');
    expect(readPermission("It can't talk about pricing.")).toBeUndefined();
    expect(readPermission('Allow users to upload photos.')).toBeUndefined();
    expect(readPermission('Er darf nicht über Preise sprechen.')).toBeUndefined();
  });

  it('takes a phrase out of a text so that it still reads', () => {
    expect(withoutPhrase('A cycling coach for commuters in Bristol who want to ride further.', 'Bristol')).toBe(
      'A cycling coach for commuters who want to ride further.',
    );
    expect(withoutPhrase('A helper that books tables and sends reminders.', 'reminders')).toBe('A helper that books tables.');
    expect(withoutPhrase('A guide for vegan travellers.', 'vegan')).toBe('A guide for travellers.');
    expect(withoutPhrase('A guide for travellers.', 'Rome')).toBeUndefined();
  });
});

describe('refine, by idea', () => {
  const description = 'A cycling coach for commuters in Bristol. It never recommends specific bike brands. Keeps answers under 90 words.';

  it('lifts a rule by allowing what it forbade, and asks when told to keep and remove it', async () => {
    const p = await propose(description);
    const lifted = await refine(description, p, 'Brands are fine to mention now.');
    expect(lifted.proposal!.boundaries.some((b) => /brand/i.test(b))).toBe(false);
    const both = await refine(description, p, 'Keep the brand rule, and drop it too.');
    expect(both.status).toBe('needs_clarification');
  });

  it('removes a rule by its place in the list and a corrected rename keeps the later name', async () => {
    const p = await propose(description);
    const out = await refine(description, p, 'Delete the second boundary. Name it Cog… no, Sprocket.');
    expect(out.proposal!.boundaries).not.toContain(p.boundaries[1]);
    expect(out.proposal!.name).toBe('Sprocket');
    expect(out.refinement!.not_applied.map((n) => n.instruction)).toContain('Name it Cog');
  });

  it('replaces the audience where the summary names it', async () => {
    const p = await propose(description);
    const out = await refine(description, p, 'Make it for delivery riders instead.');
    expect(out.proposal!.summary).toContain('delivery riders');
    expect(out.proposal!.summary).not.toContain('commuters');
  });

  it('ends the greeting with a question it was asked for', async () => {
    const p = await propose(description);
    const out = await refine(description, p, 'End the greeting with a question about their route.');
    expect(out.proposal!.greeting).toMatch(/your route\?$/);
  });

  it('drops a topic the proposal has, changes a trait by comparison, and does not take a service for a name', async () => {
    const p = await propose('A knitting and gardening companion for retirees. Patient and chatty.');
    expect(p.topics).toContain('gardening');
    expect(
      (await refine('A knitting and gardening companion for retirees. Patient and chatty.', p, 'Gardening is out, no more gardening.')).proposal!.topics,
    ).not.toContain('gardening');
    expect(
      (await refine('A knitting and gardening companion for retirees. Patient and chatty.', p, 'Make it a little less patient.')).proposal!.traits,
    ).not.toContain('patient');
    expect(readRename('Let it call Zendesk when a ticket is open.', p.name)).toBeUndefined();
  });

  it('reads "but" as a nuance and "not" as a turn, and still asks when both ends are wanted at once', async () => {
    const d = 'A study coach for nursing students preparing exams.';
    const p = await propose(d);
    expect((await refine(d, p, 'Keep it casual but polite.')).proposal!.tone.formality).toBe('casual');
    expect((await refine(d, p, 'Warm and encouraging, not formal.')).proposal!.tone).toMatchObject({ warmth: 'warm', formality: 'casual' });
    expect((await refine(d, p, 'Make it extremely formal but also super laid-back.')).status).toBe('needs_clarification');
  });
});
