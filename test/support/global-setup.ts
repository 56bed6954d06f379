import { existsSync, readFileSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { enforcedRoleSource, synthesizedRoles } from '../../infra/local/iam/roles';
import { offMachineLogOf } from '../../infra/local/network-guard';
import type { StackInfo } from '../../infra/local/stack';
import { spawnLocalStack, type SpawnedStack } from '../../infra/local/spawn-stack';
import { stages } from '../../infra/stages';
import { testStackEnv } from './stack-config';
import { startTestIssuer, TEST_AUDIENCE } from './test-issuer';

let stacks: SpawnedStack[] = [];
let issuer: Awaited<ReturnType<typeof startTestIssuer>> | undefined;

/**
 * Starts local stacks exactly as `npm start` does and hands their endpoints and demo data to the
 * tests (test/support/stack.ts), with an OpenID provider of the tests' own trusted as
 * `npm start -- --oidc-issuer` trusts one. One stack per worker that may run a file of this
 * project at once (the workers' count, at most the files in this run), so files on different
 * workers never share a stack and tests keep the sequential view of one they were written for.
 */
export async function setup(project: TestProject): Promise<void> {
  issuer = await startTestIssuer();
  // The deployed roles every stack enforces, synthesized once into the cache the stacks read.
  await synthesizedRoles(enforcedRoleSource(stages.dev.model));
  const args = ['--oidc-issuer', issuer.issuer, '--oidc-audience', TEST_AUDIENCE];
  stacks = await Promise.all(Array.from({ length: stacksFor(project) }, () => spawnLocalStack(testStackEnv, { args })));
  project.provide(
    'stacks',
    stacks.map(({ info, demo }) => ({ info, demo })),
  );
  project.provide('testIssuer', issuer.issuer);
}

/** Workers that may run this project's files at once: the configured count, at most its files in this run. */
function stacksFor(project: TestProject): number {
  const workers = project.config.maxWorkers ?? project.vitest.config.maxWorkers ?? 1;
  const files = project.vitest.state.getPaths().filter((path) => project.matchesTestGlob(path)).length;
  return Math.max(1, Math.min(workers, files));
}

/**
 * Stops the stacks, and fails the run if one resolved a name or opened a connection off this
 * machine at any time during it (contract 7: hermetic; infra/local/network-guard.ts wrote them down).
 */
export async function teardown(): Promise<void> {
  const offMachine = stacks
    .map((stack) => offMachineLogOf(stack.dir))
    .filter((log) => existsSync(log))
    .map((log) => readFileSync(log, 'utf8').trim())
    .filter(Boolean)
    .join('\n');
  await Promise.all(stacks.map((stack) => stack.stop()));
  await issuer?.stop();
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
