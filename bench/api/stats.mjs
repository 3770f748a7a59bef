// Small statistics helpers for the benchmark report.

/** The p-th percentile (0-100) of a list of numbers, nearest-rank method. */
export function percentile(values, p) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

export function formatRow(cells, widths) {
  return cells.map((cell, i) => String(cell).padEnd(widths[i] ?? 12)).join(" ");
}

/**
 * Latencies of the answers that arrived in any of the spans [from, to) (times in ms on one clock),
 * pooled: count, p50, p99.
 * @param {{ at: number, ms: number }[]} samples
 * @param {{ from: number, to: number }[]} spans
 */
export function windowLatency(samples, spans) {
  const ms = samples
    .filter((sample) => spans.some((span) => sample.at >= span.from && sample.at < span.to))
    .map((sample) => sample.ms);
  return { n: ms.length, p50: percentile(ms, 50), p99: percentile(ms, 99) };
}
