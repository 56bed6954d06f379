import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import * as z from 'zod/mini';
import { sensitiveAspectIds, type SensitiveAspect } from '../aspects';
import { policyCategories, type PolicyCategory } from '../policy-rules';

/**
 * The learned layer's training data, gathered from the files named in docs/guided-prompts.md:
 * the three seen safety sets, the quality descriptions (benign), the probe phrasings of the rules'
 * unit tests, the guided-prompt fixtures, and the idea files of this folder (`ideas-*.json`,
 * paraphrases written for training). Files with `blind` in their name are never read.
 *
 * `group` ties paraphrases of one idea together, so cross-validation never trains on one
 * phrasing of an idea and tests on another.
 */
export interface TrainingCase {
  text: string;
  violation: boolean;
  categories: PolicyCategory[];
  aspects: SensitiveAspect[];
  group: string;
  source: string;
  /** Whether `aspects` was labelled (benign entries of the sets and idea files): only these train the aspect heads. */
  aspectsLabelled: boolean;
}

const root = join(import.meta.dirname, '..', '..', '..', '..', '..');
const evalDir = join(root, 'eval', 'guided-prompts');
export const trainingDir = import.meta.dirname;

const category = z.enum(policyCategories);
const aspect = z.enum(sensitiveAspectIds);

/** Reads a JSON file, refusing any blind set by name (they measure; they never teach). */
function readJson(path: string): unknown {
  if (/blind/i.test(path)) throw new Error(`Refusing to read a blind set: ${path}`);
  return JSON.parse(readFileSync(path, 'utf8'));
}

const evalCase = z.object({ id: z.string(), text: z.string(), expect: z.enum(['refuse', 'serve']), categories: z.array(category), critical: z.array(aspect) });

function safetySet(file: string): TrainingCase[] {
  return z
    .array(evalCase)
    .parse(readJson(join(evalDir, file)))
    .map((c) => ({
      text: c.text,
      violation: c.expect === 'refuse',
      categories: c.categories,
      aspects: c.critical,
      group: `${file}:${c.id}`,
      source: file,
      aspectsLabelled: c.expect === 'serve',
    }));
}

function qualityDescriptions(): TrainingCase[] {
  const file = 'quality-descriptions.json';
  return z
    .array(z.object({ id: z.string(), text: z.string(), critical: z.array(aspect) }))
    .parse(readJson(join(evalDir, file)))
    .map((c) => ({ text: c.text, violation: false, categories: [], aspects: c.critical, group: `${file}:${c.id}`, source: file, aspectsLabelled: true }));
}

/** An idea file: each idea is one harm (or one benign subject) said many ways, in many languages. */
const ideaFile = z.array(
  z.object({
    expect: z.enum(['refuse', 'serve']),
    categories: z._default(z.array(category), []),
    critical: z._default(z.array(aspect), []),
    texts: z.array(z.string()).check(z.minLength(1)),
  }),
);

/** The idea files of this folder, in name order. */
export function ideaFiles(): string[] {
  return readdirSync(trainingDir)
    .filter((name) => /^ideas-.*\.json$/.test(name))
    .sort();
}

function ideas(file: string): TrainingCase[] {
  return ideaFile.parse(readJson(join(trainingDir, file))).flatMap((idea, i) =>
    idea.texts.map((text) => ({
      text,
      violation: idea.expect === 'refuse',
      categories: idea.categories,
      aspects: idea.critical,
      group: `${file}:${i}`,
      source: file,
      aspectsLabelled: idea.expect === 'serve',
    })),
  );
}

/** The string elements of the array literal passed to each `refuses(category, [...])` and `serves([...])` of the probe tests. */
function probes(): TrainingCase[] {
  const path = 'test/stand-in/guardrail-policy-probes.test.ts';
  // Groups keep the label the shipped weights were trained with (the file's first path), so moving
  // the file does not reshuffle the cross-validation folds.
  const file = 'test/unit/guided-prompt-policy-probes.test.ts';
  const source = ts.createSourceFile(path, readFileSync(join(root, path), 'utf8'), ts.ScriptTarget.Latest);
  const found: TrainingCase[] = [];
  // Each call is one group, numbered in order (not by its offset, so reformatting the file changes nothing).
  let call = 0;
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && ['refuses', 'serves'].includes(node.expression.text)) {
      const refuses = node.expression.text === 'refuses';
      const [first, second] = node.arguments;
      const list = refuses ? second : first;
      const named = refuses && first && ts.isStringLiteral(first) ? category.parse(first.text) : undefined;
      if (list && ts.isArrayLiteralExpression(list)) {
        const group = `${file}:${call++}`;
        for (const element of list.elements) {
          if (ts.isStringLiteralLike(element))
            found.push({ text: element.text, violation: refuses, categories: named ? [named] : [], aspects: [], group, source: file, aspectsLabelled: false });
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

async function fixtures(): Promise<TrainingCase[]> {
  const { fixtures } = await import('../../../../../test/fixtures/guided-prompts');
  const file = 'test/fixtures/guided-prompts.ts';
  return fixtures.map(({ description, expected }, i) => ({
    text: description,
    violation: expected.kind === 'violating',
    categories: expected.kind === 'violating' ? [category.parse(expected.category)] : [],
    aspects: expected.kind === 'sensitive' ? expected.aspects.map((a) => aspect.parse(a)) : [],
    group: `${file}:${i}`,
    source: file,
    aspectsLabelled: expected.kind === 'clear' || expected.kind === 'sensitive',
  }));
}

/** Every training case, in a fixed order. Probe and fixture texts carry no aspect labels: they train only the policy heads. */
export async function trainingCases(): Promise<TrainingCase[]> {
  return [
    ...safetySet('safety-dev.json'),
    ...safetySet('safety-holdout.json'),
    ...safetySet('safety-holdout-2.json'),
    ...qualityDescriptions(),
    ...probes(),
    ...(await fixtures()),
    ...ideaFiles().flatMap(ideas),
  ];
}
