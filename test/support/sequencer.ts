import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Project by project, longest files first within each, the heaviest projects first.
 *
 * Projects stay together because vitest hands a finished worker the next file only when that file
 * is of the same project (and the project shares processes, `isolate: false`); otherwise it stops
 * the worker and starts another, which loads the AWS SDK, zod and aws-cdk-lib again and loses the
 * infra tests' synthesized stacks. Interleaved by duration, a run started over 50 workers.
 *
 * Within a project, longest first, so a run does not end on one long file while the other worker
 * idles: by the previous run's durations (node_modules/.vite) when it has them; on a fresh
 * checkout, the files that start a local stack of their own (scale, doc snippets, the operator
 * walkthrough) first, then the largest. Projects go in order of their total, so the short ones
 * fill the end of the run.
 */
export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const known = (spec: TestSpecification) =>
      this.ctx.cache.getFileTestResults(`${spec.project.name}:${relative(this.ctx.config.root, spec.moduleId)}`)?.duration;
    // Unknown durations: a file starting a stack of its own outweighs any other; else its size stands in.
    const unknownWeight = (text: string) => (text.includes('spawnLocalStack(') ? 1e9 : text.length);
    const weight = (spec: TestSpecification) => known(spec) ?? unknownWeight(readFileSync(spec.moduleId, 'utf8'));
    const weighed = files.map((spec) => ({ spec, weight: weight(spec) }));
    const projectTotal = new Map<string, number>();
    for (const { spec, weight } of weighed) projectTotal.set(spec.project.name, (projectTotal.get(spec.project.name) ?? 0) + weight);
    return weighed
      .sort(
        (a, b) =>
          projectTotal.get(b.spec.project.name)! - projectTotal.get(a.spec.project.name)! ||
          a.spec.project.name.localeCompare(b.spec.project.name) ||
          b.weight - a.weight,
      )
      .map(({ spec }) => spec);
  }
}
