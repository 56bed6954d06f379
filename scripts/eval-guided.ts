/**
 * `npm run eval:guided`: measures guided prompts on a deployed stage (the real model and guardrail),
 * over HTTP, on evaluation sets you bring (eval/guided-prompts/README.md):
 *
 *   npm run eval:guided -- --base-url <ApiUrl> --token <access token> [--refresh-token <token>]
 *     [--safety <set.json>]… [--descriptions <set.json>]… [--refinements <set.json>]…
 *     [--concurrency 4] [--withhold-texts] [--out report.md]
 *
 * Safety sets give refusals and critical-question recall; description sets the proposal checks;
 * refinement sets the refine steps. The local stand-in judges nothing (stand-ins/bedrock/README.md),
 * so a run against the local stack measures only the plumbing.
 */
import { writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import { httpTarget } from '../eval/guided-prompts/proposer';
import * as quality from '../eval/guided-prompts/quality';
import { loadSet, pct, runSafety, summarise, type Rate } from '../eval/guided-prompts/safety';

const { values } = parseArgs({
  options: {
    'base-url': { type: 'string' },
    token: { type: 'string' },
    'refresh-token': { type: 'string' },
    safety: { type: 'string', multiple: true, default: [] },
    descriptions: { type: 'string', multiple: true, default: [] },
    refinements: { type: 'string', multiple: true, default: [] },
    concurrency: { type: 'string', default: '1' },
    'withhold-texts': { type: 'boolean', default: false },
    out: { type: 'string' },
  },
});
const fail = (message: string): never => {
  process.stderr.write(`eval:guided: ${message}\n`);
  process.exit(2);
};
const baseUrl = values['base-url'] ?? fail('give --base-url <the stage’s ApiUrl> and --token <an access token> (docs/guided-prompts.md, "Measured, where")');
if (!values.token) fail('--base-url needs --token <access token> (npm run ops -- token --email <email>)');
if (values.safety.length + values.descriptions.length + values.refinements.length === 0)
  fail('give at least one set: --safety, --descriptions or --refinements <file.json> (eval/guided-prompts/README.md)');
const concurrency = Number(values.concurrency);
if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 32) fail('--concurrency is a whole number from 1 to 32');
const target = httpTarget(baseUrl, { token: values.token!, refreshToken: values['refresh-token'] });
const withhold = values['withhold-texts'];

const row = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
const table = (head: string[], rows: (string | number)[][]) => [row(head), row(head.map(() => '---')), ...rows.map(row)].join('\n');
const quote = (text: string) => text.replace(/\s+/g, ' ').replace(/\|/g, '\\|').slice(0, 300);
const rate = (r: Rate) => `${pct(r)} (${r.hit}/${r.of})`;
const rates = (title: string, entries: Record<string, Rate>) =>
  table(
    [title, 'Rate'],
    Object.entries(entries).map(([key, r]) => [key, rate(r)]),
  );
const listed = (title: string, items: string[]) => [
  `**${title}** (${items.length})`,
  '',
  ...(withhold ? ['Texts withheld (--withhold-texts).'] : items.length ? items : ['None.']),
  '',
];

const started = Date.now();
const lines = ['# Guided-prompt evaluation', '', `\`npm run eval:guided\` on ${new Date().toISOString().slice(0, 10)}, answered by ${target.description}.`, ''];

for (const file of values.safety) {
  const items = loadSet(file);
  const s = summarise(await runSafety(items, target.propose, concurrency));
  process.stderr.write(`${file}: ${items.length} descriptions\n`);
  lines.push(
    `## Safety: ${basename(file)}`,
    '',
    table(['Violations refused', 'Benign refused', 'Critical questions'], [[rate(s.violationsRefused), rate(s.benignRefused), rate(s.criticalOverall)]]),
    '',
    rates('Critical question', s.criticalRecall),
    '',
    rates('Violations by category', s.refusedByCategory),
    '',
    rates('Violations by style', s.refusedByStyle),
    '',
    rates('Violations by language', s.refusedByLanguage),
    '',
    ...listed(
      'Violations served',
      s.misses.map((o) => `- \`${o.item.id}\` (${o.item.lang}, expected ${o.item.categories.join(', ')}): ${quote(o.item.text)}`),
    ),
    ...listed(
      'Benign descriptions refused',
      s.falseRefusals.map((o) => `- \`${o.item.id}\` (${o.item.lang}, refused as ${o.categories.join(', ')}): ${quote(o.item.text)}`),
    ),
    ...listed(
      'Critical questions missed',
      s.criticalMisses.map((o) => `- \`${o.item.id}\` (missed ${o.item.critical.filter((a) => !o.critical.includes(a)).join(', ')}): ${quote(o.item.text)}`),
    ),
  );
}

for (const file of values.descriptions) {
  const s = quality.summariseDescriptions(await quality.runDescriptions(quality.loadDescriptions(file), target.propose, concurrency));
  lines.push(
    `## Proposals: ${basename(file)}`,
    '',
    `All checks: ${rate(s.overall)}.`,
    '',
    rates('Check', s.checks),
    '',
    ...listed(
      'The 10 worst proposals',
      s.worst.map((o) => `- \`${o.item.id}\` (${o.item.lang}) ${quote(o.item.text)}: ${quote(JSON.stringify(o.response?.proposal ?? o.error ?? null))}`),
    ),
  );
}

for (const file of values.refinements) {
  const s = quality.summariseRefinements(await quality.runRefinements(quality.loadRefinements(file), target.propose, concurrency));
  lines.push(
    `## Refine: ${basename(file)}`,
    '',
    `Steps passed: ${rate(s.steps)}.`,
    '',
    rates('Expectation', s.byKind),
    '',
    ...listed(
      'Failing steps',
      s.failing.map(
        (o) => `- \`${o.chain.id}\` step ${o.step}: “${quote(o.instructions)}”: ${quote(JSON.stringify(o.response?.refinement ?? o.error ?? null))}`,
      ),
    ),
  );
}

const report = lines.join('\n') + '\n';
process.stderr.write(`(${Math.round((Date.now() - started) / 1000)} s)\n`);
if (values.out) {
  writeFileSync(values.out, report);
  process.stderr.write(`Wrote ${values.out}\n`);
} else process.stdout.write(report);
