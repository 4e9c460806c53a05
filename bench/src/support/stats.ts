/** Small figures shared by the bench's processes (kept apart from harness.ts, which loads the whole API). */

/** What a closed-loop load measured: calls per second, p95 latency, failed calls. */
export interface LoadRun {
  perSecond: number;
  p95: number;
  errors: number;
}

export function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}
