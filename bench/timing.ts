/** Runs `run` and tells how long it took, in seconds. */
export async function timed<T>(run: () => Promise<T>): Promise<{ result: T; seconds: number }> {
  const started = performance.now();
  const result = await run();
  return { result, seconds: (performance.now() - started) / 1000 };
}

/** Runs the jobs, at most `limit` at a time, in the order given; rejects with the first failure. */
export async function runLimited<T>(jobs: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = new Array<T>(jobs.length);
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const index = next;
      next += 1;
      results[index] = await jobs[index]!();
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, jobs.length)) }, worker));
  return results;
}
