/**
 * Measures the learned layer of the acceptable-use gate, never on a blind set:
 *
 *   npm run eval:classifier                      # grouped 5-fold cross-validation on the training data
 *   npm run eval:classifier -- --heldout FILE    # the shipped model and the rules on a labelled set
 *
 * Cross-validation reports the model alone, the rules (which were written from most of these texts,
 * so their figures are in-sample) and the two together, at the thresholds `npm run train:safety`
 * chooses. A held-out file has the safety-set format (eval/guided-prompts/README.md).
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import * as z from 'zod/mini';
import { safetyCase } from '../eval/guided-prompts/safety-case';
import { sensitiveAspectsOf } from '../infra/local/bedrock/guardrail/aspects';
import { modelReading } from '../infra/local/bedrock/guardrail/classifier';
import { localPolicyViolations, policyCategories } from '../infra/local/bedrock/guardrail/policy-rules';
import { violationThreshold } from '../infra/local/bedrock/guardrail/training/build';
import { crossValidate } from '../infra/local/bedrock/guardrail/training/cross-validate';
import { trainingCases } from '../infra/local/bedrock/guardrail/training/data';
import { defaultHyper } from '../infra/local/bedrock/guardrail/training/train';

const { values } = parseArgs({ options: { heldout: { type: 'string' }, verbose: { type: 'boolean', default: false } } });

const pct = (hit: number, of: number) => `${of === 0 ? '–' : ((100 * hit) / of).toFixed(1)} % (${hit}/${of})`;

function crossValidation(): Promise<void> {
  return trainingCases().then((cases) => {
    const oof = crossValidate(cases, defaultHyper);
    const threshold = violationThreshold(oof);
    const rows = oof.map((o) => ({ o, rules: localPolicyViolations(o.item.text).length > 0, model: o.violation > threshold }));
    const bad = rows.filter((r) => r.o.item.violation);
    const good = rows.filter((r) => !r.o.item.violation);
    const missedByRules = bad.filter((r) => !r.rules);
    console.log(`Grouped ${5}-fold cross-validation, ${cases.length} texts (${bad.length} violations), violation threshold ${threshold}`);
    console.log(
      `  violations refused: model ${pct(bad.filter((r) => r.model).length, bad.length)}, rules ${pct(bad.filter((r) => r.rules).length, bad.length)}, together ${pct(bad.filter((r) => r.model || r.rules).length, bad.length)}`,
    );
    console.log(`  of those the rules miss, the model refuses ${pct(missedByRules.filter((r) => r.model).length, missedByRules.length)}`);
    console.log(
      `  benign refused: model ${pct(good.filter((r) => r.model).length, good.length)}, rules ${pct(good.filter((r) => r.rules).length, good.length)}, together ${pct(good.filter((r) => r.model || r.rules).length, good.length)}`,
    );
    const named = bad.filter((r) => r.model);
    const right = named.filter((r) => r.o.item.categories.includes(policyCategories[r.o.categories.indexOf(Math.max(...r.o.categories))]!));
    console.log(`  category named by the model (of its refusals): ${pct(right.length, named.length)}`);
    for (const source of [...new Set(rows.map((r) => r.o.item.source))]) {
      const b = bad.filter((r) => r.o.item.source === source);
      const g = good.filter((r) => r.o.item.source === source);
      console.log(
        `    ${source}: model refuses ${pct(b.filter((r) => r.model).length, b.length)} of violations, ${pct(g.filter((r) => r.model).length, g.length)} of benign`,
      );
    }
  });
}

/** The safety-set format (eval/guided-prompts/README.md), read without the use case's dependencies. */
const labelledSet = z.array(safetyCase);

function heldOut(file: string): void {
  if (/blind/i.test(file)) throw new Error('Blind sets are measured once by the lead, never here.');
  const items = labelledSet.parse(JSON.parse(readFileSync(file, 'utf8')));
  const rows = items.map((item) => ({ item, rules: localPolicyViolations(item.text), model: modelReading(item.text) }));
  const bad = rows.filter((r) => r.item.expect === 'refuse');
  const good = rows.filter((r) => r.item.expect === 'serve');
  const refusedBy = (r: (typeof rows)[number]) => ({ rules: r.rules.length > 0, both: r.rules.length > 0 || r.model.refuses });
  console.log(`${file}: ${items.length} texts, ${bad.length} violations, ${good.length} benign`);
  console.log(
    `  violations refused: rules ${pct(bad.filter((r) => refusedBy(r).rules).length, bad.length)}, rules + model ${pct(bad.filter((r) => refusedBy(r).both).length, bad.length)}, model alone ${pct(bad.filter((r) => r.model.refuses).length, bad.length)}`,
  );
  console.log(
    `  benign refused: rules ${pct(good.filter((r) => refusedBy(r).rules).length, good.length)}, rules + model ${pct(good.filter((r) => refusedBy(r).both).length, good.length)}`,
  );
  for (const key of ['lang', 'style'] as const) {
    const groups = [...new Set(bad.map((r) => r.item[key]))].sort();
    console.log(
      `  violations refused by ${key}: ${groups
        .map((g) => {
          const of = bad.filter((r) => r.item[key] === g);
          return `${g} ${of.filter((r) => refusedBy(r).rules).length}→${of.filter((r) => refusedBy(r).both).length}/${of.length}`;
        })
        .join(', ')}`,
    );
  }
  const critical = good.flatMap((r) => r.item.critical.map((aspect) => sensitiveAspectsOf(r.item.text).includes(aspect)));
  console.log(`  critical-question recall (the rules; the model raises none): ${pct(critical.filter(Boolean).length, critical.length)}`);
  if (values.verbose) {
    for (const r of bad.filter((r) => !refusedBy(r).both)) console.log(`  missed ${r.item.id} (${r.model.violation.toFixed(2)}): ${r.item.text}`);
    for (const r of good.filter((r) => refusedBy(r).both))
      console.log(`  refused ${r.item.id} (${r.rules.join(',') || `model ${r.model.category}`}): ${r.item.text}`);
  }
}

if (values.heldout) heldOut(values.heldout);
else await crossValidation();
