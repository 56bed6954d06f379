import { AsyncLocalStorage } from 'node:async_hooks';

const invocations = new AsyncLocalStorage<string>();

/**
 * Runs `work` as an invocation of the catalogue function `functionName`: every AWS call made
 * inside it, and in whatever it starts, is that function's and is checked against its role
 * (infra/local/iam/enforce.ts). On the local stack every function shares one process and one set
 * of clients, so the invocation, not the client, says whose call it is.
 */
export function invokeAs<T>(functionName: string, work: () => T): T {
  return invocations.run(functionName, work);
}

/** The function whose invocation is running, or undefined outside any (the seed, tests calling use cases, operator commands). */
export function invokingFunction(): string | undefined {
  return invocations.getStore();
}
