import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { LongestFirstSequencer } from './test/support/sequencer';

const shared = {
  environment: 'node',
  env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
} as const;

/**
 * The projects (`npm test` runs them all):
 * - unit: no network at all;
 * - stack: integration tests (use cases against the real stand-ins) and end-to-end tests (HTTP
 *   against a local stack), one stack per worker, started by the global setup;
 * - infra: CDK Template assertions (synthesises the stack, bundling every function);
 * - stand-in: the local Bedrock stand-in's own behaviour (stand-ins/bedrock/: its protocol, rules,
 *   triggers and writer), no network beyond loopback, seconds.
 *
 * Unit, infra and stack files share their worker's process (`isolate: false`), so the AWS SDK, zod
 * schemas, the contract's validators and aws-cdk-lib load once per worker, not once per file; a
 * file that leaves something behind restores it (a client stub, an environment variable). The
 * files of `unit:own-process` and `stack:own-process` get a fresh process each, because they test
 * what a process does once for all: the network guard patches `node:dns` and `node:net` for good
 * (and would record what an earlier file's leftovers look up), and the worker spine's first test
 * is the process's cold start.
 */
const ownProcess = ['test/unit/network-guard.test.ts', 'test/unit/worker-spine.test.ts'];

/**
 * These put a proxy before DynamoDB Local for their own handlers: they set where the AWS clients
 * connect before any module creates one (`vi.hoisted`), so they need every module loaded afresh.
 */
const stackOwnProcess = ['test/integration/stalled-worker.test.ts', 'test/reliability/faults.test.ts', 'test/reliability/abuse.test.ts'];

/** Both stack projects: the local stacks of the global setup, one per worker, shared by both. */
const stack = {
  ...shared,
  include: ['test/integration/**/*.test.ts', 'test/e2e/**/*.test.ts', 'test/reliability/**/*.test.ts'],
  globalSetup: ['test/support/global-setup.ts'],
  setupFiles: ['test/support/stack-env.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    reporters: ['default'],
    sequence: { sequencer: LongestFirstSequencer },
    // Files run on at least two workers, also on two cores: a stack test spends much of its time
    // waiting on its stack, and each worker has a stack of its own (test/support/global-setup.ts).
    // At most four: each stack holds a JVM and its Node process.
    maxWorkers: Math.min(4, Math.max(2, availableParallelism())),
    projects: [
      {
        test: { ...shared, name: 'unit', include: ['test/unit/**/*.test.ts'], exclude: ownProcess, setupFiles: ['test/support/unit-env.ts'], isolate: false },
      },
      {
        test: { ...shared, name: 'unit:own-process', include: ownProcess, setupFiles: ['test/support/unit-env.ts'] },
      },
      {
        test: { ...stack, name: 'stack', exclude: stackOwnProcess, isolate: false },
      },
      {
        test: { ...stack, name: 'stack:own-process', include: stackOwnProcess },
      },
      {
        test: { ...shared, name: 'infra', include: ['test/infra/**/*.test.ts'], testTimeout: 240_000, hookTimeout: 240_000, isolate: false },
      },
      {
        test: { ...shared, name: 'stand-in', include: ['stand-ins/bedrock/test/**/*.test.ts'] },
      },
    ],
  },
});
