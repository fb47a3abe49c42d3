// Order statistics for the gateway bench, shared by the load generator (per phase) and the report
// (across rounds). Nearest-rank percentiles: no interpolation between two samples that never happened.

export function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil(fraction * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))]!;
}

export function sortedCopy(values: readonly number[]): number[] {
  return [...values].sort((a, b) => a - b);
}

/** The median of the rounds, with their range: what the report prints for every figure. */
export interface Spread {
  median: number;
  min: number;
  max: number;
}

export function spread(values: readonly number[]): Spread | undefined {
  const known = values.filter((value) => Number.isFinite(value));
  if (known.length === 0) return undefined;
  const sorted = sortedCopy(known);
  const middle = sorted.length / 2;
  const median = sorted.length % 2 === 1 ? sorted[Math.floor(middle)]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return { median, min: sorted[0]!, max: sorted[sorted.length - 1]! };
}
