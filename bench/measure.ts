/** Timing helpers: warm up, repeat, keep the median. Figures are only compared within one run. */
import { performance } from "node:perf_hooks";

export interface Measurement {
  label: string;
  /** Median milliseconds of one full pass over the input. */
  ms: number;
}

export function measure(label: string, pass: () => void, repeats = 7, warmups = 2): Measurement {
  for (let i = 0; i < warmups; i++) pass();
  const times: number[] = [];
  for (let i = 0; i < repeats; i++) {
    const start = performance.now();
    pass();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { label, ms: times[Math.floor(times.length / 2)] ?? Number.NaN };
}

export function formatRow(m: Measurement, bytes: number, messages: number, floor: Measurement) {
  const seconds = m.ms / 1000;
  return [
    m.label.padEnd(34),
    `${m.ms.toFixed(1).padStart(9)} ms`,
    `${Math.round(messages / seconds)
      .toLocaleString("en-US")
      .padStart(12)} msg/s`,
    `${(bytes / 1024 / 1024 / seconds).toFixed(1).padStart(8)} MB/s`,
    `${(m.ms / floor.ms).toFixed(2).padStart(7)}x JSON.parse`,
  ].join("  ");
}
