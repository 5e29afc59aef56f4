/**
 * Runs work on every item with at most `concurrency` items in progress at once, in the items' order.
 * The worker handles its own failures: one that throws stops the pool, as a bug should.
 */
export async function runBounded<T>(
  items: readonly T[],
  concurrency: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const item = items[next++]!;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, lane));
}
