/** Work still under way, held so that closing the app can wait for it to end. */
export function inFlight() {
  const running = new Set<Promise<unknown>>();
  return {
    /** Holds `work` until it settles, and gives it back unchanged. */
    track<Result>(work: Promise<Result>): Promise<Result> {
      running.add(work);
      // The caller handles the outcome; this copy only forgets the work once it ends.
      work.then(
        () => running.delete(work),
        () => running.delete(work),
      );
      return work;
    },
    /** Resolves once everything held so far has settled, however it ended. */
    settled: async (): Promise<void> => void (await Promise.allSettled([...running])),
  };
}
