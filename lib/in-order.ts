/**
 * Maps `run` over `items` with at most `concurrency` calls in flight, answering in the items'
 * order: the worker spine's records, the guided-prompt evaluations' prompts.
 */
export async function mapInOrder<T, R>(items: readonly T[], concurrency: number, run: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await run(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, lane));
  return results;
}
