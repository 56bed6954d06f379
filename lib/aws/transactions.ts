import { ProblemError } from '../contract/problems';

/** What a step returns to be run again: it lost a race (a TransactionConflict, or a condition another writer broke). */
export const RETRY = Symbol('retry');

/**
 * Runs `step` until it settles, with a short random backoff between tries (concurrent writers of
 * one item spread out). A race that persists past `attempts` is the contract's 503 with
 * `Retry-After`: the client retries, nothing is half-written.
 *
 * @param step one attempt; returns its result, or `RETRY`
 * @param options.attempts how many tries in all (default 8)
 * @param options.what what is contended, for the 503's detail
 */
export async function retryOnConflict<T>(
  step: (attempt: number) => Promise<T | typeof RETRY>,
  { attempts = 8, what }: { attempts?: number; what: string },
): Promise<T> {
  for (let attempt = 0; attempt < attempts; attempt++) {
    const result = await step(attempt);
    if (result !== RETRY) return result;
    await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * (attempt + 1)));
  }
  throw new ProblemError('service_unavailable', { detail: `${what} is being written concurrently; retry`, retryAfterSeconds: 1 });
}
