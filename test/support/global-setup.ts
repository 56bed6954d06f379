import type { TestProject } from 'vitest/node';
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

export async function teardown(): Promise<void> {
  await stack?.stop();
  await issuer?.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    stack: StackInfo;
    demo: Record<string, unknown>;
    /** The tests' own OpenID provider (test/support/test-issuer.ts), trusted by the stack. */
    testIssuer: string;
  }
}
