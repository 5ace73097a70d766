/** Latency percentiles shared by the benchmark's client and server processes. */
import { performance } from 'node:perf_hooks';

export function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** p50 and p99 of `rounds` sequential calls, after `warmup` untimed ones. */
export async function time(fn, rounds, warmup = Math.min(20, rounds)) {
  for (let i = 0; i < warmup; i += 1) await fn();
  const out = [];
  for (let i = 0; i < rounds; i += 1) {
    const t = performance.now();
    await fn();
    out.push(performance.now() - t);
  }
  out.sort((a, b) => a - b);
  return { p50: percentile(out, 50), p99: percentile(out, 99) };
}
