/** Small statistics for the benchmarks: medians and ranges over runs, percentiles of latencies. */

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/** Nearest-rank percentile (p from 0 to 100) of an ascending array. */
export function percentile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return Number.NaN
  const rank = Math.ceil((p / 100) * sorted.length)
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]
}

/** "median (min-max)" with `digits` decimals. */
export function medianRange(values: readonly number[], digits = 0): string {
  if (values.length === 0) return 'n/a'
  const fmt = (v: number) => v.toFixed(digits)
  return `${fmt(median(values))} (${fmt(Math.min(...values))}-${fmt(Math.max(...values))})`
}

/** A growing list of numbers kept in a typed array (latencies of one endpoint). */
export class Samples {
  private data = new Float64Array(1024)
  length = 0
  push(value: number): void {
    if (this.length === this.data.length) {
      const bigger = new Float64Array(this.data.length * 2)
      bigger.set(this.data)
      this.data = bigger
    }
    this.data[this.length++] = value
  }
  sorted(): Float64Array {
    return this.data.slice(0, this.length).sort()
  }
}
