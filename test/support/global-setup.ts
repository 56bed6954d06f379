import { existsSync, readFileSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { offMachineLogOf } from '../../infra/local/network-guard';
import type { StackInfo } from '../../infra/local/stack';
import { spawnLocalStack, type SpawnedStack } from '../../infra/local/spawn-stack';
import { testStackEnv } from './stack-config';
import { startTestIssuer, TEST_AUDIENCE } from './test-issuer';

let stack: SpawnedStack | undefined;
let issuer: Awaited<ReturnType<typeof startTestIssuer>> | undefined;

/**
 * Starts the local stack exactly as `npm start` does and hands its endpoints and demo data to the
 * tests, with an OpenID provider of the tests' own trusted as `npm start -- --oidc-issuer` trusts one.
 */
export async function setup(project: TestProject): Promise<void> {
  issuer = await startTestIssuer();
  stack = await spawnLocalStack(testStackEnv, { args: ['--oidc-issuer', issuer.issuer, '--oidc-audience', TEST_AUDIENCE] });
  project.provide('stack', stack.info);
  project.provide('demo', stack.demo);
  project.provide('testIssuer', issuer.issuer);
}

/**
 * Stops the stack, and fails the run if the stack resolved a name or opened a connection off this
 * machine at any time during it (contract 7: hermetic; infra/local/network-guard.ts wrote them down).
 */
export async function teardown(): Promise<void> {
  const log = stack ? offMachineLogOf(stack.dir) : undefined;
  const offMachine = log && existsSync(log) ? readFileSync(log, 'utf8').trim() : '';
  await stack?.stop();
  await issuer?.stop();
  if (offMachine) throw new Error(`The local stack reached off the machine during the run (it must be hermetic, contract 7):\n${offMachine}`);
}

declare module 'vitest' {
  export interface ProvidedContext {
    stack: StackInfo;
    demo: Record<string, unknown>;
    /** The tests' own OpenID provider (test/support/test-issuer.ts), trusted by the stack. */
    testIssuer: string;
  }
}
