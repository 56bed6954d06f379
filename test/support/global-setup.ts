import type { TestProject } from 'vitest/node';
import type { StackInfo } from '../../infra/local/stack';
import { spawnLocalStack, type SpawnedStack } from '../../infra/local/spawn-stack';
import { testStackEnv } from './stack-config';

let stack: SpawnedStack | undefined;

/** Starts the local stack exactly as `npm start` does and hands its endpoints and demo data to the tests. */
export async function setup(project: TestProject): Promise<void> {
  stack = await spawnLocalStack(testStackEnv);
  project.provide('stack', stack.info);
  project.provide('demo', stack.demo);
}

export async function teardown(): Promise<void> {
  await stack?.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    stack: StackInfo;
    demo: Record<string, unknown>;
  }
}
