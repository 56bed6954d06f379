import { existsSync, readFileSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { enforcedRoleSource, synthesizedRoles } from '../../infra/local/iam/roles';
import { offMachineLogOf } from '../../infra/local/network-guard';
import type { StackInfo } from '../../infra/local/stack';
import { spawnLocalStack, type SpawnedStack } from '../../infra/local/spawn-stack';
import { stages } from '../../infra/stages';
import { testStackEnv } from './stack-config';
import { startTestIssuer, TEST_AUDIENCE } from './test-issuer';

interface TestStacks {
  stacks: SpawnedStack[];
  issuer: Awaited<ReturnType<typeof startTestIssuer>>;
}

/**
 * The stack projects (`stack`, and `stack:own-process` for files that need a fresh process) run
 * this setup each, in vitest's one main process: they share one set of stacks, since a worker
 * runs one file at a time whichever project it is of. The last teardown stops them.
 */
const shared = globalThis as typeof globalThis & { testStacks?: Promise<TestStacks>; testStackProjects?: number };

/**
 * Starts local stacks exactly as `npm start` does and hands their endpoints and demo data to the
 * tests (test/support/stack.ts), with an OpenID provider of the tests' own trusted as
 * `npm start -- --oidc-issuer` trusts one. One stack per worker that may run a stack file at once
 * (the workers' count, at most the stack files in this run), so files on different workers never
 * share a stack and tests keep the sequential view of one they were written for.
 */
export async function setup(project: TestProject): Promise<void> {
  shared.testStackProjects = (shared.testStackProjects ?? 0) + 1;
  shared.testStacks ??= startStacks(stacksFor(project));
  const { stacks, issuer } = await shared.testStacks;
  project.provide(
    'stacks',
    stacks.map(({ info, demo }) => ({ info, demo })),
  );
  project.provide('testIssuer', issuer.issuer);
}

async function startStacks(count: number): Promise<TestStacks> {
  const issuer = await startTestIssuer();
  // The deployed roles every stack enforces, synthesized once into the cache the stacks read.
  await synthesizedRoles(enforcedRoleSource(stages.dev.model));
  const args = ['--oidc-issuer', issuer.issuer, '--oidc-audience', TEST_AUDIENCE];
  const stacks = await Promise.all(Array.from({ length: count }, () => spawnLocalStack(testStackEnv, { args })));
  return { stacks, issuer };
}

/** Workers that may run a stack file at once: the configured count, at most the stack files in this run. */
function stacksFor(project: TestProject): number {
  const workers = project.config.maxWorkers ?? project.vitest.config.maxWorkers ?? 1;
  const stackProjects = project.vitest.projects.filter((p) => [p.config.globalSetup].flat().some((file) => file.endsWith('test/support/global-setup.ts')));
  const files = project.vitest.state.getPaths().filter((path) => stackProjects.some((p) => p.matchesTestGlob(path))).length;
  return Math.max(1, Math.min(workers, files));
}

/**
 * Stops the stacks, and fails the run if one resolved a name or opened a connection off this
 * machine at any time during it (contract 7: hermetic; infra/local/network-guard.ts wrote them down).
 */
export async function teardown(): Promise<void> {
  shared.testStackProjects = (shared.testStackProjects ?? 1) - 1;
  if (shared.testStackProjects > 0 || !shared.testStacks) return;
  const { stacks, issuer } = await shared.testStacks;
  shared.testStacks = undefined;
  const offMachine = stacks
    .map((stack) => offMachineLogOf(stack.dir))
    .filter((log) => existsSync(log))
    .map((log) => readFileSync(log, 'utf8').trim())
    .filter(Boolean)
    .join('\n');
  await Promise.all(stacks.map((stack) => stack.stop()));
  await issuer.stop();
  if (offMachine) throw new Error(`The local stack reached off the machine during the run (it must be hermetic, contract 7):\n${offMachine}`);
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** One local stack per worker, with its demo data (test/support/stack.ts picks this worker's). */
    stacks: { info: StackInfo; demo: Record<string, unknown> }[];
    /** The tests' own OpenID provider (test/support/test-issuer.ts), trusted by the stacks. */
    testIssuer: string;
  }
}
