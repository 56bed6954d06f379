import { inject } from 'vitest';
import type { StackInfo } from '../../infra/local/stack';

/**
 * The local stack this test file runs against, and its demo data. The global setup starts one
 * stack per worker (test/support/global-setup.ts) and a worker runs one file at a time, so each
 * file has its stack to itself while it runs, as when the suite ran on a single worker. In a
 * project without stacks (unit) a file may import helpers that name them, but not use them.
 */
const stacks = inject('stacks') ?? [];
const slot = Number(process.env.VITEST_POOL_ID ?? '1') - 1;
const mine = stacks[slot];
if (stacks.length > 0 && !mine) throw new Error(`worker ${slot + 1} has no local stack: the global setup started ${stacks.length} (one per worker)`);

const noStack = new Proxy(
  {},
  {
    get: (_, property) => {
      throw new Error(`this project has no local stack (read of ${String(property)}): stack tests run in the stack project`);
    },
  },
);

export const stack = (mine?.info ?? noStack) as StackInfo;
export const demo = (mine?.demo ?? noStack) as Record<string, unknown>;
