/**
 * How much longer `work` takes on an input `factor` times larger. The two sizes are timed in turn,
 * side by side, and the best run of each is kept: load on a shared machine and garbage collection
 * only ever add time, so the best run is the honest figure and alternating spreads the load over
 * both. Linear work grows about `factor`-fold; quadratic work `factor`² (64 for the default 8).
 */
export function growthRatio(work: (size: number) => unknown, size: number, { factor = 8, runs = 11 } = {}): number {
  const time = (n: number) => {
    const started = performance.now();
    work(n);
    return performance.now() - started;
  };
  time(size * factor); // warm-up: the first runs pay for compilation, not for the input
  let small = Infinity;
  let large = Infinity;
  for (let i = 0; i < runs; i++) {
    small = Math.min(small, time(size));
    large = Math.min(large, time(size * factor));
  }
  return large / Math.max(small, 0.01);
}

/** The ratio above which `growthRatio` (default factor 8) says a step is not linear: 64 is quadratic. */
export const SUPERLINEAR_RATIO = 32;
