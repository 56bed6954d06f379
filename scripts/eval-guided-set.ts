/**
 * `npm run eval:guided:set -- <file>…`: runs quality sets of `eval/guided-prompts/` (descriptions or
 * refine chains, told apart by their file name) and prints the figures and every miss, for working
 * on the engine without writing EVALUATION.md. Blind sets are refused: reading their misses would
 * spoil them (they are measured only by `npm run eval:guided`).
 *
 *   npm run eval:guided:set -- quality-refinements-r2.json --verbose
 */
import { parseArgs } from 'node:util';
import '../eval/guided-prompts/offline-env';

const quality = await import('../eval/guided-prompts/quality');
const target = await (await import('../eval/guided-prompts/proposer')).standInTarget();

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { verbose: { type: 'boolean', default: false }, quiet: { type: 'boolean', default: false } },
});
const cell = (r: { hit: number; of: number }) => `${quality.pct(r)} (${r.hit}/${r.of})`;
const line = (text: string) => text.replace(/\s+/g, ' ');

for (const file of positionals) {
  if (file.includes('-blind')) throw new Error(`${file} is a blind set: measure it with npm run eval:guided only`);
  if (file.startsWith('quality-descriptions')) {
    const outcomes = await quality.runDescriptions(quality.loadDescriptions(file), target.propose);
    const summary = quality.summariseDescriptions(outcomes);
    console.log(`\n## ${file}: all checks ${cell(summary.overall)}`);
    for (const [check, r] of Object.entries(summary.checks)) console.log(`  ${check.padEnd(30)} ${cell(r)}`);
    for (const [lang, l] of Object.entries(summary.byLanguage)) console.log(`  ${lang} ${cell(l.overall)}`);
    if (values.quiet) continue;
    for (const o of outcomes) {
      const failed = o.checks.filter((c) => !c.pass).map((c) => c.check);
      if (failed.length === 0 && !values.verbose) continue;
      const p = o.response?.proposal;
      console.log(
        `- ${o.item.id} (${o.item.lang}) failed: ${[...new Set(failed)].join(', ') || 'none'}${o.error ? ` ${o.error}` : ''}\n    ${line(o.item.text)}`,
      );
      if (p)
        console.log(
          `    name: ${p.name} | summary: ${line(p.summary)}\n    greeting: ${line(p.greeting)}\n    topics: ${p.topics.join(', ')} (want ${o.item.topics?.join(', ') ?? '-'}; not ${o.item.not_topics.join(', ')}) | tone: ${JSON.stringify(p.tone)} want ${JSON.stringify(o.item.tone)}\n    boundaries: ${p.boundaries.join(' / ')}`,
        );
    }
  } else {
    const outcomes = await quality.runRefinements(quality.loadRefinements(file), target.propose);
    const summary = quality.summariseRefinements(outcomes);
    console.log(`\n## ${file}: steps ${cell(summary.steps)}`);
    for (const [kind, r] of Object.entries(summary.byKind)) console.log(`  ${kind.padEnd(22)} ${cell(r)}`);
    for (const [lang, r] of Object.entries(summary.byLanguage)) console.log(`  ${lang} ${cell(r)}`);
    if (values.quiet) continue;
    for (const o of values.verbose ? outcomes : summary.failing) {
      const p = o.response?.proposal;
      console.log(
        `- ${o.chain.id} step ${o.step} (${o.chain.lang}) “${line(o.instructions)}” failed: ${
          o.checks
            .filter((c) => !c.pass)
            .map((c) => c.check)
            .join(', ') || 'none'
        }${o.error ? ` ${o.error}` : ''}`,
      );
      if (o.response) console.log(`    status ${o.response.status}; refinement: ${JSON.stringify(o.response.refinement ?? null)}`);
      if (p) console.log(`    name: ${p.name} | summary: ${line(p.summary)}\n    greeting: ${line(p.greeting)}\n    boundaries: ${p.boundaries.join(' / ')}`);
      else if (o.before) console.log(`    before: name ${o.before.name} | boundaries: ${o.before.boundaries.join(' / ')}`);
    }
  }
}
await target.stop();
