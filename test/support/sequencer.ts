import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Longest files first, across projects, so a run does not end on one long file while the other
 * workers idle. vitest orders project by project, and within one by the previous run's durations
 * (node_modules/.vite) when it has them, else by file size; but the longest files are short ones
 * that start a local stack of their own (scale, doc snippets, the operator walkthrough). So, on a
 * fresh checkout: those first, then vitest's order; files a previous run timed come last, longest
 * first across all projects (on a developer's machine, that is every file).
 */
export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const known = (spec: TestSpecification) =>
      this.ctx.cache.getFileTestResults(`${spec.project.name}:${relative(this.ctx.config.root, spec.moduleId)}`)?.duration;
    const startsOwnStack = (spec: TestSpecification) => readFileSync(spec.moduleId, 'utf8').includes('spawnLocalStack(');
    const weight = (spec: TestSpecification) => known(spec) ?? (startsOwnStack(spec) ? Number.POSITIVE_INFINITY : Number.NaN);
    const ranked = (await super.sort(files)).map((spec, order) => ({ spec, order, weight: weight(spec) }));
    // Unknown durations (NaN) keep vitest's order among themselves, after the own-stack files and before the known ones.
    const rank = (w: number) => (w === Number.POSITIVE_INFINITY ? 0 : Number.isNaN(w) ? 1 : 2);
    return ranked.sort((a, b) => rank(a.weight) - rank(b.weight) || (rank(a.weight) === 2 ? b.weight - a.weight : a.order - b.order)).map(({ spec }) => spec);
  }
}
