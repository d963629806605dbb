// One measured figure beside its goal. Every bench script reports through `figure`, so
// `npm run bench` (bench/run.ts) can list them all together at the end.
import { appendFileSync } from 'node:fs';

export interface Figure {
  name: string;
  value: number;
  unit: string;
  /** At most (`max`) or at least (`min`) this value meets the goal. */
  goal: { max: number } | { min: number };
  /** How it was measured (best of N, warm cache…), printed beside it. */
  note?: string;
}

export function met({ value, goal }: Figure): boolean {
  return 'max' in goal ? value <= goal.max : value >= goal.min;
}

export function formatFigure(figure: Figure): string {
  const { name, value, unit, goal, note } = figure;
  // A goal may be a measured median (bench/ab.ts): at most two decimals, 0.75 as it is.
  const bound = (limit: number) => String(Number(limit.toFixed(2)));
  const target = 'max' in goal ? `≤ ${bound(goal.max)}` : `≥ ${bound(goal.min)}`;
  const shown = Number.isInteger(value) ? String(value) : value.toFixed(1);
  return `${met(figure) ? '✓' : '✗'} ${name.padEnd(60)} ${`${shown} ${unit}`.padStart(12)}   goal ${target} ${unit}${note ? `   (${note})` : ''}`;
}

/** Prints the figure, and records it for the summary when run by bench/run.ts. */
export function figure(figure: Figure): void {
  console.log(formatFigure(figure));
  if (process.env.BENCH_FIGURES)
    appendFileSync(process.env.BENCH_FIGURES, `${JSON.stringify(figure)}\n`);
}

/** The best (smallest) of `runs` measurements: the machine is shared, so the rest is noise. */
export async function bestOf(runs: number, measure: () => number | Promise<number>) {
  let best = Infinity;
  for (let run = 0; run < runs; run++) best = Math.min(best, await measure());
  return best;
}

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
